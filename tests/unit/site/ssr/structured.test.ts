import { afterEach, describe, expect, it } from 'vitest';
import { headTags, type PageHead } from '@site/ssr/head';
import { serverPage, tellServer } from '@site/ssr/serverPage';
import { articleLd, breadcrumbLd, isoDuration, videoLd, whenServer } from '@site/ssr/structured';
import type { PostDetail, VideoDetail } from '@shared/contract';

const ORIGIN = 'https://www.example.test';

afterEach(() => {
  serverPage.current = null;
});

describe('what a page tells the server renderer', () => {
  it('is kept only while the server renders (a no-op in the browser)', () => {
    tellServer({ status: 404 });
    expect(serverPage.current).toBeNull();
    expect(whenServer(() => 'built')).toBeUndefined();
    serverPage.current = {};
    tellServer({ title: 'A' });
    tellServer({ status: 404 });
    expect(serverPage.current).toEqual({ title: 'A', status: 404 });
    expect(whenServer(() => 'built')).toBe('built');
  });
});

describe('structured data', () => {
  it('writes durations in ISO 8601', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(59)).toBe('PT59S');
    expect(isoDuration(185)).toBe('PT3M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3725.4)).toBe('PT1H2M5S');
  });

  it('dates an article in China time and leaves out what it lacks', () => {
    const post = { title: '标题', summary: '', cover: '', createTime: '2026-05-01 10:20:30' } as PostDetail;
    expect(articleLd('Article', post, 'zh')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '标题',
      inLanguage: 'zh-CN',
      datePublished: '2026-05-01T10:20:30+08:00',
    });
  });

  it('makes a video’s and a breadcrumb’s site paths absolute in the head', () => {
    const video = { title: 'Tour', summary: 'A walk', cover: '/profile/v.jpg', url: '/profile/v.mp4', duration: 95, createTime: '2026-01-02 03:04:05' } as VideoDetail;
    const head: PageHead = {
      lang: 'en',
      title: 'Tour',
      description: 'A walk',
      path: '/en/video/detail/3',
      alternates: { en: '/en/video/detail/3' },
      ogType: 'website',
      jsonLd: [videoLd(video, 'en'), breadcrumbLd([{ name: 'Home', path: '/en' }, { name: 'Tour' }], '/en/video/detail/3')],
    };
    const tags = headTags(head, ORIGIN);
    expect(tags).toContain(`"thumbnailUrl":"${ORIGIN}/profile/v.jpg"`);
    expect(tags).toContain(`"contentUrl":"${ORIGIN}/profile/v.mp4"`);
    expect(tags).toContain('"duration":"PT1M35S"');
    expect(tags).toContain(`"item":"${ORIGIN}/en"`);
    expect(tags).toContain(`"item":"${ORIGIN}/en/video/detail/3"`);
    // one language: no hreflang for the other
    expect(tags).not.toContain('hreflang="zh-CN"');
  });

  it('points an item shown in the other language’s frame to its own page, and keeps a 404 out of the index', () => {
    const base: PageHead = { lang: 'en', title: 'x', description: 'y', path: '/en/news/detail/1', alternates: {}, ogType: 'website', jsonLd: [] };
    expect(headTags({ ...base, canonical: '/news/detail/1' }, ORIGIN)).toContain(`<link rel="canonical" href="${ORIGIN}/news/detail/1">`);
    const missing = headTags({ ...base, noindex: true }, ORIGIN);
    expect(missing).toBe('<meta name="robots" content="noindex">');
  });
});
