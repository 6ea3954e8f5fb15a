import { statfs, stat } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { sql } from 'kysely';
import type { ServerDisk, ServerInfo } from '../../../../../src/shared/contract/index';
import { type Db, dialectOf } from '../../../db/index';
import { formatDateTime } from '../../../lib/time';
import { formatBytes } from '../../../../../src/shared/lib/bytes';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const round2 = (v: number) => Math.round(v * 100) / 100;
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

let loopDelay: IntervalHistogram | undefined;

/** Starts measuring the event-loop delay (once per process; 20 ms resolution: a timer, nothing on the request path). */
export function startEventLoopMonitor(): void {
  if (loopDelay) return;
  loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
}

/** The delay since the previous look (ms), then a fresh start. */
function eventLoopFigures(): ServerInfo['node']['eventLoop'] {
  const h = loopDelay;
  if (!h || h.count === 0) return { min: 0, mean: 0, p50: 0, p99: 0, max: 0 };
  const ms = (ns: number) => round2(ns / 1e6);
  const figures = { min: ms(h.min), mean: ms(h.mean), p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
  h.reset();
  return figures;
}

const cpuTimes = () => os.cpus().reduce(
  (a, c) => ({ user: a.user + c.times.user + c.times.nice, sys: a.sys + c.times.sys, idle: a.idle + c.times.idle, irq: a.irq + c.times.irq }),
  { user: 0, sys: 0, idle: 0, irq: 0 },
);

/** CPU use over `sampleMs` (RuoYi samples a second; a short sample keeps the page quick). */
async function cpuFigures(sampleMs: number): Promise<ServerInfo['cpu']> {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, sampleMs));
  const b = cpuTimes();
  const d = { user: b.user - a.user, sys: b.sys - a.sys, idle: b.idle - a.idle, irq: b.irq - a.irq };
  const total = d.user + d.sys + d.idle + d.irq;
  const cpus = os.cpus();
  return {
    cpuNum: cpus.length, total, sys: pct(d.sys, total), used: pct(d.user, total), wait: pct(d.irq, total), free: pct(d.idle, total),
    model: cpus[0]?.model.trim() ?? '', loadAvg: os.loadavg().map(round2),
  };
}

async function disk(dirName: string): Promise<ServerDisk | null> {
  try {
    const s = await statfs(dirName);
    const totalBytes = s.blocks * s.bsize;
    const freeBytes = s.bavail * s.bsize;
    const usedBytes = totalBytes - s.bfree * s.bsize;
    return {
      dirName, sysTypeName: `0x${s.type.toString(16)}`, typeName: os.platform(), total: formatBytes(totalBytes), free: formatBytes(freeBytes),
      used: formatBytes(usedBytes), usage: pct(usedBytes, totalBytes), totalBytes, freeBytes,
    };
  } catch {
    return null;
  }
}

const fileSize = (file: string) => stat(file).then((s) => s.size, () => 0);

async function dbFigures(db: Db, sqliteFile: string, poolMax: number | null): Promise<ServerInfo['db']> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ version: string; size: number | string; connections: number | string; max: string }>`
      select version() as version, pg_database_size(current_database()) as size,
        (select count(*) from pg_stat_activity where datname = current_database()) as connections,
        current_setting('max_connections') as max`.execute(db);
    const r = rows[0]!;
    return { kind: 'postgres', version: r.version, sizeBytes: Number(r.size), connections: Number(r.connections), maxConnections: Number(r.max) || poolMax, file: null };
  }
  const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(db);
  const sizes = await Promise.all([sqliteFile, `${sqliteFile}-wal`].map(fileSize));
  return { kind: 'sqlite', version: `SQLite ${rows[0]?.v ?? ''}`, sizeBytes: sizes[0]! + sizes[1]!, connections: null, maxConnections: null, file: sqliteFile };
}

function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

function runTime(seconds: number): string {
  const s = Math.floor(seconds);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d}天${h}小时${m}分钟`;
}

/** GET /monitor/server */
export async function serverInfo(db: Db, opts: { dataDir: string; sqliteFile: string; cpuSampleMs?: number }): Promise<ServerInfo> {
  const [cpu, dbInfo, ...disks] = await Promise.all([
    cpuFigures(opts.cpuSampleMs ?? 100),
    dbFigures(db, opts.sqliteFile, null),
    ...[...new Set([opts.dataDir, process.cwd()])].map(disk),
  ]);
  const total = os.totalmem();
  const free = os.freemem();
  const heap = process.memoryUsage();
  const uptime = process.uptime();
  const heapMax = getHeapStatistics().heap_size_limit;
  return {
    cpu,
    mem: { total: round2(total / GB), used: round2((total - free) / GB), free: round2(free / GB), usage: pct(total - free, total) },
    jvm: {
      total: round2(heap.heapTotal / MB), max: round2(heapMax / MB), free: round2((heap.heapTotal - heap.heapUsed) / MB),
      used: round2(heap.heapUsed / MB), usage: pct(heap.heapUsed, heap.heapTotal), version: process.version, home: process.execPath,
      name: 'Node.js', startTime: formatDateTime(Date.now() - uptime * 1000), runTime: runTime(uptime), inputArgs: process.execArgv.join(' '),
    },
    sys: { computerName: os.hostname(), computerIp: firstAddress(), userDir: process.cwd(), osName: `${os.type()} ${os.release()}`, osArch: os.arch() },
    sysFiles: disks.filter((d): d is ServerDisk => d !== null),
    node: {
      version: process.version, pid: process.pid, uptimeSeconds: Math.floor(uptime), rssBytes: heap.rss, heapUsedBytes: heap.heapUsed,
      heapTotalBytes: heap.heapTotal, externalBytes: heap.external, eventLoop: eventLoopFigures(),
    },
    db: dbInfo,
  };
}
