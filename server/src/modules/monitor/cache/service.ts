import { sql } from 'kysely';
import type { CacheClearScope, CacheKind, CacheNameInfo, CacheOverview, SysCache } from '../../../../../src/shared/contract/index';
import type { Db } from '../../../db/index';
import { formatDateTime } from '../../../lib/time';
import { ServiceError } from '../../../lib/result';
import { bbsCacheOf, type ListCache, seoCacheOf } from '../../bbs/cache';
import { deleteSession } from '../../login/token';
import { formatBytes } from '../../../../../src/shared/lib/bytes';

/**
 * 缓存监控 / 缓存列表 without Redis: what this server keeps instead, under RuoYi-style names ending in ':'.
 * - memory: the public list micro-cache and the crawler files (modules/bbs/cache.ts), per process;
 * - database: sessions, captchas, rate and password counters, SMS codes (rows with an expiry);
 * - readThrough: config and dictionaries, read from the database on every call (nothing held, nothing to clear).
 * Keys are full keys (`<name><key>`), as RuoYi's. Clearing a database store by name removes only what is safe:
 * expired (or used) rows, or every captcha; a live session ends only when an admin clears its own key.
 */
export const MAX_KEYS = 1000;
const MAX_VALUE_CHARS = 20_000;
const SECRET_CONFIG = /password|secret|token|key$/i;

interface Store {
  name: string;
  remark: string;
  kind: CacheKind;
  clearScope: CacheClearScope;
  keyEndsSession?: boolean;
  figures(db: Db, now: number): Promise<Pick<CacheNameInfo, 'size' | 'expired' | 'hits' | 'misses' | 'bytes' | 'ttlMs'>>;
  keys(db: Db): Promise<string[]>;
  /** the value shown for a key (no secret), undefined when absent */
  value(db: Db, key: string): Promise<string | undefined>;
  clear(db: Db, now: number): Promise<void>;
  /** whether the key was there */
  clearKey(db: Db, key: string): Promise<boolean>;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);
const expiry = (ms: number) => formatDateTime(Number(ms));
const n = (v: unknown) => Number(v ?? 0);

function memoryStore(name: string, remark: string, cacheOf: (db: Db) => ListCache): Store {
  return {
    name, remark, kind: 'memory', clearScope: 'all',
    async figures(db) {
      const c = cacheOf(db);
      return { size: c.size, expired: null, hits: c.hits, misses: c.misses, bytes: await c.bytes(), ttlMs: c.ttl };
    },
    keys: async (db) => cacheOf(db).keys().slice(-MAX_KEYS),
    async value(db, key) {
      const entry = await cacheOf(db).peek(key);
      if (!entry) return undefined;
      const text = entry.json?.toString('utf8') ?? '';
      return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
    },
    clear: async (db) => cacheOf(db).clear(),
    clearKey: async (db, key) => cacheOf(db).delete(key),
  };
}

type ExpiringTable = 'sys_user_session' | 'sys_captcha' | 'sys_rate_limit' | 'sys_pwd_retry' | 'sys_pwd_retry_ip';

/** live / expired row counts of a table with `expire_at` */
async function expiringCounts(db: Db, table: ExpiringTable | 'sys_sms_code', now: number, usedToo = false) {
  const live = usedToo ? sql`expire_at > ${now} and used = '0'` : sql`expire_at > ${now}`;
  const { rows } = await sql<{ live: number | string; total: number | string }>`
    select count(*) as total, sum(case when ${live} then 1 else 0 end) as live from ${sql.table(table)}`.execute(db);
  const total = n(rows[0]?.total);
  const liveRows = n(rows[0]?.live);
  return { size: liveRows, expired: total - liveRows, hits: null, misses: null, bytes: null, ttlMs: null };
}

function tableStore(
  name: string, remark: string, table: ExpiringTable, keyColumn: 'token_id' | 'uuid' | 'rate_key' | 'user_name',
  show: (row: Record<string, unknown>) => unknown, clearScope: 'all' | 'expired' = 'expired',
): Store {
  const keyRef = sql.ref<string>(keyColumn);
  const row = (db: Db, key: string) =>
    db.selectFrom(table).selectAll().where(keyRef, '=', key).executeTakeFirst() as Promise<Record<string, unknown> | undefined>;
  return {
    name, remark, kind: 'database', clearScope,
    figures: (db, now) => expiringCounts(db, table, now),
    keys: async (db) => (await db.selectFrom(table).select(keyRef.as('k')).orderBy('expire_at', 'desc').limit(MAX_KEYS).execute())
      .map((r) => String(r.k)),
    value: async (db, key) => { const r = await row(db, key); return r && json(show(r)); },
    async clear(db, now) {
      const q = db.deleteFrom(table);
      await (clearScope === 'all' ? q : q.where('expire_at', '<=', now)).execute();
    },
    async clearKey(db, key) {
      const r = await db.deleteFrom(table).where(keyRef, '=', key).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

const sessions: Store = {
  ...tableStore('login_tokens:', '登录会话', 'sys_user_session', 'token_id', (r) => ({
    userName: r.user_name, deptName: r.dept_name, ipaddr: r.ipaddr, loginLocation: r.login_location, browser: r.browser, os: r.os,
    loginTime: r.login_time, expireTime: expiry(r.expire_at as number),
  })),
  keyEndsSession: true,
  clearKey: (db, key) => deleteSession(db, key),
};

/** `<user name>@<address>` (an address never holds '@') */
const splitIpKey = (key: string) => {
  const at = key.lastIndexOf('@');
  return at < 0 ? null : { user: key.slice(0, at), ip: key.slice(at + 1) };
};

const pwdRetryIp: Store = {
  name: 'pwd_err_ip:', remark: '密码错误次数（按地址）', kind: 'database', clearScope: 'expired',
  figures: (db, now) => expiringCounts(db, 'sys_pwd_retry_ip', now),
  keys: async (db) => (await db.selectFrom('sys_pwd_retry_ip').select(['user_name', 'ipaddr']).orderBy('expire_at', 'desc').limit(MAX_KEYS).execute())
    .map((r) => `${r.user_name}@${r.ipaddr}`),
  async value(db, key) {
    const k = splitIpKey(key);
    const r = k && await db.selectFrom('sys_pwd_retry_ip').selectAll().where('user_name', '=', k.user).where('ipaddr', '=', k.ip).executeTakeFirst();
    return r ? json({ userName: r.user_name, ipaddr: r.ipaddr, count: r.count, expireTime: expiry(r.expire_at) }) : undefined;
  },
  clear: async (db, now) => { await db.deleteFrom('sys_pwd_retry_ip').where('expire_at', '<=', now).execute(); },
  async clearKey(db, key) {
    const k = splitIpKey(key);
    if (!k) return false;
    const r = await db.deleteFrom('sys_pwd_retry_ip').where('user_name', '=', k.user).where('ipaddr', '=', k.ip).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};

/** a phone shown as 138****5678 */
const maskPhone = (p: string) => (p.length > 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****');

const smsCodes: Store = {
  name: 'sms_codes:', remark: '短信验证码', kind: 'database', clearScope: 'expired',
  figures: (db, now) => expiringCounts(db, 'sys_sms_code', now, true),
  keys: async (db) => (await db.selectFrom('sys_sms_code').select('code_id').orderBy('code_id', 'desc').limit(MAX_KEYS).execute()).map((r) => String(r.code_id)),
  async value(db, key) {
    if (!/^\d{1,15}$/.test(key)) return undefined;
    const r = await db.selectFrom('sys_sms_code').selectAll().where('code_id', '=', Number(key)).executeTakeFirst();
    return r ? json({ phone: maskPhone(r.phone), purpose: r.purpose, tries: r.tries, used: r.used, createTime: r.create_time, expireTime: expiry(r.expire_at) }) : undefined;
  },
  clear: async (db, now) => {
    await db.deleteFrom('sys_sms_code').where((eb) => eb.or([eb('expire_at', '<=', now), eb('used', '=', '1')])).execute();
  },
  async clearKey(db, key) {
    if (!/^\d{1,15}$/.test(key)) return false;
    return Number((await db.deleteFrom('sys_sms_code').where('code_id', '=', Number(key)).executeTakeFirst()).numDeletedRows) > 0;
  },
};

const readThrough = (
  name: string, remark: string, count: (db: Db) => Promise<number>, keys: (db: Db) => Promise<string[]>, value: Store['value'],
): Store => ({
  name, remark, kind: 'readThrough', clearScope: 'none',
  figures: async (db) => ({ size: await count(db), expired: null, hits: null, misses: null, bytes: null, ttlMs: null }),
  keys, value,
  clear: async () => undefined,
  clearKey: async () => false,
});

const configs = readThrough(
  'sys_config:', '配置信息（每次读库，不缓存）',
  async (db) => n((await db.selectFrom('sys_config').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
  async (db) => (await db.selectFrom('sys_config').select('config_key').orderBy('config_key').limit(MAX_KEYS).execute()).map((r) => r.config_key),
  async (db, key) => {
    const r = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', key).executeTakeFirst();
    if (!r) return undefined;
    return SECRET_CONFIG.test(key) ? '******' : r.config_value;
  },
);

const dicts = readThrough(
  'sys_dict:', '数据字典（每次读库，不缓存）',
  async (db) => n((await db.selectFrom('sys_dict_type').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
  async (db) => (await db.selectFrom('sys_dict_type').select('dict_type').orderBy('dict_type').limit(MAX_KEYS).execute()).map((r) => r.dict_type),
  async (db, key) => {
    const type = await db.selectFrom('sys_dict_type').select('dict_type').where('dict_type', '=', key).executeTakeFirst();
    if (!type) return undefined;
    const rows = await db.selectFrom('sys_dict_data').select(['dict_label', 'dict_value', 'status']).where('dict_type', '=', key).orderBy('dict_sort').execute();
    return json(rows.map((r) => ({ dictLabel: r.dict_label, dictValue: r.dict_value, status: r.status })));
  },
);

/** Every name, in the order the pages list them. */
export const CACHE_STORES: readonly Store[] = [
  memoryStore('bbs_list:', '论坛公开列表（进程内）', bbsCacheOf),
  memoryStore('seo_files:', '站点地图（进程内）', seoCacheOf),
  configs,
  dicts,
  sessions,
  tableStore('captcha_codes:', '验证码', 'sys_captcha', 'uuid', (r) => ({ expireTime: expiry(r.expire_at as number) }), 'all'),
  tableStore('rate_limit:', '访问频率计数', 'sys_rate_limit', 'rate_key', (r) => ({ count: r.count, amount: r.amount, expireTime: expiry(r.expire_at as number) })),
  tableStore('pwd_err_cnt:', '密码错误次数', 'sys_pwd_retry', 'user_name', (r) => ({ userName: r.user_name, count: r.count, expireTime: expiry(r.expire_at as number) })),
  pwdRetryIp,
  smsCodes,
];

function storeOf(name: string): Store {
  const store = CACHE_STORES.find((s) => s.name === name);
  if (!store) throw new ServiceError(`缓存名称不存在：${name}`);
  return store;
}

/** The store a full key belongs to and the key inside it (the longest name the key starts with). */
function splitKey(fullKey: string): { store: Store; key: string } {
  const store = CACHE_STORES.filter((s) => fullKey.startsWith(s.name)).sort((a, b) => b.name.length - a.name.length)[0];
  if (!store || fullKey.length === store.name.length) throw new ServiceError(`缓存键名不存在：${fullKey}`);
  return { store, key: fullKey.slice(store.name.length) };
}

export async function cacheNames(db: Db, now = Date.now()): Promise<CacheNameInfo[]> {
  return Promise.all(CACHE_STORES.map(async (s) => ({
    cacheName: s.name, cacheKey: '', cacheValue: '', remark: s.remark, kind: s.kind, clearScope: s.clearScope,
    keyEndsSession: s.keyEndsSession ?? false, ...(await s.figures(db, now)),
  })));
}

/** GET /monitor/cache: RuoYi's {info, dbSize, commandStats} filled with this server's figures. */
export async function cacheOverview(db: Db, dialect: string): Promise<CacheOverview> {
  const caches = await cacheNames(db);
  const memory = caches.filter((c) => c.kind === 'memory');
  const sum = (f: (c: CacheNameInfo) => number | null) => memory.reduce((a, c) => a + (f(c) ?? 0), 0);
  const bytes = sum((c) => c.bytes);
  const heap = process.memoryUsage();
  return {
    info: {
      redis_version: `in-process (Node.js ${process.version})`,
      redis_mode: dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
      tcp_port: '-',
      connected_clients: String(caches.find((c) => c.cacheName === 'login_tokens:')?.size ?? 0),
      uptime_in_days: String(Math.floor(process.uptime() / 86400)),
      used_memory: String(bytes),
      used_memory_human: formatBytes(bytes),
      maxmemory_human: formatBytes(heap.heapTotal),
      used_cpu_user_children: (process.cpuUsage().user / 1e6).toFixed(2),
      aof_enabled: 'no',
      rdb_last_bgsave_status: 'ok',
      instantaneous_input_kbps: '0',
      instantaneous_output_kbps: '0',
      keyspace_hits: String(sum((c) => c.hits)),
      keyspace_misses: String(sum((c) => c.misses)),
    },
    dbSize: caches.reduce((a, c) => a + c.size, 0),
    commandStats: memory.flatMap((c) => [
      { name: `${c.cacheName}hit`, value: String(c.hits ?? 0) },
      { name: `${c.cacheName}miss`, value: String(c.misses ?? 0) },
    ]),
    caches,
  };
}

export async function cacheKeys(db: Db, name: string): Promise<string[]> {
  const store = storeOf(name);
  return (await store.keys(db)).map((k) => `${store.name}${k}`);
}

export async function cacheValue(db: Db, name: string, fullKey: string): Promise<SysCache> {
  const store = storeOf(name);
  const key = fullKey.startsWith(store.name) ? fullKey.slice(store.name.length) : fullKey;
  const value = await store.value(db, key);
  if (value === undefined) throw new ServiceError(`缓存键名不存在：${fullKey}`);
  return { cacheName: store.name, cacheKey: `${store.name}${key}`, cacheValue: value, remark: store.remark };
}

export async function clearCacheName(db: Db, name: string, now = Date.now()): Promise<void> {
  await storeOf(name).clear(db, now);
}

/** Whether the key existed; a session key ends that session. */
export async function clearCacheKey(db: Db, fullKey: string): Promise<boolean> {
  const { store, key } = splitKey(fullKey);
  if (store.clearScope === 'none') throw new ServiceError(`${store.name} 不保存副本，无需清理`);
  return store.clearKey(db, key);
}

/** Every name's safe clear: memory caches emptied, expired rows and every captcha removed; live sessions stay. */
export async function clearCacheAll(db: Db, now = Date.now()): Promise<void> {
  for (const s of CACHE_STORES) await s.clear(db, now);
}
