import { useState } from 'react';
import type { FormInstance } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { useFeedback } from '../FormDialog/useFeedback';
import type { CrudToolbarProps } from './CrudToolbar';
import type { ListColumn } from './ListPage';
import { RowActions, type RowAction } from './RowActions';
import type { ListQuery } from './useListQuery';

/** A primary key as the API takes it (`/system/x/{id}`, `DELETE /system/x/1,2`). */
export type CrudId = number | string;

/** The permission of each CRUD action; an action without one is not offered. */
export interface CrudPerms {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
}

/** The form values of an update: the id present. */
export type WithId<Values, K extends keyof Values> = Values & { [P in K]-?: NonNullable<Values[P]> };

export interface CrudPageOptions<
  Row extends object,
  Values extends object,
  K extends Extract<keyof Row, string>,
  Res extends { data: unknown },
  Q,
> {
  /** from useListQuery (the page owns it, so it can pass `immediate`, `initialFilters`, … and search itself) */
  list: ListQuery<Row, object>;
  /** the add / edit form (the page owns it, e.g. for Form.useWatch) */
  form: FormInstance<Values>;
  /** the primary key: the table's rowKey and the id of get / update / remove */
  idKey: K;
  perms: CrudPerms;
  /** the dialog titles and the delete confirmation (RuoYi: 是否确认删除…编号为"1,2"的数据项？) */
  texts: { addTitle: string; editTitle: string; removeConfirm(ids: string): string };
  /** GET one row for the edit dialog (an AjaxResult with `data`); without it the dialog is filled from the table row */
  get?: (id: CrudId) => Promise<Res>;
  /**
   * the form values of a loaded row (default: `data` as it is); the whole answer is there too, e.g. the user's
   * `postIds` / `roleIds` beside its `data`
   */
  toForm?: (data: NoInfer<Res>['data'], response: NoInfer<Res>) => NoInfer<Partial<Values>>;
  /** the values of a new row (as of the render before 新增 opens the dialog) */
  addValues?: NoInfer<Partial<Values>>;
  add?: (values: NoInfer<Values>) => Promise<unknown>;
  /** the message after an add, from the server's answer (default 新增成功), e.g. how many a notice reached */
  addedMessage?: (answer: unknown) => string;
  /** receives the form values with the edited row's id */
  update?: (values: NoInfer<WithId<Values, K & keyof Values>>) => Promise<unknown>;
  /** DELETE with one or more ids (a refusal's message is shown by the request layer) */
  remove?: (ids: CrudId[]) => Promise<unknown>;
  /** 导出: called with the list's query as loaded and `<exportName>_<ts>.xlsx` */
  exportList?: (query: Q, fileName: string) => Promise<unknown>;
  exportName?: string;
  /** 刷新缓存 (a button after 导出, behind `permi`) */
  refreshCache?: { request: () => Promise<unknown>; permi: string };
  /** after a successful add / update, before the list reloads */
  onSaved?: (values: NoInfer<Values>, mode: CrudMode) => void;
  /** after a successful delete, before the list reloads */
  onRemoved?: (ids: CrudId[]) => void;
  /** after a successful 刷新缓存 */
  onCacheRefreshed?: () => void;
  /** the row's operations: the default 修改 / 删除 and anything a page adds, hides or reorders */
  rowActions?: (row: Row, defaults: RowAction[]) => RowAction[];
  /** width of the operations column (default 110) */
  operationsWidth?: number;
}

export type CrudMode = 'add' | 'edit';

export interface CrudPage<Row extends object, Values extends object> {
  list: ListQuery<Row, object>;
  form: FormInstance<Values>;
  /** antd message / modal and a promise confirm (the shell's <App>) */
  feedback: ReturnType<typeof useFeedback>;
  /** the dialog: closed, adding, or editing the row `id` */
  dialog: { open: boolean; mode: CrudMode; id?: CrudId };
  /** 新增: reset the form, apply `addValues`, open */
  openAdd(): void;
  /** 修改 of a row, or of the one selected row (loads it with `get`) */
  openEdit(row?: Row): Promise<void>;
  /** 删除 of a row, or of the selected rows, after confirmation */
  remove(row?: Row): Promise<void>;
  exportList(): void;
  refreshCache(): Promise<void>;
  /** spread on <FormDialog> */
  dialogProps: { open: boolean; title: string; form: FormInstance<Values>; onSubmit(values: Values): Promise<unknown>; onClose(): void };
  /** spread on <CrudToolbar> (extra buttons go in its children) */
  toolbarProps: CrudToolbarProps;
  /** the operations column (修改 / 删除 icon buttons behind their permissions), last in `columns` */
  operationsColumn: ListColumn<Row>;
}

/**
 * The wiring of a RuoYi CRUD list page on top of useListQuery, ListPage, CrudToolbar and FormDialog: the dialog
 * state, 新增 / 修改 (one row: the row's button or the one selected row; loaded with `get`), 删除 (a row or every
 * selected row, after confirmation, ids comma-joined), 导出 (the list's filters, `<name>_<ts>.xlsx`), 刷新缓存,
 * the success messages and the list reload after a change. A page keeps its columns, filters and form fields and
 * spreads what this returns:
 *
 * ```tsx
 * const list = useListQuery<SysPost, Filters>({ fetch: listPost });
 * const [form] = Form.useForm<PostForm>();
 * const crud = useCrudPage({ list, form, idKey: 'postId', perms: SYSTEM_PERMS.post, get: getPost, add: addPost,
 *   update: updatePost, remove: delPost, exportList: exportPost, exportName: 'post', texts: { … } });
 * <ListPage list={list} rowKey="postId" columns={[...columns, crud.operationsColumn]}
 *   toolbar={<CrudToolbar {...crud.toolbarProps} />} …>
 *   <FormDialog {...crud.dialogProps}>…fields…</FormDialog>
 * </ListPage>
 * ```
 *
 * Everything lives in the page component, so a page kept alive by the tags view keeps its filters, page and rows.
 */
export function useCrudPage<
  Row extends object,
  Values extends object,
  K extends Extract<keyof Row, string>,
  Res extends { data: unknown } = { data: Row },
  Q = Record<string, unknown>,
>(
  o: CrudPageOptions<Row, Values, K, Res, Q>,
): CrudPage<Row, Values> {
  const { t } = useTranslation('admin-views');
  const feedback = useFeedback();
  const { message, confirm } = feedback;
  const { list, form, idKey, perms, texts } = o;
  const [dialog, setDialog] = useState<{ open: boolean; mode: CrudMode; id?: CrudId }>({ open: false, mode: 'add' });

  const rowId = (row: Row) => row[idKey] as CrudId;

  const openAdd = () => {
    form.resetFields();
    const values = o.addValues;
    if (values) form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    setDialog({ open: true, mode: 'add' });
  };

  const openEdit = async (row?: Row) => {
    const id = row ? rowId(row) : (list.selectedKeys[0] as CrudId | undefined);
    if (id === undefined) return;
    let res: Res;
    if (o.get) {
      const answer = await o.get(id).catch(() => null);
      if (!answer) return; // the request layer has shown why
      res = answer;
    } else {
      const found = row ?? list.selectedRows[0];
      if (!found) return;
      res = { data: found } as Res;
    }
    form.resetFields();
    const values = o.toForm ? o.toForm(res.data, res) : (res.data as Partial<Values>);
    form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    setDialog({ open: true, mode: 'edit', id });
  };

  const submit = async (values: Values) => {
    const mode = dialog.mode;
    if (mode === 'edit' && dialog.id !== undefined) {
      await o.update?.({ ...values, [idKey]: dialog.id } as WithId<Values, K & keyof Values>);
      message.success(t('msg.editSuccess'));
    } else {
      const answer = await o.add?.(values);
      message.success(o.addedMessage ? o.addedMessage(answer) : t('msg.addSuccess'));
    }
    o.onSaved?.(values, mode);
    void list.refresh();
  };

  const remove = async (row?: Row) => {
    const ids = row ? [rowId(row)] : (list.selectedKeys as CrudId[]);
    if (!ids.length || !o.remove) return;
    if (!(await confirm(texts.removeConfirm(ids.join(','))))) return;
    try {
      await o.remove(ids);
    } catch {
      // e.g. 内置参数【sys.user.initPassword】不能删除: the request layer has shown the server's message
      return;
    }
    message.success(t('msg.removeSuccess'));
    o.onRemoved?.(ids);
    void list.refresh();
  };

  const exportList = () => {
    if (!o.exportList) return;
    void o.exportList(list.query() as Q, `${o.exportName ?? 'export'}_${Date.now()}.xlsx`);
  };

  const refreshCache = async () => {
    if (!o.refreshCache) return;
    try {
      await o.refreshCache.request();
    } catch {
      return;
    }
    message.success(t('msg.refreshSuccess'));
    o.onCacheRefreshed?.();
  };

  const actionsOf = (row: Row): RowAction[] => {
    const defaults: RowAction[] = [];
    if (o.update)
      defaults.push({ key: 'edit', label: t('action.edit'), icon: <EditOutlined aria-hidden />, permi: perms.edit, onClick: () => void openEdit(row) });
    if (o.remove)
      defaults.push({ key: 'remove', label: t('action.remove'), icon: <DeleteOutlined aria-hidden />, permi: perms.remove, onClick: () => void remove(row) });
    return o.rowActions ? o.rowActions(row, defaults) : defaults;
  };

  return {
    list,
    form,
    feedback,
    dialog,
    openAdd,
    openEdit,
    remove,
    exportList,
    refreshCache,
    dialogProps: {
      open: dialog.open,
      title: dialog.mode === 'edit' ? texts.editTitle : texts.addTitle,
      form,
      onSubmit: submit,
      onClose: () => setDialog((d) => ({ ...d, open: false })),
    },
    toolbarProps: {
      perms: { ...perms, refreshCache: o.refreshCache?.permi },
      selected: list.selectedKeys.length,
      onAdd: o.add ? openAdd : undefined,
      onEdit: o.update ? () => void openEdit() : undefined,
      onRemove: o.remove ? () => void remove() : undefined,
      onExport: o.exportList ? exportList : undefined,
      onRefreshCache: o.refreshCache ? () => void refreshCache() : undefined,
    },
    operationsColumn: {
      key: 'operations',
      title: t('action.operations'),
      align: 'center',
      hideable: false,
      width: o.operationsWidth ?? 110,
      render: (_: unknown, row: Row) => <RowActions actions={actionsOf(row)} />,
    },
  };
}
