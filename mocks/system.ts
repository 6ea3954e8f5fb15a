/**
 * MSW v2 handlers for the system calls (dict types and data, config, profile, dashboard statistics, common
 * upload), answering like our server: RuoYi envelopes with HTTP 200, the same messages for the common refusals,
 * paging with `rows`/`total`, LIKE / equality / inclusive-day filters, exports as xlsx-typed blobs.
 * State lives in memory; call `resetSystemMock()` between tests (or after `server.resetHandlers()`).
 *
 *   server.use(...systemHandlers);
 *
 * Every call needs `Authorization: Bearer <any token>` (else code 401); permissions are not modelled —
 * override a handler with `fail(403, '没有权限，请联系管理员授权')` to test a refusal.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  ConfigForm,
  DictDataForm,
  DictTypeForm,
  ProfileForm,
  StatsOverview,
  SysConfig,
  SysDictData,
  SysDictType,
} from '@shared/contract';
import { DICTS, sysUser } from './fixtures';
import { api, fail, ok, unauthorized } from './handlers';

export const MOCK_OLD_PASSWORD = 'admin123';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CREATED = '2026-01-01 09:00:00';
const NOW = '2026-02-01 10:00:00';

interface State {
  types: SysDictType[];
  data: SysDictData[];
  configs: SysConfig[];
  profile: ReturnType<typeof sysUser>;
  password: string;
  seq: number;
}

let state: State = initialState();

function initialState(): State {
  const names: Record<string, string> = {
    sys_user_sex: '用户性别', sys_normal_disable: '系统开关', sys_yes_no: '系统是否', bbs_school_type: '学校类型',
    educational_stage: '教育阶段', application_difficulty: '申请难度', joinschooldict: '插班', recruitgradedict: '招生年级',
    existstunumsdict: '在校人数',
  };
  const types = Object.keys(DICTS).map((dictType, i): SysDictType => ({
    dictId: i + 1, dictName: names[dictType] ?? dictType, dictType, status: '0', remark: null,
    createBy: 'admin', createTime: CREATED, updateBy: '', updateTime: null,
  }));
  const data = Object.values(DICTS).flat().map((d): SysDictData => ({
    ...d, createBy: 'admin', updateBy: '', updateTime: null, default: d.isDefault === 'Y',
  }));
  const configRows: [string, string, string][] = [
    ['用户管理-账号初始密码', 'sys.user.initPassword', '123456'],
    ['主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark'],
    ['账号自助-验证码开关', 'sys.account.captchaEnabled', 'true'],
    ['账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'false'],
  ];
  const configs = configRows.map(([configName, configKey, configValue], i): SysConfig => ({
    configId: i + 1, configName, configKey, configValue, configType: 'Y', remark: null,
    createBy: 'admin', createTime: CREATED, updateBy: '', updateTime: null,
  }));
  return { types, data, configs, profile: sysUser(), password: MOCK_OLD_PASSWORD, seq: 5000 };
}

/** Back to the initial rows (9 dict types with their data, 4 built-in config rows, the admin profile). */
export function resetSystemMock(): void {
  state = initialState();
}

/** Read access to the mock rows, for assertions. */
export function systemMockState(): Readonly<State> {
  return state;
}

// ---------------------------------------------------------------------------------------------
// helpers

function authed(request: Request): boolean {
  return (request.headers.get('Authorization') ?? '').startsWith('Bearer ');
}

function query(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(request.url).searchParams) out[k] = v;
  return out;
}

async function formOrJson(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (!text) return {};
  if ((request.headers.get('content-type') ?? '').includes('json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

const like = (value: string, filter?: string) => !filter || value.toLowerCase().includes(filter.toLowerCase());
const eq = (value: string, filter?: string) => !filter || value === filter;
function inRange(time: string | null, q: Record<string, string>): boolean {
  const begin = q['params[beginTime]'];
  const end = q['params[endTime]'];
  if (!time) return !begin && !end;
  return (!begin || time >= `${begin} 00:00:00`) && (!end || time <= `${end} 23:59:59`);
}

function page<T>(rows: T[], q: Record<string, string>) {
  const pageSize = Number(q.pageSize) || 10;
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const pageNum = Math.min(Number(q.pageNum) || 1, pages);
  return HttpResponse.json({ code: 200, msg: '查询成功', total: rows.length, rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize) });
}

const ids = (raw: unknown) => String(raw).split(',').map(Number);
const xlsx = () => new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers: { 'Content-Type': XLSX_TYPE } });

function filterTypes(q: Record<string, string>) {
  return state.types.filter((t) => like(t.dictName, q.dictName) && like(t.dictType, q.dictType) && eq(t.status, q.status) && inRange(t.createTime, q));
}
function filterData(q: Record<string, string>) {
  return state.data
    .filter((d) => eq(d.dictType, q.dictType) && like(d.dictLabel, q.dictLabel) && eq(d.status, q.status))
    .sort((a, b) => a.dictSort - b.dictSort || a.dictCode - b.dictCode);
}
function filterConfigs(q: Record<string, string>) {
  return state.configs.filter((c) => like(c.configName, q.configName) && like(c.configKey, q.configKey) && eq(c.configType, q.configType) && inRange(c.createTime, q));
}

/** A 14-day overview with small numbers (dates end 2026-02-01). */
export function statsOverviewFixture(over: Partial<StatsOverview> = {}): StatsOverview {
  const dates = Array.from({ length: 14 }, (_, i) => `2026-01-${String(19 + i).padStart(2, '0')}`.replace('2026-01-32', '2026-02-01'));
  return {
    members: 128, staff: 6, schoolAccounts: 3, online: 4, posts: 342, schools: 36, enquiries: 57,
    logins: dates.map((date, i) => ({ date, success: 10 + (i % 5), fail: i % 3 })),
    newMembers: dates.map((date, i) => ({ date, count: i % 4 })),
    days: 14,
    generatedAt: NOW,
    ...over,
  };
}

// ---------------------------------------------------------------------------------------------
// handlers

export const systemHandlers: HttpHandler[] = [
  // ---- dict types
  http.get(api('/system/dict/type/list'), ({ request }) => (authed(request) ? page(filterTypes(query(request)), query(request)) : unauthorized('/system/dict/type/list'))),
  http.get(api('/system/dict/type/optionselect'), ({ request }) => (authed(request) ? ok({ data: state.types }) : unauthorized('/system/dict/type/optionselect'))),
  http.get(api('/system/dict/type/:dictId'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/dict/type/${String(params.dictId)}`);
    const row = state.types.find((t) => t.dictId === Number(params.dictId));
    return row ? ok({ data: row }) : ok();
  }),
  http.post(api('/system/dict/type/export'), ({ request }) => (authed(request) ? xlsx() : unauthorized('/system/dict/type/export'))),
  http.post(api('/system/dict/type'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/dict/type');
    const body = (await request.json()) as DictTypeForm;
    if (state.types.some((t) => t.dictType === body.dictType)) return fail(500, `新增字典'${body.dictName}'失败，字典类型已存在`);
    state.types.push({
      dictId: ++state.seq, dictName: body.dictName, dictType: body.dictType, status: body.status ?? '0', remark: body.remark ?? null,
      createBy: 'admin', createTime: NOW, updateBy: '', updateTime: null,
    });
    return ok();
  }),
  http.put(api('/system/dict/type'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/dict/type');
    const body = (await request.json()) as DictTypeForm;
    if (state.types.some((t) => t.dictType === body.dictType && t.dictId !== body.dictId)) return fail(500, `修改字典'${body.dictName}'失败，字典类型已存在`);
    const row = state.types.find((t) => t.dictId === body.dictId);
    if (!row) return fail(500, '操作失败');
    for (const d of state.data) if (d.dictType === row.dictType) d.dictType = body.dictType;
    Object.assign(row, { dictName: body.dictName, dictType: body.dictType, status: body.status ?? row.status, remark: body.remark ?? null, updateBy: 'admin', updateTime: NOW });
    return ok();
  }),
  http.delete(api('/system/dict/type/refreshCache'), ({ request }) => (authed(request) ? ok() : unauthorized('/system/dict/type/refreshCache'))),
  http.delete(api('/system/dict/type/:ids'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/dict/type/${String(params.ids)}`);
    const targets = state.types.filter((t) => ids(params.ids).includes(t.dictId));
    const used = targets.find((t) => state.data.some((d) => d.dictType === t.dictType));
    if (used) return fail(500, `${used.dictName}已分配,不能删除`);
    state.types = state.types.filter((t) => !targets.includes(t));
    return ok();
  }),

  // ---- dict data (GET /system/dict/data/type/{type} stays with the session handlers)
  http.get(api('/system/dict/data/list'), ({ request }) => (authed(request) ? page(filterData(query(request)), query(request)) : unauthorized('/system/dict/data/list'))),
  http.post(api('/system/dict/data/export'), ({ request }) => (authed(request) ? xlsx() : unauthorized('/system/dict/data/export'))),
  http.get(api('/system/dict/data/:dictCode'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/dict/data/${String(params.dictCode)}`);
    const row = state.data.find((d) => d.dictCode === Number(params.dictCode));
    return row ? ok({ data: row }) : ok();
  }),
  http.post(api('/system/dict/data'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/dict/data');
    const body = (await request.json()) as DictDataForm;
    if (!state.types.some((t) => t.dictType === body.dictType)) return fail(500, `字典类型'${body.dictType}'不存在`);
    if (state.data.some((d) => d.dictType === body.dictType && d.dictValue === body.dictValue)) return fail(500, `新增字典数据'${body.dictLabel}'失败，字典键值已存在`);
    state.data.push({
      dictCode: ++state.seq, dictSort: body.dictSort ?? 0, dictLabel: body.dictLabel, dictValue: body.dictValue, dictType: body.dictType,
      cssClass: body.cssClass ?? null, listClass: body.listClass ?? null, isDefault: body.isDefault ?? 'N', status: body.status ?? '0',
      remark: body.remark ?? null, createTime: NOW, createBy: 'admin', updateBy: '', updateTime: null, default: body.isDefault === 'Y',
    });
    return ok();
  }),
  http.put(api('/system/dict/data'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/dict/data');
    const body = (await request.json()) as DictDataForm;
    const row = state.data.find((d) => d.dictCode === body.dictCode);
    if (!row) return fail(500, '操作失败');
    if (state.data.some((d) => d !== row && d.dictType === body.dictType && d.dictValue === body.dictValue)) return fail(500, `修改字典数据'${body.dictLabel}'失败，字典键值已存在`);
    Object.assign(row, { ...body, default: body.isDefault === 'Y', updateBy: 'admin', updateTime: NOW });
    return ok();
  }),
  http.delete(api('/system/dict/data/:ids'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/dict/data/${String(params.ids)}`);
    state.data = state.data.filter((d) => !ids(params.ids).includes(d.dictCode));
    return ok();
  }),

  // ---- config
  http.get(api('/system/config/list'), ({ request }) => (authed(request) ? page(filterConfigs(query(request)), query(request)) : unauthorized('/system/config/list'))),
  http.get(api('/system/config/configKey/:key'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/config/configKey/${String(params.key)}`);
    const value = state.configs.find((c) => c.configKey === params.key)?.configValue ?? '';
    return HttpResponse.json({ code: 200, msg: value, data: value });
  }),
  http.post(api('/system/config/export'), ({ request }) => (authed(request) ? xlsx() : unauthorized('/system/config/export'))),
  http.get(api('/system/config/:configId'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/config/${String(params.configId)}`);
    const row = state.configs.find((c) => c.configId === Number(params.configId));
    return row ? ok({ data: row }) : ok();
  }),
  http.post(api('/system/config'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/config');
    const body = (await request.json()) as ConfigForm;
    if (state.configs.some((c) => c.configKey === body.configKey)) return fail(500, `新增参数'${body.configName}'失败，参数键名已存在`);
    state.configs.push({
      configId: ++state.seq, configName: body.configName, configKey: body.configKey, configValue: body.configValue,
      configType: body.configType ?? 'N', remark: body.remark ?? null, createBy: 'admin', createTime: NOW, updateBy: '', updateTime: null,
    });
    return ok();
  }),
  http.put(api('/system/config'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/config');
    const body = (await request.json()) as ConfigForm;
    if (state.configs.some((c) => c.configKey === body.configKey && c.configId !== body.configId)) return fail(500, `修改参数'${body.configName}'失败，参数键名已存在`);
    const row = state.configs.find((c) => c.configId === body.configId);
    if (!row) return fail(500, '操作失败');
    Object.assign(row, { ...body, updateBy: 'admin', updateTime: NOW });
    return ok();
  }),
  http.delete(api('/system/config/refreshCache'), ({ request }) => (authed(request) ? ok() : unauthorized('/system/config/refreshCache'))),
  http.delete(api('/system/config/:ids'), ({ request, params }) => {
    if (!authed(request)) return unauthorized(`/system/config/${String(params.ids)}`);
    const targets = state.configs.filter((c) => ids(params.ids).includes(c.configId));
    const builtIn = targets.find((c) => c.configType === 'Y');
    if (builtIn) return fail(500, `内置参数【${builtIn.configKey}】不能删除`);
    state.configs = state.configs.filter((c) => !targets.includes(c));
    return ok();
  }),

  // ---- profile
  http.get(api('/system/user/profile'), ({ request }) =>
    authed(request) ? ok({ data: state.profile, roleGroup: state.profile.roles.map((r) => r.roleName).join(','), postGroup: '董事长' }) : unauthorized('/system/user/profile')),
  http.put(api('/system/user/profile/updatePwd'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/user/profile/updatePwd');
    const q = query(request);
    const body = q.oldPassword !== undefined ? q : await formOrJson(request);
    if (body.oldPassword !== state.password) return fail(500, '修改密码失败，旧密码错误');
    if (body.newPassword === state.password) return fail(500, '新密码不能与旧密码相同');
    if (!body.newPassword || body.newPassword.length < 6 || body.newPassword.length > 20) return fail(500, 'newPassword: 新密码长度在 6 到 20 个字符');
    state.password = body.newPassword;
    state.profile = { ...state.profile, pwdUpdateDate: NOW };
    return ok();
  }),
  http.put(api('/system/user/profile'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/user/profile');
    const body = (await request.json()) as ProfileForm;
    if (body.phonenumber && !/^1[3-9]\d{9}$/.test(body.phonenumber)) return fail(500, 'phonenumber: 请输入正确的手机号码');
    if (body.phonenumber === '13900000000') return fail(500, `修改用户'${state.profile.userName}'失败，手机号码已存在`);
    state.profile = { ...state.profile, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
    return ok();
  }),
  http.post(api('/system/user/profile/avatar'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/system/user/profile/avatar');
    // the parts are the fetch realm's File (not jsdom's), so no instanceof checks here
    const form = await request.formData();
    const file = form.get('avatarfile');
    if (file === null || typeof file === 'string') return fail(500, '上传图片异常，请联系管理员');
    const imgUrl = `/profile/avatar/2026/02/01/${(++state.seq).toString(16).padStart(32, '0')}.png`;
    state.profile = { ...state.profile, avatar: imgUrl };
    return ok({ imgUrl });
  }),

  // ---- dashboard and files
  http.get(api('/monitor/stats/overview'), ({ request }) => (authed(request) ? ok({ data: statsOverviewFixture() }) : unauthorized('/monitor/stats/overview'))),
  http.post(api('/common/upload'), async ({ request }) => {
    if (!authed(request)) return unauthorized('/common/upload');
    const form = await request.formData();
    const file = form.get('file');
    if (file === null || typeof file === 'string') return fail(500, '上传文件异常，请联系管理员');
    const name = file.name || 'file.bin';
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : 'bin';
    const fileId = (++state.seq).toString(16).padStart(32, '0');
    const newFileName = `${fileId}.${ext}`;
    const fileName = `/profile/upload/2026/02/01/${newFileName}`;
    return ok({ url: `http://localhost${fileName}`, fileName, fileId, newFileName, originalFilename: name });
  }),
];
