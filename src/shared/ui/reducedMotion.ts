/**
 * The visitor's "reduce motion" setting for antd, followed as it changes: its dropdowns, dialogs, drawers and
 * selects then open and close at once instead of sliding and zooming. The apps' own CSS honours the same media
 * query; a one-off read is `prefersReducedMotion` (@shared/lib/motion).
 */
import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '@shared/lib/motion';

function subscribe(onChange: () => void): () => void {
  const mq = typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY);
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
}

/** True while the visitor asks for reduced motion; follows a change of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** `theme` with antd's motion off when `reduce` (the same object otherwise). */
export function withMotion(theme: ThemeConfig, reduce: boolean): ThemeConfig {
  return reduce ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
