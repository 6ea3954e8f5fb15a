/** The avatar crop dialog (RuoYi userAvatar.vue): choose an image, move / zoom / rotate, upload the crop. */
import { useRef } from 'react';
import { Button, Modal, Space, Tooltip } from 'antd';
import { MinusOutlined, PlusOutlined, RotateLeftOutlined, RotateRightOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { uploadAvatar } from '@shared/api/system/user';
import { CropStage, useImageCrop } from '@shared/ui/ImageCrop/useImageCrop';

export interface AvatarCropperProps {
  open: boolean;
  /** the current avatar URL (cropped again when no new file is chosen) */
  src: string;
  onClose(): void;
  /** the server's imgUrl ('/profile/avatar/…') */
  onUploaded(imgUrl: string): void;
}

export const AVATAR_MAX_MB = 5;

export default function AvatarCropper({ open, src, onClose, onUploaded }: AvatarCropperProps) {
  const { t } = useTranslation('admin-views');
  const input = useRef<HTMLInputElement>(null);
  const cropper = useImageCrop({
    check: (file) =>
      !file.type.startsWith('image/')
        ? t('profile.avatarType')
        : file.size / 1024 / 1024 > AVATAR_MAX_MB
          ? t('profile.avatarSize', { size: AVATAR_MAX_MB })
          : null,
    failedText: t('profile.avatarFailed'),
  });
  const { setZoom, setRotation } = cropper;

  const close = () => {
    cropper.reset();
    onClose();
  };

  const submit = async () => {
    const done = await cropper.upload(async (file) => onUploaded((await uploadAvatar(file)).imgUrl), src);
    if (done) onClose();
  };

  return (
    <Modal open={open} title={t('profile.avatarTitle')} width={640} onCancel={close} footer={null} destroyOnHidden>
      <div className="profile-cropper">
        <CropStage state={cropper} src={cropper.image?.url ?? src} alt={t('profile.avatarAlt')} zoomLabel={t('profile.zoom')} minZoom={0.5} className="profile-cropper" />
        <Space wrap className="profile-cropper__actions">
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('profile.chooseImage')}
            onChange={(e) => {
              cropper.choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
            {t('profile.chooseImage')}
          </Button>
          <Tooltip title={t('profile.zoomIn')}>
            <Button icon={<PlusOutlined aria-hidden />} aria-label={t('profile.zoomIn')} onClick={() => setZoom((z) => Math.min(4, z + 0.1))} />
          </Tooltip>
          <Tooltip title={t('profile.zoomOut')}>
            <Button icon={<MinusOutlined aria-hidden />} aria-label={t('profile.zoomOut')} onClick={() => setZoom((z) => Math.max(0.5, z - 0.1))} />
          </Tooltip>
          <Tooltip title={t('profile.rotateLeft')}>
            <Button icon={<RotateLeftOutlined aria-hidden />} aria-label={t('profile.rotateLeft')} onClick={() => setRotation((r) => (r - 90) % 360)} />
          </Tooltip>
          <Tooltip title={t('profile.rotateRight')}>
            <Button icon={<RotateRightOutlined aria-hidden />} aria-label={t('profile.rotateRight')} onClick={() => setRotation((r) => (r + 90) % 360)} />
          </Tooltip>
          <Button type="primary" loading={cropper.saving} disabled={!cropper.area} onClick={() => void submit()}>
            {t('action.submit')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
