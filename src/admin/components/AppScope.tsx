/**
 * The antd frame of a part of the admin (the shell, the login / register pages, the error pages): the brand theme
 * (AA contrast; no motion when the visitor asks for reduced motion), antd's locale following the language, the
 * component size, and antd's <App> with the request layer's toasts bound to its context-aware message /
 * notification; in the shell also the single "session expired" prompt. Kept out of the entry chunk: the entry only routes and guards, antd loads with the first page.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { resetNotifier, setNotifier, TOAST_SECONDS } from '@shared/api/request';
import { useAntdLocale } from '@shared/i18n/antd';
import { brandTheme } from '@shared/ui/theme';
import { usePrefersReducedMotion, withMotion } from '@shared/ui/reducedMotion';
import { antdSizeOf, useAppStore } from '../stores/app';
import { registerRelogin } from '../utils/session';

function Bindings({ relogin }: { relogin: boolean }) {
  const { modal, message, notification } = App.useApp();

  useEffect(() => {
    // the same text twice (the request layer and the guard, or two parallel calls) shows one toast
    setNotifier({
      error: (msg) => void message.error({ content: msg, key: `e:${msg}`, duration: TOAST_SECONDS }),
      warning: (msg) => void message.warning({ content: msg, key: `w:${msg}`, duration: TOAST_SECONDS }),
      notify: (msg) => notification.error({ title: msg, key: `n:${msg}`, duration: TOAST_SECONDS }),
    });
    return resetNotifier;
  }, [message, notification]);

  useEffect(() => (relogin ? registerRelogin(modal) : undefined), [modal, relogin]);
  return null;
}

interface AppScopeProps {
  children: ReactNode;
  relogin?: boolean;
  /** the shell passes the theme derived from the layout settings; other frames use the brand theme */
  theme?: ThemeConfig;
}

export default function AppScope({ children, relogin = false, theme = brandTheme }: AppScopeProps) {
  const locale = useAntdLocale();
  const size = useAppStore((s) => s.size);
  const { componentSize, compact } = antdSizeOf(size);
  // the size selector's "mini": antd's small controls with the compact algorithm (denser paddings)
  const reduceMotion = usePrefersReducedMotion();
  const sized = useMemo<ThemeConfig>(
    () => withMotion(compact ? { ...theme, algorithm: antdTheme.compactAlgorithm } : theme, reduceMotion),
    [theme, compact, reduceMotion],
  );
  return (
    <ConfigProvider theme={sized} locale={locale} componentSize={componentSize}>
      <App component={false}>
        <Bindings relogin={relogin} />
        {children}
      </App>
    </ConfigProvider>
  );
}
