import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DICT_TYPES } from '@shared/contract';
import { createTestServer, get, login, setConfig, type TestServer } from './helpers';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  token = await login(t, 'editor');
});
afterAll(async () => {
  await t?.close();
});

const DICT_KEYS = ['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'dictType', 'cssClass', 'listClass', 'isDefault', 'status', 'remark', 'createTime'].sort();

describe('GET /system/dict/data/dictTypeTwoNoLogin/{type}', () => {
  it.each(PUBLIC_DICT_TYPES)('serves %s anonymously, enabled rows in dict_sort order', async (type) => {
    const res = await get(t, `/system/dict/data/dictTypeTwoNoLogin/${type}`);
    expect(res.body.code).toBe(200);
    const rows = res.body.data as { dictSort: number; dictType: string }[];
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((r) => r.dictType === type)).toBe(true);
    expect(rows.map((r) => r.dictSort)).toEqual([...rows.map((r) => r.dictSort)].sort((a, b) => a - b));
    expect(Object.keys(rows[0]).sort()).toEqual(DICT_KEYS);
  });

  it('has the school types the public filters offer', async () => {
    const rows = (await get(t, '/system/dict/data/dictTypeTwoNoLogin/bbs_school_type')).body.data as { dictLabel: string }[];
    expect(rows.map((r) => r.dictLabel)).toEqual(expect.arrayContaining(['公立学校', '私立学校', '国际学校', '教会学校', '寄宿学校']));
  });

  it('leaves out disabled entries', async () => {
    await t.db.updateTable('sys_dict_data').set({ status: '1' }).where('dict_type', '=', 'application_difficulty').where('dict_value', '=', '4').execute();
    const rows = (await get(t, '/system/dict/data/dictTypeTwoNoLogin/application_difficulty')).body.data as { dictValue: string }[];
    expect(rows.map((r) => r.dictValue)).toEqual(['1', '2', '3']);
  });

  it('refuses other dict types with 403, even to a logged-in caller', async () => {
    for (const type of ['sys_user_sex', 'sys_oper_type', 'nonexistent']) {
      expect((await get(t, `/system/dict/data/dictTypeTwoNoLogin/${type}`)).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
    expect((await get(t, '/system/dict/data/dictTypeTwoNoLogin/sys_user_sex', { token })).body.code).toBe(403);
  });
});

describe('GET /system/dict/data/type/{type}', () => {
  it('requires a login', async () => {
    expect((await get(t, '/system/dict/data/type/sys_user_sex')).body).toEqual({
      code: 401,
      msg: '请求访问：/system/dict/data/type/sys_user_sex，认证失败，无法访问系统资源',
    });
  });

  it('serves any type to any logged-in user, with the seed values of the contract', async () => {
    const sex = (await get(t, '/system/dict/data/type/sys_user_sex', { token })).body;
    expect(sex.code).toBe(200);
    expect(sex.data.map((d: { dictValue: string; dictLabel: string; isDefault: string }) => [d.dictValue, d.dictLabel, d.isDefault])).toEqual([
      ['0', '男', 'Y'], ['1', '女', 'N'], ['2', '未知', 'N'],
    ]);
    const oper = (await get(t, '/system/dict/data/type/sys_oper_type', { token })).body.data as { dictValue: string; dictLabel: string; listClass: string }[];
    expect(oper.map((d) => `${d.dictValue}=${d.dictLabel}:${d.listClass}`)).toEqual([
      '0=其他:info', '1=新增:info', '2=修改:info', '3=删除:danger', '4=授权:primary',
      '5=导出:warning', '6=导入:warning', '7=强退:danger', '8=生成代码:warning', '9=清空数据:danger',
    ]);
    const status = (await get(t, '/system/dict/data/type/sys_common_status', { token })).body.data as { dictValue: string; dictLabel: string; listClass: string }[];
    expect(status.map((d) => `${d.dictValue}=${d.dictLabel}:${d.listClass}`)).toEqual(['0=成功:primary', '1=失败:danger']);
  });

  it('seeds all ten system dict types', async () => {
    const types = ['sys_user_sex', 'sys_show_hide', 'sys_normal_disable', 'sys_job_status', 'sys_job_group', 'sys_yes_no', 'sys_notice_type', 'sys_notice_status', 'sys_oper_type', 'sys_common_status'];
    for (const type of types) {
      const rows = (await get(t, `/system/dict/data/type/${type}`, { token })).body.data as unknown[];
      expect(rows.length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers an unknown type with an empty list', async () => {
    expect((await get(t, '/system/dict/data/type/no_such_type', { token })).body).toEqual({ code: 200, msg: '操作成功', data: [] });
  });
});
