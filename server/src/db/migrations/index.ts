import type { Migration, MigrationProvider } from 'kysely';
import { m0001_system } from './0001_system';

/**
 * All migrations, imported statically (no folder scan, so bundling and tsx both work).
 * Add new ones at the end with a name that sorts after the last; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_system': m0001_system,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
