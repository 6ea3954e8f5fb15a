import { entityFile } from './entity';
import { menuSqlFile } from './menu';
import type { GenModel } from './model';
import { migrationFile, routesFile } from './server';
import { localeFile, viewFile } from './view';

export type { GenModel } from './model';

/**
 * Every file the generator writes for one table, path → content (the preview's tabs and the zip's entries). The
 * paths are where the files go in this repository.
 */
export function renderTable(m: GenModel, now: string): Record<string, string> {
  return {
    [`src/shared/contract/entities/${m.businessName}.ts`]: entityFile(m),
    [`server/src/db/migrations/${m.tableName}.ts`]: migrationFile(m),
    [`server/src/modules/${m.moduleName}/${m.businessName}/routes.ts`]: routesFile(m),
    [`src/admin/views/${m.moduleName}/${m.businessName}/index.tsx`]: viewFile(m),
    [`src/shared/i18n/locales/zh/admin-views.${m.businessName}.json`]: localeFile(m, 'zh'),
    [`src/shared/i18n/locales/en/admin-views.${m.businessName}.json`]: localeFile(m, 'en'),
    [`sql/${m.businessName}_menu.sql`]: menuSqlFile(m, now),
  };
}
