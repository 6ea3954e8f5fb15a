import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UntilHydrated } from '@site/components/UntilHydrated';
import { LangSwitch } from '@site/layout/LangSwitch';
import { UserMenu } from '@site/layout/UserMenu';

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

describe('the header’s buttons on a server-rendered page', () => {
  const header = (
    <MemoryRouter initialEntries={['/school/list']}>
      <LangSwitch />
      <UserMenu />
    </MemoryRouter>
  );

  it('arrive disabled, so a press waits for the code instead of being lost', () => {
    const html = renderToString(header);
    expect(html.match(/<button[^>]*>/g)).toHaveLength(2);
    for (const button of html.match(/<button[^>]*>/g)!) expect(button).toContain('disabled=""');
  });

  it('work in the browser', () => {
    render(header);
    expect(screen.getByRole('button', { name: /切换到英文版/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /登录/ })).toBeEnabled();
  });
});
