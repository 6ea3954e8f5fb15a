import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { UntilHydrated } from '@site/components/UntilHydrated';

const form = (
  <form aria-label="search">
    <UntilHydrated>
      <input aria-label="name" />
      <button type="submit">Go</button>
    </UntilHydrated>
  </form>
);

describe('form controls of a server-rendered page', () => {
  it('arrive disabled (typing into them before the code runs would be lost)', () => {
    expect(renderToString(form)).toContain('<fieldset class="site-until-hydrated" disabled="">');
  });

  it('work in the browser', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });
});
