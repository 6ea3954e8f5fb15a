import { useEffect } from 'react';
import { useTranslation } from '@shared/i18n';
import { tellServer, type ServerPageMeta } from '../ssr/serverPage';

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** What a page adds to its head for search engines (server-rendered pages only; see ssr/serverPage). */
export type HeadExtras = Pick<ServerPageMeta, 'oneLanguage' | 'canonical' | 'ogType' | 'image' | 'jsonLd'>;

/**
 * Document title and meta description of a page, in the current language.
 * `title` undefined → the site's full title (home page); otherwise "title - brand".
 * On the server the same values (and `extras`) go into the rendered page's head.
 */
export function useDocumentMeta(title?: string, description?: string, extras?: HeadExtras): void {
  const { t } = useTranslation('site');
  const full = title ? `${title} - ${t('brand.titleSuffix')}` : t('brand.title');
  const desc = description ?? t('brand.description');
  tellServer({ title: full, description: desc, ...extras });
  useEffect(() => {
    document.title = full;
    setDescription(desc);
  }, [full, desc]);
}
