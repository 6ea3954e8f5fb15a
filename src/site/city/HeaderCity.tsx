import { useSyncExternalStore } from 'react';
import { useHydrated } from '../lib/useHydrated';
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
 * phones. SiteHeader renders both slots; exactly one shows the selector.
 */
export function HeaderCity({ placement }: { placement: 'actions' | 'row' }) {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  // server-rendered HTML (and its hydration) has both slots, CSS showing the one that fits the screen, so a phone
  // sees no row appear under the bar once scripts run
  const hydrated = useHydrated();
  if (hydrated && (placement === 'row') !== phone) return null;
  if (placement === 'actions') return hydrated ? <CitySelector /> : <div className="site-city-slot"><CitySelector /></div>;
  return (
    <div className="site-container site-city-row">
      <CitySelector />
    </div>
  );
}
