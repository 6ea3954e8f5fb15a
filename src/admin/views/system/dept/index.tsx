/**
 * 部门管理 (system/dept/index): the dept tree in the caller's data scope — filters, 展开/折叠, inline 排序 with
 * 保存排序, add (also below a row), edit (parent choices without the dept's own subtree; the root keeps no parent),
 * delete (refused by the server with children or users; the root has no delete).
 */
import { useState } from 'react';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { deptApi, listDept, listDeptExcludeChild, updateDeptSort } from '@shared/api/system/dept';
import { deptEntity } from '@shared/contract/entities';
import type { DeptForm, DeptQuery, SysDeptRow } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { handleTree, type TreeNode } from '@shared/lib/tree';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { ExpandToggle, SaveSortButton, SortCell, treeFetch, useSortDraft, useTreeExpand } from '../../../components/ListPage/tree';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';

type Filters = DeptQuery;
type DeptNode = TreeNode<SysDeptRow>;

const fetchTree = treeFetch<SysDeptRow>(listDept, 'deptId', 'parentId');
const PARENT_FIELDS = { label: 'deptName', value: 'deptId', children: 'children' };

export default function DeptPage() {
  const { t } = useTranslation('admin-views');
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<DeptForm>();
  const rules = useFieldRules(deptEntity.body);
  const list = useListQuery<DeptNode, Filters>({ fetch: fetchTree });
  const expand = useTreeExpand(list.rows, 'deptId');
  const sort = useSortDraft(list.rows, 'deptId', 'orderNum');
  const [parents, setParents] = useState<DeptNode[]>([]);
  const [isRoot, setIsRoot] = useState(false);

  const loadParents = async (excludeId?: number) => {
    const res = await (excludeId === undefined ? listDept() : listDeptExcludeChild(excludeId)).catch(() => null);
    setParents(handleTree(res?.data ?? [], 'deptId', 'parentId'));
  };

  const names = new Map<number, string>();
  const collect = (rows: readonly DeptNode[]) => rows.forEach((r) => {
    names.set(r.deptId, r.deptName);
    if (r.children) collect(r.children);
  });
  collect(list.rows);

  const kit = entityCrud(deptEntity, deptApi);
  const crud = useCrudPage({
    ...kit,
    list,
    form,
    texts: {
      addTitle: t('dept.addTitle'),
      editTitle: t('dept.editTitle'),
      removeConfirm: (ids) => t('dept.removeConfirm', { name: ids.split(',').map((id) => names.get(Number(id)) ?? id).join('，') }),
    },
    rowActions: (row, [edit, remove]) => [
      { ...edit!, onClick: () => void openEdit(row) },
      { key: 'addChild', label: t('action.addChild'), icon: <PlusOutlined aria-hidden />, permi: deptEntity.perms.add, onClick: () => void openAdd(row) },
      { ...remove!, hidden: row.parentId === 0 },
    ],
    operationsWidth: 130,
  });

  const openAdd = async (parent?: SysDeptRow) => {
    setIsRoot(false);
    await loadParents();
    crud.openAdd();
    if (parent) form.setFieldsValue({ parentId: parent.deptId });
  };
  const openEdit = async (row: SysDeptRow) => {
    setIsRoot(row.parentId === 0);
    await loadParents(row.deptId);
    await crud.openEdit(row as DeptNode);
  };

  const saveSort = async () => {
    try {
      await updateDeptSort(sort.changed.ids, sort.changed.orders);
    } catch {
      return; // the request layer has shown why
    }
    crud.feedback.message.success(t('msg.sortSaved'));
    void list.refresh();
  };

  const columns: ListColumn<DeptNode>[] = [
    { key: 'deptName', title: t('dept.deptName'), width: 260 },
    {
      key: 'orderNum',
      title: t('dept.orderNum'),
      align: 'center',
      width: 110,
      render: (_: unknown, row) => <SortCell row={row} draft={sort} label={t('dept.sortOf', { name: row.deptName })} />,
    },
    { key: 'status', title: t('dept.status'), align: 'center', width: 100, render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', title: t('dept.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="deptId"
      label={t('dept.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-dept"
      selectable={false}
      paginated={false}
      tableProps={{ expandable: expand.expandable }}
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('dept.deptName')} name="deptName">
            <Input placeholder={t('dept.deptNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('dept.status')} name="status">
            <Select placeholder={t('dept.statusPh')} allowClear options={dictSelectOptions(statusOptions)} />
          </Form.Item>
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps} onAdd={() => void openAdd()} onEdit={undefined} onRemove={undefined}>
          <ExpandToggle onClick={expand.toggleAll} />
          <SaveSortButton permi={deptEntity.perms.edit} count={sort.changed.ids.length} onClick={() => void saveSort()} />
        </CrudToolbar>
      }
    >
      <FormDialog<DeptForm> {...crud.dialogProps} width={600}>
        {isRoot ? (
          <Form.Item name="parentId" hidden>
            <Input />
          </Form.Item>
        ) : (
          <Form.Item label={t('dept.parentId')} name="parentId" rules={rules('parentId')}>
            <TreeSelect
              treeData={parents}
              fieldNames={PARENT_FIELDS}
              placeholder={t('dept.parentPh')}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'deptName' }}
            />
          </Form.Item>
        )}
        <Form.Item label={t('dept.deptName')} name="deptName" rules={rules('deptName')}>
          <Input placeholder={t('dept.deptNamePh')} maxLength={30} />
        </Form.Item>
        <Form.Item label={t('dept.orderNum')} name="orderNum" rules={rules('orderNum')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item label={t('dept.leader')} name="leader" rules={rules('leader')}>
          <Input placeholder={t('dept.leaderPh')} maxLength={20} />
        </Form.Item>
        <Form.Item label={t('dept.phone')} name="phone" rules={rules('phone')}>
          <Input placeholder={t('dept.phonePh')} maxLength={11} />
        </Form.Item>
        <Form.Item label={t('dept.email')} name="email" rules={rules('email')}>
          <Input placeholder={t('dept.emailPh')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('dept.status')} name="status" rules={rules('status')}>
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
