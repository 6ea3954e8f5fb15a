import type { ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * A form's controls, disabled until the page is the browser's: on a server-rendered page the markup arrives before
 * its code, and text typed into it then would be lost when React takes it over, a press would do nothing. Disabled,
 * they say so, and take input once they work. No box of its own (display: contents).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset className="site-until-hydrated" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
