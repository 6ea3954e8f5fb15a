import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idColumn } from '../../server/src/db/migrations/helpers';
import { crudService, looseDb, type WriteContext } from '../../server/src/modules/kit/crud';
import { defineEntity, requiredText } from '../../src/shared/contract/kit/index';
import { createTestServer, type TestServer } from './helpers';

/** The module kit's hooks for rows written with their row: afterInsert / afterUpdate in the write's transaction, detail on a get only, bodyOnly fields. */

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  const db = looseDb(t.db);
  await db.schema.createTable('kit_box').$call(idColumn(db, 'box_id')).addColumn('box_name', 'varchar(30)').execute();
  await db.schema.createTable('kit_part').$call(idColumn(db, 'part_id')).addColumn('box_id', 'integer').addColumn('part_name', 'varchar(30)').execute();
});
afterAll(async () => {
  await t?.close();
});

const boxEntity = defineEntity({
  name: 'box',
  basePath: '/kit/box',
  idKey: 'boxId',
  idLabel: '箱号',
  permPrefix: 'kit:box',
  title: '箱子',
  noun: { zh: '箱子', en: 'boxes' },
  row: z.object({ boxId: z.number(), boxName: z.string().nullable() }),
  filter: z.object({}),
  body: z.object({
    boxName: requiredText(30, '箱名不能为空', '箱名太长'),
    parts: z.array(z.string()).max(5),
  }),
  sortable: ['boxId'],
  defaultSort: { key: 'boxId', direction: 'asc' },
  sheetName: '箱子',
  exportColumns: [],
});

const partsOf = async (boxId: number) =>
  (await looseDb(t.db).selectFrom('kit_part').select('part_name').where('box_id', '=', boxId).orderBy('part_id').execute()).map((r) => r.part_name as string);

/** The parts of a box replaced as a whole; a part named 'bad' fails after the replace began (the write must roll back). */
const service = crudService(boxEntity, {
  table: 'kit_box',
  bodyOnly: ['parts'],
  hooks: {
    afterInsert: (trx, id, input) => replaceParts(trx, id, input.parts),
    afterUpdate: (trx, id, input) => replaceParts(trx, id, input.parts),
    async detail(_db, row) {
      return { ...row, parts: await partsOf(row.boxId) };
    },
  },
});
async function replaceParts(trx: Parameters<typeof looseDb>[0], boxId: number, parts: string[]) {
  await looseDb(trx).deleteFrom('kit_part').where('box_id', '=', boxId).execute();
  for (const p of parts) {
    await looseDb(trx).insertInto('kit_part').values({ box_id: boxId, part_name: p }).execute();
    if (p === 'bad') throw new Error('bad part');
  }
}

describe('crudService write hooks', () => {
  const ctx = (): WriteContext => ({ db: t.db, by: 'admin' });

  it('afterInsert writes in the insert\'s transaction; a body-only field is no column', async () => {
    const id = await service.insert(ctx(), { boxName: 'A', parts: ['x', 'y'] });
    expect(await partsOf(id)).toEqual(['x', 'y']);
    await expect(service.insert(ctx(), { boxName: 'B', parts: ['z', 'bad'] })).rejects.toThrow('bad part');
    expect((await looseDb(t.db).selectFrom('kit_box').select('box_name').execute()).map((r) => r.box_name)).toEqual(['A']);
    expect(await looseDb(t.db).selectFrom('kit_part').select('part_name').where('part_name', '=', 'z').execute()).toEqual([]);
  });

  it('afterUpdate runs after the row is updated, in the same transaction, and not for a missing row', async () => {
    const id = await service.insert(ctx(), { boxName: 'C', parts: ['p'] });
    expect(await service.update(ctx(), id, { boxName: 'C2', parts: ['q', 'r'] })).toBe(1);
    expect(await partsOf(id)).toEqual(['q', 'r']);
    await expect(service.update(ctx(), id, { boxName: 'C3', parts: ['bad'] })).rejects.toThrow('bad part');
    expect(await partsOf(id)).toEqual(['q', 'r']);
    expect((await service.get(t.db, id))).toMatchObject({ boxName: 'C2' });
    expect(await service.update(ctx(), 999_999, { boxName: 'none', parts: ['orphan'] })).toBe(0);
    expect(await looseDb(t.db).selectFrom('kit_part').select('part_id').where('part_name', '=', 'orphan').execute()).toEqual([]);
  });

  it('detail completes a get and leaves the list alone', async () => {
    const id = await service.insert(ctx(), { boxName: 'D', parts: ['m'] });
    expect(await service.get(t.db, id)).toEqual({ boxId: id, boxName: 'D', parts: ['m'] });
    const { rows } = await service.list(t.db, { pageNum: 1, pageSize: 50 });
    expect(rows.find((r) => r.boxId === id)).toEqual({ boxId: id, boxName: 'D' });
    expect(await service.get(t.db, 999_999)).toBeNull();
  });
});
