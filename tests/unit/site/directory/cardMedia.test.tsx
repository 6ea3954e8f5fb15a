import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CardMedia } from '@site/kit/CardMedia';
import { VideoCard } from '@site/pages/home/VideoCard';
import { MemoryRouter } from 'react-router-dom';
import type { VideoRow } from '@shared/contract';

const img = (html: string) => html.match(/<img[^>]*>/)![0];

describe('list card covers', () => {
  it('load the first cards at once (the first ahead of other images) and the rest lazily', () => {
    const [first, second, third] = [0, 1, 2].map((index) => img(renderToString(<CardMedia src="/c.png" index={index} />)));
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(second).toContain('loading="eager"');
    expect(second).not.toContain('fetchPriority');
    expect(third).toContain('loading="lazy"');
  });

  it('a video list’s first poster loads at once; a poster outside a list page stays lazy', () => {
    const video = { videoId: 1, title: 'v', cover: '/v.png', duration: 60, createTime: '2026-01-01 00:00:00', isSample: 0 } as unknown as VideoRow;
    const card = (index?: number) => img(renderToString(<MemoryRouter><VideoCard video={video} to="/video/detail/1" index={index} /></MemoryRouter>));
    expect(card(0)).toContain('loading="eager"');
    expect(card(5)).toContain('loading="lazy"');
    expect(card()).toContain('loading="lazy"');
  });
});
