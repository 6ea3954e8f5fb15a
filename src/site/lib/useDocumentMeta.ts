import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Document title and meta description of a page, in the current language.
 * `title` undefined → the site's full title (home page); otherwise "title - brand".
 */
export function useDocumentMeta(title?: string, description?: string): void {
  const { t } = useTranslation('site');
  const full = title ? `${title} - ${t('brand.titleSuffix')}` : t('brand.title');
  const desc = description ?? t('brand.description');
  useEffect(() => {
    document.title = full;
    setDescription(desc);
  }, [full, desc]);
}
