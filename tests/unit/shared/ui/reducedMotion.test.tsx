import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdScope } from '../../../../src/site/components/AntdScope';
import { brandTheme } from '@shared/ui/theme';
import { withMotion } from '@shared/ui/reducedMotion';

/** A matchMedia whose `prefers-reduced-motion` answer the test sets, telling its listeners as a browser does. */
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('prefers-reduced-motion') ? matches : false;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    listeners.forEach((l) => l());
  };
}

function MotionToken() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe('reduced motion', () => {
  it('turns antd motion off in a theme only when asked, leaving the rest of the theme as it was', () => {
    expect(withMotion(brandTheme, false)).toBe(brandTheme);
    const reduced = withMotion(brandTheme, true);
    expect(reduced.token).toMatchObject({ ...brandTheme.token, motion: false });
    expect(brandTheme.token?.motion).toBeUndefined();
  });

  it("follows the visitor's setting in the site's antd frame, also when it changes", () => {
    const setReduced = fakeReducedMotion(false);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('motion on');
    act(() => setReduced(true));
    expect(screen.getByRole('status')).toHaveTextContent('motion off');
    act(() => setReduced(false));
    expect(screen.getByRole('status')).toHaveTextContent('motion on');
  });
});
