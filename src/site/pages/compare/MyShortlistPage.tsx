/**
 * 我的择校清单 in the member centre (/layout/shortlist): the saved schools with their notes (edit, remove) and the
 * read-only share link (create, replace, revoke). Loaded on demand by MemberShell.
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { deleteShortlist, myShortlist, revokeShortlistShare, shareShortlist, updateShortlistNote } from '@shared/api/shortlist';
import { SHORTLIST_LIMITS, type ShortlistItem } from '@shared/contract/shortlist';
import { localizePath } from '../../lib/langPath';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { EmptyState, ListSkeleton } from '../../kit/ListStates';
import { errorText } from '../member/formKit';
import { ShortlistItems } from './ShortlistItems';
import './compare.css';

const KEY = ['member', 'shortlist'] as const;

function NoteEditor({ item, onSaved }: { item: ShortlistItem; onSaved: (text: string) => void }) {
  const { t } = useTranslation('site-compare');
  const id = useId();
  const [note, setNote] = useState(item.note);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="dir-form cmp-save"
      aria-label={t('list.noteFor', { name: item.school.schoolName })}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          onSaved((await updateShortlistNote(item.itemId, { note }, { silent: true })).msg);
        } catch (err) {
          setError(errorText(err, t('shortlist.failed')));
        }
      }}
    >
      <div className="dir-form__field">
        <label htmlFor={`${id}-note`}>{t('shortlist.note')}</label>
        <textarea id={`${id}-note`} rows={2} maxLength={SHORTLIST_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="dir-form__actions">
        <button type="submit" className="site-btn site-btn--default">
          {t('list.saveNote')}{' '}
          <span className="sr-only">{item.school.schoolName}</span>
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

export default function MyShortlistPage() {
  const { t } = useTranslation('site-compare');
  const { lang } = useSiteLang();
  const qc = useQueryClient();
  const linkId = useId();
  const [status, setStatus] = useState('');
  useDocumentMeta(t('list.title'));
  const q = useQuery({ queryKey: [...KEY, lang], queryFn: async () => (await myShortlist(lang)).data! });
  const refresh = (text: string) => {
    setStatus(text);
    void qc.invalidateQueries({ queryKey: KEY });
  };
  const data = q.data;
  const shareUrl = data?.shareToken ? `${window.location.origin}${localizePath(lang, `/shortlist/${data.shareToken}`)}` : '';

  return (
    <section className="mc-card" aria-labelledby="sl-title">
      <h1 id="sl-title">{t('list.title')}</h1>
      <p className="dir-muted">{t('list.lead', { max: SHORTLIST_LIMITS.schools })}</p>
      <p role="status" className="cmp-save__ok">
        {status}
      </p>
      {!data ? (
        q.isError ? <p role="alert">{t('page.loadFailed')}</p> : <ListSkeleton rows={2} />
      ) : (
        <>
          <section aria-labelledby="sl-share" className="cmp-share">
            <h2 id="sl-share">{t('share.title')}</h2>
            {data.shareToken ? (
              <>
                <div className="dir-form__field">
                  <label htmlFor={linkId}>{t('share.link')}</label>
                  <input id={linkId} readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
                </div>
                <p className="cmp-actions">
                  <a href={shareUrl} target="_blank" rel="noopener noreferrer">
                    {t('share.open')}
                  </a>
                  <button type="button" className="site-btn site-btn--default" onClick={async () => { await shareShortlist(); refresh(t('share.renewed')); }}>
                    {t('share.renew')}
                  </button>
                  <button type="button" className="site-btn site-btn--default" onClick={async () => refresh((await revokeShortlistShare()).msg)}>
                    {t('share.revoke')}
                  </button>
                </p>
              </>
            ) : (
              <p className="cmp-actions">
                <span className="dir-muted">{t('share.none')}</span>
                <button type="button" className="site-btn site-btn--primary" onClick={async () => { await shareShortlist(); refresh(t('share.created')); }}>
                  {t('share.create')}
                </button>
              </p>
            )}
          </section>
          <h2>{t('list.schools', { count: data.items.length, max: data.limit })}</h2>
          {data.items.length === 0 ? (
            <EmptyState title={t('list.empty')} hint={t('list.emptyHint')} />
          ) : (
            <ShortlistItems
              items={data.items}
              label={t('list.title')}
              actions={(item) => (
                <>
                  <NoteEditor key={`${item.itemId}-${item.note}`} item={item} onSaved={refresh} />
                  <button type="button" className="cmp-remove" onClick={async () => refresh((await deleteShortlist(item.itemId)).msg)}>
                    {t('table.remove')}{' '}
                    <span className="sr-only">{item.school.schoolName}</span>
                  </button>
                </>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
