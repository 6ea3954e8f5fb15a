import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { Link, useParams } from 'react-router-dom';
import { INFO_TYPES } from '@shared/contract/constants';
import { getInfomationInfomation } from '@shared/api/web';
import { isRequestError } from '@shared/api/request';
import { PageLoading } from '../../layout/PageLoading';
import { Breadcrumbs } from '../../kit/PageHead';
import { OtherLanguageItem, useOtherLanguageMeta } from '../../components/OtherLanguageItem';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { tellServer } from '../../ssr/serverPage';
import { isNotFound } from '../../kit/useDirectoryList';
import { useSiteLang } from '../../lib/useSiteLang';
import { dateOf } from '../home/list';
import { codeLabelOf } from '../../lib/codes';
import { newsKeys } from './NewsListPage';
import { withQueryScope } from '../../query/QueryScope';
import { RichText } from '../../kit/RichText';
import { articleLd, whenServer } from '../../ssr/structured';
import '../home/list.css';
import '../../kit/directory.css';
import { SampleTag } from '../../components/SampleTag';

/** /news/detail/:id: one news item (getInfomationInfomation), its body sanitized again before it is shown. */
function NewsDetailPage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const q = useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: async () => (await getInfomationInfomation(id, { silent: true })).data,
    enabled: valid,
    retry: (n, e) => !(isRequestError(e) && e.kind === 'business') && n < 1,
  });
  const item = q.data;
  const other = useOtherLanguageMeta(item?.lang);
  useDocumentMeta(
    other?.title ?? item?.title ?? t('news.docTitle'),
    other?.description ?? (item?.summary || t('news.detailDescription')),
    item && !other ? { oneLanguage: true, ogType: 'article', image: item.cover || undefined, jsonLd: import.meta.env.SSR ? whenServer(() => [articleLd('NewsArticle', item, lang)]) : undefined } : undefined,
  );

  const back = (
    <Link className="site-back" to={to('/news')}>
      <ArrowLeftOutlined aria-hidden /> {t('news.back')}
    </Link>
  );

  if (!valid || (q.isError && !item)) {
    // a missing item is a 404 for crawlers too; a failed load is not
    tellServer({ status: !valid || isNotFound(q.error) ? 404 : 503 });
    return (
      <div className="site-container site-detail">
        {back}
        <h1>{t('news.notFound')}</h1>
      </div>
    );
  }
  if (!item) return <PageLoading />;
  if (other) return <OtherLanguageItem itemLang={item.lang} listPath="/news" listLabel={t('news.title')} />;

  return (
    <article className="site-container site-detail" aria-labelledby="news-title">
      <Breadcrumbs crumbs={[{ label: t('news.title'), path: '/news' }, { label: item.title }]} />
      {back}
      <header className="site-detail__head">
        <p className="site-detail__meta">
          <span className="site-tag">{codeLabelOf(INFO_TYPES, item.infoType, lang)}</span>
          <time dateTime={dateOf(item.createTime)}>{dateOf(item.createTime)}</time>
          {item.source && <span>{t('news.source', { source: item.source })}</span>}
          <SampleTag show={item.isSample} />
        </p>
        <h1 id="news-title">{item.title}</h1>
        {item.summary && <p className="site-detail__lead">{item.summary}</p>}
      </header>
      {item.cover && <img className="site-detail__cover" src={item.cover} alt="" width={800} height={450} />}
      <RichText className="site-detail__body" html={item.content ?? ''} />
    </article>
  );
}

export default withQueryScope(NewsDetailPage);
