import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Size of the bounding box of a `width × height` rectangle rotated by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const r = rad(rotation);
  return {
    width: Math.abs(Math.cos(r) * width) + Math.abs(Math.sin(r) * height),
    height: Math.abs(Math.sin(r) * width) + Math.abs(Math.cos(r) * height),
  };
}

/**
 * The `area` (pixels of the rotated image, as react-easy-crop reports it) of `src` rotated by `rotation`, as a PNG
 * of at most `maxSize` px square.
 */
export async function cropToBlob(src: string, area: Area, rotation = 0, maxSize = 400): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth || image.width, image.naturalHeight || image.height, rotation);
  const stage = document.createElement('canvas');
  stage.width = Math.round(box.width);
  stage.height = Math.round(box.height);
  const sctx = stage.getContext('2d');
  if (!sctx) throw new Error('canvas unavailable');
  sctx.translate(stage.width / 2, stage.height / 2);
  sctx.rotate(rad(rotation));
  sctx.translate(-(image.naturalWidth || image.width) / 2, -(image.naturalHeight || image.height) / 2);
  sctx.drawImage(image, 0, 0);

  const scale = Math.min(1, maxSize / Math.max(area.width, area.height));
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(area.width * scale));
  out.height = Math.max(1, Math.round(area.height * scale));
  const octx = out.getContext('2d');
  if (!octx) throw new Error('canvas unavailable');
  octx.imageSmoothingQuality = 'high';
  octx.drawImage(stage, area.x, area.y, area.width, area.height, 0, 0, out.width, out.height);
  return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'));
}
