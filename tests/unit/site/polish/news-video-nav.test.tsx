import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSite } from '../render';

const crumbs = async (name: string) => within(await screen.findByRole('navigation', { name }));

describe('news and videos in the site navigation', () => {
  it.each([
    ['/', '升学资讯', '/news', '探校视频', '/video'],
    ['/en', 'Admissions news', '/en/news', 'Campus videos', '/en/video'],
  ])('the footer of %s links to the news and the videos', async (path, news, newsPath, videos, videoPath) => {
    renderSite(path);
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: news })).toHaveAttribute('href', newsPath);
    expect(footer.getByRole('link', { name: videos })).toHaveAttribute('href', videoPath);
  });

  it('the news list has a breadcrumb like the other lists', async () => {
    renderSite('/news');
    const nav = await crumbs('面包屑导航');
    expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(nav.getByText('升学资讯')).toHaveAttribute('aria-current', 'page');
  });

  it('the English video list and a video have breadcrumbs', async () => {
    renderSite('/en/video');
    expect((await crumbs('Breadcrumb')).getByText('Campus videos')).toHaveAttribute('aria-current', 'page');
  });

  it('a news item shows its place: home, the news, the item', async () => {
    renderSite('/news/detail/1');
    const nav = await crumbs('面包屑导航');
    expect(nav.getByRole('link', { name: '升学资讯' })).toHaveAttribute('href', '/news');
    expect(nav.getByText('OSSLT 考试窗口提醒')).toHaveAttribute('aria-current', 'page');
  });

  it('a video shows its place in English', async () => {
    renderSite('/en/video/detail/4');
    const nav = await crumbs('Breadcrumb');
    expect(nav.getByRole('link', { name: 'Campus videos' })).toHaveAttribute('href', '/en/video');
    expect(nav.getByText('Campus tour in Toronto (sample video)')).toHaveAttribute('aria-current', 'page');
  });
});
