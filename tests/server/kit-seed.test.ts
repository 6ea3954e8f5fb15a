import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entities from '../../src/shared/contract/entities/index';
import type { AnyEntityDef } from '../../src/shared/contract/kit/index';
import { createTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const defs = (Object.values(entities) as unknown[]).filter((v): v is AnyEntityDef => typeof v === 'object' && v !== null && 'permPrefix' in v && 'actions' in v);

describe('the module kit and the seed', () => {
  it('seeds a button row for every call of every entity (besides list), under the page that lists it', async () => {
    expect(defs.length).toBeGreaterThanOrEqual(9);
    const rows = await t.db.selectFrom('sys_menu').select(['perms', 'menu_type', 'menu_name', 'menu_name_en', 'parent_id']).execute();
    const byPerm = new Map(rows.map((r) => [r.perms, r]));
    for (const def of defs) {
      const page = byPerm.get(def.perms.list);
      expect(page, `${def.perms.list} page`).toMatchObject({ menu_type: 'C' });
      for (const action of def.actions.filter((a) => a !== 'list')) {
        const button = byPerm.get(def.perms[action]);
        expect(button, def.perms[action]).toMatchObject({ menu_type: 'F' });
        // entities sharing a prefix share its buttons (RuoYi guards the job log with the job's permissions)
        const nouns = defs.filter((d) => d.permPrefix === def.permPrefix).map((d) => d.noun.zh);
        expect(nouns.some((noun) => button!.menu_name.includes(noun)), `${button!.menu_name} names ${nouns.join(' or ')}`).toBe(true);
        expect(button!.menu_name_en).toBeTruthy();
      }
    }
  });
});
