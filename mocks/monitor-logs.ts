/**
 * MSW handlers of 日志管理 and 在线用户 (issue 14): the two logs on the kit's crudMock plus 清空 / 解锁, the live
 * sessions with 强退, and the two dicts the log pages show. `monitorLogsMock(...)` records what the pages sent.
 */
import { http, type HttpHandler } from 'msw';
import type { DictData } from '@shared/contract';
import { logininforEntity, operLogEntity, type SysLogininfor, type SysOperLog, type SysUserOnline } from '@shared/contract/entities';
import { crudMock } from './crud';
import { api, ok, unauthorized } from './handlers';

const dict = (dictType: string, values: [string, string, string][]): DictData[] =>
  values.map(([dictValue, dictLabel, listClass], i) => ({
    dictCode: 900 + i, dictSort: i + 1, dictLabel, dictValue, dictType, cssClass: null, listClass, isDefault: 'N', status: '0', remark: null,
    createTime: '2026-01-01 09:00:00',
  }));

export const MONITOR_DICTS: Record<string, DictData[]> = {
  sys_oper_type: dict('sys_oper_type', [['0', '其他', 'info'], ['1', '新增', 'info'], ['2', '修改', 'info'], ['3', '删除', 'danger'], ['7', '强退', 'danger'], ['9', '清空数据', 'danger']]),
  sys_common_status: dict('sys_common_status', [['0', '成功', 'primary'], ['1', '失败', 'danger']]),
};

const authed = (request: Request) => (request.headers.get('Authorization') ?? '').startsWith('Bearer ');
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

/** The session list as the server answers it: every live session, `ipaddr` / `userName` contain, not paged. */
function onlineHandlers(sessions: () => SysUserOnline[], onForce: (tokenId: string) => void): HttpHandler[] {
  return [
    http.get(api('/monitor/online/list'), ({ request }) => {
      if (!authed(request)) return unauthorized('/monitor/online/list');
      const q = query(request);
      const rows = sessions().filter((s) => (!q.ipaddr || s.ipaddr.includes(q.ipaddr)) && (!q.userName || s.userName.toLowerCase().includes(q.userName.toLowerCase())));
      return ok({ rows, total: rows.length });
    }),
    http.delete(api('/monitor/online/:tokenId'), ({ params }) => {
      onForce(String(params.tokenId));
      return ok();
    }),
  ];
}

/** Default answers for any test that opens a monitor page without its own mock. */
export const monitorLogsHandlers: HttpHandler[] = onlineHandlers(() => [], () => undefined);

export function monitorLogsMock(initial: { operlog?: SysOperLog[]; logininfor?: SysLogininfor[]; online?: SysUserOnline[] } = {}) {
  const sent = {
    operlogQueries: [] as Record<string, string>[],
    logininforQueries: [] as Record<string, string>[],
    onlineQueries: [] as Record<string, string>[],
    cleaned: [] as string[],
    unlocked: [] as string[],
    forced: [] as string[],
  };
  const operlog = crudMock(operLogEntity, initial.operlog ?? []);
  const logininfor = crudMock(logininforEntity, initial.logininfor ?? []);
  let sessions = [...(initial.online ?? [])];
  const record = (path: string, into: Record<string, string>[]) =>
    http.get(api(path), ({ request }) => {
      into.push(query(request));
      return undefined; // on to the list handler
    });
  const clean = (path: string) =>
    http.delete(api(`${path}/clean`), () => {
      sent.cleaned.push(path);
      return ok();
    });
  const handlers: HttpHandler[] = [
    http.get(api('/system/dict/data/type/:dictType'), ({ params }) => {
      const rows = MONITOR_DICTS[String(params.dictType)];
      return rows ? ok({ data: rows }) : undefined;
    }),
    record('/monitor/operlog/list', sent.operlogQueries),
    record('/monitor/logininfor/list', sent.logininforQueries),
    record('/monitor/online/list', sent.onlineQueries),
    clean('/monitor/operlog'),
    clean('/monitor/logininfor'),
    http.get(api('/monitor/logininfor/unlock/:userName'), ({ params }) => {
      sent.unlocked.push(String(params.userName));
      return ok();
    }),
    ...operlog.handlers,
    ...logininfor.handlers,
    ...onlineHandlers(() => sessions, (tokenId) => {
      sent.forced.push(tokenId);
      sessions = sessions.filter((s) => s.tokenId !== tokenId);
    }),
  ];
  return { handlers, sent, operlogRows: operlog.rows, logininforRows: logininfor.rows, sessions: () => sessions };
}

