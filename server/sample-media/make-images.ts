/**
 * Regenerates the sample banners and cover images (plain SVG, committed):
 *   npx tsx server/sample-media/make-images.ts
 * Simple gradients, shapes and a bilingual label; every one says it is a sample.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei','Source Han Sans SC',system-ui,sans-serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
<text x="${Math.round(w * 0.07)}" y="${Math.round(h * 0.46)}" font-family="${FONT}" font-size="${t}" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="${Math.round(w * 0.07)}" y="${Math.round(h * 0.46) + s + 22}" font-family="${FONT}" font-size="${s}" fill="#fff" fill-opacity="0.9">${esc(sub)}</text>
<text x="${w - 24}" y="${h - 22}" text-anchor="end" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity="0.8">示例图片 · Sample</text>
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
