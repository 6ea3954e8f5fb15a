/** The avatar crop dialog (RuoYi userAvatar.vue): choose an image, move / zoom / rotate, upload the crop. */
import { useCallback, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button, Modal, Slider, Space, Tooltip } from 'antd';
import { MinusOutlined, PlusOutlined, RotateLeftOutlined, RotateRightOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '@shared/api/system/user';
import { getNotifier, isRequestError } from '@shared/api/request';
import { cropToBlob } from '@shared/lib/cropImage';

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
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const zoomId = useId();

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      getNotifier().error(t('profile.avatarType'));
      return;
    }
    if (file.size / 1024 / 1024 > AVATAR_MAX_MB) {
      getNotifier().error(t('profile.avatarSize', { size: AVATAR_MAX_MB }));
      return;
    }
    if (image) URL.revokeObjectURL(image.url);
    setImage({ url: URL.createObjectURL(file), name: file.name });
    setZoom(1);
    setRotation(0);
    setCrop({ x: 0, y: 0 });
  };

  const close = () => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
    onClose();
  };

  const submit = async () => {
    if (!area) return;
    setSaving(true);
    try {
      const blob = await cropToBlob(image?.url ?? src, area, rotation);
      const base = (image?.name ?? 'avatar').replace(/\.[^.]*$/, '') || 'avatar';
      const res = await uploadAvatar(new File([blob], `${base}.png`, { type: 'image/png' }));
      onUploaded(res.imgUrl);
      close();
    } catch (err) {
      // request failures have shown their message; a canvas failure has not
      if (!isRequestError(err)) getNotifier().error(t('profile.avatarFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('profile.avatarTitle')} width={640} onCancel={close} footer={null} destroyOnHidden>
      <div className="profile-cropper">
        <div className="profile-cropper__stage">
          <Cropper
            image={image?.url ?? src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={1}
            cropShape="round"
            showGrid={false}
            minZoom={0.5}
            maxZoom={4}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={onCropComplete}
            mediaProps={{ alt: t('profile.avatarAlt') }}
          />
        </div>
        <div className="profile-cropper__zoom">
          <label htmlFor={zoomId}>{t('profile.zoom')}</label>
          <Slider id={zoomId} min={0.5} max={4} step={0.1} value={zoom} onChange={setZoom} style={{ flex: 1 }} aria-label={t('profile.zoom')} />
        </div>
        <Space wrap className="profile-cropper__actions">
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('profile.chooseImage')}
            onChange={(e) => {
              choose(e.target.files?.[0]);
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
          <Button type="primary" loading={saving} disabled={!area} onClick={() => void submit()}>
            {t('action.submit')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
