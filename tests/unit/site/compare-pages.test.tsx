import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareIds, setCompareIds } from '@site/lib/compareStore';
import { useLoginModal } from '@site/stores/loginModal';
import { resetShortlistMocks, SHARE_TOKEN, shortlistState } from '../../../mocks/shortlist';
import { renderSite } from './render';
import { useBbs } from './directory/helpers';
import { loginAsMember } from './member/helpers';

beforeEach(() => {
  setCompareIds([]);
  resetShortlistMocks();
});

const table = () => screen.findByRole('table', { name: '学校对比表' });
const rowOf = (t: HTMLElement, name: string | RegExp) => within(t).getByRole('rowheader', { name }).closest('tr')!;

describe('加入对比 on the school list', () => {
  useBbs();

  it('adds up to 4 schools, shows the tray, and refuses a 5th with a message', async () => {
    renderSite('/school/list');
    const list = await screen.findByRole('region', { name: '学校列表' });
    await within(list).findByRole('link', { name: '枫林公立中学（示例）' });
    expect(screen.queryByRole('link', { name: /对比学校/ })).not.toBeInTheDocument();
    const buttons = within(list).getAllByRole('button', { name: /^加入对比：/ });
    expect(buttons).toHaveLength(5);
    for (const b of buttons.slice(0, 4)) await userEvent.click(b);
    expect(screen.getByRole('button', { name: '已加入对比：枫林公立中学（示例）' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '对比学校（4/4）' })).toHaveAttribute('href', '/compare?ids=1,2,3,4');

    await userEvent.click(buttons[4]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('最多同时对比 4 所学校');
    expect(compareIds()).toEqual([1, 2, 3, 4]);
    // pressing an added school again takes it out
    await userEvent.click(screen.getByRole('button', { name: '已加入对比：港岛国际学校（示例）' }));
    expect(screen.getByRole('link', { name: '对比学校（3/4）' })).toHaveAttribute('href', '/compare?ids=1,2,4');
  });
});

describe('/compare', () => {
  useBbs();

  it('shows every field side by side, marks the rows that differ, shows the red/black evidence and links to the cost calculator', async () => {
    const { router } = renderSite('/compare?ids=1,2,3');
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((c) => c.querySelector('a')?.textContent ?? c.textContent)).toEqual([
      '项目', '枫林公立中学（示例）', '北岭寄宿学校（示例）', '港岛国际学校（示例）',
    ]);
    // the school type and boarding differ; the curriculum is the same for all three
    expect(within(rowOf(t, /学校类型/)).getByText('有差异')).toBeInTheDocument();
    expect(rowOf(t, /学校类型/)).toHaveClass('cmp-row--diff');
    expect(within(rowOf(t, /住宿/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['否', '是', '否']);
    expect(rowOf(t, /课程体系/)).not.toHaveClass('cmp-row--diff');
    expect(within(rowOf(t, /OSSD/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['是', '是', '是']);
    const rb = within(rowOf(t, /红黑榜/)).getAllByRole('cell');
    expect(rb[0]).toHaveTextContent('未上榜');
    expect(rb[1]).toHaveTextContent('拖欠退费（示例）');
    expect(within(rb[1]!).getByRole('link', { name: '家长投诉记录' })).toHaveAttribute('href', 'https://example.com/r');
    expect(screen.getByRole('link', { name: '计算总费用' })).toHaveAttribute('href', '/fee/calculator?schools=1,2,3');
    // the shared link became the pick
    expect(compareIds()).toEqual([1, 2, 3]);

    await userEvent.click(within(t).getByRole('button', { name: '移除 北岭寄宿学校（示例）' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=1,3'));
    expect(within(await table()).queryByText('北岭寄宿学校（示例）')).not.toBeInTheDocument();
    expect(compareIds()).toEqual([1, 3]);
    expect(screen.getByRole('link', { name: '计算总费用' })).toHaveAttribute('href', '/fee/calculator?schools=1,3');
  });

  it('in English, with the pick from the store put into the URL', async () => {
    setCompareIds([4, 1]);
    const { router } = renderSite('/en/compare');
    const t = await screen.findByRole('table', { name: 'School comparison' });
    expect(within(t).getByRole('link', { name: 'Pengcheng International Academy (Sample)' })).toHaveAttribute('href', '/en/school/detail/4');
    expect(within(rowOf(t, /School type/)).getByText('Differs')).toBeInTheDocument();
    expect(within(rowOf(t, /Red\/black list/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Not listed', 'Not listed']);
    await waitFor(() => expect(router.state.location.search).toBe('?ids=4,1'));
    expect(screen.getByRole('link', { name: 'Calculate the total cost' })).toHaveAttribute('href', '/en/fee/calculator?schools=4,1');
  });

  it('says how to start when nothing is picked', async () => {
    renderSite('/compare');
    expect(await screen.findByText('还没有选择要对比的学校')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('shortlist', () => {
  useBbs();

  it('logged out, 加入择校清单 on the school page opens the login popup', async () => {
    renderSite('/school/detail/1');
    await userEvent.click(await screen.findByRole('button', { name: '加入择校清单' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(shortlistState.items).toEqual([]);
  });

  it('a member saves the school with a note', async () => {
    loginAsMember();
    renderSite('/school/detail/2');
    await userEvent.click(await screen.findByRole('button', { name: '加入择校清单' }));
    const form = await screen.findByRole('form', { name: '加入择校清单' });
    await userEvent.type(within(form).getByLabelText(/备注/), '寄宿，离多伦多近');
    await userEvent.click(within(form).getByRole('button', { name: '保存到清单' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('已加入清单');
    expect(within(form).getByRole('link', { name: '查看我的清单' })).toHaveAttribute('href', '/layout/shortlist');
    expect(shortlistState.items).toEqual([{ itemId: 1, schoolId: 2, note: '寄宿，离多伦多近' }]);
    expect(within(form).queryByRole('button', { name: '保存到清单' })).not.toBeInTheDocument();
  });

  it('a school already on the shortlist is said so (English)', async () => {
    loginAsMember();
    shortlistState.items.push({ itemId: 1, schoolId: 2, note: '' });
    renderSite('/en/school/detail/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Save to shortlist' }));
    const form = await screen.findByRole('form', { name: 'Save to shortlist' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save to my shortlist' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This school is already on your shortlist');
  });

  it('the member centre lists the shortlist with notes: edit a note, share, revoke, remove', async () => {
    loginAsMember();
    shortlistState.items.push({ itemId: 1, schoolId: 1, note: '学费合适' }, { itemId: 2, schoolId: 3, note: '' });
    shortlistState.nextId = 3;
    renderSite('/layout/shortlist');
    expect(await screen.findByRole('heading', { level: 1, name: '我的择校清单' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '会员中心菜单' })).getByRole('link', { name: '我的择校清单' })).toHaveAttribute('href', '/layout/shortlist');
    const list = await screen.findByRole('list', { name: '我的择校清单' });
    expect(within(list).getByRole('link', { name: '枫林公立中学（示例）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '对比清单中的前 4 所学校' })).toHaveAttribute('href', '/compare?ids=1,3');

    const note = within(screen.getByRole('form', { name: '枫林公立中学（示例） 的备注' })).getByLabelText(/备注/);
    expect(note).toHaveValue('学费合适');
    await userEvent.clear(note);
    await userEvent.type(note, '第一志愿');
    await userEvent.click(screen.getByRole('button', { name: '保存备注 枫林公立中学（示例）' }));
    expect(await screen.findByText('备注已保存')).toBeInTheDocument();
    expect(shortlistState.items[0]!.note).toBe('第一志愿');

    await userEvent.click(screen.getByRole('button', { name: '生成分享链接' }));
    expect(await screen.findByLabelText('只读分享链接')).toHaveValue(`${window.location.origin}/shortlist/${SHARE_TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: '撤销分享' }));
    expect(await screen.findByRole('button', { name: '生成分享链接' })).toBeInTheDocument();
    expect(screen.getByText('分享链接已撤销')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '移除 港岛国际学校（示例）' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '港岛国际学校（示例）' })).not.toBeInTheDocument());
    expect(shortlistState.items.map((i) => i.schoolId)).toEqual([1]);
  });

  it('the share link shows the shortlist read only, in English too; an unknown link is the 404 page', async () => {
    shortlistState.items.push({ itemId: 1, schoolId: 1, note: 'Our first choice' });
    shortlistState.shareToken = SHARE_TOKEN;
    renderSite(`/en/shortlist/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared school shortlist' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Shared school shortlist' });
    expect(within(list).getByRole('link', { name: 'Maplewood Secondary School (Sample)' })).toHaveAttribute('href', '/en/school/detail/1');
    expect(within(list).getByText('Our first choice')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a revoked share link answers the 404 page', async () => {
    renderSite(`/shortlist/${SHARE_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '抱歉，页面不存在' })).toBeInTheDocument();
  });
});
