import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { jobSchedulerOf } from './modules/monitor/job/scheduler';
import { type AppConfig, loadConfig } from './config';
import { type Db, openDatabase } from './db/index';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { sharedSigningSecret } from './modules/login/token';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  url: string;
  /** closes the HTTP server, then the database */
  close(): Promise<void>;
}

/** Opens (and prepares) the database the configuration names; fills `config.jwtSecret` when it comes from there. */
export async function prepareDatabase(config: AppConfig): Promise<{ db: Db; seeded: boolean }> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const { seeded } = await seedIfEmpty(db, { adminPassword: config.adminPassword });
    // PostgreSQL without JWT_SECRET: the key every process on this database shares
    if (!config.jwtSecret) config.jwtSecret = await sharedSigningSecret(db);
    return { db, seeded };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

function printBanner(config: AppConfig, url: string, seeded: boolean): void {
  const store = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqliteFile}`;
  const lines = [
    '',
    `  深度择校 server is running (${store})`,
    `  Public site:  ${url}/`,
    `  Admin:        ${url}/admin/`,
  ];
  if (seeded && config.adminPasswordGenerated) {
    lines.push(`  Admin login:  admin / ${config.adminPassword}   (generated now; shown only once — change it after signing in)`);
  } else if (seeded) {
    lines.push('  Admin login:  admin / the password given in ADMIN_PASSWORD');
  } else {
    lines.push('  Admin login:  admin / the password printed at the first start (or ADMIN_PASSWORD if it was set then)');
  }
  lines.push('');
  console.log(lines.join('\n'));
}

export interface MainOptions {
  /** close cleanly and exit 0 on SIGINT/SIGTERM (default true); the handlers go away with close() */
  handleSignals?: boolean;
}

/**
 * Starts the server: config, database (migrate, seed when empty), app, listen, banner.
 * SIGINT/SIGTERM close the app and the database and exit 0 — also when they arrive during start-up.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, opts: MainOptions = {}): Promise<RunningServer> {
  // filled in as start-up proceeds; the signal handler reads it
  const state: { close?: () => Promise<void>; stopSignal?: string } = {};
  const shutdown = () =>
    state.close!().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.stopSignal) return;
    state.stopSignal = signal;
    console.log(`\n  ${signal}: shutting down…`);
    if (state.close) void shutdown();
  };
  const removeSignalHandlers = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  if (opts.handleSignals ?? true) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  let started: { config: AppConfig; db: Db; seeded: boolean; app: FastifyInstance };
  try {
    started = await start(env);
  } catch (err) {
    removeSignalHandlers();
    throw err;
  }
  const { config, db, seeded, app } = started;
  // scheduled jobs (modules/monitor/job): each process ticks; the database claim runs a fire time once
  const jobs = jobSchedulerOf(db);
  jobs.start(undefined, (err) => app.log.error(err));
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      removeSignalHandlers();
      await jobs.stop();
      await app.close();
      await db.destroy();
    })());

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  state.close = close;
  printBanner(config, url, seeded);
  if (state.stopSignal) void shutdown();
  return { app, db, config, url, close };
}

async function start(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const { db, seeded } = await prepareDatabase(config);
  try {
    const app = await buildApp({ config, db, logger: { level: config.logLevel } });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (err) {
      await app.close();
      throw err;
    }
    return { config, db, seeded, app };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

function isDirectRun(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isDirectRun()) {
  main().catch((err: unknown) => {
    console.error(`  启动失败: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
