import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginModal } from '@site/stores/loginModal';
import { api, captchaResponse, holdCaptchaAnswer, http, HttpResponse, MOCK_CAPTCHA_CODE, server } from '../../../../mocks/server';
import { memberMock, MOCK_SMS_CODE } from '../../../../mocks/member-centre';
import { renderSite } from '../render';
import './helpers';

async function openPage(path = '/dssForgetPsd') {
  const user = userEvent.setup();
  renderSite(path);
  return { user };
}

describe('forgotten password: /dssForgetPsd', () => {
  it('asks for the bound phone and the image captcha before sending a code', async () => {
    const { user } = await openPage();
    expect(await screen.findByRole('heading', { name: '忘记密码' })).toBeInTheDocument();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入绑定的手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号码'), '1234');
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(memberMock.sms).toHaveLength(0);
  });

  it('sends the code with the captcha, shows the answer, counts down 60 s and refreshes the captcha', async () => {
    const { user } = await openPage();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.type(screen.getByLabelText('图形验证码'), MOCK_CAPTCHA_CODE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('如果该手机号已绑定账号，验证码已发送，5分钟内有效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(memberMock.sms).toEqual([{ phone: '13800138000', purpose: 'reset' }]);
    expect(memberMock.sent.find((s) => s.call === 'sendResetCode')?.body).toMatchObject({ phone: '13800138000', code: MOCK_CAPTCHA_CODE, uuid: expect.any(String) });
    // a captcha answers once: the field is empty again
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1100));
    });
    expect(screen.getByRole('button', { name: '59 秒后重新获取' })).toBeDisabled();
  });

  it("a wrong captcha shows the server's message and starts no countdown", async () => {
    const { user } = await openPage();
    await screen.findByRole('img', { name: '图形验证码' });
    await user.type(screen.getByLabelText('手机号码'), '13800138000');
    await user.type(screen.getByLabelText('图形验证码'), '9');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(memberMock.sms).toHaveLength(0);
  });

  it('a press before the server has said whether it wants a captcha waits for that answer, and sends without one when it does not', async () => {
    const answer = holdCaptchaAnswer(false);
    const { user } = await openPage();
    await user.type(await screen.findByLabelText('手机号码'), '13800138000');
    // the captcha is still the "on" guess
    expect(screen.getByLabelText('图形验证码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    answer();
    await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(screen.queryByText('请输入图形验证码')).not.toBeInTheDocument();
    expect(memberMock.sent.find((s) => s.call === 'sendResetCode')?.body).toEqual({ phone: '13800138000' });
  });

  it('resets the password with the SMS code, then offers the login popup', async () => {
    server.use(http.get(api('/captchaImage'), () => HttpResponse.json(captchaResponse(false))));
    const { user } = await openPage();
    await user.type(await screen.findByLabelText('手机号码'), '13800138000');
    await waitFor(() => expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(memberMock.sent.find((s) => s.call === 'sendResetCode')?.body).toEqual({ phone: '13800138000' });
    const sms = screen.getByLabelText('短信验证码');
    await user.type(sms, '12');
    expect(await screen.findByText('短信验证码为6位数字')).toBeInTheDocument();
    await user.clear(sms);
    await user.type(sms, MOCK_SMS_CODE);
    await user.type(screen.getByLabelText('新密码'), 'short');
    expect(await screen.findByText('密码长度必须在8到20个字符之间')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'brandnew123');
    await user.type(screen.getByLabelText('确认密码'), 'brandnew12');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.type(screen.getByLabelText('确认密码'), '3');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('heading', { name: '密码已重置' })).toBeInTheDocument();
    expect(memberMock.password).toBe('brandnew123');
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("a wrong SMS code shows the server's message and keeps the fields", async () => {
    server.use(http.get(api('/captchaImage'), () => HttpResponse.json(captchaResponse(false))));
    const { user } = await openPage();
    await user.type(await screen.findByLabelText('手机号码'), '13800138000');
    await user.type(screen.getByLabelText('短信验证码'), '000000');
    await user.type(screen.getByLabelText('新密码'), 'brandnew123');
    await user.type(screen.getByLabelText('确认密码'), 'brandnew123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
    expect(screen.getByLabelText('新密码')).toHaveValue('brandnew123');
    expect(memberMock.password).toBe('admin123');
  });

  it('speaks English under /en/dssForgetPsd, the server answer included', async () => {
    const { user } = await openPage('/en/dssForgetPsd');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Captcha image' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Enter the bound phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '1380013800');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '0');
    await user.type(screen.getByLabelText('Image code'), MOCK_CAPTCHA_CODE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('If this number is bound to an account, a code has been sent. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
  });

  it("the login popup's forgot-password link opens this page", async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: '忘记密码？' }));
    expect(await screen.findByRole('heading', { name: '忘记密码' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dssForgetPsd');
  });
});
