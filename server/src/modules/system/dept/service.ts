import type { FastifyRequest } from 'fastify';
import type { TreeSelect } from '../../../../../src/shared/contract/index';
import { deptEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { buildTreeSelect } from '../../../lib/tree';
import { likeFilter } from '../../common/list-query';
import { crudService, type DbRow, type WriteMode } from '../../kit/crud';
import { dataScopeHook, descendantOf } from '../data-scope';

/** RuoYi SysDeptServiceImpl's refusals, with its messages (and one of ours: a dept cannot move below itself). */
export const DEPT_MSG = {
  nameExists: (mode: WriteMode, name: string) => `${mode === 'add' ? '新增' : '修改'}部门'${name}'失败，部门名称已存在`,
  parentSelf: (name: string) => `修改部门'${name}'失败，上级部门不能是自己`,
  parentBelow: (name: string) => `修改部门'${name}'失败，上级部门不能是其下级部门`,
  parentMissing: '上级部门不存在',
  parentDisabled: '部门停用，不允许新增',
  enabledChildren: '该部门包含未停用的子部门！',
  hasChildren: '存在下级部门,不允许删除',
  hasUsers: '部门存在用户,不允许删除',
  outOfScope: '没有权限访问部门数据！',
} as const;

/** The depts a caller may see: its data scope on the dept's own id. */
export const deptScope = dataScopeHook({ dept: 'dept_id' });

async function parentOf(db: Db, parentId: number) {
  return db.selectFrom('sys_dept').select(['dept_id', 'ancestors', 'status']).where('dept_id', '=', parentId).where('del_flag', '=', '0').executeTakeFirst();
}

export const deptService = crudService(deptEntity, {
  table: 'sys_dept',
  hooks: {
    scope: deptScope,
    scopeDenied: DEPT_MSG.outOfScope,
    /**
     * The parent must exist (and be enabled for a new dept, and lie in the caller's scope); a name appears once
     * under a parent; an edited dept cannot sit below itself, nor be disabled while a child is enabled.
     * Resolves the dept's ancestors (its parent's path and the parent).
     */
    async validate({ db, request }, input, mode, id): Promise<DbRow> {
      if (mode === 'edit' && id !== undefined) {
        const self = await db.selectFrom('sys_dept').select(['parent_id', 'ancestors']).where('dept_id', '=', id).executeTakeFirstOrThrow();
        if (input.parentId === id) throw new ServiceError(DEPT_MSG.parentSelf(input.deptName));
        // the root stays the root
        if (self.parent_id === 0 && input.parentId === 0) return { ancestors: '0' };
        const below = await db.selectFrom('sys_dept').select('dept_id').where('dept_id', '=', input.parentId).where(descendantOf('ancestors', id)).executeTakeFirst();
        if (below) throw new ServiceError(DEPT_MSG.parentBelow(input.deptName));
        if (input.status === '1') {
          const enabledChild = await db.selectFrom('sys_dept').select('dept_id').where('status', '=', '0').where('del_flag', '=', '0')
            .where(descendantOf('ancestors', id)).executeTakeFirst();
          if (enabledChild) throw new ServiceError(DEPT_MSG.enabledChildren);
        }
      }
      const parent = await parentOf(db, input.parentId);
      if (!parent) throw new ServiceError(DEPT_MSG.parentMissing);
      if (mode === 'add' && parent.status !== '0') throw new ServiceError(DEPT_MSG.parentDisabled);
      await deptService.denyOutOfScope(db, [input.parentId], request);
      let same = db.selectFrom('sys_dept').select('dept_id').where('parent_id', '=', input.parentId).where('dept_name', '=', input.deptName)
        .where('del_flag', '=', '0');
      if (id !== undefined) same = same.where('dept_id', '<>', id);
      if (await same.executeTakeFirst()) throw new ServiceError(DEPT_MSG.nameExists(mode, input.deptName));
      return { ancestors: `${parent.ancestors},${parent.dept_id}` };
    },
    /**
     * A moved dept takes its subtree along (every descendant's ancestors get the new path); an enabled dept enables
     * its ancestors (RuoYi updateParentDeptStatusNormal).
     */
    async beforeUpdate(trx, before, input, by, values) {
      const id = Number(before.dept_id);
      const oldPath = `${String(before.ancestors)},${id}`;
      const newPath = `${String(values.ancestors)},${id}`;
      if (oldPath !== newPath) {
        const children = await trx.selectFrom('sys_dept').select(['dept_id', 'ancestors']).where(descendantOf('ancestors', id)).execute() as DbRow[];
        for (const c of children) {
          const ancestors = newPath + String(c.ancestors).slice(oldPath.length);
          await trx.updateTable('sys_dept').set({ ancestors }).where('dept_id', '=', c.dept_id).execute();
        }
      }
      if (input.status === '0' && values.ancestors !== '0') {
        const ids = String(values.ancestors).split(',').map(Number).filter((n) => n > 0);
        await trx.updateTable('sys_dept').set({ status: '0', update_by: by, update_time: nowText() }).where('dept_id', 'in', ids).where('status', '<>', '0').execute();
      }
    },
    /** refused while a dept has children or users (then nothing is deleted) */
    async beforeRemove(trx, rows) {
      for (const d of rows) {
        const child = await trx.selectFrom('sys_dept').select('dept_id').where('parent_id', '=', d.dept_id).where('del_flag', '=', '0').executeTakeFirst();
        if (child) throw new ServiceError(DEPT_MSG.hasChildren);
        const user = await trx.selectFrom('sys_user').select('user_id').where('dept_id', '=', d.dept_id).where('del_flag', '=', '0').executeTakeFirst();
        if (user) throw new ServiceError(DEPT_MSG.hasUsers);
      }
    },
  },
});

/** Every dept in the caller's scope matching the filters, as a flat list in tree order (parent, then order). */
export async function listDepts(db: Db, filter: { deptName?: string; status?: string }, request: FastifyRequest, excludeId?: number) {
  let q = db.selectFrom('sys_dept').selectAll().where('del_flag', '=', '0');
  if (filter.deptName) q = q.where(likeFilter('dept_name', filter.deptName));
  if (filter.status) q = q.where('status', '=', filter.status);
  if (excludeId !== undefined) q = q.where('dept_id', '<>', excludeId).where((eb) => eb.not(descendantOf('ancestors', excludeId)));
  const scope = await deptScope(request);
  const rows = await (scope ? scope(q) : q).orderBy('parent_id').orderBy('order_num').orderBy('dept_id').execute();
  return (rows as DbRow[]).map((r) => deptService.toRow(r));
}

/** The dept tree of the caller's data scope as RuoYi's TreeSelect (the user page's panel, a role's data scope dialog). */
export async function deptTreeSelect(db: Db, request: FastifyRequest): Promise<TreeSelect[]> {
  const q = db.selectFrom('sys_dept').select(['dept_id', 'parent_id', 'dept_name', 'status']).where('del_flag', '=', '0');
  const scope = await deptScope(request);
  const rows = await (scope ? scope(q) : q).orderBy('parent_id').orderBy('order_num').orderBy('dept_id').execute();
  return buildTreeSelect(rows as { dept_id: number; parent_id: number; dept_name: string; status: string }[],
    (d) => ({ id: Number(d.dept_id), parentId: Number(d.parent_id), label: d.dept_name, disabled: d.status !== '0' }));
}
