/**
 * antd's frame on the public site: the brand theme (no motion when the visitor asks for reduced motion) and antd's
 * locale following the language. Only the parts that use antd render it (the login popup, the account menu, forms,
 * the auth pages), and they load on demand, so neither antd nor this module is on a page's first paint unless that
 * page uses antd.
 *
 * Loading this module also gives antd's static message / notification / Modal.confirm (the request layer's toasts,
 * the logout confirm), which render outside the app's tree, the same theme and language: the request layer loads it
 * before its first toast (see `prepareToasts` in src/site/main.tsx).
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useAntdLocale } from '@shared/i18n/antd';
import { brandTheme } from '@shared/ui/theme';
import { usePrefersReducedMotion, withMotion } from '@shared/ui/reducedMotion';

export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  const reduceMotion = usePrefersReducedMotion();
  const theme = useMemo(() => withMotion(brandTheme, reduceMotion), [reduceMotion]);
  return (
    <ConfigProvider theme={theme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}

/** A component rendered inside `AntdScope`. */
export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAntd(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  WithAntd.displayName = `withAntd(${Component.displayName ?? Component.name})`;
  return WithAntd;
}

let configured = false;

/** Theme and language for antd's static message / notification / Modal (once; done when this module loads). */
export function configureStaticAntd(): void {
  if (configured) return;
  configured = true;
  ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
}

configureStaticAntd();
