/**
 * The member's avatar: choose a png / jpg / jpeg of at most 5 MB, crop it to a square, and upload the crop
 * (POST /common/upload). `onUploaded` gets the stored path (`fileName`), which the profile form then saves.
 */
import { useRef } from 'react';
import { Button, Modal } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { uploadFile } from '@shared/api/upload';
import { checkUploadFile, acceptOf, IMAGE_UPLOAD_DEFAULTS } from '@shared/lib/upload';
import { CropStage, useImageCrop } from '@shared/ui/ImageCrop/useImageCrop';

export interface AvatarCropDialogProps {
  open: boolean;
  onClose(): void;
  onUploaded(fileName: string, url: string): void;
}

export default function AvatarCropDialog({ open, onClose, onUploaded }: AvatarCropDialogProps) {
  const { t } = useTranslation('site-member');
  const input = useRef<HTMLInputElement>(null);
  const cropper = useImageCrop({
    check: (file) => checkUploadFile(file, { image: true, types: IMAGE_UPLOAD_DEFAULTS.types, maxSizeMB: IMAGE_UPLOAD_DEFAULTS.maxSizeMB }),
    failedText: t('avatar.failed'),
  });
  const { image } = cropper;

  const close = () => {
    cropper.reset();
    onClose();
  };

  const submit = async () => {
    if (!image) return;
    const done = await cropper.upload(async (file) => {
      const res = await uploadFile(file);
      onUploaded(res.fileName, res.url ?? res.fileName);
    });
    if (done) onClose();
  };

  return (
    <Modal open={open} title={t('avatar.title')} onCancel={close} footer={null} destroyOnHidden width={520}>
      <div className="mc-cropper">
        {image ? (
          <CropStage state={cropper} src={image.url} alt={t('avatar.preview')} zoomLabel={t('avatar.zoom')} minZoom={1} className="mc-cropper" />
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
              cropper.choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
            {t('avatar.choose')}
          </Button>
          <Button type="primary" loading={cropper.saving} disabled={!image || !cropper.area} onClick={() => void submit()}>
            {t('avatar.upload')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
