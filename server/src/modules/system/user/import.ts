import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { userEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { buildXlsx } from '../../common/excel';
import { zodMessage } from '../../../plugins/errors';
import { getConfigValue } from '../config/service';
import { checkUserAllowed, userLinks, userService } from './service';

/** The import columns (RuoYi SysUser @Excel type IMPORT) and how a cell becomes a body field. */
const COLUMNS = [
  { header: '部门编号', key: 'deptId' },
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email' },
  { header: '手机号码', key: 'phonenumber' },
  { header: '用户性别', key: 'sex', values: { 男: '0', 女: '1', 未知: '2' } as Record<string, string> },
  { header: '帐号状态', key: 'status', values: { 正常: '0', 停用: '1' } as Record<string, string>, also: '账号状态' },
] as const;

export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** POST /system/user/importTemplate: an empty sheet with the import columns. */
export function importTemplate(): Promise<Buffer> {
  return buildXlsx('用户数据', COLUMNS.map((c) => ({ header: c.header, value: () => '', width: 18 })), []);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return String(v).trim();
}

/** The rows of an uploaded sheet as body fields (by header name, so columns may come in any order). */
export async function readUserSheet(data: Buffer): Promise<Record<string, string>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ServiceError('导入文件不是有效的 xlsx 文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ServiceError('导入文件没有工作表');
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map(cellText);
  const index = new Map(COLUMNS.map((c) => [c.key, header.findIndex((h) => h === c.header || ('also' in c && h === c.also))]));
  if ((index.get('userName') ?? -1) < 0) throw new ServiceError('导入文件缺少"登录名称"列，请使用导入模板');
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as ExcelJS.CellValue[];
    const out: Record<string, string> = {};
    for (const c of COLUMNS) {
      const i = index.get(c.key) ?? -1;
      const text = i >= 0 ? cellText(values[i]) : '';
      out[c.key] = 'values' in c ? (c.values[text] ?? text) : text;
    }
    if (Object.values(out).some((v) => v !== '')) rows.push(out);
  });
  if (rows.length === 0) throw new ServiceError('导入用户数据不能为空！');
  if (rows.length > IMPORT_MAX_ROWS) throw new ServiceError(`一次最多导入${IMPORT_MAX_ROWS}条用户数据`);
  return rows;
}

/**
 * RuoYi importUser: each row is added (with the initial password) or, with `updateSupport`, an existing account is
 * updated (never user 1; only within the caller's scope; roles and posts kept). Rows that fail do not stop the rest;
 * the answer is RuoYi's HTML summary (values escaped), a refusal when any row failed.
 */
export async function importUsers(db: Db, request: FastifyRequest, rows: Record<string, string>[], updateSupport: boolean): Promise<string> {
  const by = request.loginUser!.userName;
  const password = (await getConfigValue(db, 'sys.user.initPassword')) || '123456';
  const ok: string[] = [];
  const failed: string[] = [];
  for (const row of rows) {
    const name = escapeHtml(row.userName || '（空）');
    try {
      const existing = row.userName
        ? await db.selectFrom('sys_user').select(['user_id']).where('user_name', '=', row.userName).where('del_flag', '=', '0').executeTakeFirst()
        : undefined;
      if (existing && !updateSupport) {
        failed.push(`账号 ${name} 已存在`);
        continue;
      }
      if (existing) {
        checkUserAllowed(existing.user_id);
        const { roleIds, postIds } = await userLinks(db, existing.user_id);
        const body = userEntity.body.parse({ ...row, roleIds, postIds });
        await userService.update({ db, by, request }, existing.user_id, body);
        ok.push(`账号 ${name} 更新成功`);
      } else {
        const body = userEntity.body.parse({ ...row, password });
        await userService.insert({ db, by, request }, body);
        ok.push(`账号 ${name} 导入成功`);
      }
    } catch (err) {
      const why = err instanceof ServiceError ? err.message : err instanceof Error && 'issues' in err ? zodMessage(err as never) : '导入失败';
      failed.push(`账号 ${name} 导入失败：${escapeHtml(why)}`);
    }
  }
  if (failed.length) {
    throw new ServiceError(`很抱歉，导入失败！共 ${failed.length} 条数据格式不正确，错误如下：${failed.map((f, i) => `<br/>${i + 1}、${f}`).join('')}`);
  }
  return `恭喜您，数据已全部导入成功！共 ${ok.length} 条，数据如下：${ok.map((s, i) => `<br/>${i + 1}、${s}`).join('')}`;
}
