import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api, fail, MOCK_CAPTCHA_CODE, MOCK_PASSWORD, captchaResponse, holdCaptchaAnswer } from '../../../mocks/server';
import { request, setNotifier } from '@shared/api/request';
import { useAuthStore } from '@shared/auth/store';
import { browser } from '@site/lib/browser';
import { useLoginModal } from '@site/stores/loginModal';
import { renderSite } from './render';

/** Count the calls the popup makes. */
function track() {
  const calls = { captcha: 0, login: [] as Record<string, unknown>[], getInfo: 0 };
  server.events.on('request:start', async ({ request: req }) => {
    const url = new URL(req.url);
    if (url.pathname.endsWith('/captchaImage')) calls.captcha++;
    if (url.pathname.endsWith('/getInfo')) calls.getInfo++;
    if (url.pathname.endsWith('/login')) calls.login.push((await req.clone().json()) as Record<string, unknown>);
  });
  return calls;
}

async function openPopup() {
  const user = userEvent.setup();
  renderSite('/');
  await user.click(await screen.findByRole('button', { name: '登录' }));
  const dialog = await screen.findByRole('dialog');
  // the captcha image has arrived
  await within(dialog).findByRole('img', { name: '图形验证码' });
  return { user, dialog };
}

describe('login popup', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  });
  afterEach(() => {
    reload.mockRestore();
  });

  it('opens from the header with its heading and fields', async () => {
    const { dialog } = await openPopup();
    expect(within(dialog).getByRole('heading', { name: '欢迎登录深度择校' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('账号')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('密码')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('验证码')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '记住密码' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/dssForgetPsd');
    expect(within(dialog).getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/dssRegister');
  });

  it('shows the required messages on blur (account, password) and on change (captcha)', async () => {
    const { user, dialog } = await openPopup();
    await user.click(within(dialog).getByLabelText('账号'));
    await user.tab();
    expect(await within(dialog).findByText('请输入您的账号')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('密码'));
    await user.tab();
    expect(await within(dialog).findByText('请输入您的密码')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('验证码');
    await user.type(code, '1');
    await user.clear(code);
    expect(await within(dialog).findByText('请输入验证码')).toBeInTheDocument();
  });

  it('Enter in the captcha field submits, trims the username, calls getInfo and reloads the page', async () => {
    const calls = track();
    const { user, dialog } = await openPopup();
    await user.type(within(dialog).getByLabelText('账号'), '  admin  ');
    await user.type(within(dialog).getByLabelText('密码'), MOCK_PASSWORD);
    await user.type(within(dialog).getByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.login).toHaveLength(1);
    expect(calls.login[0]).toMatchObject({ username: 'admin', password: MOCK_PASSWORD, code: MOCK_CAPTCHA_CODE });
    expect(calls.login[0]?.uuid).toBeTruthy();
    expect(calls.getInfo).toBe(1);
    expect(useAuthStore.getState().nickName).toBe('管理员');
  });

  it('Enter in the password field submits when the captcha is off', async () => {
    server.use(http.get(api('/captchaImage'), () => HttpResponse.json(captchaResponse(false))));
    const calls = track();
    const user = userEvent.setup();
    renderSite('/');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(calls.captcha).toBe(1));
    await waitFor(() => expect(within(dialog).queryByLabelText('验证码')).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('账号'), 'admin');
    await user.type(within(dialog).getByLabelText('密码'), `${MOCK_PASSWORD}{Enter}`);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.login[0]).toMatchObject({ username: 'admin', password: MOCK_PASSWORD });
    expect(calls.login[0]?.code).toBeUndefined();
  });

  it('a submit before the server has said whether it wants a captcha waits for that answer, and logs in without one', async () => {
    const answer = holdCaptchaAnswer(false);
    const calls = track();
    const user = userEvent.setup();
    renderSite('/');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('账号'), 'admin');
    await user.type(within(dialog).getByLabelText('密码'), `${MOCK_PASSWORD}{Enter}`);
    answer();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByText('请输入验证码')).not.toBeInTheDocument();
    expect(calls.login[0]).toMatchObject({ username: 'admin', password: MOCK_PASSWORD });
    expect(calls.login[0]?.code).toBeUndefined();
  });

  it('on failure stops loading, shows the server message, refreshes the captcha and clears the code', async () => {
    const calls = track();
    const toast = vi.fn();
    setNotifier({ error: toast, warning: toast, notify: toast });
    const { user, dialog } = await openPopup();
    expect(calls.captcha).toBe(1);
    await user.type(within(dialog).getByLabelText('账号'), 'admin');
    await user.type(within(dialog).getByLabelText('密码'), 'wrong-password');
    await user.type(within(dialog).getByLabelText('验证码'), MOCK_CAPTCHA_CODE);
    await user.click(within(dialog).getByRole('button', { name: /登 录/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('用户不存在/密码错误');
    expect(toast).toHaveBeenCalledWith('用户不存在/密码错误');
    await waitFor(() => expect(calls.captcha).toBe(2));
    expect(within(dialog).getByLabelText('验证码')).toHaveValue('');
    expect(within(dialog).getByLabelText('账号')).toHaveValue('admin');
    expect(within(dialog).getByRole('button', { name: /登 录/ })).toBeEnabled();
    expect(calls.getInfo).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('remember me stores the account for next time; unchecked removes it', async () => {
    const { user, dialog } = await openPopup();
    await user.type(within(dialog).getByLabelText('账号'), 'admin');
    await user.type(within(dialog).getByLabelText('密码'), MOCK_PASSWORD);
    await user.click(within(dialog).getByRole('checkbox', { name: '记住密码' }));
    await user.type(within(dialog).getByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(document.cookie).toContain('rememberMe=true');
    expect(document.cookie).toContain('username=admin');
  });

  it('prefills a remembered account, and logging in with remember me unchecked forgets it', async () => {
    document.cookie = 'rememberMe=true; path=/';
    document.cookie = 'username=member01; path=/';
    const { user, dialog } = await openPopup();
    await waitFor(() => expect(within(dialog).getByLabelText('账号')).toHaveValue('member01'));
    const remember = within(dialog).getByRole('checkbox', { name: '记住密码' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(within(dialog).getByLabelText('密码'), MOCK_PASSWORD);
    await user.type(within(dialog).getByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(document.cookie).not.toContain('rememberMe');
    expect(document.cookie).not.toContain('username=');
  });

  it('from /dssLogin (jump) goes to the home page and hides the popup after login', async () => {
    const calls = track();
    const user = userEvent.setup();
    const { router } = renderSite('/dssLogin');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img', { name: '图形验证码' });
    await user.type(within(dialog).getByLabelText('账号'), 'member01');
    await user.type(within(dialog).getByLabelText('密码'), MOCK_PASSWORD);
    await user.type(within(dialog).getByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.getInfo).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(useLoginModal.getState().open).toBe(false));
    expect(await screen.findByRole('button', { name: '账户菜单：小明' })).toBeInTheDocument();
  });

  it('the forgot-password link hides the popup and goes to /dssForgetPsd', async () => {
    const { user, dialog } = await openPopup();
    await user.click(within(dialog).getByRole('link', { name: '忘记密码？' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(false));
    expect(await screen.findByRole('heading', { level: 1, name: '忘记密码' })).toBeInTheDocument();
  });

  it('opens on a 401 response with its own heading, and again after it was closed', async () => {
    server.use(http.get(api('/member-only'), () => fail(401, '认证失败')));
    const user = userEvent.setup();
    renderSite('/');
    await screen.findByRole('heading', { level: 1 });
    // the 401 prompt is registered once the session check has settled
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(async () => {
      await request({ url: '/member-only', method: 'get' }).catch(() => undefined);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '您还未登陆，请登陆后参与互动' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(false));
    await act(async () => {
      await request({ url: '/member-only', method: 'get' }).catch(() => undefined);
    });
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
  });

  it('speaks English under /en', async () => {
    const user = userEvent.setup();
    renderSite('/en');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to DSS School Guide' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Username'));
    await user.tab();
    expect(await within(dialog).findByText('Please enter your username')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/dssForgetPsd');
  });
});
