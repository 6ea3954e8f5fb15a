/** The module kit's derivations: one entity definition → permissions, queries, defaults, buttons, form rules, calls, mocks. */
import { describe, expect, it } from 'vitest';
import { configEntity, dictDataEntity, dictTypeEntity } from '@shared/contract/entities';
import { bodyDefaults, entityButtons, localizeMessage } from '@shared/contract/kit';
import { crudApi } from '@shared/api/crud';
import { setToken } from '@shared/auth/token';
import { fieldRules } from '@admin/components/ListPage/entityPage';
import type { SysConfig } from '@shared/contract';
import { server } from '../../../mocks/server';
import { crudMock } from '../../../mocks/crud';
import { MOCK_TOKEN } from '../../../mocks/handlers';

const audit = { createBy: 'admin', createTime: '2026-01-03 08:00:00', updateBy: '', updateTime: null, remark: null };
const rows: SysConfig[] = [
  { ...audit, configId: 1, configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue', configType: 'Y' },
  { ...audit, configId: 2, configName: '用户管理-账号初始密码', configKey: 'sys.user.initPassword', configValue: '123456', configType: 'Y', createTime: '2026-01-09 08:00:00' },
];

/** antd calls a rule's validator with (rule, value); resolves the message, or '' when the value passes */
async function check(rule: ReturnType<typeof fieldRules>[number], value: unknown): Promise<string> {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  return validator({}, value).then(() => '', (e: Error) => e.message);
}

describe('entity definitions', () => {
  it('derive the permissions from the prefix', () => {
    expect(configEntity.perms).toEqual({
      list: 'system:config:list', query: 'system:config:query', add: 'system:config:add',
      edit: 'system:config:edit', remove: 'system:config:remove', export: 'system:config:export',
    });
    expect(dictDataEntity.perms.remove).toBe('system:dict:remove');
  });

  it('parse a list query: blank filters dropped, paging defaults, the date range under params', () => {
    const q = configEntity.listQuery.parse({ configName: ' ', configKey: 'sys', params: { beginTime: '2026-01-01', endTime: '' } });
    expect(q).toEqual({ configKey: 'sys', params: { beginTime: '2026-01-01' }, pageNum: 1, pageSize: 10 });
    // dict data has no date range: params is not a filter there
    expect(dictDataEntity.listQuery.parse({ params: { beginTime: '2026-01-01' } })).not.toHaveProperty('params');
  });

  it('the edit body needs the id, named in the message', () => {
    const r = configEntity.updateBody.safeParse({ configName: 'a', configKey: 'b', configValue: 'c' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('参数主键不能为空');
  });

  it('a new row starts with the body’s own defaults (a new config row is not built in)', () => {
    expect(bodyDefaults(configEntity)).toEqual({ configType: 'N' });
    expect(bodyDefaults(dictDataEntity)).toEqual({ dictSort: 0, isDefault: 'N', status: '0' });
    expect(bodyDefaults(dictTypeEntity)).toEqual({ status: '0' });
  });

  it('name the seeded button rows in both languages', () => {
    expect(entityButtons(configEntity)).toEqual([
      ['参数查询', 'View settings', 'query'],
      ['参数新增', 'Add settings', 'add'],
      ['参数修改', 'Edit settings', 'edit'],
      ['参数删除', 'Delete settings', 'remove'],
      ['参数导出', 'Export settings', 'export'],
    ]);
  });
});

describe('form rules from the body schema', () => {
  it('mark required fields and run the server’s check with its message, in the user’s language', async () => {
    const [zh] = fieldRules(configEntity.body, 'configName', 'zh');
    const [en] = fieldRules(configEntity.body, 'configName', 'en');
    expect(zh!.required).toBe(true);
    expect(await check(zh!, '   ')).toBe('参数名称不能为空');
    expect(await check(en!, undefined)).toBe('Enter the parameter name');
    expect(await check(en!, 'x'.repeat(101))).toBe('The parameter name can be at most 100 characters');
    expect(await check(zh!, '首页公告')).toBe('');
  });

  it('leave optional fields unmarked and still check them', async () => {
    const [type] = fieldRules(configEntity.body, 'configType', 'zh');
    expect(type!.required).toBe(false);
    expect(await check(type!, 'X')).toBe('系统内置只能是Y或N');
    const [dictType] = fieldRules(dictTypeEntity.body, 'dictType', 'en');
    expect(await check(dictType!, '9abc')).toBe(
      'The dictionary type starts with a letter and has only lower-case letters, digits and underscores');
    expect(localizeMessage('not registered', 'en')).toBe('not registered');
  });

  it('refuse a field the body does not have', () => {
    expect(() => fieldRules(configEntity.body, 'nope', 'zh')).toThrow(/no field nope/);
  });
});

describe('typed calls against the kit’s mock', () => {
  it('list with filters and date range, add with the server’s defaults, edit, delete, refusals', async () => {
    setToken(MOCK_TOKEN);
    const mock = crudMock(configEntity, rows, {
      refuseRemove: (targets) => {
        const builtIn = targets.find((r) => r.configType === 'Y');
        return builtIn ? `内置参数【${builtIn.configKey}】不能删除` : undefined;
      },
    });
    server.use(...mock.handlers);
    const calls = crudApi(configEntity);

    const found = await calls.list({ configKey: 'INITPASS', params: { beginTime: '2026-01-05', endTime: '2026-01-09' } });
    expect(found.rows.map((r) => r.configId)).toEqual([2]);
    expect(found.total).toBe(1);

    await calls.add({ configName: '首页公告', configKey: 'dss.home.notice', configValue: '欢迎' });
    const added = mock.rows().find((r) => r.configKey === 'dss.home.notice')!;
    expect(added).toMatchObject({ configId: 3, configType: 'N', remark: null });

    await calls.update({ configId: 3, configName: '首页公告', configKey: 'dss.home.notice', configValue: '欢迎光临' });
    expect((await calls.get(3)).data.configValue).toBe('欢迎光临');

    await expect(calls.add({ configName: '', configKey: 'k', configValue: 'v' }, )).rejects.toMatchObject({ code: 500 });
    await expect(calls.remove([2, 3])).rejects.toMatchObject({ code: 500 });
    expect(mock.rows()).toHaveLength(3);
    await calls.remove(3);
    expect(mock.rows().map((r) => r.configId)).toEqual([1, 2]);
  });
});

describe('msg: one English twin per Chinese message', () => {
  it('no Chinese message of the contract is recorded with two different English texts (the later would win for both)', async () => {
    // every contract module, so each msg() call has run
    const modules = import.meta.glob('/src/shared/contract/**/*.ts');
    await Promise.all(Object.values(modules).map((load) => load()));
    const { MESSAGE_CLASHES } = await import('@shared/contract/kit');
    expect([...MESSAGE_CLASHES]).toEqual([]);
  });
});
