import { randomBytes } from 'node:crypto';
import { createWriteStream, realpathSync, statSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { API_PREFIX } from '../../plugins/api-prefix';
import { nowText } from '../../lib/time';
import { extensionOf, matchesSignature, SIGNATURE_BYTES } from '../../lib/file-type';
import { type FileStore, isPrivateStorePath } from '../../lib/file-store';
import { reserveUpload, type UploadReservation } from './limits';

/**
 * Where uploads live and how they are named. `config.uploadDir` (DATA_DIR/upload) is RuoYi's "profile" root,
 * served at `/profile/*`; files go to `<root>/<kind>/YYYY/MM/DD/<32 hex>.<ext>` and are addressed as
 * `/profile/<kind>/YYYY/MM/DD/<name>`. Temporary downloads (GET /common/download) live in DATA_DIR/download,
 * outside the served tree.
 */
export const PROFILE_PREFIX = '/profile';
export const MB = 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 100;

export const UPLOAD_MSG = {
  noFile: '上传文件异常，请联系管理员',
  noImage: '上传图片异常，请联系管理员',
  nameTooLong: `上传的文件名最长${MAX_FILE_NAME_LENGTH}个字符`,
  badExtension: (name: string, ext: string, allowed: readonly string[]) =>
    `文件[${name}]后缀[${ext}]不正确，请上传[${allowed.join(', ')}]格式`,
  tooLarge: (maxMb: number) => `上传的文件大小超出限制的文件大小！允许的文件最大大小是：${maxMb}MB！`,
  badContent: (name: string) => `文件[${name}]的内容与扩展名不符，请上传真实的文件`,
  empty: '上传文件不能为空',
} as const;

/** DATA_DIR/download: files meant for one GET /common/download (e.g. generated exports). */
export function downloadDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'download');
}

/**
 * Multipart parsing for one route plugin (encapsulated: only that plugin's routes accept multipart).
 * Parsed lazily by `saveUpload`; the global limits here are an outer bound, each call sets its own size.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
}

export interface UploadRules {
  /** the multipart field that carries the file ('file', 'avatarfile') */
  field: string;
  /** sub-directory of the profile root: 'upload', 'avatar' */
  kind: string;
  extensions: readonly string[];
  maxBytes: number;
  /** message when no file arrives */
  missing: string;
}

export interface SavedUpload {
  /** '<hex>': the random id the file is stored under (its name without the extension) */
  id: string;
  /** '/profile/upload/2026/11/23/<hex>.png' */
  fileName: string;
  /** '<hex>.png' */
  newFileName: string;
  /** the name the client sent */
  originalFilename: string;
  size: number;
}

/** Who uploads, for the hourly quota (modules/common/limits.ts). */
export interface UploadOwner {
  db: Db;
  userId: number;
  userName: string;
}

/** Reads what is left of a part so the request completes normally after a refusal. */
async function discard(part: MultipartFile): Promise<void> {
  part.file.resume();
  if (part.file.readableEnded || part.file.destroyed) return;
  await new Promise<void>((done) => {
    part.file.once('end', done);
    part.file.once('close', done);
    part.file.once('error', () => done());
  });
}

async function readHead(path: string): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SIGNATURE_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** An upper bound of the file's size before it arrives: the request's Content-Length, else the route's maximum. */
function declaredBytes(request: FastifyRequest, maxBytes: number): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0 ? Math.min(length, maxBytes) : maxBytes;
}

/**
 * Receives the one file of a multipart request and stores it under a generated name, after checking, in order:
 * field present, name length, extension allowed, the owner's hourly quota (a slot and the declared bytes are
 * reserved atomically before any byte is stored, and given back if the upload fails), size within the limit
 * (streamed, never buffered whole), not empty, and the content's signature matching the extension.
 * Any refusal leaves nothing stored.
 */
export async function saveUpload(request: FastifyRequest, store: FileStore, rules: UploadRules, owner?: UploadOwner): Promise<SavedUpload> {
  if (!request.isMultipart()) throw new ServiceError(rules.missing);
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw new ServiceError(rules.missing);
  const refuse = async (message: string): Promise<never> => {
    await discard(part);
    throw new ServiceError(message);
  };
  if (part.fieldname !== rules.field || !part.filename) return refuse(rules.missing);
  const originalFilename = part.filename;
  if (originalFilename.length > MAX_FILE_NAME_LENGTH) return refuse(UPLOAD_MSG.nameTooLong);
  const ext = extensionOf(originalFilename);
  if (!ext || !rules.extensions.includes(ext)) return refuse(UPLOAD_MSG.badExtension(originalFilename, ext, rules.extensions));

  let reservation: UploadReservation | undefined;
  if (owner) {
    try {
      reservation = await reserveUpload(owner.db, owner.userId, declaredBytes(request, rules.maxBytes));
    } catch (err) {
      if (err instanceof ServiceError) return refuse(err.message);
      throw err;
    }
  }

  const [date] = nowText().split(' ');
  const [yyyy, mm, dd] = date.split('-');
  const id = randomBytes(16).toString('hex');
  const newFileName = `${id}.${ext}`;
  const relPath = `${rules.kind}/${yyyy}/${mm}/${dd}/${newFileName}`;
  const tmp = await store.tempPath(relPath, id);

  try {
    await pipeline(part.file, createWriteStream(tmp, { flags: 'wx', mode: 0o644 }));
    if (part.file.truncated) throw new ServiceError(UPLOAD_MSG.tooLarge(Math.round(rules.maxBytes / MB)));
    const size = statSync(tmp).size;
    if (size === 0) throw new ServiceError(UPLOAD_MSG.empty);
    if (!matchesSignature(ext, await readHead(tmp))) throw new ServiceError(UPLOAD_MSG.badContent(originalFilename));
    await store.put(relPath, tmp, owner?.userName);
    await reservation?.commit(size);
    return { id, fileName: `${PROFILE_PREFIX}/${relPath}`, newFileName, originalFilename, size };
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    await reservation?.release();
    throw err;
  }
}

/** Is `child` strictly inside `root` (both absolute, symlinks resolved)? */
export function isInside(root: string, child: string): boolean {
  const r = resolve(root);
  const c = resolve(child);
  return c.startsWith(r.endsWith(sep) ? r : r + sep);
}

/** The real path of an existing regular file inside `root`, or null (missing, a directory, or escaping via a symlink). */
export function existingFileInside(root: string, path: string): string | null {
  try {
    if (!isInside(root, path)) return null;
    const real = realpathSync(path);
    if (!isInside(realpathSync(root), real)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * `/profile/upload/2026/01/01/x.png` (or with the `/prod-api` base in front) → 'upload/2026/01/01/x.png', the path
 * under the profile root (a FileStore path); null for anything else: other prefixes, `..` or `.` segments,
 * dot files, backslashes, NUL, empty segments, the private area ('private/…').
 */
export function profileRelativePath(resource: string): string | null {
  let path = resource.trim();
  if (path.startsWith(`${API_PREFIX}/`)) path = path.slice(API_PREFIX.length);
  if (!path.startsWith(`${PROFILE_PREFIX}/`)) return null;
  const rest = path.slice(PROFILE_PREFIX.length + 1);
  if (!rest || /[\\\0]/.test(rest)) return null;
  const segments = rest.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  // the private area is never addressed by a public /profile path
  if (isPrivateStorePath(rest)) return null;
  return rest;
}

/** The same as an absolute path under `uploadRoot`, or null. */
export function profileResourcePath(uploadRoot: string, resource: string): string | null {
  const rel = profileRelativePath(resource);
  if (rel === null) return null;
  const abs = join(uploadRoot, ...rel.split('/'));
  return isInside(uploadRoot, abs) ? abs : null;
}
