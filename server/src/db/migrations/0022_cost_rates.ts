import type { Migration } from 'kysely';
import { COST_CONFIG_SEED } from '../../../../src/shared/cost/rates';
import { nowText } from '../../lib/time';
import { addMissingConfigRows, type AnyDb } from './helpers';

/**
 * Issue 15 (the total-cost calculator): its exchange rates and government fees as config rows, for databases
 * seeded before this migration (a fresh database gets them from the seed, which runs after the migrations).
 */
export const m0022_cost_rates: Migration = {
  async up(db: AnyDb) {
    await addMissingConfigRows(db, COST_CONFIG_SEED, nowText());
  },

  async down(db: AnyDb) {
    await db.deleteFrom('sys_config').where('config_key', 'in', COST_CONFIG_SEED.map((r) => r[1])).execute();
  },
};
