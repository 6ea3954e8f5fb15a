/**
 * The visitor's "reduce motion" setting (`prefers-reduced-motion: reduce`, WCAG 2.3.3), read when needed: a scroll
 * then jumps instead of gliding. No React here, so a page's first visit pays a few bytes for it; antd's frames
 * follow the setting as it changes with `usePrefersReducedMotion` (@shared/ui/reducedMotion).
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asks for reduced motion (now; false outside a browser). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false);
}
