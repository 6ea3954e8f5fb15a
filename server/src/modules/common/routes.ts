import { open, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CommonUploadResponse } from '../../../../src/shared/contract/index';
import { ServiceError, success } from '../../lib/result';
import { BusinessType } from '../../plugins/oper-log';
import { attachmentHeaders } from './http-file';
import { extensionOf, UPLOAD_EXTENSIONS } from '../../lib/file-type';
import type { StoredFile } from '../../lib/file-store';
import {
  downloadDir, existingFileInside, MB, profileRelativePath, registerMultipart, saveUpload, UPLOAD_MSG,
} from './storage';

/** RuoYi's default upload limit (contract 3.7). */
export const COMMON_UPLOAD_MAX_BYTES = 50 * MB;

export const DOWNLOAD_MSG = {
  illegalName: (name: string) => `文件名称(${name})非法，不允许下载。`,
  illegalResource: (resource: string) => `资源文件(${resource})非法，不允许下载。`,
  missing: '文件不存在或已被删除',
} as const;

const downloadQuery = z.object({
  fileName: z.string({ error: '文件名称不能为空' }).trim().min(1, '文件名称不能为空').max(255),
  delete: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['true', 'false', '1', '0', '']).optional().catch('false')),
});

const resourceQuery = z.object({
  resource: z.string({ error: '资源路径不能为空' }).trim().min(1, '资源路径不能为空').max(500),
});

/** A plain file name with an allowed extension: no path separators, no dot files, no `..`. */
function isPlainDownloadName(name: string): boolean {
  return (
    /^[^/\\\0:]+$/.test(name) &&
    !name.startsWith('.') &&
    !name.includes('..') &&
    (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))
  );
}

/**
 * Streams a file as an attachment. With `removeAfter` the file is unlinked once opened: the open handle keeps
 * the bytes readable until the stream ends (POSIX), and nobody else can fetch it again.
 */
async function sendAttachment(reply: FastifyReply, path: string, downloadName: string, removeAfter = false): Promise<FastifyReply> {
  const fh = await open(path, 'r');
  const stream = fh.createReadStream();
  if (removeAfter) {
    await unlink(path).catch(() => {
      // platforms that cannot unlink an open file: remove it when the stream is done
      stream.once('close', () => void unlink(path).catch(() => undefined));
    });
  }
  for (const [k, v] of Object.entries(attachmentHeaders(downloadName))) reply.header(k, v);
  return reply.type('application/octet-stream').send(stream);
}

/** A stored upload (any FileStore) as an attachment. */
function sendStoredAttachment(reply: FastifyReply, file: StoredFile, downloadName: string): FastifyReply {
  for (const [k, v] of Object.entries(attachmentHeaders(downloadName))) reply.header(k, v);
  return reply.type('application/octet-stream').header('content-length', file.size).send(file.stream());
}

/**
 * RuoYi CommonController: POST /common/upload, GET /common/download, GET /common/download/resource.
 * Logged-in users only (members upload forum images too); no extra permission, as in RuoYi.
 */
export const commonRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app, COMMON_UPLOAD_MAX_BYTES);

  app.post('/common/upload', {
    config: { operLog: { title: '通用上传', businessType: BusinessType.OTHER } },
  }, async (request): Promise<CommonUploadResponse> => {
    const user = request.loginUser!;
    const saved = await saveUpload(request, app.files, {
      field: 'file',
      kind: 'upload',
      extensions: UPLOAD_EXTENSIONS,
      maxBytes: COMMON_UPLOAD_MAX_BYTES,
      missing: UPLOAD_MSG.noFile,
    }, { db: app.db, userId: user.userId, userName: user.userName });
    return success({
      url: `${request.protocol}://${request.host}${saved.fileName}`,
      fileName: saved.fileName,
      fileId: saved.id,
      newFileName: saved.newFileName,
      originalFilename: saved.originalFilename,
    });
  });

  /** A temporary file from DATA_DIR/download; the saved name drops the unique prefix up to the first '_'. */
  app.get('/common/download', async (request, reply) => {
    const q = downloadQuery.parse(request.query);
    if (!isPlainDownloadName(q.fileName)) throw new ServiceError(DOWNLOAD_MSG.illegalName(q.fileName));
    const dir = downloadDir(app.config);
    const path = existingFileInside(dir, join(dir, q.fileName));
    if (!path) throw new ServiceError(DOWNLOAD_MSG.missing);
    const realName = q.fileName.slice(q.fileName.indexOf('_') + 1) || q.fileName;
    return sendAttachment(reply, path, realName, q.delete === 'true' || q.delete === '1');
  });

  /** A stored upload by its `/profile/...` path, confined to the upload root. */
  app.get('/common/download/resource', async (request, reply) => {
    const { resource } = resourceQuery.parse(request.query);
    const rel = profileRelativePath(resource);
    if (!rel || !(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(rel))) {
      throw new ServiceError(DOWNLOAD_MSG.illegalResource(resource));
    }
    const file = await app.files.open(rel);
    if (!file) throw new ServiceError(DOWNLOAD_MSG.missing);
    return sendStoredAttachment(reply, file, basename(rel));
  });
};
