import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import { deskMock } from '../../../../mocks/bbs-admin-desk';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: SmsPage } = await import('@admin/views/bbs/sms');

function serve() {
  const mock = deskMock({
    outbox: [{ smsId: 1, phone: '13800001111', purpose: 'reset', content: '【深度择校】您的验证码是123456，用于重置密码', provider: 'outbox', status: '0', createTime: '2026-01-05 09:00:00' }],
  });
  server.use(...mock.handlers);
  return mock;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('SMS settings page', () => {
  it('shows the settings with the secret only as set, validates the templates and saves with a blank secret kept', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SmsPage />, { path: '/bbs/sms' });
    const form = await screen.findByRole('form', { name: '短信设置' });
    await waitFor(() => expect(within(form).getByLabelText('AccessKey ID')).toHaveValue('AKID1'));
    expect(within(form).getByText('已设置')).toBeInTheDocument();
    expect(within(form).getByLabelText('AccessKey Secret')).toHaveValue('');
    const reset = within(form).getByLabelText('重置密码');
    expect(reset).toHaveValue('您的验证码是{code}，用于重置密码');
    await user.clear(reset);
    await user.type(reset, '没有验证码');
    await user.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('短信模板必须包含{code}')).toBeInTheDocument();
    expect(mock.sent.settings).toEqual([]);
    await user.clear(reset);
    await user.type(reset, '验证码{{code}');
    await user.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('短信配置已保存')).toBeInTheDocument();
    expect(mock.sent.settings).toEqual([{
      provider: 'outbox', accessKeyId: 'AKID1', accessSecret: '', signName: '深度择校',
      templates: { reset: '验证码{code}', bind: '您的验证码是{code}，用于绑定手机号' },
    }]);
  });

  it('sends a test message after checking the phone, and lists the outbox', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SmsPage />, { path: '/bbs/sms' });
    await user.click(await screen.findByRole('tab', { name: '测试发送' }));
    const form = await screen.findByRole('form', { name: '测试发送' });
    await user.type(within(form).getByLabelText('接收手机号'), '123');
    await user.click(within(form).getByRole('button', { name: /发送测试短信/ }));
    expect(await within(form).findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('接收手机号'));
    await user.type(within(form).getByLabelText('接收手机号'), '13800002222');
    await user.click(within(form).getByRole('button', { name: /发送测试短信/ }));
    expect(await screen.findByText('测试短信已发送')).toBeInTheDocument();
    expect(mock.sent.tests).toEqual([{ phone: '13800002222', purpose: 'reset' }]);

    await user.click(screen.getByRole('tab', { name: '发件箱' }));
    const grid = await screen.findByRole('table', { name: '短信发件箱' });
    expect(await within(grid).findByText('【深度择校】您的验证码是123456，用于重置密码')).toBeInTheDocument();
  });

  it('without bbs:sms:test and bbs:sms:edit: no test tab, the settings read-only', async () => {
    signInWith(['bbs:sms:list', 'bbs:sms:query'], ['common']);
    serve();
    renderPage(<SmsPage />, { path: '/bbs/sms' });
    const form = await screen.findByRole('form', { name: '短信设置' });
    await waitFor(() => expect(within(form).getByLabelText('AccessKey ID')).toHaveValue('AKID1'));
    expect(within(form).getByLabelText('AccessKey ID')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '测试发送' })).not.toBeInTheDocument();
  });
});
