import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { privateFileStore } from '../../server/src/modules/common/file-store';
import { privatizeLegacyProofs } from '../../server/src/modules/school-auth/proofs';
import { createRole, createTestServer, createUser, get, login, post, setConfig, TINY_PNG, type TestServer, uploadFile, uploadProof } from './helpers';

/** School-authentication proofs are private: stored outside the public upload tree, sent only to their owner or reviewers. */
let t: TestServer;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let reviewer: string;
let noPerm: string;
let authId: number;
let pngPath: string;
let txtPath: string;

const SUBMIT = '/bbs/submitweb';
const fetchFile = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const envelope = (res: { headers: Record<string, unknown>; json(): unknown }) => res.json() as { code: number; msg: string };

async function newMember(name: string) {
  const id = await createUser(t, { userName: name, userType: '01', roleIds: [MEMBER_ROLE_ID] });
  return { id, token: await login(t, name) };
}

/** A role holding only the given permissions. */
async function roleWith(key: string, perms: string[]) {
  const menus = await t.db.selectFrom('sys_menu').select('menu_id').where('perms', 'in', perms).execute();
  expect(menus).toHaveLength(perms.length);
  const roleId = await createRole(t, { key, menuIds: menus.map((m) => m.menu_id) });
  await createUser(t, { userName: key, roleIds: [roleId] });
  return login(t, key);
}

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  owner = await newMember('proofowner');
  other = await newMember('proofother');
  reviewer = await roleWith('proof_reviewer', ['bbs:schoolAuth:query']);
  noPerm = await roleWith('proof_lister', ['bbs:schoolAuth:list']);
  pngPath = await uploadProof(t, owner.token);
  txtPath = await uploadProof(t, owner.token, 'note.txt', Buffer.from('在职证明 proof of employment'), 'text/plain');
  const school = await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id').executeTakeFirstOrThrow();
  const res = await post(t, `${SUBMIT}/addSchoolAuthInfo`, {
    schoolId: school.school_id, role: '2', realName: '李老师', phone: '13800002222', proofFiles: [pngPath, txtPath], remark: '',
  }, { token: owner.token });
  expect(res.body.code).toBe(200);
  authId = res.body.data.authId;
});
afterAll(async () => {
  await t?.close();
});

describe('proof uploads are private', () => {
  it('answers a private path named after the uploader, stored outside the public upload tree', async () => {
    expect(pngPath).toMatch(new RegExp(`^proof/${owner.id}/\\d{4}/\\d{2}/\\d{2}/[0-9a-f]{32}\\.png$`));
    if (t.dialect === 'sqlite') {
      expect(existsSync(join(t.config.dataDir, 'private', ...pngPath.split('/')))).toBe(true);
      expect(existsSync(join(t.config.uploadDir, ...pngPath.split('/')))).toBe(false);
    } else {
      const row = await t.db.selectFrom('sys_file').select('file_path').where('file_path', '=', `private/${pngPath}`).executeTakeFirst();
      expect(row).toBeDefined();
    }
  });

  it('has no public address: /profile/… and /common/download/resource answer 404 or refuse', async () => {
    for (const url of [`/profile/${pngPath}`, `/profile/private/${pngPath}`, `/prod-api/profile/private/${pngPath}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const admin = await login(t, 'admin');
    const res = await get(t, `/common/download/resource?resource=${encodeURIComponent(`/profile/private/${pngPath}`)}`, { token: admin });
    expect(res.body.code).toBe(500);
  });
});

describe('GET /bbs/schoolAuth/{id}/file/{n}', () => {
  it('sends the owner the document, with a safe type, inline for images, nosniff and no caching', async () => {
    const res = await fetchFile(`/bbs/schoolAuth/${authId}/file/1`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="proof-1.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('sends other documents as opaque downloads', async () => {
    const res = await fetchFile(`/bbs/schoolAuth/${authId}/file/2`, owner.token);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="proof-2.txt"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends it to a holder of bbs:schoolAuth:query', async () => {
    const res = await fetchFile(`/bbs/schoolAuth/${authId}/file/1`, reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses another member, staff without the permission, and anonymous callers', async () => {
    expect(envelope(await fetchFile(`/bbs/schoolAuth/${authId}/file/1`, other.token))).toEqual({ code: 403, msg: '没有权限访问该文件' });
    expect(envelope(await fetchFile(`/bbs/schoolAuth/${authId}/file/1`, noPerm)).code).toBe(403);
    expect(envelope(await fetchFile(`/bbs/schoolAuth/${authId}/file/1`)).code).toBe(401);
  });

  it('does not tell strangers whether an application exists; reviewers get 404 for what is missing', async () => {
    // the same answer for a missing application as for someone else's
    expect(envelope(await fetchFile('/bbs/schoolAuth/99999999/file/1', other.token))).toEqual({ code: 403, msg: '没有权限访问该文件' });
    expect(envelope(await fetchFile('/bbs/schoolAuth/99999999/file/1', reviewer)).code).toBe(404);
    expect(envelope(await fetchFile(`/bbs/schoolAuth/${authId}/file/3`, owner.token)).code).toBe(404);
    expect(envelope(await fetchFile(`/bbs/schoolAuth/${authId}/file/0`, owner.token)).code).toBe(500);
  });
});

describe('applications written before proofs were private', () => {
  it('are moved into the private store: the row points there, the public copy is gone, the route sends the file', async () => {
    const publicPath = await uploadFile(t, other.token, 'old.png');
    expect((await t.app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(200);
    const school = await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id', 'desc').executeTakeFirstOrThrow();
    const { auth_id } = await t.db
      .insertInto('bbs_school_auth')
      .values({
        user_id: other.id, school_id: school.school_id, role: '2', real_name: '旧申请', phone: '13800003333',
        proof_files: JSON.stringify([{ name: 'old.png', url: publicPath }]), remark: '', status: '1', create_by: 'proofother', create_time: '2025-01-01 00:00:00',
      })
      .returning('auth_id')
      .executeTakeFirstOrThrow();

    expect(await privatizeLegacyProofs(t.db, t.app.files, privateFileStore(t.db, t.config.dataDir))).toBe(1);
    const row = await t.db.selectFrom('bbs_school_auth').select('proof_files').where('auth_id', '=', auth_id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.proof_files)).toEqual([{ name: 'old.png', path: `proof/${other.id}/legacy/${publicPath.replace('/profile/', '')}` }]);
    expect((await t.app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(404);
    const res = await fetchFile(`/bbs/schoolAuth/${auth_id}/file/1`, other.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    // a second run finds nothing left to move
    expect(await privatizeLegacyProofs(t.db, t.app.files, privateFileStore(t.db, t.config.dataDir))).toBe(0);
  });
});
