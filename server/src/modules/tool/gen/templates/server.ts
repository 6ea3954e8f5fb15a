import { camelCase } from '../columns';
import { storedType } from '../create-table';
import { commentText, entityName, type GenModel, ownColumns, pkOf, str } from './model';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** server/src/modules/<module>/<business>/routes.ts: the kit's CRUD routes over the table. */
export function routesFile(m: GenModel): string {
  const renamed = ownColumns(m).filter((c) => snake(c.javaField) !== c.columnName);
  const columns = renamed.length ? `, columns: { ${renamed.map((c) => `${c.javaField}: ${str(c.columnName)}`).join(', ')} }` : '';
  return [
    `import { ${entityName(m)} } from '../../../../../src/shared/contract/entities/${m.businessName}';`,
    `import { crudRoutes } from '../../kit/crud';`,
    ``,
    `/** ${commentText(m.functionName)} (${m.tableName}): list, get, add, edit, delete and export; add it to apiModules in server/src/modules/index.ts. */`,
    `export const ${m.businessName}Routes = crudRoutes(${entityName(m)}, { table: ${str(m.tableName)}${columns} });`,
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
