/**
 * The state and stage of an avatar crop dialog (the admin's profile and the member centre): the chosen image as an
 * object URL, position / zoom / rotation, the cropped area, and the upload of the crop as a png. Each dialog keeps
 * its own checks, texts, buttons and upload call.
 */
import { useCallback, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Slider } from 'antd';
import { getNotifier, isRequestError } from '@shared/api/request';
import { cropToBlob } from '@shared/lib/cropImage';

export interface ImageCropOptions {
  /** why a chosen file cannot be used (shown as an error), or null */
  check(file: File): string | null;
  /** shown when the crop itself fails (request failures have shown their own message) */
  failedText: string;
}

export function useImageCrop({ check, failedText }: ImageCropOptions) {
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = check(file);
    if (problem) {
      getNotifier().error(problem);
      return;
    }
    if (image) URL.revokeObjectURL(image.url);
    setImage({ url: URL.createObjectURL(file), name: file.name });
    setZoom(1);
    setRotation(0);
    setCrop({ x: 0, y: 0 });
    setArea(null);
  };

  /** forget the chosen image (the dialog closes) */
  const reset = () => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
    setArea(null);
  };

  /** crops `image` (or `fallbackSrc`), uploads it as `<name>.png` and returns true when done */
  const upload = async (send: (file: File) => Promise<void>, fallbackSrc?: string): Promise<boolean> => {
    const src = image?.url ?? fallbackSrc;
    if (!area || !src) return false;
    setSaving(true);
    try {
      const blob = await cropToBlob(src, area, rotation);
      const base = (image?.name ?? 'avatar').replace(/\.[^.]*$/, '') || 'avatar';
      await send(new File([blob], `${base}.png`, { type: 'image/png' }));
      reset();
      return true;
    } catch (err) {
      if (!isRequestError(err)) getNotifier().error(failedText);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { image, crop, setCrop, zoom, setZoom, rotation, setRotation, area, onCropComplete, saving, choose, reset, upload };
}

export type ImageCropState = ReturnType<typeof useImageCrop>;

/** The round crop stage and its labelled zoom slider. */
export function CropStage({ state, src, alt, zoomLabel, minZoom, className }: {
  state: ImageCropState;
  src: string;
  alt: string;
  zoomLabel: string;
  minZoom: number;
  /** the dialog's class prefix: `<prefix>__stage`, `<prefix>__zoom` */
  className: string;
}) {
  const zoomId = useId();
  return (
    <>
      <div className={`${className}__stage`}>
        <Cropper
          image={src}
          crop={state.crop}
          zoom={state.zoom}
          rotation={state.rotation}
          aspect={1}
          cropShape="round"
          showGrid={false}
          minZoom={minZoom}
          maxZoom={4}
          onCropChange={state.setCrop}
          onZoomChange={state.setZoom}
          onRotationChange={state.setRotation}
          onCropComplete={state.onCropComplete}
          mediaProps={{ alt }}
        />
      </div>
      <div className={`${className}__zoom`}>
        <label htmlFor={zoomId}>{zoomLabel}</label>
        <Slider id={zoomId} min={minZoom} max={4} step={0.1} value={state.zoom} onChange={state.setZoom} style={{ flex: 1 }} aria-label={zoomLabel} />
      </div>
    </>
  );
}
