/**
 * 留言板 (/message): the board newest first with the editors' answers, plain text as typed; writing (the login popup
 * when logged out, the draft kept), the review note, deleting one's own message; English texts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import { boardHandlers, mockBoard, mockMessage, resetBoardMocks } from '../../../../mocks/board';
import { MEMBER_USER_ID } from '../../../../mocks/member-forum';
import { renderSite } from '../render';
import { loginMember, useForumMocks } from './helpers';

vi.setConfig({ testTimeout: 20000 });

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
// the list area is replaced when the first rows arrive: always read it afresh
const region = () => screen.getByRole('region', { name: '留言列表' });
const list = async () => {
  await screen.findByRole('region', { name: '留言列表' }, { timeout: 8000 });
  return region;
};
const items = (r: () => HTMLElement) => within(r()).getAllByRole('listitem');

describe('留言板', () => {
  useForumMocks();
  beforeEach(() => {
    resetBoardMocks();
    server.use(...boardHandlers);
  });

  it('shows the messages newest first with the editors answer under them, as plain text', async () => {
    mockBoard.messages.push(mockMessage({ messageId: 3, content: '<b>不是粗体</b>\n第二行' }));
    renderSite('/message');
    expect(await screen.findByRole('heading', { level: 1, name: '留言板' })).toBeInTheDocument();
    const region = await list();
    await waitFor(() => expect(items(region)).toHaveLength(3), { timeout: 5000 });
    const [newest, answered] = items(region);
    expect(newest!.querySelector('.board-text')!.textContent).toBe('<b>不是粗体</b>\n第二行');
    expect(newest!.querySelector('b')).toBeNull();
    expect(within(answered!).getByText('深度择校回复')).toBeInTheDocument();
    expect(within(answered!).getByText('一般在前一年的秋季，详见各校官网。')).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('logged out, sending opens the login popup and keeps the text; nothing is posted', async () => {
    const user = setup();
    renderSite('/message');
    const box = await screen.findByRole('textbox', { name: '留言内容' });
    await user.type(box, '想问寄宿家庭怎么找');
    await user.click(screen.getByRole('button', { name: '登录后留言' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(box).toHaveValue('想问寄宿家庭怎么找');
    expect(mockBoard.messages).toHaveLength(2);
  });

  it('a member posts: the message tops the list, the box empties; an empty box says why', async () => {
    loginMember();
    const user = setup();
    renderSite('/message');
    const region = await list();
    await user.click(await screen.findByRole('button', { name: '发表留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入留言内容');
    const box = screen.getByRole('textbox', { name: '留言内容' });
    await user.type(box, '孩子G11转学，学分能认多少？');
    await user.click(screen.getByRole('button', { name: '发表留言' }));
    expect(await screen.findByText('留言成功', { selector: '.forum-done' })).toBeInTheDocument();
    await waitFor(() => expect(items(region)[0]).toHaveTextContent('孩子G11转学，学分能认多少？'));
    expect(box).toHaveValue('');
    expect(mockBoard.messages.at(-1)).toMatchObject({ userId: MEMBER_USER_ID, content: '孩子G11转学，学分能认多少？' });
  });

  it('with moderation on the member sees their message marked 审核中 and the review note', async () => {
    mockBoard.moderation = true;
    loginMember();
    const user = setup();
    renderSite('/message');
    const region = await list();
    await user.type(await screen.findByRole('textbox', { name: '留言内容' }), '等待审核');
    await user.click(screen.getByRole('button', { name: '发表留言' }));
    expect(await screen.findByText('留言成功，正在等待审核，审核通过后将公开显示。')).toBeInTheDocument();
    await waitFor(() => expect(within(items(region)[0]!).getByText('审核中')).toBeInTheDocument());
  });

  it('删除 on the member own message asks first, then it leaves the list', async () => {
    mockBoard.messages.push(mockMessage({ messageId: 5, content: '我的旧留言', userId: MEMBER_USER_ID, authorName: '小明' }));
    loginMember();
    const user = setup();
    renderSite('/message');
    const region = await list();
    await waitFor(() => expect(within(region()).getAllByRole('button', { name: '删除' })).toHaveLength(1));
    await user.click(within(region()).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这条留言吗？删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(within(region()).queryByText('我的旧留言')).toBeNull());
    expect(mockBoard.messages.find((m) => m.messageId === 5)!.deleted).toBe(true);
  });

  it('reads in English under /en', async () => {
    renderSite('/en/message');
    expect(await screen.findByRole('heading', { level: 1, name: 'Message board' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in to leave a message' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Messages' })).toBeInTheDocument();
  });
});
