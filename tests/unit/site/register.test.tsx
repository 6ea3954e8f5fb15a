import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api, fail, ok, MOCK_CAPTCHA_CODE } from '../../../mocks/server';
import { setNotifier } from '@shared/api/request';
import { useLoginModal } from '@site/stores/loginModal';
import { renderSite } from './render';

async function openRegister(path = '/dssRegister') {
  const user = userEvent.setup();
  const utils = renderSite(path);
  // the page's code loads on demand: the first render can take a moment while vitest transforms it
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await screen.findByRole('img', { name: '图形验证码' });
  return { user, ...utils };
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(screen.getByLabelText('账号'), 'newparent');
  await user.type(screen.getByLabelText('密码'), 'secret123');
  await user.type(screen.getByLabelText('确认密码'), 'secret123');
  await user.type(screen.getByLabelText('手机号'), phone);
  await user.type(screen.getByLabelText('验证码'), MOCK_CAPTCHA_CODE);
}

describe('/dssRegister', () => {
  it('requires the mobile phone and checks its format', async () => {
    const { user } = await openRegister();
    expect(screen.getByRole('heading', { level: 1, name: '注册深度择校账号' })).toBeInTheDocument();
    const phone = screen.getByLabelText('手机号');
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText('请输入绑定的手机号')).toBeInTheDocument();
    await user.type(phone, '1234567');
    await user.tab();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '12800138000'); // second digit must be 3-9
    await user.tab();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '13800138000');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号码')).not.toBeInTheDocument());
  });

  it('checks that the two passwords match', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.type(screen.getByLabelText('确认密码'), 'secret999');
    await user.tab();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('posts the form and confirms, with a button that opens the login popup', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/register'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok();
      }),
    );
    const { user } = await openRegister();
    await fill(user, '13800138000');
    await user.click(screen.getByRole('button', { name: /注 册/ }));
    expect(await screen.findByRole('heading', { name: '注册成功' })).toBeInTheDocument();
    expect(screen.getByText(/newparent/)).toBeInTheDocument();
    expect(body).toMatchObject({ username: 'newparent', password: 'secret123', phonenumber: '13800138000', code: MOCK_CAPTCHA_CODE });
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(useLoginModal.getState()).toMatchObject({ open: true, jump: true, username: 'newparent' }));
  });

  it("on failure shows the server's message, refreshes the captcha and keeps the fields", async () => {
    server.use(http.post(api('/register'), () => fail(500, "保存用户'newparent'失败，注册账号已存在")));
    // the request layer's toast (replaced here: antd's animated static toast would outlive the test)
    const toast = vi.fn();
    setNotifier({ error: toast, warning: toast, notify: toast });
    let captchas = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/captchaImage')) captchas++;
    });
    const { user } = await openRegister();
    await fill(user, '13800138000');
    await user.click(screen.getByRole('button', { name: /注 册/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('注册账号已存在');
    expect(toast).toHaveBeenCalledWith("保存用户'newparent'失败，注册账号已存在");
    await waitFor(() => expect(captchas).toBe(2)); // on load, then after the failure
    expect(screen.getByLabelText('账号')).toHaveValue('newparent');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('speaks English under /en/dssRegister', async () => {
    const user = userEvent.setup();
    renderSite('/en/dssRegister');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your DSS School Guide account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Captcha image' });
    const phone = screen.getByLabelText('Mobile phone');
    await user.type(phone, '99');
    await user.tab();
    expect(await screen.findByText('Please enter a valid mobile phone number')).toBeInTheDocument();
  });
});
