import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isOtherLanguage } from '@site/components/OtherLanguageItem';
import { renderSite } from '../render';

describe('a detail item in one language only', () => {
  it('isOtherLanguage: only an item of the other content language', () => {
    expect(isOtherLanguage('zh', 'en')).toBe(true);
    expect(isOtherLanguage('en', 'zh')).toBe(true);
    expect(isOtherLanguage('zh', 'zh')).toBe(false);
    expect(isOtherLanguage('en', undefined)).toBe(false);
  });

  it('on the Chinese site, an English post says so in Chinese and offers the list, never its English text', async () => {
    renderSite('/station/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: '此内容仅有英文版' })).toBeInTheDocument();
    expect(screen.queryByText('Canadian high-school types and fees')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^查看/ })).toHaveAttribute('href', '/station/list');
    expect(screen.getByRole('link', { name: '阅读英文版' })).toHaveAttribute('href', '/en/station/detail/5');
    expect(document.title).toContain('此内容仅有英文版');
  });

  it.each([
    ['/en/news/detail/1', 'Browse Admissions news', '/en/news'],
    ['/en/video/detail/1', 'Browse Campus videos', '/en/video'],
  ])('on the English site, the Chinese item %s says so in English with the list', async (path, list, listPath) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This item is only available in Chinese' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: list })).toHaveAttribute('href', listPath);
    expect(screen.getByRole('link', { name: 'Read it in Chinese' })).toHaveAttribute('href', path.slice(3));
  });

  it('the language switch on an English post leads to the notice on the Chinese site', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/en/station/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canadian high-school types and fees' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /中文 \/ EN/ })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/detail/5'));
    expect(await screen.findByRole('heading', { level: 1, name: '此内容仅有英文版' })).toBeInTheDocument();
    expect(screen.queryByText('Canadian high-school types and fees')).not.toBeInTheDocument();
  });
});
