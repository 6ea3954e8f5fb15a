/**
 * The root route's element: the progress bar on navigations, the document title of pages outside the shell (login,
 * register, 404; inside the shell the layout sets it, following the dynamic-title setting), and scroll restoration
 * (kept-alive pages come back at their scroll position, see scrollKeys.ts). No antd here: the entry chunk stays
 * small (antd's <App>, toasts and prompts live in AppScope).
 */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import ProgressBar from '../components/ProgressBar';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { scrollKey } from './scrollKeys';

/** The layout route's id (router/index.tsx); pages under it get their title from the shell. */
const LAYOUT_ID = 'layout';

/** `<page title> - 深度择校`, or the app title alone. */
export function documentTitle(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
}

export default function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation('admin');
  const handle = useCurrentHandle();
  const inShell = useMatches().some((m) => m.id === LAYOUT_ID);
  const pageTitle = useTitleOf()(handle.meta);
  const appTitle = t('app.title');

  useEffect(() => {
    if (!inShell) document.title = documentTitle(pageTitle, appTitle);
  }, [inShell, pageTitle, appTitle]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
