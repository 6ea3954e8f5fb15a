/**
 * The member's avatar: choose a png / jpg / jpeg of at most 5 MB, crop it to a square, and upload the crop
 * (POST /common/upload). `onUploaded` gets the stored path (`fileName`), which the profile form then saves.
 */
import { useCallback, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button, Modal, Slider } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getNotifier, isRequestError } from '@shared/api/request';
import { uploadFile } from '@shared/api/upload';
import { cropToBlob } from '@shared/lib/cropImage';
import { acceptOf, checkUploadFile, IMAGE_UPLOAD_DEFAULTS } from '@shared/lib/upload';

export interface AvatarCropDialogProps {
  open: boolean;
  onClose(): void;
  onUploaded(fileName: string, url: string): void;
}

export default function AvatarCropDialog({ open, onClose, onUploaded }: AvatarCropDialogProps) {
  const { t } = useTranslation('site-member');
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const zoomId = useId();
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkUploadFile(file, { image: true, types: IMAGE_UPLOAD_DEFAULTS.types, maxSizeMB: IMAGE_UPLOAD_DEFAULTS.maxSizeMB });
    if (problem) {
      getNotifier().error(problem);
      return;
    }
    if (image) URL.revokeObjectURL(image.url);
    setImage({ url: URL.createObjectURL(file), name: file.name });
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setArea(null);
  };

  const close = () => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
    setArea(null);
    onClose();
  };

  const submit = async () => {
    if (!image || !area) return;
    setSaving(true);
    try {
      const blob = await cropToBlob(image.url, area);
      const base = image.name.replace(/\.[^.]*$/, '') || 'avatar';
      const res = await uploadFile(new File([blob], `${base}.png`, { type: 'image/png' }));
      onUploaded(res.fileName, res.url ?? res.fileName);
      close();
    } catch (err) {
      // request failures have shown their message; a canvas failure has not
      if (!isRequestError(err)) getNotifier().error(t('avatar.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('avatar.title')} onCancel={close} footer={null} destroyOnHidden width={520}>
      <div className="mc-cropper">
        {image ? (
          <>
            <div className="mc-cropper__stage">
              <Cropper
                image={image.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                minZoom={1}
                maxZoom={4}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
                mediaProps={{ alt: t('avatar.preview') }}
              />
            </div>
            <div className="mc-cropper__zoom">
              <label htmlFor={zoomId}>{t('avatar.zoom')}</label>
              <Slider id={zoomId} min={1} max={4} step={0.1} value={zoom} onChange={setZoom} style={{ flex: 1 }} aria-label={t('avatar.zoom')} />
            </div>
          </>
        ) : (
          <p className="mc-lead">{t('avatar.hint')}</p>
        )}
        <div className="mc-actions">
          <input
            ref={input}
            type="file"
            accept={acceptOf(IMAGE_UPLOAD_DEFAULTS.types)}
            hidden
            data-testid="avatar-file"
            aria-label={t('avatar.choose')}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
            {t('avatar.choose')}
          </Button>
          <Button type="primary" loading={saving} disabled={!image || !area} onClick={() => void submit()}>
            {t('avatar.upload')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
