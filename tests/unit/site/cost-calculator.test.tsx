import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/server';
import { costHandlers } from '../../../mocks/cost';
import { renderSite } from './render';
import { lastCall, useBbs } from './directory/helpers';

const NBSP = /\s/;
const money = (code: string, n: string) => new RegExp(`^${code}${NBSP.source}${n}$`);
const table = (name: RegExp | string) => screen.findByRole('table', { name });
const params = (search: string) => new URLSearchParams(search);

describe('total-cost calculator', () => {
  const calls = useBbs();
  beforeEach(() => {
    server.use(...costHandlers);
  });

  it('shows the empty state, the rates with their date and the government fees in Chinese', async () => {
    renderSite('/fee/calculator');
    expect(await screen.findByRole('heading', { level: 1, name: '留学总费用计算器' })).toBeInTheDocument();
    expect(screen.getByText(/还没有选择学校/)).toBeInTheDocument();
    expect(await screen.findByText('汇率：1 CAD = 5.57 HKD = 5.09 CNY（2026-11-20，由本站管理员维护）')).toBeInTheDocument();
    expect(screen.getByText(/加拿大学习许可 CAD 150、生物识别 CAD 85/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IRCC 收费表' })).toHaveAttribute('href', expect.stringContaining('ircc.canada.ca'));
  });

  it('prices the schools of ?schools= side by side, per year and for the whole programme', async () => {
    renderSite('/fee/calculator?schools=1,3');
    const t = await table('费用对比（CAD）');
    await within(t).findByRole('columnheader', { name: '枫林公立中学（示例）' });
    expect(within(t).getByRole('columnheader', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    expect(lastCall(calls, 'costSchools')?.body).toEqual({ ids: [1, 3], lang: 'zh' });
    // school 1, Toronto, homestay: 13,500 + 14,000 + 2,000 + 700 + 6,000 + 1,800 a year; 250 + 150 + 85 once
    const row = (name: string) => within(t).getByRole('row', { name: new RegExp(`^${name}`) });
    const cells = (name: string) => within(row(name)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('每年合计')[0]).toMatch(money('CAD', '38,000'));
    expect(cells('一次性费用合计')[0]).toMatch(money('CAD', '485'));
    expect(cells('全程合计（4 年）')[0]).toMatch(money('CAD', '152,485'));
    // tuition from the school's range; homestay an estimate
    expect(cells('学费')[0]).toMatch(/CAD.13,500学校公布区间的中间值/);
    expect(cells('住宿')[0]).toMatch(/估算/);
  });

  it('switches the currency, keeping it in the URL (the share link)', async () => {
    const { router } = renderSite('/fee/calculator?schools=1');
    const t = await table('费用对比（CAD）');
    await within(t).findByRole('columnheader', { name: '枫林公立中学（示例）' });
    await userEvent.click(screen.getByRole('radio', { name: '港元 HKD' }));
    await waitFor(() => expect(params(router.state.location.search).get('cur')).toBe('HKD'));
    const hk = await table('费用对比（HKD）');
    // 152,485 CAD × 5.57, rounded once
    const total = within(hk).getByRole('row', { name: /^全程合计/ });
    expect(within(total).getByRole('cell').textContent).toMatch(money('HKD', '849,341'));
    const link = screen.getByLabelText<HTMLInputElement>('本次计算的链接');
    expect(link.value).toMatch(/\/fee\/calculator\?schools=1&city=CA-TOR&stay=homestay&years=4&cur=HKD$/);
  });

  it('adds a school from the search, then a school type, and removes one', async () => {
    const { router } = renderSite('/fee/calculator?schools=1');
    await within(await table('费用对比（CAD）')).findByRole('columnheader', { name: '枫林公立中学（示例）' });
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索学校' }), '港岛');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const results = await screen.findByRole('list', { name: '搜索结果' });
    await userEvent.click(within(results).getByRole('button', { name: '加入计算: 港岛国际学校（示例）' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?schools=1,3&/));
    expect(await within(await table('费用对比（CAD）')).findByRole('columnheader', { name: '港岛国际学校（示例）' })).toBeInTheDocument();
    // Hong Kong: the Immigration Department's visa fee and the note on mainland minors
    expect(screen.getByText(/内地居民不能以学生身份来港就读中小学/)).toBeInTheDocument();

    const type = screen.getByLabelText('或按学校类型估算');
    await within(type).findByRole('option', { name: '私立学校' });
    await userEvent.selectOptions(type, '2');
    await userEvent.selectOptions(screen.getByLabelText('城市（用于学校类型）'), '810000');
    await userEvent.click(screen.getByRole('button', { name: '加入类型' }));
    await waitFor(() => expect(params(router.state.location.search).get('types')).toBe('2'));
    expect(within(await table('费用对比（CAD）')).getByRole('columnheader', { name: '私立学校（香港，按默认值估算）' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '移除 枫林公立中学（示例）' }));
    await waitFor(() => expect(params(router.state.location.search).get('schools')).toBe('3'));
    expect(screen.queryByRole('columnheader', { name: '枫林公立中学（示例）' })).not.toBeInTheDocument();
  });

  it('reads years and where the student lives from the URL', async () => {
    renderSite('/fee/calculator?schools=1&years=2&stay=home');
    const t = await table('费用对比（CAD）');
    await within(t).findByRole('columnheader', { name: '枫林公立中学（示例）' });
    // with parents: no homestay, no guardian → 13,500 + 700 + 6,000 + 1,800 a year
    const total = within(t).getByRole('row', { name: /^全程合计（2 年）/ });
    expect(within(total).getByRole('cell').textContent).toMatch(money('CAD', `${(22000 * 2 + 485).toLocaleString('en')}`));
    expect(screen.getByLabelText<HTMLSelectElement>('学制年数').value).toBe('2');
    expect(screen.getByLabelText<HTMLSelectElement>('住宿方式').value).toBe('home');
  });

  it('speaks English under /en', async () => {
    renderSite('/en/fee/calculator?schools=1&cur=CNY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Total-cost calculator' })).toBeInTheDocument();
    const t = await table('Cost comparison (CNY)');
    await within(t).findByRole('columnheader', { name: 'Maplewood Secondary School (Sample)' });
    expect(lastCall(calls, 'costSchools')?.body).toEqual({ ids: [1], lang: 'en' });
    const total = within(t).getByRole('row', { name: /^Whole programme \(4 years\)/ });
    // 152,485 CAD × 5.09
    expect(within(total).getByRole('cell').textContent).toMatch(money('CNY', '776,149'));
    expect(screen.getByText("Exchange rates: 1 CAD = 5.57 HKD = 5.09 CNY (2026-11-20, kept by this site's editors)")).toBeInTheDocument();
  });

  it.each([
    ['/fee/tuition-subsidy', '用总费用计算器估算学费、住宿、生活费与签证费', '/fee/calculator'],
    ['/en/aboard/tuition-expenses', 'Estimate tuition, housing, living costs and visa fees with the total-cost calculator', '/en/fee/calculator'],
  ])('is linked from the cost guide %s', async (path, name, href) => {
    renderSite(path);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });
});
