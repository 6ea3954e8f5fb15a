/**
 * 菜单管理 (system/menu/index): the menu tree as a table (not paged), 展开/折叠, the order edited in the rows and saved
 * with 保存排序, and the add / edit dialog that shows only the fields of the chosen type (M directory, C page,
 * F button). What is saved shows in the sidebar after a reload (/getRouters).
 */
import { useMemo, useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Tag, Tooltip, TreeSelect } from 'antd';
import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined, QuestionCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { listMenu, menuApi, updateMenuSort } from '@shared/api/system/menu';
import { menuEntity } from '@shared/contract/entities';
import type { MenuForm, MenuQuery, SysMenu } from '@shared/contract';
import { Auth } from '@shared/auth/Auth';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { handleTree, type TreeNode } from '@shared/lib/tree';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { MenuIcon } from '../../../layout/icons';
import { IconSelect } from './IconSelect';

type Filters = Pick<MenuQuery, 'menuName' | 'status'>;
type MenuRow = TreeNode<SysMenu>;

/** The label of a form field with RuoYi's explanatory tooltip. */
function Hint({ label, tip }: { label: string; tip: string }) {
  return (
    <span>
      <Tooltip title={tip}>
        <QuestionCircleOutlined aria-label={tip} style={{ marginRight: 4 }} />
      </Tooltip>
      {label}
    </span>
  );
}

/** Keys of the rows that have children (what 展开 opens). */
function parentKeys(rows: readonly MenuRow[]): number[] {
  return rows.flatMap((r) => (r.children?.length ? [r.menuId, ...parentKeys(r.children)] : []));
}

function flatten(rows: readonly MenuRow[]): MenuRow[] {
  return rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/** The parent choices: 主类目 (0) above every directory and page (buttons hold nothing). */
function parentOptions(menus: readonly SysMenu[], root: string): ParentOption[] {
  const toOption = (m: MenuRow): ParentOption => ({
    value: m.menuId,
    title: m.menuName,
    children: m.children?.length ? m.children.map(toOption) : undefined,
  });
  const tree = handleTree(menus.filter((m) => m.menuType !== 'F'), 'menuId', 'parentId');
  return [{ value: 0, title: root, children: tree.map(toOption) }];
}

export default function MenuPage() {
  const { t } = useTranslation('admin-views');
  const { sys_normal_disable: statusOptions, sys_show_hide: showHide } = useDict('sys_normal_disable', 'sys_show_hide');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<MenuForm>();
  const rules = useFieldRules(menuEntity.body);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [orders, setOrders] = useState<Record<number, number>>({});
  const [allMenus, setAllMenus] = useState<SysMenu[]>([]);

  const list = useListQuery<MenuRow, Filters>({
    fetch: async (q) => {
      const { menuName, status } = q;
      const res = await listMenu({ menuName, status });
      const flat = res.data ?? [];
      setOrders(Object.fromEntries(flat.map((m) => [m.menuId, m.orderNum])));
      return { code: 200, msg: res.msg, rows: handleTree(flat, 'menuId', 'parentId'), total: 0 };
    },
  });
  const byId = useMemo(() => new Map(flatten(list.rows).map((m) => [m.menuId, m])), [list.rows]);

  /** the parent tree of the dialog: every menu, whatever the filters */
  const loadParents = () => void listMenu().then((res) => setAllMenus(res.data ?? [])).catch(() => undefined);

  const kit = entityCrud(menuEntity, menuApi);
  const crud = useCrudPage({
    ...kit,
    // a new menu starts as a directory (RuoYi's form), with the body's defaults
    addValues: { ...kit.addValues, menuType: 'M' },
    list,
    form,
    texts: {
      addTitle: t('menu.addTitle'),
      editTitle: t('menu.editTitle'),
      removeConfirm: (ids) => t('menu.removeConfirm', { name: byId.get(Number(ids))?.menuName ?? ids }),
    },
    operationsWidth: 130,
    // 修改 loads the parent tree too; 新增 in a row adds a child of it (not below a button)
    rowActions: (row) => [
      { key: 'edit', label: t('action.edit'), icon: <EditOutlined aria-hidden />, permi: menuEntity.perms.edit, onClick: () => openEdit(row) },
      ...(row.menuType !== 'F'
        ? [{ key: 'addChild', label: t('menu.addChild'), icon: <PlusOutlined aria-hidden />, permi: menuEntity.perms.add, onClick: () => openAdd(row.menuId) }]
        : []),
      { key: 'remove', label: t('action.remove'), icon: <DeleteOutlined aria-hidden />, permi: menuEntity.perms.remove, onClick: () => void crud.remove(row) },
    ],
  });

  const openAdd = (parentId = 0) => {
    loadParents();
    crud.openAdd();
    form.setFieldsValue({ parentId });
  };
  const openEdit = (row: MenuRow) => {
    loadParents();
    void crud.openEdit(row);
  };

  const saveSort = async () => {
    const changes = flatten(list.rows)
      .filter((m) => orders[m.menuId] !== undefined && orders[m.menuId] !== m.orderNum)
      .map((m) => ({ menuId: m.menuId, orderNum: orders[m.menuId]! }));
    if (changes.length === 0) {
      crud.feedback.message.warning(t('menu.sortUnchanged'));
      return;
    }
    try {
      await updateMenuSort(changes);
    } catch {
      return;
    }
    crud.feedback.message.success(t('menu.sortSaved'));
    void list.refresh();
  };

  const allExpanded = expanded.length > 0;
  const menuType = Form.useWatch('menuType', form) ?? 'M';
  const isFrame = Form.useWatch('isFrame', form);

  const typeTag = (row: SysMenu) => {
    if (row.menuType !== 'F' && row.isFrame === '0') return <Tag color="error">{t('menu.types.link')}</Tag>;
    if (row.menuType === 'M') return <Tag color="processing">{t('menu.types.M')}</Tag>;
    if (row.menuType === 'C') return <Tag color="success">{t('menu.types.C')}</Tag>;
    return <Tag color="warning">{t('menu.types.F')}</Tag>;
  };

  const columns: ListColumn<MenuRow>[] = [
    {
      key: 'menuName',
      title: t('menu.menuName'),
      width: 220,
      ellipsis: true,
      render: (_: unknown, row) => (
        <span>
          {row.menuType !== 'F' && <MenuIcon name={row.icon} />} <span>{row.menuName}</span>
        </span>
      ),
    },
    { key: 'menuType', title: t('menu.menuType'), width: 90, render: (_: unknown, row) => typeTag(row) },
    {
      key: 'orderNum',
      title: t('menu.orderNum'),
      width: 110,
      render: (_: unknown, row) => (
        <InputNumber
          size="small"
          min={0}
          max={999999}
          precision={0}
          style={{ width: 88 }}
          aria-label={t('menu.orderOf', { name: row.menuName })}
          value={orders[row.menuId] ?? row.orderNum}
          onChange={(v) => setOrders((o) => ({ ...o, [row.menuId]: typeof v === 'number' ? v : row.orderNum }))}
        />
      ),
    },
    { key: 'perms', title: t('menu.perms'), ellipsis: true },
    { key: 'component', title: t('menu.component'), ellipsis: true },
    { key: 'status', title: t('menu.status'), width: 80, render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', title: t('menu.createTime'), width: 170, defaultVisible: false, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  const parents = useMemo(() => parentOptions(allMenus, t('menu.root')), [allMenus, t]);

  return (
    <ListPage
      list={list}
      rowKey="menuId"
      label={t('menu.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-menu"
      selectable={false}
      form={queryForm}
      tableProps={{ expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) } }}
      filters={
        <>
          <Form.Item label={t('menu.menuName')} name="menuName">
            <Input placeholder={t('menu.menuNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('menu.status')} name="status">
            <Select placeholder={t('menu.statusPh')} allowClear options={dictSelectOptions(statusOptions)} style={{ width: 200 }} />
          </Form.Item>
        </>
      }
      toolbar={
        <CrudToolbar perms={{ add: menuEntity.perms.add }} selected={0} onAdd={() => openAdd(0)}>
          <Auth permi={menuEntity.perms.edit}>
            <Button className="admin-btn--warning" icon={<CheckOutlined aria-hidden />} onClick={() => void saveSort()}>
              {t('menu.saveSort')}
            </Button>
          </Auth>
          <Button icon={<SwapOutlined rotate={90} aria-hidden />} onClick={() => setExpanded(allExpanded ? [] : parentKeys(list.rows))}>
            {t('menu.expandToggle')}
          </Button>
        </CrudToolbar>
      }
    >
      <FormDialog<MenuForm> {...crud.dialogProps} width={680} labelWidth={100}>
        <Row gutter={12}>
          <Col span={24}>
            <Form.Item label={t('menu.parentId')} name="parentId">
              <TreeSelect treeData={parents} treeDefaultExpandedKeys={[0]} placeholder={t('menu.parentPh')} showSearch treeNodeFilterProp="title" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('menu.menuType')} name="menuType" rules={rules('menuType')}>
              <Radio.Group options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu.types.${v}`) }))} />
            </Form.Item>
          </Col>
          {menuType !== 'F' && (
            <Col xs={24} sm={12}>
              <Form.Item label={t('menu.icon')} name="icon" rules={rules('icon')}>
                <IconSelect />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item label={t('menu.orderNum')} name="orderNum" rules={rules('orderNum')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('menu.menuName')} name="menuName" rules={rules('menuName')}>
              <Input placeholder={t('menu.menuNamePh')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('menu.menuNameEn')} name="menuNameEn" rules={rules('menuNameEn')} tooltip={t('menu.menuNameEnTip')}>
              <Input placeholder={t('menu.menuNameEnPh')} maxLength={100} />
            </Form.Item>
          </Col>
          {menuType === 'C' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.routeName')} tip={t('menu.routeNameTip')} />} name="routeName" rules={rules('routeName')}>
                <Input placeholder={t('menu.routeNamePh')} maxLength={50} />
              </Form.Item>
            </Col>
          )}
          {menuType !== 'F' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.isFrame')} tip={t('menu.isFrameTip')} />} name="isFrame">
                <Radio.Group options={[{ value: '0', label: t('menu.yes') }, { value: '1', label: t('menu.no') }]} />
              </Form.Item>
            </Col>
          )}
          {menuType !== 'F' && (
            <Col xs={24} sm={12}>
              <Form.Item
                label={<Hint label={t('menu.path')} tip={t('menu.pathTip')} />}
                name="path"
                rules={[
                  ...rules('path'),
                  { required: true, whitespace: true, message: t('menu.pathRequired') },
                  ...(isFrame === '0' ? [{ pattern: /^https?:\/\//, message: t('menu.pathHttp') }] : []),
                ]}
              >
                <Input placeholder={t('menu.pathPh')} maxLength={200} />
              </Form.Item>
            </Col>
          )}
          {menuType === 'C' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.component')} tip={t('menu.componentTip')} />} name="component" rules={rules('component')}>
                <Input placeholder={t('menu.componentPh')} maxLength={255} />
              </Form.Item>
            </Col>
          )}
          {menuType !== 'M' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.perms')} tip={t('menu.permsTip')} />} name="perms" rules={rules('perms')}>
                <Input placeholder={t('menu.permsPh')} maxLength={100} />
              </Form.Item>
            </Col>
          )}
          {menuType === 'C' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.query')} tip={t('menu.queryTip')} />} name="query" rules={rules('query')}>
                <Input placeholder={t('menu.queryPh')} maxLength={255} />
              </Form.Item>
            </Col>
          )}
          {menuType === 'C' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.isCache')} tip={t('menu.isCacheTip')} />} name="isCache">
                <Radio.Group options={[{ value: '0', label: t('menu.cache') }, { value: '1', label: t('menu.noCache') }]} />
              </Form.Item>
            </Col>
          )}
          {menuType !== 'F' && (
            <Col xs={24} sm={12}>
              <Form.Item label={<Hint label={t('menu.visible')} tip={t('menu.visibleTip')} />} name="visible">
                <Radio.Group options={dictSelectOptions(showHide)} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item label={<Hint label={t('menu.menuStatus')} tip={t('menu.statusTip')} />} name="status">
              <Radio.Group options={dictSelectOptions(statusOptions)} />
            </Form.Item>
          </Col>
        </Row>
      </FormDialog>
    </ListPage>
  );
}
