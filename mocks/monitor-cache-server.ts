/**
 * MSW handlers of 缓存监控 / 缓存列表 / 服务监控 / 数据监控 (issue 14). `monitorHandlers` (registered in mocks/server.ts)
 * answer with the fixtures; `cacheMock()` gives a test a stateful cache (names, keys, values) that really clears and
 * records every call sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CacheNameInfo, CacheOverview, DataMonitor, ServerInfo, SysCache } from '@shared/contract';
import { api, fail } from './handlers';

const ok = (data?: unknown) => HttpResponse.json({ code: 200, msg: '操作成功', ...(data === undefined ? {} : { data }) });

const name = (cacheName: string, remark: string, over: Partial<CacheNameInfo>): CacheNameInfo => ({
  cacheName, cacheKey: '', cacheValue: '', remark, kind: 'database', size: 0, expired: 0, hits: null, misses: null, bytes: null, ttlMs: null,
  clearScope: 'expired', keyEndsSession: false, ...over,
});

export const CACHE_NAMES: CacheNameInfo[] = [
  name('bbs_list:', '论坛公开列表（进程内）', { kind: 'memory', size: 2, expired: null, hits: 7, misses: 1, bytes: 2048, ttlMs: 1000, clearScope: 'all' }),
  name('sys_config:', '配置信息（每次读库，不缓存）', { kind: 'readThrough', size: 5, expired: null, clearScope: 'none' }),
  name('login_tokens:', '登录会话', { size: 1, expired: 1, keyEndsSession: true }),
  name('captcha_codes:', '验证码', { size: 1, clearScope: 'all' }),
];

export const CACHE_KEYS: Record<string, Record<string, string>> = {
  'bbs_list:': { '["city","zh"]': '{"code":200,"data":[]}', '["banner","en"]': '{"code":200,"data":[1]}' },
  'sys_config:': { 'sys.index.skinName': 'skin-blue' },
  'login_tokens:': { 'tok-1': '{"userName":"editor"}', 'tok-old': '{"userName":"admin"}' },
  'captcha_codes:': { 'cap-1': '{"expireTime":"2026-01-01 00:00:00"}' },
};

export const SERVER_INFO: ServerInfo = {
  cpu: { cpuNum: 8, total: 800, sys: 3.5, used: 12.25, wait: 0, free: 84.25, model: 'Test CPU @ 3.00GHz', loadAvg: [0.5, 0.4, 0.3] },
  mem: { total: 16, used: 6, free: 10, usage: 37.5 },
  jvm: {
    total: 64, max: 4096, free: 20, used: 44, usage: 68.75, version: 'v22.1.0', home: '/usr/bin/node', name: 'Node.js',
    startTime: '2026-03-01 08:00:00', runTime: '1天2小时3分钟', inputArgs: '',
  },
  sys: { computerName: 'portal-host', computerIp: '10.1.2.3', userDir: '/srv/portal', osName: 'Linux 6.1', osArch: 'x64' },
  sysFiles: [{ dirName: '/srv/portal/data', sysTypeName: '0xef53', typeName: 'linux', total: '100.00 GB', free: '60.00 GB', used: '40.00 GB', usage: 40, totalBytes: 100 * 2 ** 30, freeBytes: 60 * 2 ** 30 }],
  node: { version: 'v22.1.0', pid: 4242, uptimeSeconds: 93780, rssBytes: 150 * 2 ** 20, heapUsedBytes: 44 * 2 ** 20, heapTotalBytes: 64 * 2 ** 20, externalBytes: 0, eventLoop: { min: 10, mean: 10.5, p50: 10.2, p99: 21.3, max: 30 } },
  db: { kind: 'postgres', version: 'PostgreSQL 16.2', sizeBytes: 12 * 2 ** 20, connections: 7, maxConnections: 100, file: null },
};

export const DATA_MONITOR: DataMonitor = {
  kind: 'sqlite',
  tables: [
    { tableName: 'bbs_post', rows: 1200, bytes: 3 * 2 ** 20 },
    { tableName: 'sys_user', rows: 42, bytes: 64 * 1024 },
  ],
  queries: {
    count: 5000, meanMs: 0.42, slowMs: 100,
    slowest: [
      { sql: 'select * from "bbs_post" where "status" = ?', ms: 153.2, time: '2026-03-02 10:00:00', failed: false },
      { sql: 'update "sys_user" set "login_date" = ?', ms: 12.5, time: '2026-03-02 10:01:00', failed: true },
    ],
  },
};

export interface CacheMockState {
  names: CacheNameInfo[];
  keys: Record<string, Record<string, string>>;
  /** the calls sent: 'clearCacheName bbs_list:', 'clearCacheKey login_tokens:tok-1', 'clearCacheAll', 'getValue …' */
  sent: string[];
}

/** A stateful cache: clearing a name empties its keys (all) or drops the keys named '*old*' (expired scope). */
export function cacheMock(): { handlers: HttpHandler[]; state: CacheMockState } {
  const state: CacheMockState = { names: structuredClone(CACHE_NAMES), keys: structuredClone(CACHE_KEYS), sent: [] };
  const sync = () => state.names.forEach((n) => { n.size = Object.keys(state.keys[n.cacheName] ?? {}).length; });
  const clearName = (n: CacheNameInfo) => {
    const keys = state.keys[n.cacheName] ?? {};
    for (const k of Object.keys(keys)) if (n.clearScope === 'all' || (n.clearScope === 'expired' && k.includes('old'))) delete keys[k];
  };
  const handlers: HttpHandler[] = [
    http.get(api('/monitor/cache/getNames'), () => { sync(); return ok(state.names); }),
    http.get(api('/monitor/cache/getKeys/:name'), ({ params }) => {
      const keys = state.keys[String(params.name)];
      return keys ? ok(Object.keys(keys).map((k) => `${String(params.name)}${k}`)) : fail(500, `缓存名称不存在：${String(params.name)}`);
    }),
    http.get(api('/monitor/cache/getValue/:name/:key'), ({ params }) => {
      const cacheName = String(params.name);
      const full = String(params.key);
      state.sent.push(`getValue ${full}`);
      const v = state.keys[cacheName]?.[full.slice(cacheName.length)];
      if (v === undefined) return fail(500, `缓存键名不存在：${full}`);
      return ok({ cacheName, cacheKey: full, cacheValue: v, remark: '' } satisfies SysCache);
    }),
    http.delete(api('/monitor/cache/clearCacheName/:name'), ({ params }) => {
      state.sent.push(`clearCacheName ${String(params.name)}`);
      const n = state.names.find((x) => x.cacheName === params.name);
      if (n) clearName(n);
      return ok();
    }),
    http.delete(api('/monitor/cache/clearCacheKey/:key'), ({ params }) => {
      const full = String(params.key);
      state.sent.push(`clearCacheKey ${full}`);
      const n = state.names.find((x) => full.startsWith(x.cacheName));
      if (n) delete state.keys[n.cacheName]![full.slice(n.cacheName.length)];
      return ok();
    }),
    http.delete(api('/monitor/cache/clearCacheAll'), () => {
      state.sent.push('clearCacheAll');
      state.names.forEach(clearName);
      return ok();
    }),
  ];
  return { handlers, state };
}

export function cacheOverviewOf(names: CacheNameInfo[]): CacheOverview {
  return {
    info: {
      redis_version: 'in-process (Node.js v22.1.0)', redis_mode: 'SQLite', uptime_in_days: '3', connected_clients: '1', used_memory_human: '2.00 KB',
      maxmemory_human: '64.00 MB', keyspace_hits: '7', keyspace_misses: '1',
    },
    dbSize: names.reduce((a, n) => a + n.size, 0),
    commandStats: [{ name: 'bbs_list:hit', value: '7' }, { name: 'bbs_list:miss', value: '1' }],
    caches: names,
  };
}

/** Default answers: the fixtures. */
export const monitorHandlers: HttpHandler[] = [
  http.get(api('/monitor/cache'), () => ok(cacheOverviewOf(CACHE_NAMES))),
  http.get(api('/monitor/server'), () => ok(SERVER_INFO)),
  http.get(api('/monitor/druid'), () => ok(DATA_MONITOR)),
  http.delete(api('/monitor/druid/queries'), () => ok()),
];
