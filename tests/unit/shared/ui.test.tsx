import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Button } from 'antd';
import { CaptchaInput } from '@shared/ui/CaptchaInput';
import { BRAND_PRIMARY, brandTheme, contrastRatio } from '@shared/ui/theme';
import { getCodeImg } from '@shared/api/session';
import { MOCK_CAPTCHA_IMG } from '../../../mocks/server';

describe('CaptchaInput', () => {
  it('shows the image with alt text and refreshes on click and keyboard', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaInput value="" onChange={() => {}} image={MOCK_CAPTCHA_IMG} onRefresh={onRefresh} />);
    const img = screen.getByRole('img', { name: '图形验证码' });
    expect(img).toHaveAttribute('src', `data:image/gif;base64,${MOCK_CAPTCHA_IMG}`);
    const button = screen.getByRole('button', { name: /点击刷新验证码/ });
    await user.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(3);
  });

  it('reports typed text and is labelled', async () => {
    const user = userEvent.setup();
    function Host() {
      const [v, setV] = useState('');
      return (
        <>
          <CaptchaInput value={v} onChange={setV} image={MOCK_CAPTCHA_IMG} onRefresh={() => {}} />
          <output>{v}</output>
        </>
      );
    }
    render(<Host />);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '42');
    expect(screen.getByRole('status')).toHaveTextContent('42');
  });

  it('does not refresh while loading and says why when there is no image', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = render(<CaptchaInput image={undefined} loading onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: /点击刷新验证码/ }));
    expect(onRefresh).not.toHaveBeenCalled();
    rerender(<CaptchaInput image={undefined} onRefresh={onRefresh} />);
    expect(screen.getByText('验证码加载失败，点击重试')).toBeInTheDocument();
  });

  it('works as an antd Form.Item control with the login rule and a real captcha call', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    function LoginCaptcha() {
      const [img, setImg] = useState<string>();
      return (
        <Form onFinish={onFinish}>
          <Form.Item name="code" rules={[{ required: true, message: '请输入验证码' }]}>
            <CaptchaInput image={img} onRefresh={() => void getCodeImg().then((r) => setImg(r.img))} />
          </Form.Item>
          <Button htmlType="submit">登录</Button>
        </Form>
      );
    }
    render(<LoginCaptcha />);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /点击刷新验证码/ }));
    expect(await screen.findByRole('img', { name: '图形验证码' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '7');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ code: '7' }));
  });

  it('keeps a data URL image as it is', () => {
    render(<CaptchaInput image="data:image/png;base64,xx" onRefresh={() => {}} />);
    expect(screen.getByRole('img', { name: '图形验证码' })).toHaveAttribute('src', 'data:image/png;base64,xx');
  });
});

describe('brandTheme', () => {
  it('white text on the primary colour meets WCAG AA (antd default does not)', () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeLessThan(4.5);
    expect(brandTheme.token?.colorPrimary).toBe(BRAND_PRIMARY);
    expect(contrastRatio(BRAND_PRIMARY, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(BRAND_PRIMARY, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(brandTheme.token!.colorError!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(brandTheme.token!.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('toasts a user sees', () => {
  it('the default notifier shows antd toasts for request failures', async () => {
    const { request, resetNotifier } = await import('@shared/api/request');
    const { server, http, HttpResponse, api } = await import('../../../mocks/server');
    resetNotifier();
    server.use(
      http.get(api('/boom'), () => HttpResponse.json({ code: 500, msg: '服务器开小差了' })),
      http.get(api('/warn'), () => HttpResponse.json({ code: 601, msg: '请先完善资料' })),
    );
    await request({ url: '/boom' }).catch(() => {});
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
    await request({ url: '/warn' }).catch(() => {});
    expect(await screen.findByText('请先完善资料')).toBeInTheDocument();
  });

  it('NotifierBridge routes toasts through antd App context', async () => {
    const { App, ConfigProvider } = await import('antd');
    const { NotifierBridge } = await import('@shared/ui/NotifierBridge');
    const { request, getNotifier } = await import('@shared/api/request');
    const { server, http, HttpResponse, api } = await import('../../../mocks/server');
    const before = getNotifier().error;
    const { unmount } = render(
      <ConfigProvider theme={brandTheme}>
        <App>
          <NotifierBridge />
        </App>
      </ConfigProvider>,
    );
    expect(getNotifier().error).not.toBe(before);
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 418, msg: '通知一下' })));
    await request({ url: '/x' }).catch(() => {});
    expect(await screen.findByText('通知一下')).toBeInTheDocument();
    unmount();
  });
});
