import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../site/render';

/** The guide pages inside the real site: the shell's route tables point at GuideRoute. */
describe('guide pages in the site', () => {
  it('opens a Chinese guide page and its English twin through the real routes', async () => {
    const { unmount } = renderSite('/ossd/introduction');
    expect(await screen.findByRole('heading', { level: 1, name: /OSSD 简介/ }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ - 深度择校$/));
    unmount();
    renderSite('/en/ossd/introduction');
    expect(await screen.findByRole('heading', { level: 1, name: /OSSD/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    // the title follows once the page has switched to English (an effect after the render)
    await waitFor(() => expect(document.title).toMatch(/ - DSS School Guide$/));
  });
});
