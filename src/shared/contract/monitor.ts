/**
 * 缓存监控, 缓存列表, 服务监控 and 数据监控 (issue 14). The cache and server answers keep RuoYi's wire shapes
 * (SysCache, `/monitor/cache` {info, dbSize, commandStats}, `/monitor/server` {cpu, mem, jvm, sys, sysFiles}) so
 * RuoYi-Vue3's own pages still render, and add what this server has instead of Redis and a JVM.
 */
import type { AjaxResult } from './envelope';

/** RuoYi's SysCache: names end with ':'; keys are full keys (`<name><key>`). */
export interface SysCache {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
  remark: string;
}

/**
 * What a cache name is: an in-process cache (hits, misses, bytes), a database-backed store (rows, expired rows),
 * or a read-through view of a table read on every call (nothing held, nothing to clear).
 */
export type CacheKind = 'memory' | 'database' | 'readThrough';

/** What clearing a name does: 'all' (every entry), 'expired' (expired/used rows only), 'none' (nothing held). */
export type CacheClearScope = 'all' | 'expired' | 'none';

export interface CacheNameInfo extends SysCache {
  kind: CacheKind;
  /** entries (memory), live rows (database), rows read (readThrough) */
  size: number;
  /** expired or used rows still stored (database), else null */
  expired: number | null;
  hits: number | null;
  misses: number | null;
  /** bytes held (memory), else null */
  bytes: number | null;
  /** time to live of an entry in ms (memory), else null */
  ttlMs: number | null;
  clearScope: CacheClearScope;
  /** clearing one key of this name ends a login session */
  keyEndsSession: boolean;
}

/** GET /monitor/cache: RuoYi's {info, dbSize, commandStats} plus every name's figures. */
export interface CacheOverview {
  info: Record<string, string>;
  dbSize: number;
  commandStats: { name: string; value: string }[];
  caches: CacheNameInfo[];
}

export type CacheOverviewResponse = AjaxResult<CacheOverview>;
export type CacheNamesResponse = AjaxResult<CacheNameInfo[]>;
export type CacheKeysResponse = AjaxResult<string[]>;
export type CacheValueResponse = AjaxResult<SysCache>;

/** One disk (RuoYi SysFile; sizes as text like "12.3 GB") plus bytes. */
export interface ServerDisk {
  dirName: string;
  sysTypeName: string;
  typeName: string;
  total: string;
  free: string;
  used: string;
  usage: number;
  totalBytes: number;
  freeBytes: number;
}

/** GET /monitor/server: RuoYi's Server shape (`jvm` holds the Node.js process) plus `node` and `db`. */
export interface ServerInfo {
  /** percentages over a short sample, as RuoYi */
  cpu: { cpuNum: number; total: number; sys: number; used: number; wait: number; free: number; model: string; loadAvg: number[] };
  /** GB, usage % */
  mem: { total: number; used: number; free: number; usage: number };
  /** the Node.js process in RuoYi's JVM fields (MB) */
  jvm: {
    total: number; max: number; free: number; used: number; usage: number; version: string; home: string; name: string;
    startTime: string; runTime: string; inputArgs: string;
  };
  sys: { computerName: string; computerIp: string; userDir: string; osName: string; osArch: string };
  sysFiles: ServerDisk[];
  node: {
    version: string; pid: number; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number;
    externalBytes: number;
    /** event-loop delay since the previous look (ms) */
    eventLoop: { min: number; mean: number; p50: number; p99: number; max: number };
  };
  db: {
    kind: 'sqlite' | 'postgres';
    version: string;
    sizeBytes: number;
    /** PostgreSQL: the database's connections (pg_stat_activity) and the pool's; SQLite: null */
    connections: number | null;
    maxConnections: number | null;
    /** SQLite: the database file (and its WAL) */
    file: string | null;
  };
}

export type ServerInfoResponse = AjaxResult<ServerInfo>;

export interface TableFigure {
  tableName: string;
  rows: number;
  /** table with its indexes (PostgreSQL pg_total_relation_size; SQLite dbstat pages) */
  bytes: number;
}

export interface SlowQuery {
  sql: string;
  ms: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
  failed: boolean;
}

/** GET /monitor/druid: the database's own figures and the slowest queries this process ran lately. */
export interface DataMonitor {
  kind: 'sqlite' | 'postgres';
  tables: TableFigure[];
  queries: {
    /** queries since start (or the last reset) */
    count: number;
    meanMs: number;
    /** queries of at least this many ms are kept longer */
    slowMs: number;
    slowest: SlowQuery[];
  };
}

export type DataMonitorResponse = AjaxResult<DataMonitor>;
