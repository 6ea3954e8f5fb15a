/**
 * The root route's element: progress bar on navigations, document title from the route meta, scroll to top on
 * navigation. No antd here: the entry chunk stays small (antd's <App>, toasts and prompts live in AppScope).
 */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';

NProgress.configure({ showSpinner: false });

/** `<page title> - 深度择校`, or the app title alone. */
export function documentTitle(pageTitle: string | undefined, appTitle: string): string {
  return pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
}

export default function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation('admin');
  const handle = useCurrentHandle();
  const pageTitle = useTitleOf()(handle.meta);
  const appTitle = t('app.title');

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  useEffect(() => () => void NProgress.done(), []);

  useEffect(() => {
    document.title = documentTitle(pageTitle, appTitle);
  }, [pageTitle, appTitle]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
