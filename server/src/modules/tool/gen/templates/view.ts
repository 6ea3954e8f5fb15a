import type { GenTableColumn } from '../../../../../../src/shared/contract/entities/gen';
import {
  commentText, dictTypes, entityName, formColumns, type GenModel, labelOf, listColumns, modulePath, pkOf, queryColumns, str, type SubModel, subFormColumns,
  subListField, subOf, textMax, treeFields, words,
} from './model';

const pascal = (s: string) => s.replace(/^[a-z]/, (c) => c.toUpperCase());
const dictVar = (d: string) => `dict.${d}`;

/** The form control of a column's display type. */
function control(c: GenTableColumn, label: string): string {
  const options = c.dictType ? `options={dictSelectOptions(${dictVar(c.dictType)})}` : 'options={[]}';
  switch (c.htmlType) {
    case 'number':
      return `<InputNumber style={{ width: '100%' }} />`;
    case 'textarea':
      return `<Input.TextArea rows={3} maxLength={${textMax(c)}} />`;
    case 'editor':
      return `<RichTextEditor label={${label}} />`;
    case 'imageUpload':
      return `<ImageUpload />`;
    case 'fileUpload':
      return `<FileUpload />`;
    case 'radio':
      return `<Radio.Group ${options} />`;
    case 'select':
    case 'checkbox':
      return `<Select allowClear ${options} />`;
    case 'datetime':
      return `<Input placeholder="YYYY-MM-DD HH:mm:ss" maxLength={19} />`;
    default:
      return c.javaType === 'number' ? `<InputNumber style={{ width: '100%' }} />` : `<Input maxLength={${textMax(c)}} />`;
  }
}

/** The input of a sub column in its cell of the sub table (compact: selects for dicts, no editors or uploads in a cell). */
function cellControl(c: GenTableColumn): string {
  if (c.dictType && ['select', 'radio', 'checkbox'].includes(c.htmlType)) {
    return `<Select allowClear options={dictSelectOptions(${dictVar(c.dictType)})} style={{ width: '100%' }} />`;
  }
  if (c.htmlType === 'number' || c.javaType === 'number') return `<InputNumber style={{ width: '100%' }} />`;
  if (c.htmlType === 'textarea' || c.htmlType === 'editor') return `<Input.TextArea autoSize maxLength={${textMax(c)}} />`;
  if (c.htmlType === 'datetime') return `<Input placeholder="YYYY-MM-DD HH:mm:ss" maxLength={19} />`;
  return `<Input maxLength={${textMax(c)}} />`;
}
const cellKind = (c: GenTableColumn) => cellControl(c).match(/^<([A-Za-z]+)/)![1]!;

/** The sub table field of a master's form: an editable row per sub row, the sub columns' settings as its columns. */
function subField(m: GenModel, sub: SubModel): string[] {
  const k = (field: string) => `t('${m.businessName}.${field}')`;
  const list = subListField(sub);
  const cols = subFormColumns(sub);
  return [
    `        <Form.Item label={${k(list)}} name="${list}" rules={rules('${list}')}>`,
    `          <SubTable<Partial<Line>>`,
    `            label={${k(list)}}`,
    `            texts={{ add: ${k('subAdd')}, remove: ${k('subRemove')}, row: (n) => t('${m.businessName}.subRow', { n }) }}`,
    `            newRow={() => ({ ${cols.filter((c) => c.javaType !== 'number').map((c) => `${c.javaField}: ''`).join(', ')} })}`,
    `            columns={[`,
    ...cols.map((c) => `              { key: ${str(c.javaField)}, title: t('${m.businessName}.sub.${c.javaField}')${c.isRequired === '1' ? ', required: true' : ''}, input: ${cellControl(c)} },`),
    `            ]}`,
    `          />`,
    `        </Form.Item>`,
  ];
}

/** src/admin/views/<module>/<business>/index.tsx: ListPage with filters and columns, FormDialog for add and edit. */
export function viewFile(m: GenModel): string {
  const ent = entityName(m);
  const pk = pkOf(m);
  const k = (field: string) => `t('${m.businessName}.${field}')`;
  const sub = subOf(m);
  const subCols = sub ? subFormColumns(sub) : [];
  const subDicts = subCols.filter((c) => cellKind(c) === 'Select').map((c) => c.dictType);
  const dicts = [...new Set([...dictTypes(m), ...subDicts])];
  const form = formColumns(m);
  const html = new Set(form.map((c) => (c.htmlType === 'number' || (c.htmlType === 'input' && c.javaType === 'number') ? 'number' : c.htmlType)));
  const cells = new Set(subCols.map(cellKind));
  const antd = ['Form', 'Input'];
  if (html.has('number') || cells.has('InputNumber')) antd.push('InputNumber');
  if (html.has('radio')) antd.push('Radio');
  if (queryColumns(m).some((c) => c.dictType) || html.has('select') || html.has('checkbox') || cells.has('Select')) antd.push('Select');
  const query = queryColumns(m);
  const Page = `${pascal(m.businessName)}Page`;
  const usesDictTag = listColumns(m).some((c) => c.dictType);
  const tree = treeFields(m);
  if (tree && form.some((c) => c.javaField === tree.parent)) antd.push('TreeSelect');
  const imports = [
    `import { ${antd.sort().join(', ')} } from 'antd';`,
    `import { useTranslation } from '@shared/i18n';`,
    `import { crudApi } from '@shared/api/crud';`,
    `import { ${ent} } from '@shared/contract/entities/${m.businessName}';`,
    `import type { FormOf, QueryOf, RowOf } from '@shared/contract/kit';`,
    ...(usesDictTag ? [`import { DictTag } from '@shared/ui/DictTag';`] : []),
    ...(html.has('editor') ? [`import { RichTextEditor } from '@shared/ui/RichTextEditor';`] : []),
    ...(html.has('imageUpload') ? [`import { ImageUpload } from '@shared/ui/ImageUpload';`] : []),
    ...(html.has('fileUpload') ? [`import { FileUpload } from '@shared/ui/FileUpload';`] : []),
    ...(tree ? [`import { handleTree, type TreeNode } from '@shared/lib/tree';`] : []),
    `import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';`,
    ...(tree ? [`import { ExpandToggle, useTreeExpand } from '../../../components/ListPage/tree';`] : []),
    `import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';`,
    `import { FormDialog } from '../../../components/FormDialog';`,
    ...(sub ? [`import { SubTable } from '../../../components/SubTable';`] : []),
    ...(dicts.length ? [`import { ${query.some((c) => c.dictType) || form.some((c) => c.dictType) || subDicts.length ? 'dictSelectOptions, ' : ''}useDict } from '../../../components/dict';`] : []),
  ];
  const column = (c: GenTableColumn) =>
    c.dictType
      ? `    { key: '${c.javaField}', title: ${k(c.javaField)}, align: 'center', render: (v: string | null) => <DictTag options={${dictVar(c.dictType)}} value={v ?? ''} /> },`
      : `    { key: '${c.javaField}', title: ${k(c.javaField)}, align: 'center', ellipsis: true },`;
  const filter = (c: GenTableColumn) =>
    c.dictType
      ? `          <Form.Item label={${k(c.javaField)}} name="${c.javaField}">\n            <Select allowClear options={dictSelectOptions(${dictVar(c.dictType)})} style={{ minWidth: 160 }} />\n          </Form.Item>`
      : `          <Form.Item label={${k(c.javaField)}} name="${c.javaField}">\n            <Input allowClear />\n          </Form.Item>`;
  const parentControl = tree
    ? `<TreeSelect allowClear treeData={list.rows} fieldNames={{ label: '${tree.name}', value: '${tree.code}', children: 'children' }} />`
    : '';
  const field = (c: GenTableColumn) =>
    `        <Form.Item label={${k(c.javaField)}} name="${c.javaField}" rules={rules('${c.javaField}')}>\n          ${
      tree && c.javaField === tree.parent ? parentControl : control(c, k(c.javaField))
    }\n        </Form.Item>`;

  return [
    `/** ${commentText(m.functionName)} (${modulePath(m)}/index): generated by the code generator from ${m.tableName}. */`,
    ...imports,
    ``,
    `const api = crudApi(${ent});`,
    tree ? `type Row = TreeNode<RowOf<typeof ${ent}>>;` : `type Row = RowOf<typeof ${ent}>;`,
    `type Filters = QueryOf<typeof ${ent}>;`,
    ...(sub ? [`/** one ${commentText(sub.table.functionName)} row of the form */`, `type Line = NonNullable<FormOf<typeof ${ent}>['${subListField(sub)}']>[number];`] : []),
    ``,
    `export default function ${Page}() {`,
    `  const { t } = useTranslation('admin-views');`,
    ...(dicts.length ? [`  const dict = useDict(${dicts.map((d) => `'${d}'`).join(', ')});`] : []),
    `  const [queryForm] = Form.useForm<Filters>();`,
    `  const [form] = Form.useForm<FormOf<typeof ${ent}>>();`,
    `  const rules = useFieldRules(${ent}.body);`,
    ...(tree
      ? [
          `  // a tree shows every row (up to the list's largest page) nested under its parent`,
          `  const list = useListQuery<Row, Filters>({`,
          `    fetch: async (q) => {`,
          `      const res = await api.list({ ...q, pageNum: 1, pageSize: 500 });`,
          `      return { ...res, rows: handleTree(res.rows, '${tree.code}', '${tree.parent}') };`,
          `    },`,
          `  });`,
          `  const expand = useTreeExpand(list.rows, '${tree.code}');`,
        ]
      : [`  const list = useListQuery<Row, Filters>({ fetch: (q) => api.list(q) });`]),
    `  const crud = useCrudPage({`,
    `    ...entityCrud(${ent}, api),`,
    `    list,`,
    `    form,`,
    `    texts: { addTitle: ${k('addTitle')}, editTitle: ${k('editTitle')}, removeConfirm: (ids) => t('${m.businessName}.removeConfirm', { ids }) },`,
    `  });`,
    ``,
    `  const columns: ListColumn<Row>[] = [`,
    ...listColumns(m).map(column),
    `    crud.operationsColumn,`,
    `  ];`,
    ``,
    `  return (`,
    `    <ListPage`,
    `      list={list}`,
    `      rowKey="${pk.javaField}"`,
    `      label={${k('tableLabel')}}`,
    `      columns={columns}`,
    `      columnsStorageKey="dss-admin-columns:${m.moduleName}-${m.businessName}"`,
    `      form={queryForm}`,
    ...(query.length ? [`      filters={`, `        <>`, ...query.map(filter), `        </>`, `      }`] : []),
    ...(tree
      ? [
          `      paginated={false}`,
          `      tableProps={{ expandable: expand.expandable }}`,
          `      toolbar={`,
          `        <CrudToolbar {...crud.toolbarProps}>`,
          `          <ExpandToggle onClick={expand.toggleAll} />`,
          `        </CrudToolbar>`,
          `      }`,
        ]
      : [`      toolbar={<CrudToolbar {...crud.toolbarProps} />}`]),
    `    >`,
    `      <FormDialog<FormOf<typeof ${ent}>> {...crud.dialogProps}${sub ? ' width={960}' : ''}>`,
    ...form.map(field),
    ...(sub ? subField(m, sub) : []),
    `      </FormDialog>`,
    `    </ListPage>`,
    `  );`,
    `}`,
    ``,
  ].join('\n');
}

/** The locale rows of the view (merge under `<business>` in admin-views.json, zh and en). */
export function localeFile(m: GenModel, lang: 'zh' | 'en'): string {
  const zh = lang === 'zh';
  const noun = zh ? m.functionName : words(m.businessName);
  const rows: Record<string, string | Record<string, string>> = {
    tableLabel: zh ? `${m.functionName}列表` : `${pascal(noun)} list`,
    addTitle: zh ? `添加${m.functionName}` : `Add ${noun}`,
    editTitle: zh ? `修改${m.functionName}` : `Edit ${noun}`,
    removeConfirm: zh ? `是否确认删除${m.functionName}编号为"{{ids}}"的数据项？` : `Delete the ${noun} with the id {{ids}}?`,
  };
  for (const c of m.columns) rows[c.javaField] = zh ? labelOf(c) : pascal(words(c.javaField));
  const sub = subOf(m);
  if (sub) {
    const subNoun = zh ? sub.table.functionName : words(sub.table.businessName);
    rows[subListField(sub)] = zh ? `${subNoun}信息` : pascal(`${subNoun} rows`);
    rows.subAdd = zh ? '添加' : 'Add';
    rows.subRemove = zh ? '删除' : 'Delete';
    rows.subRow = zh ? '第 {{n}} 行' : 'row {{n}}';
    rows.sub = Object.fromEntries(subFormColumns(sub).map((c) => [c.javaField, zh ? labelOf(c) : pascal(words(c.javaField))]));
  }
  return `${JSON.stringify({ [m.businessName]: rows }, null, 2)}\n`;
}
