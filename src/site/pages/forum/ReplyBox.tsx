import { useId, useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addBlogComment } from '@shared/api/member';
import { useAuthStore } from '@shared/auth/store';
import { AUDIT_STATUS, MEMBER_LIMITS } from '@shared/contract/member';
import { useLoginModal } from '../../stores/loginModal';

/** What a reply box holds is kept per post and parent (localStorage), so a login (the popup reloads the page) keeps it. */
const boxKey = (postId: number, parentId: number | null) => `dss-reply-draft:${postId}:${parentId ?? 0}`;

function readBox(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeBox(key: string, text: string): void {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}

export interface ReplyBoxProps {
  postId: number;
  /** the reply answered (null: a reply to the post) */
  parentId: number | null;
  /** the textarea's accessible name */
  label: string;
  autoFocus?: boolean;
  /** after a successful send: whether it waits for review */
  onSent(pending: boolean): void;
  onCancel?(): void;
}

/**
 * A plain-text reply (at most 1000 characters, counted as typed). Logged out, sending opens the login popup and the
 * text stays; a failed send (the request layer shows why; a 401 opens the popup) keeps it too.
 */
export function ReplyBox({ postId, parentId, label, autoFocus, onSent, onCancel }: ReplyBoxProps) {
  const { t } = useTranslation('site-forum');
  const key = boxKey(postId, parentId);
  const [text, setText] = useState(() => readBox(key));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const token = useAuthStore((s) => s.token);
  const showLogin = useLoginModal((s) => s.show);
  const id = useId();

  const change = (v: string) => {
    setText(v);
    writeBox(key, v);
    if (error) setError('');
  };

  const send = async () => {
    const content = text.trim();
    if (!content) return setError(t('reply.required'));
    if (content.length > MEMBER_LIMITS.reply) return setError(t('reply.tooLong'));
    if (!token) return showLogin({ reason: 'unauthorized' });
    setBusy(true);
    try {
      const res = await addBlogComment({ postId, parentId: parentId ?? undefined, content });
      setText('');
      writeBox(key, '');
      onSent(res.data?.auditStatus === AUDIT_STATUS.PENDING);
    } catch {
      // shown by the request layer; the text stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="forum-box"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={t('reply.placeholder')}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={MEMBER_LIMITS.reply}
        autoFocus={autoFocus}
        status={error ? 'error' : undefined}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-err` : ''}`}
      />
      {error && (
        <p id={`${id}-err`} role="alert" className="forum-box__error">
          {error}
        </p>
      )}
      <div className="forum-box__foot">
        <span id={`${id}-count`} className="forum-muted">
          {t('reply.counter', { count: text.length, max: MEMBER_LIMITS.reply })}
        </span>
        <span className="forum-box__buttons">
          {onCancel && <Button onClick={onCancel}>{t('reply.cancel')}</Button>}
          <Button type="primary" htmlType="submit" loading={busy}>
            {token ? t('reply.send') : t('reply.loginToReply')}
          </Button>
        </span>
      </div>
    </form>
  );
}
