import { useBrowserSnapshot } from '../lib/useHydrated';
import { CitySelector } from './CitySelector';

/** Narrow phones: the header bar has no room beside the logo, language switch, login and menu. */
const PHONE_QUERY = '(max-width: 479.98px)';

function subscribe(cb: () => void): () => void {
  const mql = typeof window !== 'undefined' ? window.matchMedia?.(PHONE_QUERY) : undefined;
  mql?.addEventListener?.('change', cb);
  return () => mql?.removeEventListener?.('change', cb);
}
const isPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches;

/**
 * The city selector's place in the header: among the actions from 480 px, a slim row under the bar on narrower
 * phones. SiteHeader renders both slots; exactly one shows the selector. The row itself is always in the page and
 * its height is reserved by CSS on phones (city.css), so a page rendered before the width is known (server
 * rendering, hydration) does not grow a row — and push the page down — when the selector moves into it.
 */
export function HeaderCity({ placement }: { placement: 'actions' | 'row' }) {
  const phone = useBrowserSnapshot(subscribe, isPhone, false);
  if (placement === 'actions') return phone ? null : <CitySelector />;
  return <div className="site-container site-city-row">{phone && <CitySelector />}</div>;
}
