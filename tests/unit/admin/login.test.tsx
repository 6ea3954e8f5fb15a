import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  server,
  http,
  HttpResponse,
  api,
  captchaResponse,
  fail,
  loginResponse,
  MOCK_CAPTCHA_CODE,
  MOCK_PASSWORD,
} from '../../../mocks/server';
import type { LoginBody, RegisterBody } from '@shared/contract';
import { loginTarget } from '@admin/views/login/redirect';
import { appPath, renderAdmin, resetAdminStores } from './helpers';

function trackCaptcha(enabled = true) {
  const calls = { captcha: 0 };
  server.use(
    http.get(api('/captchaImage'), () => {
      calls.captcha++;
      return HttpResponse.json(captchaResponse(enabled));
    }),
  );
  return calls;
}

function trackLogin() {
  const bodies: LoginBody[] = [];
  server.use(
    http.post(api('/login'), async ({ request }) => {
      const body = (await request.json()) as LoginBody;
      bodies.push(body);
      if (body.uuid && body.code !== MOCK_CAPTCHA_CODE) return fail(500, '验证码错误');
      if (body.password !== MOCK_PASSWORD) return fail(500, '用户不存在/密码错误');
      return HttpResponse.json(loginResponse());
    }),
  );
  return bodies;
}

async function openLogin(entry = '/admin/login') {
  const user = userEvent.setup();
  const utils = renderAdmin(entry);
  await screen.findByRole('button', { name: /登\s*录/ });
  return { user, ...utils };
}

beforeEach(() => {
  resetAdminStores();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('login page', () => {
  it('has a main landmark, a heading, labelled account / password / captcha fields and remember me', async () => {
    trackCaptcha();
    await openLogin();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '后台管理系统' })).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(await screen.findByLabelText('验证码')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeInTheDocument();
    // the register link only when the build enables it
    expect(screen.queryByRole('link', { name: '立即注册' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 深度择校'));
  });

  it('shows 立即注册 when VITE_APP_REGISTER is true', async () => {
    vi.stubEnv('VITE_APP_REGISTER', 'true');
    trackCaptcha();
    await openLogin();
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/admin/register');
  });

  it('requires account, password and captcha with clear messages, and sends nothing', async () => {
    trackCaptcha();
    const bodies = trackLogin();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    // blanks only are still empty
    await user.type(screen.getByLabelText('账号'), '   ');
    await user.tab();
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('a failure shows the server message, clears the code and fetches a new captcha', async () => {
    const calls = trackCaptcha();
    const bodies = trackLogin();
    const { user, router } = await openLogin();
    await waitFor(() => expect(calls.captcha).toBe(1));
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.type(await screen.findByLabelText('验证码'), MOCK_CAPTCHA_CODE);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    await waitFor(() => expect(document.querySelector('.admin-auth__alert')).toHaveTextContent('用户不存在/密码错误'));
    expect(document.querySelector('.admin-auth__alert')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(calls.captcha).toBe(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(bodies).toHaveLength(1);
    expect(appPath(router)).toBe('/login');
  });

  it('Enter submits; the account is trimmed; success goes to the redirect keeping the other query params', async () => {
    trackCaptcha();
    const bodies = trackLogin();
    const { user, router } = await openLogin('/admin/login?redirect=%2Fsystem%2Fuser&tab=2');
    await user.type(screen.getByLabelText('账号'), '  admin  ');
    await user.type(screen.getByLabelText('密码'), MOCK_PASSWORD);
    await user.type(await screen.findByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);

    await waitFor(() => expect(appPath(router)).toBe('/system/user?tab=2'));
    expect(bodies[0]).toMatchObject({ username: 'admin', password: MOCK_PASSWORD, code: MOCK_CAPTCHA_CODE });
    expect(bodies[0]!.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('hides the captcha when the server turns it off; success without redirect opens the dashboard', async () => {
    trackCaptcha(false);
    const bodies = trackLogin();
    const { user, router } = await openLogin();
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), `${MOCK_PASSWORD}{Enter}`);
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    expect(bodies[0]).toEqual({ username: 'admin', password: MOCK_PASSWORD });
  });

  it('remember me stores the account for 30 days and prefills it next time', async () => {
    trackCaptcha(false);
    trackLogin();
    const { user, router, unmount } = await openLogin();
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), MOCK_PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: '记住密码' }));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    expect(Cookies.get('rememberMe')).toBe('true');
    expect(Cookies.get('username')).toBe('admin');
    expect(Cookies.get('password')).not.toBe(MOCK_PASSWORD);
    unmount();

    Cookies.remove('Admin-Token', { path: '/' });
    resetAdminStores();
    await openLogin();
    await waitFor(() => expect(screen.getByLabelText('账号')).toHaveValue('admin'));
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  });
});

describe('register page', () => {
  it('posts account, password, confirm and captcha (no phone) and shows the refusal clearly', async () => {
    trackCaptcha();
    const bodies: RegisterBody[] = [];
    server.use(
      http.post(api('/register'), async ({ request }) => {
        bodies.push((await request.json()) as RegisterBody);
        return fail(500, '当前系统没有开启注册功能！');
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/register');
    await user.type(await screen.findByLabelText('账号'), 'newuser');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret123');
    await user.type(await screen.findByLabelText('验证码'), MOCK_CAPTCHA_CODE);
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));

    // the page says it (the toast of the request layer may say it too)
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('当前系统没有开启注册功能！'))).toBe(true),
    );
    expect(document.querySelector('.admin-auth__alert')).toHaveTextContent('当前系统没有开启注册功能！');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ username: 'newuser', password: 'secret123', confirmPassword: 'secret123', code: MOCK_CAPTCHA_CODE });
    expect(bodies[0]).not.toHaveProperty('phonenumber');
  });

  it('checks lengths and the confirmation before sending', async () => {
    trackCaptcha(false);
    const user = userEvent.setup();
    renderAdmin('/admin/register');
    await user.type(await screen.findByLabelText('账号'), 'a');
    await user.type(screen.getByLabelText('密码'), 'abc');
    await user.type(screen.getByLabelText('确认密码'), 'abd');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('用户账号长度必须介于 2 和 20 之间')).toBeInTheDocument();
    expect(screen.getByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.queryByText('请再次输入您的密码')).not.toBeInTheDocument();
  });

  it('a successful registration says so and leads to the login page', async () => {
    trackCaptcha(false);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/register');
    await user.type(await screen.findByLabelText('账号'), 'newuser');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret123{Enter}');
    expect(await screen.findByText('恭喜你，您的账号 newuser 注册成功！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(appPath(router)).toBe('/login'));
  });
});

describe('loginTarget', () => {
  it('keeps other query params and refuses off-site redirects', () => {
    expect(loginTarget('')).toBe('/dss/index');
    expect(loginTarget('?redirect=%2Fsystem%2Fuser')).toBe('/system/user');
    expect(loginTarget('?redirect=%2Fsystem%2Fuser%3Fa%3D1&b=2')).toBe('/system/user?a=1&b=2');
    expect(loginTarget('?b=2')).toBe('/dss/index?b=2');
    expect(loginTarget('?redirect=%2F%2Fevil.example')).toBe('/dss/index');
    expect(loginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dss/index');
    expect(loginTarget('?redirect=%2Flogin')).toBe('/dss/index');
  });
});
