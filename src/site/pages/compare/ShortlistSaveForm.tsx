import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { addShortlist } from '@shared/api/shortlist';
import { SHORTLIST_LIMITS } from '@shared/contract/shortlist';
import { useSiteLang } from '../../lib/useSiteLang';
import { memberPaths } from '../member/paths';
import { errorText } from '../member/formKit';

/** The note form of 加入择校清单: saves the school with the note, then links to the member's shortlist. */
export default function ShortlistSaveForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('site-compare');
  const { to } = useSiteLang();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <form
      className="dir-form cmp-save"
      aria-label={t('shortlist.formLabel')}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const res = await addShortlist({ schoolId, note }, { silent: true });
          setResult({ ok: true, text: res.msg || t('shortlist.saved') });
        } catch (err) {
          setResult({ ok: false, text: errorText(err, t('shortlist.failed')) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="dir-form__field">
        <label htmlFor={`${id}-note`}>{t('shortlist.note')}</label>
        <textarea id={`${id}-note`} rows={3} maxLength={SHORTLIST_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {!result?.ok && (
        <div className="dir-form__actions">
          <button type="submit" className="site-btn site-btn--primary" disabled={busy}>
            {t('shortlist.submit')}
          </button>
        </div>
      )}
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'cmp-save__ok' : 'cmp-save__error'}>
          {result.text} {result.ok && <Link to={to(memberPaths.shortlist)}>{t('shortlist.open')}</Link>}
        </p>
      )}
    </form>
  );
}
