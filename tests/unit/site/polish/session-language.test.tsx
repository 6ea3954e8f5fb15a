import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage, LANG_KEY } from '@shared/i18n';
import { applyLandingLanguage, dismissLanguageOffer, landingRedirect, languageOffer } from '@site/lib/sessionLang';
import { renderSite } from '../render';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the session language on a page load', () => {
  afterEach(() => dismissLanguageOffer());

  it('landingRedirect: the Chinese home goes to the English home when English was chosen', () => {
    expect(landingRedirect('/', 'en')).toBe('/en');
    expect(landingRedirect('/dssIndex', 'en')).toBe('/en/dssIndex');
    expect(landingRedirect('/', 'zh')).toBeNull();
    expect(landingRedirect('/en', 'en')).toBeNull();
    expect(landingRedirect('/school/list', 'en')).toBeNull();
  });

  it('applyLandingLanguage: keeps the query and offers English on other Chinese pages', () => {
    sessionStorage.setItem(LANG_KEY, 'en');
    expect(applyLandingLanguage(at('/', '?a=1', '#x'))).toBe('/en?a=1#x');
    expect(languageOffer()).toBeNull();
    expect(applyLandingLanguage(at('/school/list'))).toBeNull();
    expect(languageOffer()).toBe('en');
    sessionStorage.setItem(LANG_KEY, 'zh');
    expect(applyLandingLanguage(at('/school/list'))).toBeNull();
    expect(languageOffer()).toBeNull();
  });

  it('applyLandingLanguage: an English page stays and offers nothing, without reading the storage', () => {
    sessionStorage.setItem(LANG_KEY, 'en');
    applyLandingLanguage(at('/school/list'));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    try {
      expect(applyLandingLanguage(at('/en/school/list'))).toBeNull();
      expect(languageOffer()).toBeNull();
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('a Chinese page opened after choosing English offers the English twin, which keeps English for the session', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(LANG_KEY, 'en');
    applyLandingLanguage(at('/school/list'));
    const { router } = renderSite('/school/list');
    const offer = await screen.findByRole('region', { name: 'Language' });
    expect(offer).toHaveTextContent('You chose English for this visit.');
    await user.click(within(offer).getByRole('button', { name: 'Read it in English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/school/list'));
    expect(screen.queryByRole('region', { name: 'Language' })).not.toBeInTheDocument();
    await waitFor(() => expect(getLanguage()).toBe('en'));
  });

  it('the offer can be declined', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(LANG_KEY, 'en');
    applyLandingLanguage(at('/news'));
    const { router } = renderSite('/news');
    await user.click(await screen.findByRole('button', { name: 'Stay in Chinese' }));
    expect(screen.queryByRole('region', { name: 'Language' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news');
    expect(getLanguage()).toBe('zh');
  });
});
