import { camelCase } from '../columns';
import { storedType } from '../create-table';
import { commentText, entityName, type GenModel, isAudited, ownColumns, pkOf, str, type SubModel, subFormColumns, subListField, subOf } from './model';

const isIdentifier = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
/** `.name`, or `['na-me']` where the column is no plain identifier. */
const prop = (name: string) => (isIdentifier(name) ? `.${name}` : `[${str(name)}]`);
/** An object key: `name`, or `'na-me'`. */
const key = (name: string) => (isIdentifier(name) ? name : str(name));
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** server/src/modules/<module>/<business>/routes.ts: the kit's CRUD routes over the table (a master-sub master's with its sub rows). */
export function routesFile(m: GenModel): string {
  const renamed = ownColumns(m).filter((c) => snake(c.javaField) !== c.columnName);
  const columns = renamed.length ? `, columns: { ${renamed.map((c) => `${c.javaField}: ${str(c.columnName)}`).join(', ')} }` : '';
  const sub = subOf(m);
  const doc = `/** ${commentText(m.functionName)} (${m.tableName}): list, get, add, edit, delete and export; add it to apiModules in server/src/modules/index.ts. */`;
  if (!sub) {
    return [
      `import { ${entityName(m)} } from '../../../../../src/shared/contract/entities/${m.businessName}';`,
      `import { crudRoutes } from '../../kit/crud';`,
      ``,
      doc,
      `export const ${m.businessName}Routes = crudRoutes(${entityName(m)}, { table: ${str(m.tableName)}${columns} });`,
      ``,
    ].join('\n');
  }
  return subRoutesFile(m, sub, doc, columns);
}

/**
 * A master with its sub rows: every add and edit replaces the master's sub rows in its transaction (RuoYi deletes
 * them and inserts the submitted ones), a delete takes them along, and the get answers them in `<subClass>List`.
 */
function subRoutesFile(m: GenModel, sub: SubModel, doc: string, columns: string): string {
  const ent = entityName(m);
  const list = subListField(sub);
  const t = sub.table;
  const table = str(t.tableName);
  const fk = str(sub.fk.columnName);
  const audited = isAudited(t);
  const subPk = pkOf(t);
  const replace = `replace${t.className}Rows`;
  const values = [
    `${key(sub.fk.columnName)}: id`,
    ...subFormColumns(sub).map((c) => `${key(c.columnName)}: r.${c.javaField}`),
    ...(audited ? ['create_by: by', 'create_time: now'] : []),
  ];
  return [
    `import { ${ent} } from '../../../../../src/shared/contract/entities/${m.businessName}';`,
    `import type { BodyOf } from '../../../../../src/shared/contract/kit/index';`,
    ...(audited ? [`import { nowText } from '../../../lib/time';`] : []),
    `import { crudRoutes, type DbRow, looseDb, type LooseTrx } from '../../kit/crud';`,
    ``,
    `/** The ${commentText(t.functionName)} rows of one ${commentText(m.functionName)} (${t.tableName}.${sub.fk.columnName}) become the submitted ones. */`,
    `async function ${replace}(trx: LooseTrx, id: number, input: BodyOf<typeof ${ent}>${audited ? ', by: string' : ''}): Promise<void> {`,
    `  await trx.deleteFrom(${table}).where(${fk}, '=', id).execute();`,
    `  if (input.${list}.length === 0) return;`,
    ...(audited ? [`  const now = nowText();`] : []),
    `  await trx.insertInto(${table}).values(input.${list}.map((r) => ({ ${values.join(', ')} }))).execute();`,
    `}`,
    ``,
    doc,
    `export const ${m.businessName}Routes = crudRoutes(${ent}, {`,
    `  table: ${str(m.tableName)}${columns},`,
    `  bodyOnly: [${str(list)}],`,
    `  hooks: {`,
    `    afterInsert: ${replace},`,
    `    afterUpdate: ${replace},`,
    `    async beforeRemove(trx, rows) {`,
    `      const ids = rows.map((r) => Number(r${prop(pkOf(m).columnName)}));`,
    `      if (ids.length) await trx.deleteFrom(${table}).where(${fk}, 'in', ids).execute();`,
    `    },`,
    `    async detail(db, row) {`,
    `      const rows = (await looseDb(db).selectFrom(${table}).selectAll().where(${fk}, '=', row.${pkOf(m).javaField}).orderBy(${str(subPk.columnName)}).execute()) as DbRow[];`,
    `      return { ...row, ${list}: rows.map((r) => ({ ${t.columns.map((c) => `${c.javaField}: r${prop(c.columnName)}`).join(', ')} })) };`,
    `    },`,
    `  },`,
    `});`,
    ``,
  ].join('\n');
}

/**
 * server/src/db/migrations/<table>.ts: a table created from pasted SQL is created here the way the generator built
 * it; an imported table already exists, so its migration only says so.
 */
export function migrationFile(m: GenModel): string {
  const name = `m_${camelCase(m.tableName)}`;
  const head = [`import type { Migration } from 'kysely';`];
  if (m.origin !== '1') {
    return [
      ...head,
      ``,
      `/** ${commentText(m.tableName)} exists already (imported from the database): nothing to create. Number the file and add it to migrations/index.ts. */`,
      `export const ${name}: Migration = {`,
      `  async up() {},`,
      `};`,
      ``,
    ].join('\n');
  }
  const pk = pkOf(m);
  const lines = m.columns.map((c) => {
    if (c === pk) return `      .$call(idColumn(db, ${str(c.columnName)}))`;
    const notNull = c.isRequired === '1' ? ', (col) => col.notNull()' : '';
    return `      .addColumn(${str(c.columnName)}, ${str(storedType(c.columnType))}${notNull})`;
  });
  return [
    ...head,
    `import { type AnyDb, idColumn } from './helpers';`,
    ``,
    `/** ${commentText(m.functionName)}: creates ${m.tableName}. Number the file and add it to migrations/index.ts. */`,
    `export const ${name}: Migration = {`,
    `  async up(db: AnyDb) {`,
    `    await db.schema`,
    `      .createTable(${str(m.tableName)})`,
    ...lines,
    `      .execute();`,
    `  },`,
    `  async down(db: AnyDb) {`,
    `    await db.schema.dropTable(${str(m.tableName)}).ifExists().execute();`,
    `  },`,
    `};`,
    ``,
  ].join('\n');
}
