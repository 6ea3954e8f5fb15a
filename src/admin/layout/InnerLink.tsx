/** RuoYi's InnerLink: `meta.link` in an iframe as tall as the window minus the shell (94.5 px). */
import { useEffect, useState } from 'react';
import { useTranslation } from '@shared/i18n';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import PageUnavailable from '../components/PageUnavailable';

export const INNER_LINK_OFFSET = 94.5;

const frameHeight = () => (typeof window === 'undefined' ? 600 : window.innerHeight - INNER_LINK_OFFSET);

export default function InnerLink() {
  const { t } = useTranslation('admin');
  const handle = useCurrentHandle();
  const title = useTitleOf()(handle.meta);
  const [height, setHeight] = useState(frameHeight);
  useEffect(() => {
    const onResize = () => setHeight(frameHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const link = handle.meta?.link;
  // only web pages: never javascript: or data: URLs from a menu row
  if (!link || !/^https?:\/\//i.test(link)) return <PageUnavailable />;
  return (
    <iframe
      src={link}
      title={title || t('layout.embeddedPage')}
      className="admin-inner-link"
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  );
}
