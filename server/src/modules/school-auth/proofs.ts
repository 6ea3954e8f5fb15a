import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { contentTypeOf, extensionOf, IMAGE_EXTENSIONS } from '../../lib/file-type';
import { type FileStore, isStorePath } from '../../lib/file-store';
import { ServiceError } from '../../lib/result';
import { num } from '../bbs/query';
import { profileRelativePath } from '../common/storage';

/**
 * School-authentication proof documents are private: they are uploaded straight into the private store
 * (`privateFileStore`: DATA_DIR/private on disk, 'private/…' rows in the database store), under
 * 'proof/<uploader's user id>/YYYY/MM/DD/<hex>.<ext>', and only `GET /bbs/schoolAuth/{id}/file/{n}` sends them,
 * to the application's owner or a holder of `bbs:schoolAuth:query`.
 * bbs_school_auth.proof_files holds `[{name, path}]` (path in the private store); rows written before this
 * held `[{name, url: '/profile/…'}]` and are moved by `privatizeLegacyProofs` when the server starts.
 */
export const PROOF_MSG = {
  fileBad: msg('文件路径不正确', 'The file path is not valid'),
  fileMissing: msg('文件不存在，请重新上传', 'The file does not exist; upload it again'),
  fileNotYours: msg('只能使用您自己上传的文件', 'Use files you uploaded yourself'),
  forbidden: msg('没有权限访问该文件', 'You may not open this file'),
  notFound: msg('文件不存在', 'The file does not exist'),
} as const;

export interface StoredProof {
  name: string;
  /** the path in the private store; '' when the file was lost (a legacy file missing when it was moved) */
  path: string;
}

/** The private-store directory of a member's proofs (saveUpload's `kind`). */
export const proofKind = (userId: number) => `proof/${userId}`;

/** The stored entries of a proof_files column, legacy ones (`url`) with path ''. */
export function storedProofs(json: string): (StoredProof & { url?: string })[] {
  try {
    const v: unknown = JSON.parse(json);
    if (!Array.isArray(v)) return [];
    return v
      .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
      .map((f) => ({
        name: String(f.name ?? ''),
        path: typeof f.path === 'string' ? f.path : '',
        ...(typeof f.url === 'string' ? { url: f.url } : {}),
      }));
  } catch {
    return [];
  }
}

/** The API's address of the n-th (1-based) proof of application `authId`. */
export const proofUrl = (authId: number, n: number) => `/bbs/schoolAuth/${authId}/file/${n}`;

/** The proof entries to store for the paths a member submits: each one of the member's own private uploads. */
export async function ownProofs(proofs: FileStore, userId: number, paths: readonly string[]): Promise<StoredProof[]> {
  const out: StoredProof[] = [];
  for (const path of [...new Set(paths)]) {
    if (!isStorePath(path) || !path.startsWith('proof/')) throw new ServiceError(PROOF_MSG.fileBad);
    if (!path.startsWith(`${proofKind(userId)}/`)) throw new ServiceError(PROOF_MSG.fileNotYours);
    if (!(await proofs.open(path))) throw new ServiceError(PROOF_MSG.fileMissing);
    out.push({ name: basename(path), path });
  }
  return out;
}

/** Browsers may show images and PDFs; everything else is a download of opaque bytes. */
const INLINE = new Set<string>([...IMAGE_EXTENSIONS, 'pdf']);

/**
 * GET /bbs/schoolAuth/{id}/file/{n}: the caller must own the live application or hold `bbs:schoolAuth:query`;
 * anyone else gets 403 whether or not the application exists.
 */
export async function sendProof(
  db: Db,
  proofs: FileStore,
  reply: FastifyReply,
  who: { userId: number; staff: boolean },
  authId: number,
  n: number,
): Promise<FastifyReply> {
  const row = await db.selectFrom('bbs_school_auth').select(['user_id', 'proof_files']).where('auth_id', '=', authId).where('del_flag', '=', '0').executeTakeFirst();
  if (!who.staff && (!row || num(row.user_id) !== who.userId)) throw new ServiceError(PROOF_MSG.forbidden, 403);
  const entry = row ? storedProofs(row.proof_files)[n - 1] : undefined;
  const file = entry?.path ? await proofs.open(entry.path) : null;
  if (!entry || !file) throw new ServiceError(PROOF_MSG.notFound, 404);
  const ext = extensionOf(entry.path);
  const inline = INLINE.has(ext);
  return reply
    .code(200)
    .header('content-type', inline ? contentTypeOf(ext) : 'application/octet-stream')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="proof-${n}.${ext}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', file.size)
    .send(file.stream());
}

/** Copies a file from one store to another under `to`. */
async function copyBetween(from: FileStore, rel: string, to: FileStore, target: string, createBy: string): Promise<boolean> {
  const file = await from.open(rel);
  if (!file) return false;
  const tmp = await to.tempPath(target, randomBytes(16).toString('hex'));
  try {
    await pipeline(file.stream(), createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
    await to.put(target, tmp, createBy);
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  return true;
}

/**
 * Startup step: applications whose proofs still point at public `/profile/…` files get them copied into the
 * private store (proof/<user id>/legacy/<old path>) and the row rewritten; the public copy is then removed unless
 * a school uses the same file as its cover (a member could once pick one upload for both). A file already gone is
 * kept as an entry without a path (its download answers 404). Returns how many applications were rewritten.
 */
export async function privatizeLegacyProofs(
  db: Db, files: FileStore, proofs: FileStore, onError?: (err: unknown, authId: number) => void,
): Promise<number> {
  const rows = await db.selectFrom('bbs_school_auth').select(['auth_id', 'user_id', 'proof_files', 'create_by']).where('proof_files', 'like', '%"url"%').execute();
  let moved = 0;
  for (const row of rows) {
    try {
      if (await privatizeRow(db, files, proofs, row)) moved++;
    } catch (err) {
      // one application that cannot be moved now (another process moving it, a broken file) stays as it was
      onError?.(err, num(row.auth_id));
    }
  }
  return moved;
}

async function privatizeRow(
  db: Db, files: FileStore, proofs: FileStore, row: { auth_id: number; user_id: number; proof_files: string; create_by: string | null },
): Promise<boolean> {
  const publicPaths: string[] = [];
  const next: StoredProof[] = [];
  for (const e of storedProofs(row.proof_files)) {
    const rel = e.url ? profileRelativePath(e.url) : null;
    if (!e.url || e.path || !rel) {
      next.push({ name: e.name, path: e.path });
      continue;
    }
    const target = `${proofKind(num(row.user_id))}/legacy/${rel}`;
    const copied = (await proofs.open(target)) ? true : await copyBetween(files, rel, proofs, target, row.create_by ?? '');
    next.push({ name: e.name || basename(rel), path: copied ? target : '' });
    if (copied) publicPaths.push(rel);
  }
  const r = await db
    .updateTable('bbs_school_auth')
    .set({ proof_files: JSON.stringify(next) })
    .where('auth_id', '=', row.auth_id)
    .where('proof_files', '=', row.proof_files)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  for (const rel of publicPaths) {
    const cover = await db.selectFrom('bbs_school').select('school_id').where('cover', '=', `/profile/${rel}`).executeTakeFirst();
    if (!cover) await files.remove(rel);
  }
  return true;
}
