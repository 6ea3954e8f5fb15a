/**
 * The new-post draft, kept in localStorage per member (`dss-post-draft:<userId>`, `guest` before login) as the member
 * types, so a reload, a closed tab or an expired session loses nothing; cleared after a successful post. A guest's
 * draft is taken over by the member who logs in next on this device.
 */
export interface PostDraft {
  title: string;
  /** '3' station discussion, '2' student story */
  postType: '2' | '3';
  /** the code of an enabled type (分类管理): a station type or a story category */
  category: string;
  /** names of saved tags (标签管理), at most 5 */
  tags: string[];
  cityCode: string;
  /** the linked school (optional) */
  school: { value: number; label: string } | null;
  /** editor HTML */
  content: string;
}

const PREFIX = 'dss-post-draft:';
export const draftKey = (userId: number | null): string => PREFIX + (userId ?? 'guest');

function read(key: string): PostDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PostDraft>;
    return {
      title: typeof d.title === 'string' ? d.title : '',
      postType: d.postType === '2' ? '2' : '3',
      category: typeof d.category === 'string' ? d.category : '',
      tags: Array.isArray(d.tags) ? d.tags.filter((x): x is string => typeof x === 'string') : [],
      cityCode: typeof d.cityCode === 'string' ? d.cityCode : '',
      school:
        d.school && typeof d.school.value === 'number' && typeof d.school.label === 'string' ? { value: d.school.value, label: d.school.label } : null,
      content: typeof d.content === 'string' ? d.content : '',
    };
  } catch {
    return null;
  }
}

/** The member's draft, else a guest draft (then moved to the member). */
export function loadDraft(userId: number | null): PostDraft | null {
  const own = read(draftKey(userId));
  if (own || userId === null) return own;
  const guest = read(draftKey(null));
  if (guest) {
    saveDraft(userId, guest);
    localStorage.removeItem(draftKey(null));
  }
  return guest;
}

/** True when nothing worth keeping was typed (the choices alone are not a draft). */
export function isBlankDraft(d: PostDraft): boolean {
  return !d.title.trim() && !d.content.replace(/<p><\/p>/g, '').trim();
}

export function saveDraft(userId: number | null, d: PostDraft): void {
  try {
    if (isBlankDraft(d)) localStorage.removeItem(draftKey(userId));
    else localStorage.setItem(draftKey(userId), JSON.stringify(d));
  } catch {
    /* storage full or blocked: the form still works */
  }
}

export function clearDraft(userId: number | null): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    /* ignore */
  }
}

/**
 * A post refused for an expired session (401) is sent again once the member has logged in: the login popup reloads
 * the page, the draft comes back, and this mark (this tab only) says the member had already pressed 发布.
 */
const RESEND_KEY = 'dss-post-resend';

export function markResend(): void {
  try {
    sessionStorage.setItem(RESEND_KEY, '1');
  } catch {
    /* ignore: the member presses 发布 again */
  }
}

/** Whether a refused post waits to be sent again (read without side effects: React may call a state initializer twice). */
export function resendMarked(): boolean {
  try {
    return sessionStorage.getItem(RESEND_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearResend(): void {
  try {
    sessionStorage.removeItem(RESEND_KEY);
  } catch {
    /* ignore */
  }
}
