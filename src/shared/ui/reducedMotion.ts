/**
 * The visitor's "reduce motion" setting (`prefers-reduced-motion: reduce`, WCAG 2.3.3), for antd: its dropdowns,
 * dialogs, drawers and selects then open and close at once instead of sliding and zooming. The apps' own CSS
 * honours the same media query.
 */
import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY);
}

function subscribe(onChange: () => void): () => void {
  const mq = media();
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
}

const reduced = () => media()?.matches ?? false;

/** True while the visitor asks for reduced motion; follows a change of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}

/** `theme` with antd's motion off when `reduce` (the same object otherwise). */
export function withMotion(theme: ThemeConfig, reduce: boolean): ThemeConfig {
  return reduce ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
