import { createReadStream, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '../../db/index';
import { dialectOf } from '../../db/index';
import { nowText } from '../../lib/time';
import { type ByteRange, type FileStore, isStorePath, PRIVATE_ROOT } from '../../lib/file-store';
import { existingFileInside, isInside } from './storage';

/** The implementations of lib/file-store.ts's `FileStore`: on disk and in the database. */

export const CHUNK_BYTES = 1024 * 1024;

/** The store the database implies: PostgreSQL keeps uploads in the database, SQLite on disk. */
export function defaultFileStore(db: Db, uploadDir: string, dataDir: string): FileStore {
  const disk = diskFileStore(uploadDir);
  // the seeded sample media ship with the code and are copied to every process's disk: read there as well
  return dialectOf(db) === 'postgres' ? databaseFileStore(db, join(dataDir, 'upload-tmp'), disk) : disk;
}

/**
 * The private store (school-authentication proofs): on disk DATA_DIR/private, outside the served upload root; in
 * the database the same tables under 'private/…' paths, which the static plugin and /common/download/resource refuse.
 * Paths given to it are relative to the private area ('proof/12/2026/…').
 */
export function privateFileStore(db: Db, dataDir: string): FileStore {
  if (dialectOf(db) !== 'postgres') return diskFileStore(join(dataDir, PRIVATE_ROOT));
  const inner = databaseFileStore(db, join(dataDir, 'upload-tmp'));
  const at = (relPath: string) => `${PRIVATE_ROOT}/${relPath}`;
  return {
    kind: 'database',
    tempPath: (relPath, id) => inner.tempPath(at(relPath), id),
    put: (relPath, tempFile, createBy) => inner.put(at(relPath), tempFile, createBy),
    open: (relPath) => inner.open(at(relPath)),
    remove: (relPath) => inner.remove(at(relPath)),
  };
}

export function diskFileStore(root: string): FileStore {
  const abs = (relPath: string) => {
    if (!isStorePath(relPath)) throw new Error(`bad store path ${relPath}`);
    const path = join(root, ...relPath.split('/'));
    if (!isInside(root, path)) throw new Error(`bad store path ${relPath}`);
    return path;
  };
  return {
    kind: 'disk',
    async tempPath(relPath, id) {
      // beside the target, so the final rename is atomic; dot files are never served
      const dir = dirname(abs(relPath));
      await mkdir(dir, { recursive: true });
      return join(dir, `.${id}.part`);
    },
    async put(relPath, tempFile) {
      await rename(tempFile, abs(relPath));
    },
    async open(relPath) {
      if (!isStorePath(relPath)) return null;
      const path = existingFileInside(root, abs(relPath));
      if (!path) return null;
      return { size: statSync(path).size, stream: (range) => createReadStream(path, range ? { start: range.start, end: range.end } : {}) };
    },
    async remove(relPath) {
      await unlink(abs(relPath)).catch(() => undefined);
    },
  };
}

/** `readFallback` answers `open` for paths the database does not hold (files shipped on every disk). */
export function databaseFileStore(db: Db, tempDir: string, readFallback?: FileStore): FileStore {
  mkdirSync(tempDir, { recursive: true });
  sweepStaleParts(tempDir);
  return {
    kind: 'database',
    async tempPath(_relPath, id) {
      return join(tempDir, `${id}.part`);
    },
    async put(relPath, tempFile, createBy = '') {
      if (!isStorePath(relPath)) throw new Error(`bad store path ${relPath}`);
      const fh = await open(tempFile, 'r');
      try {
        const { size } = await fh.stat();
        // one transaction: readers see the whole file or none of it
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('sys_file').values({ file_path: relPath, size, create_by: createBy.slice(0, 64), create_time: nowText() }).execute();
          const buf = Buffer.alloc(CHUNK_BYTES);
          for (let seq = 0, offset = 0; offset < size; seq++) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK_BYTES, offset);
            if (bytesRead === 0) break;
            await trx.insertInto('sys_file_chunk').values({ file_path: relPath, seq, data: Buffer.from(buf.subarray(0, bytesRead)) }).execute();
            offset += bytesRead;
          }
        });
      } finally {
        await fh.close();
        await unlink(tempFile).catch(() => undefined);
      }
    },
    async open(relPath) {
      if (!isStorePath(relPath)) return null;
      const row = await db.selectFrom('sys_file').select('size').where('file_path', '=', relPath).executeTakeFirst();
      if (!row) return readFallback ? readFallback.open(relPath) : null;
      const size = Number(row.size);
      return { size, stream: (range) => Readable.from(chunks(db, relPath, range ?? { start: 0, end: size - 1 })) };
    },
    async remove(relPath) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sys_file_chunk').where('file_path', '=', relPath).execute();
        await trx.deleteFrom('sys_file').where('file_path', '=', relPath).execute();
      });
    },
  };
}

const STALE_PART_MS = 60 * 60 * 1000;

/** Temporary files of uploads a crash interrupted (an upload in progress touches its file all the time). */
function sweepStaleParts(dir: string, now = Date.now()): void {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.part')) continue;
    try {
      const path = join(dir, name);
      if (statSync(path).mtimeMs < now - STALE_PART_MS) unlinkSync(path);
    } catch {
      // gone meanwhile, or not ours to remove
    }
  }
}

/** The bytes of `range` chunk by chunk, one query each (so a large file is never held in memory whole). */
async function* chunks(db: Db, relPath: string, range: ByteRange): AsyncGenerator<Buffer> {
  for (let seq = Math.floor(range.start / CHUNK_BYTES); seq * CHUNK_BYTES <= range.end; seq++) {
    const row = await db.selectFrom('sys_file_chunk').select('data').where('file_path', '=', relPath).where('seq', '=', seq).executeTakeFirst();
    if (!row) return;
    const data = Buffer.from(row.data);
    const from = Math.max(0, range.start - seq * CHUNK_BYTES);
    const to = Math.min(data.length, range.end - seq * CHUNK_BYTES + 1);
    if (to > from) yield data.subarray(from, to);
  }
}
