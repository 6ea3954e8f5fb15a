/** /shortlist/:token: a member's shortlist through its share link, read only; an unknown or revoked link is the 404 page. */
import { useParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { getSharedShortlist } from '@shared/api/shortlist';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { EmptyState, ListSkeleton } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { dirPaths } from '../../kit/paths';
import { SHOWN_BY_PAGE, useDirectoryDetail } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
import NotFoundPage from '../errors/NotFoundPage';
import { ShortlistItems } from './ShortlistItems';
import '../../kit/directory.css';
import './compare.css';

function SharedShortlistPage() {
  const { t } = useTranslation('site-compare');
  const { lang } = useSiteLang();
  const { token = '' } = useParams();
  const valid = /^[A-Za-z0-9_-]{16,64}$/.test(token);
  const d = useDirectoryDetail(['bbs', 'sharedShortlist', token, lang], () => getSharedShortlist(token, lang, SHOWN_BY_PAGE), valid);
  useDocumentMeta(t('shared.title'), t('shared.description'));
  if (!valid || d.notFound) return <NotFoundPage />;
  return (
    <div className="site-container dir-page cmp-page">
      <PageHead title={t('shared.title')} lead={t('shared.lead')} crumbs={[{ label: t('page.schools'), path: dirPaths.schoolList }, { label: t('shared.title') }]} />
      {d.data ? (
        d.data.items.length ? <ShortlistItems items={d.data.items} label={t('shared.title')} /> : <EmptyState title={t('list.empty')} />
      ) : d.error ? (
        <p className="dir-muted" role="alert">
          {t('page.loadFailed')}
        </p>
      ) : (
        <ListSkeleton rows={3} />
      )}
    </div>
  );
}

export default withQueryScope(SharedShortlistPage);
