/**
 * Regenerates the sample banners and cover images (plain SVG, committed):
 *   npm install --prefix /tmp/sample-fonts opentype.js@1 @fontsource/noto-sans-sc@5
 *   SAMPLE_FONTS=/tmp/sample-fonts npx tsx server/sample-media/make-images.ts
 * Simple gradients, shapes and a bilingual label; every one says it is a sample.
 *
 * The labels are drawn as outlines (Noto Sans SC, OFL), not as <text>: an SVG image is a document of its own, and
 * each laid its text out anew with the system's fonts. On a machine without a Chinese font (Lighthouse's here) that
 * was a fallback-font search per image (10–45 ms of layout each on the home page), and phones drew the labels in
 * whatever font they had. The fonts are fetched once for this script, outside the project (74 MB).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface OutlineFont {
  unitsPerEm: number;
  charToGlyphIndex(ch: string): number;
  charToGlyph(ch: string): { advanceWidth?: number; getPath(x: number, y: number, size: number): { commands: PathCommand[] } };
}
type PathCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** A WOFF 1.0 file as the font file inside (opentype.js's own inflate fails on some of these tables). */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [woff.readUInt32BE(at), woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12), woff.readUInt32BE(at + 16)];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(t.tag, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Noto Sans SC as fontsource ships it: one file per unicode range, per weight. */
function loadFonts(): Record<400 | 700, OutlineFont[]> {
  const work = process.env.SAMPLE_FONTS ?? '/tmp/sample-fonts';
  const require = createRequire(join(work, 'package.json'));
  const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): OutlineFont };
  const files = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  const weight = (w: number) =>
    readdirSync(files)
      .filter((f) => f.endsWith(`-${w}-normal.woff`))
      .map((f) => {
        const sfnt = woffToSfnt(readFileSync(join(files, f)));
        return opentype.parse(new Uint8Array(sfnt).buffer);
      });
  return { 400: weight(400), 700: weight(700) };
}

const FONTS = loadFonts();

/**
 * Path data is in whole units: an image's unit is at most about a device pixel where the site shows it (a 1600-wide
 * banner across a phone), and decimals doubled the size of the file.
 */
const num = (n: number) => String(Math.round(n) || 0);

/** Path data in relative commands (about half the size of absolute ones). */
function pathData(commands: PathCommand[]): string {
  let out = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const pair = (x: number, y: number) => `${num(x - cx)} ${num(y - cy)}`;
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    if (c.type === 'M') out += `m${pair(c.x, c.y)}`;
    else if (c.type === 'L') out += `l${pair(c.x, c.y)}`;
    else if (c.type === 'Q') out += `q${pair(c.x1, c.y1)} ${pair(c.x, c.y)}`;
    else out += `c${pair(c.x1, c.y1)} ${pair(c.x2, c.y2)} ${pair(c.x, c.y)}`;
    // continue from the rounded point, so rounding errors do not add up along the outline
    cx += Math.round(c.x - cx);
    cy += Math.round(c.y - cy);
    if (c.type === 'M') {
      sx = cx;
      sy = cy;
    }
  }
  return out.replace(/ -/g, '-');
}

/** `text` as one outline path starting (or, anchored at the end, ending) at x, on the baseline y. */
function outline(text: string, opts: { x: number; y: number; size: number; weight: 400 | 700; anchor?: 'end'; fill: string; opacity?: number }): string {
  const glyphs = [...text].map((ch) => {
    const font = FONTS[opts.weight].find((f) => f.charToGlyphIndex(ch) > 0);
    if (!font) throw new Error(`no glyph for ${JSON.stringify(ch)}`);
    return { font, glyph: font.charToGlyph(ch) };
  });
  const advance = (g: (typeof glyphs)[number]) => ((g.glyph.advanceWidth ?? 0) * opts.size) / g.font.unitsPerEm;
  let x = opts.anchor === 'end' ? opts.x - glyphs.reduce((w, g) => w + advance(g), 0) : opts.x;
  const commands: PathCommand[] = [];
  for (const g of glyphs) {
    commands.push(...g.glyph.getPath(x, opts.y, opts.size).commands);
    x += advance(g);
  }
  const opacity = opts.opacity === undefined ? '' : ` fill-opacity="${opts.opacity}"`;
  return `<path data-text="${esc(text)}" fill="${opts.fill}"${opacity} d="${pathData(commands)}"/>`;
}

function shapes(seed: number, w: number, h: number): string {
  // deterministic circles and a skyline-like band, so each image differs a little
  let out = '';
  let x = seed * 9301 + 49297;
  const rnd = () => ((x = (x * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < 6; i++) {
    out += `<circle cx="${Math.round(rnd() * w)}" cy="${Math.round(rnd() * h)}" r="${Math.round(20 + rnd() * h * 0.35)}" fill="#fff" fill-opacity="${(0.05 + rnd() * 0.08).toFixed(2)}"/>`;
  }
  let path = `M0 ${h}`;
  for (let px = 0; px <= w; px += w / 16) path += ` L${Math.round(px)} ${Math.round(h * (0.72 + rnd() * 0.14))}`;
  out += `<path d="${path} L${w} ${h} Z" fill="#000" fill-opacity="0.12"/>`;
  return out;
}

function svg(opts: { w: number; h: number; from: string; to: string; title: string; sub: string; seed: number; big?: boolean }): string {
  const { w, h, from, to, title, sub, seed, big } = opts;
  const t = big ? 64 : 44;
  const s = big ? 30 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(seed, w, h)}
${outline(title, { x: Math.round(w * 0.07), y: Math.round(h * 0.46), size: t, weight: 700, fill: '#fff' })}
${outline(sub, { x: Math.round(w * 0.07), y: Math.round(h * 0.46) + s + 22, size: s, weight: 400, fill: '#fff', opacity: 0.9 })}
${outline('示例图片 · Sample', { x: w - 24, y: h - 22, size: 18, weight: 400, anchor: 'end', fill: '#fff', opacity: 0.8 })}
</svg>
`;
}

const banners: [string, string, string, string, string][] = [
  ['school-zh', '#0b4f8a', '#1c7c9c', '选对学校，少走弯路', '三十余所学校的学费、课程与申请难度一目了然'],
  ['school-en', '#0b4f8a', '#1c7c9c', 'Find the right school', 'Tuition, curriculum and admission facts side by side'],
  ['ossd-zh', '#7a3b00', '#b8621b', '一图看懂 OSSD 毕业要求', '30 学分 · 40 小时社区服务 · 读写能力测试'],
  ['ossd-en', '#7a3b00', '#b8621b', 'The OSSD diploma, explained', '30 credits · 40 volunteer hours · the literacy test'],
  ['video-zh', '#3d2c8d', '#6a4fb6', '探校视频：走进校园', '足不出户，先看看教室、宿舍与操场'],
  ['video-en', '#3d2c8d', '#6a4fb6', 'Video school tours', 'See classrooms, residences and fields before you visit'],
];
banners.forEach(([name, from, to, title, sub], i) => {
  writeFileSync(join(here, 'banners', `${name}.svg`), svg({ w: 1600, h: 500, from, to, title, sub, seed: i + 1, big: true }));
});

const covers: [string, string, string, string, string][] = [
  ['ossd', '#7a3b00', '#b8621b', 'OSSD', '安大略省高中文凭'],
  ['university', '#1f3b73', '#3a6ea5', '大学申请', 'University applications'],
  ['visa', '#0b5d4b', '#2a8c6f', '签证与学签', 'Visas and study permits'],
  ['hongkong', '#8a1538', '#c2453f', '香港升学', 'Schools in Hong Kong'],
  ['boarding', '#5b2a86', '#8a56b8', '寄宿生活', 'Boarding life'],
  ['campus', '#1f4e79', '#2f7fb6', '校园探访', 'School visits'],
  ['life', '#355e3b', '#5f8f4e', '海外生活', 'Life abroad'],
  ['scholarship', '#7c5a00', '#b38b1d', '奖学金', 'Scholarships'],
  ['news', '#33475b', '#5b7691', '资讯', 'News'],
  ['story', '#6b2d5c', '#a44a8a', '学生故事', 'Student stories'],
  ['school-canada', '#a01c1c', '#d0433a', '加拿大学校', 'Schools in Canada'],
  ['school-hk', '#0e5a73', '#1b8aa6', '香港学校', 'Schools in Hong Kong'],
  ['school-mainland', '#23395b', '#406e8e', '国际学校', 'International schools'],
];
covers.forEach(([name, from, to, title, sub], i) => {
  writeFileSync(join(here, 'covers', `${name}.svg`), svg({ w: 800, h: 450, from, to, title, sub, seed: i + 11 }));
});
console.log(`${banners.length} banners, ${covers.length} covers written`);
