/**
 * 修改生成配置 (tool/gen-edit/index/:tableId): three tabs — 基本信息 (table comment, class name, author, remark),
 * 字段信息 (each column's comment, TS type, field name, insert/edit/list/query flags, query type, required, display
 * type and dict type, edited in the table) and 生成信息 (template, module/business/function names, parent menu,
 * tree and sub-table options); 提交 saves everything with PUT /tool/gen, 返回 goes back to the list.
 */
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Col, Form, Input, Row, Select, Space, Spin, Table, Tabs, TreeSelect } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { getGenTable, optionselectDictType, updateGenTable } from '@shared/api/tool/gen';
import { menuTreeselect } from '@shared/api/system/menu';
import type { SysDictType, TreeSelect as TreeNode } from '@shared/contract';
import {
  GEN_HTML_TYPES, GEN_QUERY_TYPES, GEN_TPL_CATEGORIES, GEN_TS_TYPES, type GenTable, type GenTableColumn, type GenTableInfo, genTableEntity,
} from '@shared/contract/entities/gen';
import { useFieldRules } from '../../../components/ListPage/entityPage';
import { useClosePage } from '../../../components/useClosePage';

type Settings = Omit<GenTableInfo, 'columns' | 'pkColumn'>;
type Flag = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';
const FLAGS: Flag[] = ['isInsert', 'isEdit', 'isList', 'isQuery', 'isRequired'];
const BASIC = ['tableName', 'tableComment', 'className', 'functionAuthor', 'remark'];
const options = (values: readonly string[], label: (v: string) => string = (v) => v) => values.map((v) => ({ value: v, label: label(v) }));

/** A table's columns as select options ("name: comment"). */
const columnChoices = (columns: GenTableColumn[]) => columns.map((c) => ({ value: c.columnName, label: `${c.columnName}: ${c.columnComment}` }));

export default function GenEditPage() {
  const { t } = useTranslation('admin-tool');
  const { message } = App.useApp();
  const { tableId } = useParams();
  const closePage = useClosePage();
  const [form] = Form.useForm<Settings>();
  const rules = useFieldRules(genTableEntity.body);
  const [info, setInfo] = useState<GenTableInfo | null>(null);
  const [columns, setColumns] = useState<GenTableColumn[]>([]);
  const [tables, setTables] = useState<GenTable[]>([]);
  const [dicts, setDicts] = useState<SysDictType[]>([]);
  const [menus, setMenus] = useState<TreeNode[]>([]);
  const [tab, setTab] = useState('columns');
  const [saving, setSaving] = useState(false);
  const tplCategory = Form.useWatch('tplCategory', form);
  const subTableName = Form.useWatch('subTableName', form);
  const [subColumns, setSubColumns] = useState<GenTableColumn[]>([]);

  useEffect(() => {
    if (!tableId) return;
    let live = true;
    getGenTable(tableId)
      .then((res) => {
        if (!live || !res.data) return;
        const { columns: cols, ...settings } = res.data.info;
        setInfo(res.data.info);
        setColumns(cols);
        setTables(res.data.tables);
        form.setFieldsValue(settings);
      })
      .catch(() => undefined);
    optionselectDictType().then((res) => live && setDicts(res.data ?? [])).catch(() => undefined);
    menuTreeselect().then((res) => live && setMenus(res.data ?? [])).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [tableId, form]);

  // the chosen sub table's columns: the foreign key's choices
  const subTableId = tplCategory === 'sub' ? tables.find((x) => x.tableName === subTableName)?.tableId : undefined;
  useEffect(() => {
    setSubColumns([]);
    if (subTableId === undefined) return;
    let live = true;
    getGenTable(subTableId).then((res) => live && setSubColumns(res.data?.info.columns ?? [])).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [subTableId]);

  const setColumn = <K extends keyof GenTableColumn>(id: number, key: K, value: GenTableColumn[K]) =>
    setColumns((cs) => cs.map((c) => (c.columnId === id ? { ...c, [key]: value } : c)));

  const dictOptions = useMemo(() => dicts.map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` })), [dicts]);
  const columnOptions = useMemo(() => columnChoices(columns), [columns]);
  const subColumnOptions = useMemo(() => columnChoices(subColumns), [subColumns]);
  /** a master-sub table needs its sub table and the sub table's foreign key */
  const requiredRules = (name: 'subTableName' | 'subTableFkName', message: string) => [...rules(name), { required: true, message: t(message) }];
  const menuTree = useMemo(() => [{ id: 0, label: t('gen.rootMenu'), children: menus }], [menus, t]);

  const submit = async () => {
    let values: Settings;
    try {
      values = await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      setTab(BASIC.includes(String(first)) ? 'basic' : 'gen');
      message.error(t('gen.fixErrors'));
      return;
    }
    setSaving(true);
    try {
      await updateGenTable({ ...info!, ...values, tableId: info!.tableId, columns });
      message.success(t('gen.saved'));
      closePage('/tool/gen');
    } catch {
      // the server's refusal is shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  if (!info) return <Spin />;
  const label = (key: string, c: GenTableColumn) => `${t(`gen.col.${key}`)} ${c.columnName}`;

  const columnTable = (
    <Table<GenTableColumn>
      aria-label={t('gen.columnsLabel')}
      rowKey="columnId"
      size="small"
      dataSource={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'sort', title: t('gen.col.sort'), width: 50, render: (_: unknown, __, i) => i + 1 },
        { key: 'columnName', title: t('gen.col.columnName'), dataIndex: 'columnName' },
        {
          key: 'columnComment', title: t('gen.col.columnComment'), width: 160,
          render: (_: unknown, c) => <Input aria-label={label('columnComment', c)} value={c.columnComment} onChange={(e) => setColumn(c.columnId, 'columnComment', e.target.value)} />,
        },
        { key: 'columnType', title: t('gen.col.columnType'), dataIndex: 'columnType' },
        {
          key: 'javaType', title: t('gen.col.javaType'), width: 120,
          render: (_: unknown, c) => (
            <Select aria-label={label('javaType', c)} value={c.javaType} options={options(GEN_TS_TYPES)} style={{ width: '100%' }}
              onChange={(v) => setColumn(c.columnId, 'javaType', v)} />
          ),
        },
        {
          key: 'javaField', title: t('gen.col.javaField'), width: 150,
          render: (_: unknown, c) => <Input aria-label={label('javaField', c)} value={c.javaField} onChange={(e) => setColumn(c.columnId, 'javaField', e.target.value)} />,
        },
        ...FLAGS.map((flag) => ({
          key: flag, title: t(`gen.col.${flag}`), width: 60, align: 'center' as const,
          render: (_: unknown, c: GenTableColumn) => (
            <Checkbox aria-label={label(flag, c)} checked={c[flag] === '1'} onChange={(e) => setColumn(c.columnId, flag, e.target.checked ? '1' : '0')} />
          ),
        })),
        {
          key: 'queryType', title: t('gen.col.queryType'), width: 120,
          render: (_: unknown, c) => (
            <Select aria-label={label('queryType', c)} value={c.queryType} options={options(GEN_QUERY_TYPES, (v) => t(`gen.queryTypes.${v}`))}
              style={{ width: '100%' }} onChange={(v) => setColumn(c.columnId, 'queryType', v)} />
          ),
        },
        {
          key: 'htmlType', title: t('gen.col.htmlType'), width: 140,
          render: (_: unknown, c) => (
            <Select aria-label={label('htmlType', c)} value={c.htmlType} options={options(GEN_HTML_TYPES, (v) => t(`gen.htmlTypes.${v}`))}
              style={{ width: '100%' }} onChange={(v) => setColumn(c.columnId, 'htmlType', v)} />
          ),
        },
        {
          key: 'dictType', title: t('gen.col.dictType'), width: 200,
          render: (_: unknown, c) => (
            <Select aria-label={label('dictType', c)} value={c.dictType || undefined} options={dictOptions} allowClear showSearch
              optionFilterProp="label" placeholder={t('gen.dictPh')} style={{ width: '100%' }}
              onChange={(v?: string) => setColumn(c.columnId, 'dictType', v ?? '')} />
          ),
        },
      ]}
    />
  );

  const basic = (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.tableName')} name="tableName" rules={rules('tableName')}><Input disabled /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.tableComment')} name="tableComment" rules={rules('tableComment')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.className')} name="className" rules={rules('className')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.functionAuthor')} name="functionAuthor" rules={rules('functionAuthor')}><Input /></Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('gen.remark')} name="remark" rules={rules('remark')}><Input.TextArea rows={3} /></Form.Item>
      </Col>
    </Row>
  );

  const gen = (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.tplCategory')} name="tplCategory" rules={rules('tplCategory')}>
          <Select options={options(GEN_TPL_CATEGORIES, (v) => t(`gen.tpl.${v}`))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.packageName')} name="packageName" rules={rules('packageName')} extra={t('gen.packageHelp')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.moduleName')} name="moduleName" rules={rules('moduleName')} extra={t('gen.moduleHelp')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.businessName')} name="businessName" rules={rules('businessName')} extra={t('gen.businessHelp')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.functionName')} name="functionName" rules={rules('functionName')}><Input /></Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.parentMenu')} name="parentMenuId" rules={rules('parentMenuId')}>
          <TreeSelect treeData={menuTree} fieldNames={{ label: 'label', value: 'id', children: 'children' }} showSearch treeNodeFilterProp="label" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('gen.formColNum')} name="formColNum" rules={rules('formColNum')}>
          <Select options={[1, 2, 3].map((n) => ({ value: n, label: t(`gen.colNum.${n}`) }))} />
        </Form.Item>
      </Col>
      {tplCategory === 'tree' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item label={t('gen.treeCode')} name="treeCode" rules={rules('treeCode')}><Select options={columnOptions} allowClear /></Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('gen.treeParentCode')} name="treeParentCode" rules={rules('treeParentCode')}><Select options={columnOptions} allowClear /></Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('gen.treeName')} name="treeName" rules={rules('treeName')}><Select options={columnOptions} allowClear /></Form.Item>
          </Col>
        </>
      )}
      {tplCategory === 'sub' && (
        <>
          <Col xs={24} md={12}>
            <Form.Item label={t('gen.subTableName')} name="subTableName" rules={requiredRules('subTableName', 'gen.subTableRequired')}>
              <Select
                allowClear
                options={tables.filter((x) => x.tableId !== info.tableId).map((x) => ({ value: x.tableName, label: `${x.tableName}: ${x.tableComment}` }))}
                onChange={() => form.setFieldValue('subTableFkName', '')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('gen.subTableFkName')} name="subTableFkName" rules={requiredRules('subTableFkName', 'gen.subTableFkRequired')}>
              <Select allowClear options={subColumnOptions} notFoundContent={t('gen.subTableFirst')} />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );

  return (
    <div className="app-container">
      <Form form={form} layout="vertical">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: t('gen.tabBasic'), forceRender: true, children: basic },
            { key: 'columns', label: t('gen.tabColumns'), children: columnTable },
            { key: 'gen', label: t('gen.tabGen'), forceRender: true, children: gen },
          ]}
        />
      </Form>
      <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
        <Button type="primary" loading={saving} onClick={() => void submit()}>{t('gen.submit')}</Button>
        <Button onClick={() => closePage('/tool/gen')}>{t('gen.back')}</Button>
      </Space>
    </div>
  );
}
