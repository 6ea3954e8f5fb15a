import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import GuideRoute from '@site/pages/guide/GuideRoute';

// the first load of a page's chunk fails (network down, or a stale deploy); the next one works
vi.mock('@site/content/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@site/content/registry')>();
  let failed = false;
  return {
    ...real,
    loadGuide: vi.fn(async (...args: Parameters<typeof real.loadGuide>) => {
      if (!failed) {
        failed = true;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return real.loadGuide(...args);
    }),
  };
});

describe('GuideRoute when the content fails to load', () => {
  it('says so and loads again on retry', async () => {
    render(
      <MemoryRouter initialEntries={['/ossd/introduction']}>
        <Routes>
          <Route path="/ossd/:id" element={<GuideRoute section="ossd" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面内容加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('OSSD');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
