import type { Readable } from 'node:stream';

/**
 * Where uploads are kept, behind one small interface, so that every server process serves every file:
 * - `disk`: the profile root (DATA_DIR/upload), the default on SQLite (one process owns the database file);
 * - `database`: `sys_file` + `sys_file_chunk` (1 MB chunks), the default on PostgreSQL, so several processes
 *   (each with its own DATA_DIR) on one database see the same files. An S3-compatible store would be a third
 *   implementation of the same interface.
 * Paths are relative to the profile root: 'upload/2026/11/24/<hex>.png' is served as /profile/upload/….
 */
export interface FileStore {
  readonly kind: 'disk' | 'database';
  /** where to write an incoming file before it is checked (local, per process) */
  tempPath(relPath: string, id: string): Promise<string>;
  /** takes a checked temporary file in under `relPath` (the temporary file is gone afterwards) */
  put(relPath: string, tempFile: string, createBy?: string): Promise<void>;
  /** the file's size and a stream of its bytes; null when there is no such file */
  open(relPath: string): Promise<StoredFile | null>;
  remove(relPath: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  /** the bytes, or those of `range` (inclusive offsets, within the file) */
  stream(range?: ByteRange): Readable;
}

export interface ByteRange {
  start: number;
  /** inclusive */
  end: number;
}

/** A relative path as stored: segments of safe characters, no dot files, no `..`. */
export function isStorePath(relPath: string): boolean {
  const segments = relPath.split('/');
  return relPath.length <= 255 && segments.length > 1 && segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s) && !s.includes('..'));
}

/**
 * The private area of a store: paths under 'private/' (the database store keeps private files beside the public
 * ones) are never served under /profile/* nor by /common/download/resource, only by routes that check who asks.
 */
export const PRIVATE_ROOT = 'private';

export function isPrivateStorePath(relPath: string): boolean {
  return relPath.split('/')[0] === PRIVATE_ROOT;
}

/**
 * A `Range` header with one byte range → that range (clamped to the file); null when absent or not a single
 * byte range (then the whole file is sent); 'unsatisfiable' when it lies outside the file (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
