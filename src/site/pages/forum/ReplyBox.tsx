import { useId, useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from '@shared/i18n';
import { addBlogComment } from '@shared/api/member';
import { useSessionToken } from '../../lib/useSession';
import { AUDIT_STATUS, MEMBER_LIMITS } from '@shared/contract/member';
import { useLoginModal } from '../../stores/loginModal';
import { UntilHydrated } from '../../components/UntilHydrated';

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

/** The texts of a DraftTextBox (already translated). */
export interface DraftTextBoxTexts {
  placeholder: string;
  required: string;
  tooLong: string;
  send: string;
  /** the button's text when logged out (sending opens the login popup) */
  loginToSend: string;
  cancel: string;
  counter(count: number, max: number): string;
}

export interface DraftTextBoxProps {
  /** localStorage key of the draft */
  draftKey: string;
  /** the textarea's accessible name */
  label: string;
  /** characters, counted as typed */
  max: number;
  texts: DraftTextBoxTexts;
  autoFocus?: boolean;
  /** sends the trimmed text; resolves whether it waits for review (a rejection keeps the text: the request layer said why) */
  send(content: string): Promise<boolean>;
  /** after a successful send */
  onSent(pending: boolean): void;
  onCancel?(): void;
}

/**
 * A plain-text box that keeps its draft (localStorage), so a login (the popup reloads the page) or a failed send
 * loses nothing. Logged out, sending opens the login popup and the text stays.
 */
export function DraftTextBox({ draftKey: key, label, max, texts, autoFocus, send: sendText, onSent, onCancel }: DraftTextBoxProps) {
  const [text, setText] = useState(() => readBox(key));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const token = useSessionToken();
  const showLogin = useLoginModal((s) => s.show);
  const id = useId();

  const change = (v: string) => {
    setText(v);
    writeBox(key, v);
    if (error) setError('');
  };

  const send = async () => {
    const content = text.trim();
    if (!content) return setError(texts.required);
    if (content.length > max) return setError(texts.tooLong);
    if (!token) return showLogin({ reason: 'unauthorized' });
    setBusy(true);
    try {
      const pending = await sendText(content);
      setText('');
      writeBox(key, '');
      onSent(pending);
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
      <UntilHydrated>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => change(e.target.value)}
          placeholder={texts.placeholder}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={max}
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
            {texts.counter(text.length, max)}
          </span>
          <span className="forum-box__buttons">
            {onCancel && <Button onClick={onCancel}>{texts.cancel}</Button>}
            <Button type="primary" htmlType="submit" loading={busy}>
              {token ? texts.send : texts.loginToSend}
            </Button>
          </span>
        </div>
      </UntilHydrated>
    </form>
  );
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

/** A plain-text reply to a post or to one of its replies (at most 1000 characters). */
export function ReplyBox({ postId, parentId, label, autoFocus, onSent, onCancel }: ReplyBoxProps) {
  const { t } = useTranslation('site-forum');
  const texts: DraftTextBoxTexts = {
    placeholder: t('reply.placeholder'),
    required: t('reply.required'),
    tooLong: t('reply.tooLong'),
    send: t('reply.send'),
    loginToSend: t('reply.loginToReply'),
    cancel: t('reply.cancel'),
    counter: (count, max) => t('reply.counter', { count, max }),
  };
  return (
    <DraftTextBox
      draftKey={boxKey(postId, parentId)}
      label={label}
      max={MEMBER_LIMITS.reply}
      texts={texts}
      autoFocus={autoFocus}
      send={async (content) => {
        const res = await addBlogComment({ postId, parentId: parentId ?? undefined, content });
        return res.data?.auditStatus === AUDIT_STATUS.PENDING;
      }}
      onSent={onSent}
      onCancel={onCancel}
    />
  );
}
