import type { FastifyInstance } from 'fastify';
import type { AnyEntityDef } from '../../../../src/shared/contract/kit/index';
import { success } from '../../lib/result';
import { BusinessType } from '../../plugins/oper-log';
import { requirePermi } from '../../plugins/permissions';

/**
 * `DELETE <base>/clean` of a log (RuoYi's 清空: every row), behind `<prefix>:remove`, logged as CLEAN. Registered
 * beside the kit's `DELETE <base>/:ids`; the static path wins over the parameter.
 */
export function registerClean(app: FastifyInstance, def: AnyEntityDef, table: 'sys_oper_log' | 'sys_logininfor'): void {
  app.delete(`${def.basePath}/clean`, {
    preHandler: requirePermi(def.perms.remove),
    config: { operLog: { title: def.title, businessType: BusinessType.CLEAN } },
  }, async () => {
    await app.db.deleteFrom(table).execute();
    return success();
  });
}
