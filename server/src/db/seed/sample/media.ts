import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The committed sample media (server/sample-media: videos, posters, banners, covers). */
export const SAMPLE_MEDIA_DIR = fileURLToPath(new URL('../../../../sample-media/', import.meta.url));
const FOLDERS = ['videos', 'posters', 'banners', 'covers'] as const;
type Folder = (typeof FOLDERS)[number];

/** Where the seed's rows point: files under DATA_DIR/upload/sample/ are served at /profile/sample/. */
export function sampleUrl(folder: Folder, file: string): string {
  return `/profile/sample/${folder}/${file}`;
}

/**
 * Copies the sample media into `<uploadDir>/sample/` when missing, different in size or older than the source, so
 * the seeded rows' `/profile/sample/...` paths resolve on every server that shares the database, with a `.gz` beside
 * each SVG.
 * Cheap when already there.
 * A failure (read-only disk) is reported and does not stop the server: only the sample media would be missing.
 */
export function ensureSampleMedia(uploadDir: string): void {
  try {
    for (const folder of FOLDERS) {
      const from = join(SAMPLE_MEDIA_DIR, folder);
      if (!existsSync(from)) continue;
      const to = join(uploadDir, 'sample', folder);
      mkdirSync(to, { recursive: true });
      for (const name of readdirSync(from)) {
        const src = join(from, name);
        const dest = join(to, name);
        // a copy is newer than its source (copyFileSync does not keep times); a checkout that changes a file makes
        // the source newer, also when its size stays the same
        const source = statSync(src);
        const copy = existsSync(dest) ? statSync(dest) : null;
        const changed = !copy || copy.size !== source.size || copy.mtimeMs < source.mtimeMs;
        if (changed) copyFileSync(src, dest);
        // the SVGs (text) also gzipped beside them: the upload route sends that to a browser that accepts it
        if (name.endsWith('.svg') && (changed || !existsSync(`${dest}.gz`))) writeFileSync(`${dest}.gz`, gzipSync(readFileSync(src), { level: 9 }));
      }
    }
  } catch (err) {
    console.warn(`sample media not copied to ${uploadDir}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
