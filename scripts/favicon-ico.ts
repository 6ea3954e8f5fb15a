/**
 * Writes public/favicon.ico from the design of public/favicon.svg (a blue rounded square, a white "D" and a yellow
 * stroke), drawn here by hand at 16, 32 and 48 pixels (4×4 supersampled) so no rasterizer library is needed.
 * The .ico is committed; run `npx tsx scripts/favicon-ico.ts` again after changing the design.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Rgba = [number, number, number, number];
const BLUE: Rgba = [0x1f, 0x5f, 0xbf, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const YELLOW: Rgba = [0xff, 0xd2, 0x4d, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Inside the rounded square (64×64, radius 14). */
function inSquare(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, 14), 50);
  const cy = Math.min(Math.max(y, 14), 50);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 14 ** 2;
}

/** A "D": a bar from x0 to 24 joined to a half ellipse around (24, 32). */
function inD(x: number, y: number, x0: number, halfH: number, rx: number): boolean {
  if (y < 32 - halfH || y > 32 + halfH || x < x0) return false;
  if (x <= 24) return true;
  return ((x - 24) / rx) ** 2 + ((y - 32) / halfH) ** 2 <= 1;
}

/** Inside a convex polygon given clockwise or counter-clockwise. */
function inPolygon(x: number, y: number, pts: readonly [number, number][]): boolean {
  let sign = 0;
  for (let i = 0; i < pts.length; i++) {
    const [ax, ay] = pts[i]!;
    const [bx, by] = pts[(i + 1) % pts.length]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) return false;
    }
  }
  return true;
}

const STROKE: [number, number][] = [[40, 44], [46, 20], [51, 20], [45, 44]];

function colourAt(x: number, y: number): Rgba {
  if (!inSquare(x, y)) return CLEAR;
  if (inPolygon(x, y, STROKE)) return YELLOW;
  if (inD(x, y, 14, 12, 13) && !inD(x, y, 20, 7, 7)) return WHITE;
  return BLUE;
}

/** BGRA rows bottom-up, as an .ico's bitmap stores them. */
function render(size: number): Buffer {
  const S = 4;
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const c = colourAt(((px + (sx + 0.5) / S) * 64) / size, ((py + (sy + 0.5) / S) * 64) / size);
          // premultiplied sums, so edges blend into transparency rather than black
          for (let k = 0; k < 3; k++) sum[k]! += c[k]! * c[3];
          sum[3]! += c[3];
        }
      }
      const a = sum[3]! / (S * S);
      const rgb = sum.slice(0, 3).map((v) => (sum[3] ? Math.round(v / sum[3]!) : 0));
      const o = ((size - 1 - py) * size + px) * 4;
      out[o] = rgb[2]!;
      out[o + 1] = rgb[1]!;
      out[o + 2] = rgb[0]!;
      out[o + 3] = Math.round(a);
    }
  }
  return out;
}

/** One 32-bit BMP image entry of an .ico: header, pixels, an all-zero AND mask. */
function bmpImage(size: number): Buffer {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour + mask heights
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const maskRow = Math.ceil(size / 32) * 4;
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  return Buffer.concat([header, render(size), Buffer.alloc(maskRow * size)]);
}

export function faviconIco(sizes: readonly number[] = [16, 32, 48]): Buffer {
  const images = sizes.map(bmpImage);
  const dir = Buffer.alloc(6 + 16 * sizes.length);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // icon
  dir.writeUInt16LE(sizes.length, 4);
  let offset = dir.length;
  sizes.forEach((size, i) => {
    const e = 6 + 16 * i;
    dir.writeUInt8(size % 256, e);
    dir.writeUInt8(size % 256, e + 1);
    dir.writeUInt16LE(1, e + 4);
    dir.writeUInt16LE(32, e + 6);
    dir.writeUInt32LE(images[i]!.length, e + 8);
    dir.writeUInt32LE(offset, e + 12);
    offset += images[i]!.length;
  });
  return Buffer.concat([dir, ...images]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = fileURLToPath(new URL('../public/favicon.ico', import.meta.url));
  writeFileSync(file, faviconIco());
  console.log(`wrote ${file}`);
}
