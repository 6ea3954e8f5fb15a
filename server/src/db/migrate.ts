import { Migrator, sql } from 'kysely';
import { type Db, dialectOf } from './index';
import { migrationProvider } from './migrations/index';

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks for its bookkeeping tables in every schema it can see; pin them to ours so that
    // several schemas in one PostgreSQL database (tests, tenants) do not see each other's migrations.
    migrationTableSchema: dialectOf(db) === 'postgres' ? await currentSchema(db) : undefined,
    // migrations are written on parallel branches: one merged later may sort before one a database already ran
    // (e.g. 0005 after 0006); every migration is independent of the ones beside it, so run it anyway
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${reason}`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
