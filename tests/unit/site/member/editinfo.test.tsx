import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@shared/auth/store';
import { memberMock, MOCK_SMS_CODE } from '../../../../mocks/member-centre';
import { cropToBlob } from '@shared/lib/cropImage';
import { renderSite } from '../render';
import { loginAsMember } from './helpers';

// jsdom neither lays out nor loads images (react-easy-crop reports the crop area once the image has loaded) nor
// draws on a canvas: the cropper reports a square area at once and the crop becomes a small PNG blob
vi.mock('react-easy-crop', () => ({
  default: function CropperStub(props: { image: string; mediaProps: { alt: string }; onCropComplete(a: object, b: object): void }) {
    const { onCropComplete } = props;
    useEffect(() => {
      const area = { x: 0, y: 0, width: 100, height: 100 };
      onCropComplete(area, area);
    }, [onCropComplete]);
    return <img src={props.image} alt={props.mediaProps.alt} />;
  },
}));
vi.mock('@shared/lib/cropImage', () => ({ cropToBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })) }));

async function openProfile(path = '/layout/editinfo') {
  loginAsMember();
  const user = userEvent.setup();
  const utils = renderSite(path);
  return { user, ...utils };
}

describe('member centre: /layout/editinfo', () => {
  it('loads my profile into the form', async () => {
    await openProfile();
    expect(await screen.findByLabelText('昵称')).toHaveValue('小明');
    expect(screen.getByRole('radio', { name: '保密' })).toBeChecked();
    expect(screen.getByText('当前绑定的手机：13800138000')).toBeInTheDocument();
  });

  it('checks the nick name and email (Chinese)', async () => {
    const { user } = await openProfile();
    const nick = await screen.findByLabelText('昵称');
    await user.clear(nick);
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(memberMock.sent.filter((s) => s.call === 'updateMyInfo')).toHaveLength(0);
  });

  it('checks the nick name and email (English)', async () => {
    const { user } = await openProfile('/en/layout/editinfo');
    const nick = await screen.findByLabelText('Nick name');
    await user.clear(nick);
    expect(await screen.findByText('Enter a nick name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('saves and the header shows the new nick name', async () => {
    const { user } = await openProfile();
    expect(await screen.findByRole('button', { name: '账户菜单：小明' }, { timeout: 10_000 })).toBeInTheDocument();
    const nick = await screen.findByLabelText('昵称');
    await user.clear(nick);
    await user.type(nick, '大明');
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.type(screen.getByLabelText('邮箱'), 'daming@example.com');
    await user.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('资料已保存')).toBeInTheDocument();
    expect(memberMock.info).toMatchObject({ nickName: '大明', sex: '0', email: 'daming@example.com' });
    expect(await screen.findByRole('button', { name: '账户菜单：大明' })).toBeInTheDocument();
    expect(useAuthStore.getState().nickName).toBe('大明');
  });

  it('crops and uploads an avatar, then saves its stored path', async () => {
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: '更换头像' }));
    const dialog = await screen.findByRole('dialog', { name: '更换头像' });
    const upload = within(dialog).getByRole('button', { name: '上传头像' });
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('选择图片'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByRole('img', { name: '头像裁剪预览' })).toBeInTheDocument();
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '更换头像' })).not.toBeInTheDocument());
    // the crop (not the chosen file) went up; the form keeps the stored path the upload answered
    expect(cropToBlob).toHaveBeenCalledTimes(1);
    expect(memberMock.uploads).toHaveLength(1);
    const { fileName } = memberMock.uploads[0]!;
    expect(screen.getByRole('img', { name: '我的头像' })).toHaveAttribute('src', expect.stringContaining(fileName));
    expect(memberMock.info.avatar).not.toBe(fileName);
    await user.click(screen.getByRole('button', { name: '保 存' }));
    await screen.findByText('资料已保存');
    expect(memberMock.info.avatar).toBe(fileName);
    await waitFor(() => expect(useAuthStore.getState().avatar).toContain(fileName));
  });

  it('refuses an avatar that is not png / jpg / jpeg', async () => {
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: '更换头像' }));
    const dialog = await screen.findByRole('dialog', { name: '更换头像' });
    const input = within(dialog).getByLabelText('选择图片');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('文件格式不正确，请上传png/jpg/jpeg图片格式文件!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '上传头像' })).toBeDisabled();
    void user;
  });

  it('binds a phone: checks the number, sends the code, counts down, then binds', async () => {
    const { user } = await openProfile();
    const phone = await screen.findByLabelText('手机号码');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入绑定的手机号码')).toBeInTheDocument();
    await user.type(phone, '12345');
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(memberMock.sms).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '13900139000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const wait = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(wait).toBeDisabled();
    expect(memberMock.sms).toEqual([{ phone: '13900139000', purpose: 'bind' }]);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1100));
    });
    expect(screen.getByRole('button', { name: '59 秒后重新获取' })).toBeDisabled();
    await user.type(screen.getByLabelText('短信验证码'), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '绑定手机' }));
    expect(await screen.findByText('当前绑定的手机：13900139000')).toBeInTheDocument();
    expect(memberMock.info.phonenumber).toBe('13900139000');
  });

  it('English phone prompts', async () => {
    const { user } = await openProfile('/en/layout/editinfo');
    const phone = await screen.findByLabelText('Phone number');
    await user.type(phone, '123');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    await user.clear(phone);
    expect(await screen.findByText('Enter the bound phone number')).toBeInTheDocument();
  });
});

describe('member centre: /layout/password', () => {
  it('checks the fields by the sign-up rules, then changes the password', async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/layout/password');
    await user.click(await screen.findByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('旧密码'), 'admin123');
    await user.type(screen.getByLabelText('新密码'), 'short');
    expect(await screen.findByText('密码长度必须在8到20个字符之间')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'newpass123');
    await user.type(screen.getByLabelText('确认密码'), 'newpass124');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'newpass123');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(memberMock.password).toBe('newpass123');
    expect(memberMock.sent.find((s) => s.call === 'updateMyPassword')?.body).toEqual({ oldpassword: 'admin123', newpassword: 'newpass123' });
  });

  it("a wrong current password shows the server's message and keeps what was typed", async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/layout/password');
    await user.type(await screen.findByLabelText('旧密码'), 'wrongpass');
    await user.type(screen.getByLabelText('新密码'), 'newpass123');
    await user.type(screen.getByLabelText('确认密码'), 'newpass123');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('旧密码')).toHaveValue('wrongpass');
  });

  it('speaks English', async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/en/layout/password');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    expect(await screen.findByText('The password must be 8 to 20 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  });
});
