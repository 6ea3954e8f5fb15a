import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { ProfileResponse, SysUser } from '@shared/contract';
import { useAuthStore } from '@shared/auth/store';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: ProfilePage } = await import('@admin/views/user/profile');

const user0: SysUser = {
  userId: 1, deptId: 103, userName: 'admin', nickName: '管理员', userType: '00', email: 'admin@dss.example', phonenumber: '15888888888',
  sex: '0', avatar: '', status: '0', loginIp: null, loginDate: null, pwdUpdateDate: null, createTime: '2026-01-01 09:00:00', remark: null,
  authStatus: '0', dept: { deptId: 103, parentId: 101, ancestors: '0,100,101', deptName: '研发部门', orderNum: 1, status: '0' }, roles: [],
};

function serveProfile() {
  server.use(
    http.get(api('/system/user/profile'), () =>
      HttpResponse.json({ code: 200, msg: '', data: user0, roleGroup: '超级管理员', postGroup: '董事长' } satisfies ProfileResponse),
    ),
  );
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('profile page', () => {
  it('shows the account card', async () => {
    serveProfile();
    renderPage(<ProfilePage />, { path: '/user/profile/:activeTab?', entry: '/user/profile' });
    expect(await screen.findByText('研发部门 / 董事长')).toBeInTheDocument();
    expect(screen.getByText('超级管理员')).toBeInTheDocument();
    expect(screen.getByText('15888888888')).toBeInTheDocument();
    expect(screen.getByText('2026-01-01 09:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点击上传头像' })).toBeInTheDocument();
  });

  it('changes the password with a JSON body (never in the URL), after checking length and confirmation', async () => {
    serveProfile();
    const seen: { query: Record<string, string>; body: string }[] = [];
    let answer = { code: 500, msg: '修改密码失败，旧密码错误' };
    server.use(
      http.put(api('/system/user/profile/updatePwd'), async ({ request }) => {
        seen.push({ query: queryOf(request), body: await request.text() });
        return HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ProfilePage />, { path: '/user/profile/:activeTab?', entry: '/user/profile/resetPwd' });
    const panel = await screen.findByRole('tabpanel');
    const save = within(panel).getByRole('button', { name: /保\s*存/ });

    await user.click(save);
    expect(await within(panel).findByText('旧密码不能为空')).toBeInTheDocument();
    expect(within(panel).getByText('新密码不能为空')).toBeInTheDocument();
    expect(within(panel).getByText('确认密码不能为空')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('旧密码'), 'admin123');
    await user.type(within(panel).getByLabelText('新密码'), '12345');
    await user.type(within(panel).getByLabelText('确认密码'), '123456');
    await user.click(save);
    expect(await within(panel).findByText('长度在 8 到 20 个字符')).toBeInTheDocument();
    expect(await within(panel).findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.clear(within(panel).getByLabelText('新密码'));
    await user.type(within(panel).getByLabelText('新密码'), 'New-pass1');
    await user.clear(within(panel).getByLabelText('确认密码'));
    await user.type(within(panel).getByLabelText('确认密码'), 'New-pass1');
    await user.click(save);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ query: {}, body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'New-pass1' }) });
    // refused: the message shows and what was typed stays
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
    expect(within(panel).getByLabelText('旧密码')).toHaveValue('admin123');

    answer = { code: 200, msg: '操作成功' };
    await user.click(save);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('旧密码')).toHaveValue(''));
  });

  it('saves the basic information (Chinese mobile checked) and updates the signed-in nickname', async () => {
    serveProfile();
    let body: unknown;
    server.use(
      http.put(api('/system/user/profile'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ProfilePage />, { path: '/user/profile/:activeTab?', entry: '/user/profile' });
    const panel = await screen.findByRole('tabpanel');
    const nick = await within(panel).findByLabelText('用户昵称');
    await waitFor(() => expect(nick).toHaveValue('管理员'));
    const phone = within(panel).getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '12345678901');
    await user.click(within(panel).getByRole('button', { name: /保\s*存/ }));
    expect(await within(panel).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.clear(nick);
    await user.type(nick, '小管');
    await user.click(within(panel).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(body).toEqual({ nickName: '小管', phonenumber: '13912345678', email: 'admin@dss.example', sex: '0' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(useAuthStore.getState().nickName).toBe('小管');
    expect(screen.getByText('13912345678')).toBeInTheDocument();
  });
});
