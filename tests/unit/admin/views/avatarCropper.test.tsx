import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import { cropToBlob } from '@shared/lib/cropImage';
import { renderPage, resetViewState, signInWith } from './helpers';

// jsdom neither loads images (react-easy-crop reports the area once the image has loaded) nor draws on a canvas:
// the cropper reports a square area as soon as it shows an image and the crop becomes a small PNG blob
vi.mock('react-easy-crop', () => ({
  default: function CropperStub(props: { image: string; rotation: number; mediaProps: { alt: string }; onCropComplete(a: object, b: object): void }) {
    const { onCropComplete, image } = props;
    // as the real cropper: the area is reported once each image has loaded
    useEffect(() => {
      const area = { x: 0, y: 0, width: 100, height: 100 };
      onCropComplete(area, area);
    }, [onCropComplete, image]);
    return <img src={props.image} alt={props.mediaProps.alt} data-rotation={props.rotation} />;
  },
}));
vi.mock('@shared/lib/cropImage', () => ({ cropToBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })) }));

const { default: AvatarCropper } = await import('@admin/views/user/profile/AvatarCropper');

beforeEach(() => {
  resetViewState();
  signInWith();
  vi.mocked(cropToBlob).mockClear();
});

describe('the admin avatar cropper', () => {
  it('rotates the chosen image and uploads the crop', async () => {
    const sent: File[] = [];
    server.use(
      http.post(api('/system/user/profile/avatar'), async ({ request }) => {
        sent.push((await request.formData()).get('avatarfile') as File);
        return HttpResponse.json({ code: 200, msg: '操作成功', imgUrl: '/profile/avatar/2026/11/26/me.png' });
      }),
    );
    const uploaded = vi.fn();
    const closed = vi.fn();
    renderPage(<AvatarCropper open src="/profile/avatar/old.png" onClose={closed} onUploaded={uploaded} />);
    const dialog = await screen.findByRole('dialog', { name: '修改头像' });
    const user = userEvent.setup();
    await user.upload(within(dialog).getByLabelText('选择'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: '向右旋转' }));
    await waitFor(() => expect(within(dialog).getByRole('img', { name: '头像裁剪区域' })).toHaveAttribute('data-rotation', '90'));
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(uploaded).toHaveBeenCalledWith('/profile/avatar/2026/11/26/me.png'));
    expect(closed).toHaveBeenCalled();
    expect(vi.mocked(cropToBlob).mock.calls[0]?.[2]).toBe(90);
    // one upload (jsdom's FormData does not carry the blob's name or bytes through the request: the crop call above shows what was cut)
    expect(sent).toHaveLength(1);
  });

  it('refuses a file that is not an image and keeps the current avatar in the stage', async () => {
    renderPage(<AvatarCropper open src="/profile/avatar/old.png" onClose={() => undefined} onUploaded={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '修改头像' });
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('选择'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('文件格式错误，请上传图片类型，如：JPG，PNG后缀的文件。')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '头像裁剪区域' })).toHaveAttribute('src', '/profile/avatar/old.png');
  });
});
