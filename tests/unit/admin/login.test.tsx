import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  server,
  http,
  HttpResponse,
  api,
  captchaResponse,
  fail,
  holdCaptchaAnswer,
  loginResponse,
  MOCK_CAPTCHA_CODE,
  MOCK_PASSWORD,
} from '../../../mocks/server';
import type { LoginBody, RegisterBody } from '@shared/contract';
import { loginTarget } from '@admin/views/login/redirect';
import { appPath, flush, renderAdmin, resetAdminStores } from './helpers';

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
    // once: inline, not also as a toast of the request layer
    await flush(50);
    expect(screen.getAllByText('用户不存在/密码错误')).toHaveLength(1);
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(bodies).toHaveLength(1);
    expect(appPath(router)).toBe('/login');
  });

  it('Enter submits; the account is trimmed; success goes to the redirect keeping the other query params', async () => {
    trackCaptcha();
    const bodies = trackLogin();
    const { user, router } = await openLogin('/admin/login?redirect=%2Fmonitor%2Fonline&tab=2');
    await user.type(screen.getByLabelText('账号'), '  admin  ');
    await user.type(screen.getByLabelText('密码'), MOCK_PASSWORD);
    await user.type(await screen.findByLabelText('验证码'), `${MOCK_CAPTCHA_CODE}{Enter}`);

    await waitFor(() => expect(appPath(router)).toBe('/monitor/online?tab=2'));
    expect(bodies[0]).toMatchObject({ username: 'admin', password: MOCK_PASSWORD, code: MOCK_CAPTCHA_CODE, scope: 'admin' });
    expect(bodies[0]!.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('heading', { name: '本页面尚未开放' })).toBeInTheDocument();
  });

  it('hides the captcha when the server turns it off; success without redirect opens the dashboard', async () => {
    trackCaptcha(false);
    const bodies = trackLogin();
    const { user, router } = await openLogin();
    await waitFor(() => expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), `${MOCK_PASSWORD}{Enter}`);
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    expect(bodies[0]).toEqual({ username: 'admin', password: MOCK_PASSWORD, scope: 'admin' });
  });

  it('Enter before the server says whether it wants a captcha is held, then sent under the rules of its answer', async () => {
    const answer = holdCaptchaAnswer(false);
    const bodies = trackLogin();
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), `${MOCK_PASSWORD}{Enter}`);
    // nothing is checked against the guess "captcha on": no 请输入验证码, nothing sent
    expect(screen.queryByText('请输入验证码')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    answer();
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    expect(bodies).toEqual([{ username: 'admin', password: MOCK_PASSWORD, scope: 'admin' }]);
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

describe('login form pieces', () => {
  it('marks invalid fields, ties each message to its field and focuses the first invalid one on submit', async () => {
    trackCaptcha();
    const { user } = await openLogin();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    const account = screen.getByLabelText('账号');
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('请输入您的账号');
    expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('请输入您的密码');
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    // fixed while typing: the message goes without waiting for the blur
    await user.type(account, 'admin');
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请输入您的账号')).not.toBeInTheDocument();
    // the captcha checks itself on every change
    const code = screen.getByLabelText('验证码');
    await user.type(code, 'ab');
    expect(screen.queryByText('请输入验证码')).not.toBeInTheDocument();
    await user.clear(code);
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('shows and hides the password with a labelled toggle button', async () => {
    trackCaptcha(false);
    const { user } = await openLogin();
    const password = screen.getByLabelText('密码');
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('secret');
    // keyboard: Space toggles back
    toggle.focus();
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('the captcha image is a button: a click or Enter loads a new one; a failed load offers a retry', async () => {
    const calls = trackCaptcha();
    const { user } = await openLogin();
    const refresh = await screen.findByRole('button', { name: '看不清？点击刷新验证码' });
    await screen.findByRole('img', { name: '图形验证码' });
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toMatch(/^data:image\//);
    await user.click(refresh);
    await waitFor(() => expect(calls.captcha).toBe(2));
    refresh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.captcha).toBe(3));

    server.use(http.get(api('/captchaImage'), () => HttpResponse.error()));
    await user.click(refresh);
    expect(await within(refresh).findByText('验证码加载失败，点击重试')).toBeInTheDocument();
    // the field stays, so the form still asks for it
    expect(screen.getByLabelText('验证码')).toBeInTheDocument();
  });

  it('follows the language switch: texts and validation messages in English', async () => {
    trackCaptcha();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log in - DSS School Guide'));
    // the messages already shown switch language too
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.queryByText('请输入您的账号')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Can't read it? Click for a new captcha" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|login\.|admin-auth|password\.show/);
  });

  it('renders no antd component (antd loads with the shell, after login)', async () => {
    trackCaptcha();
    const { container } = await openLogin();
    await screen.findByRole('img', { name: '图形验证码' });
    expect(container.querySelector('.admin-auth')).not.toBeNull();
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });
});

/** Static imports (not `import type`, not `import()`) of a source file, resolved to files or package names. */
function staticImports(file: string): { files: string[]; packages: string[] } {
  const root = resolve(__dirname, '../../..');
  const alias: Record<string, string> = { '@shared/': 'src/shared/', '@admin/': 'src/admin/', '@site/': 'src/site/' };
  const code = readFileSync(file, 'utf8');
  const specs = [
    ...code.matchAll(/^\s*import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gms),
    ...code.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...code.matchAll(/^\s*export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gms),
  ].map((m) => m[1]!);
  const files: string[] = [];
  const packages: string[] = [];
  for (const spec of specs) {
    const prefix = Object.keys(alias).find((a) => spec.startsWith(a));
    const base = spec.startsWith('.') ? resolve(dirname(file), spec) : prefix ? join(root, alias[prefix]!, spec.slice(prefix.length)) : null;
    if (!base) {
      packages.push(spec);
      continue;
    }
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && /\.tsx?$/.test(f));
    if (found) files.push(found);
  }
  return { files, packages };
}

describe('admin-auth texts', () => {
  it('exist in both languages, and every admin-auth key the admin code uses is there', () => {
    const root = resolve(__dirname, '../../..');
    const flat = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const read = (lang: string) => flat(JSON.parse(readFileSync(join(root, `src/shared/i18n/locales/${lang}/admin-auth.json`), 'utf8')) as object);
    const zh = read('zh');
    expect(read('en').sort()).toEqual([...zh].sort());
    const used = new Set<string>();
    for (const dir of ['src/admin/components/authForm', 'src/admin/views/login', 'src/admin/views/register']) {
      for (const name of readdirSync(join(root, dir)).filter((f) => /\.tsx?$/.test(f))) {
        const code = readFileSync(join(root, dir, name), 'utf8');
        for (const m of code.matchAll(/t\('admin-auth:([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((k) => !zh.includes(k))).toEqual([]);
  });
});

describe('the login page bundle', () => {
  it('statically imports nothing of antd (its icons, rc components or css-in-js) from the login or register page', () => {
    const root = resolve(__dirname, '../../..');
    const seen = new Set<string>();
    const packages = new Map<string, string>();
    const queue = ['src/admin/views/login/index.tsx', 'src/admin/views/register/index.tsx'].map((f) => join(root, f));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const found = staticImports(file);
      queue.push(...found.files);
      for (const p of found.packages) packages.set(p, file.slice(root.length + 1));
    }
    expect(seen.size).toBeGreaterThan(10);
    // antd's locale data (the i18n setup of the entry) is data, not components
    const antd = [...packages].filter(([p]) => /^(antd|@ant-design\/|@rc-component\/|rc-)/.test(p) && !/^antd\/(es\/)?locale\//.test(p));
    expect(antd).toEqual([]);
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

    // the page says it, once (no toast of the request layer besides)
    await waitFor(() => expect(document.querySelector('.admin-auth__alert')).toHaveTextContent('当前系统没有开启注册功能！'));
    expect(document.querySelector('.admin-auth__alert')).toHaveAttribute('role', 'alert');
    await flush(50);
    expect(screen.getAllByText('当前系统没有开启注册功能！')).toHaveLength(1);
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
    expect(screen.getByText('用户密码长度必须介于 8 和 20 之间')).toBeInTheDocument();
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
    const dialog = await screen.findByRole('alertdialog', { name: '系统提示' });
    expect(dialog).toHaveAccessibleDescription('恭喜你，您的账号 newuser 注册成功！');
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    await waitFor(() => expect(ok).toHaveFocus());
    // Tab stays in the dialog
    await user.tab();
    expect(ok).toHaveFocus();
    await user.click(ok);
    await waitFor(() => expect(appPath(router)).toBe('/login'));
  });

  it('Escape closes the success dialog and leads to the login page as well', async () => {
    trackCaptcha(false);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/register');
    await user.type(await screen.findByLabelText('账号'), 'newuser');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret123{Enter}');
    await screen.findByRole('alertdialog', { name: '系统提示' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(appPath(router)).toBe('/login'));
  });

  it('re-checks the confirmation when the password changes after it, and flags illegal characters', async () => {
    trackCaptcha(false);
    const user = userEvent.setup();
    renderAdmin('/admin/register');
    await user.type(await screen.findByLabelText('确认密码'), 'secret1');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.tab();
    expect(screen.queryByText('两次输入的密码不一致')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), '2');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'ab<cd');
    await user.tab();
    expect(await screen.findByText('不能包含非法字符：< > " \' \\ |')).toBeInTheDocument();
    // each password field has its own toggle
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '显示确认密码' })).toBeInTheDocument();
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
