/**
 * The route-change progress bar (what nprogress does, in 40 lines and without its global DOM writes): a thin bar at
 * the top of the window while a navigation loads (lazy page chunks, the guard's first calls).
 *
 * - It appears only when loading lasts longer than `delayMs` (150 ms), so instant navigations do not flash.
 * - It creeps towards 90 % while loading, then fills and fades out.
 * - With `prefers-reduced-motion: reduce` it does not move: a static bar shows while loading (see ProgressBar.css).
 * - Decorative for assistive technology (`aria-hidden`); the page itself announces what loaded.
 * Colour: `--admin-primary` (the accessible theme shade), else the brand blue.
 */
import { useEffect, useState } from 'react';
import './ProgressBar.css';

type Phase = 'idle' | 'running' | 'done';

export default function ProgressBar({ active, delayMs = 150 }: { active: boolean; delayMs?: number }) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setPhase('running'), delayMs);
      return () => clearTimeout(timer);
    }
    // finished: fill and fade out if it was shown, then hide
    setPhase((p) => (p === 'running' ? 'done' : 'idle'));
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  if (phase === 'idle') return null;
  return (
    <div className={`admin-progress admin-progress--${phase}`} aria-hidden="true" data-testid="route-progress">
      <div className="admin-progress__bar" />
    </div>
  );
}
