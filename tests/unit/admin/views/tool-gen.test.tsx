import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import { genMock } from '../../../../mocks/tool-gen';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: GenPage } = await import('@admin/views/tool/gen');
const { default: GenEditPage } = await import('@admin/views/tool/gen/editTable');

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null });
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });
const serve = () => {
  const mock = genMock();
  server.use(...mock.handlers);
  return mock.calls;
};
const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: '代码生成表' })).findByText(name)).closest('tr')!;

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('code generator list', () => {
  it('lists the imported tables and filters by table name', async () => {
    const calls = serve();
    const user = setup();
    renderPage(<GenPage />, { path: '/tool/gen' });
    expect(within(await rowOf('demo_item')).getByText('物品表')).toBeInTheDocument();
    expect(await rowOf('demo_order')).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('表名称'), 'order');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ tableName: 'order', pageNum: '1' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '代码生成表' })).queryByText('demo_item')).not.toBeInTheDocument());
  });

  it('imports tables chosen from the database, filtered by name', async () => {
    const calls = serve();
    const user = setup();
    renderPage(<GenPage />, { path: '/tool/gen' });
    await rowOf('demo_item');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('导入表');
    const dbTable = within(dialog).getByRole('table', { name: '数据库表' });
    expect(await within(dbTable).findByText('shop_goods')).toBeInTheDocument();
    await user.click(okButton(dialog));
    expect(await screen.findByText('请选择要导入的表')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('表名称'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(calls.dbLists.at(-1)).toMatchObject({ tableName: 'demo', pageNum: '1' }));
    await waitFor(() => expect(within(dbTable).queryByText('shop_goods')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 demo_other' }));
    await user.click(okButton(dialog));
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(calls.imported).toEqual(['demo_other']);
    expect(await rowOf('demo_other')).toBeInTheDocument();
  });

  it('previews every file in a tab and copies one', async () => {
    serve();
    const user = setup(); // user-event's clipboard stands in for the browser's
    renderPage(<GenPage />, { path: '/tool/gen' });
    await user.click(within(await rowOf('demo_item')).getByRole('button', { name: '预览' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('代码预览：demo_item');
    expect(await within(dialog).findByRole('tab', { name: 'item.ts' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'index.tsx' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'item_menu.sql' }));
    const panel = await within(dialog).findByRole('tabpanel', { name: 'item_menu.sql' });
    expect(panel).toHaveTextContent("insert into sys_menu values ('物品');");
    await user.click(within(panel).getByRole('button', { name: /复\s*制/ }));
    expect(await screen.findByText('已复制到剪贴板')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("insert into sys_menu values ('物品');\n");
  });

  it('syncs and deletes after asking', async () => {
    const calls = serve();
    const user = setup();
    renderPage(<GenPage />, { path: '/tool/gen' });
    await user.click(within(await rowOf('demo_order')).getByRole('button', { name: '同步' }));
    let confirm = await lastDialog();
    expect(confirm).toHaveTextContent('确认要强制同步"demo_order"表结构吗？');
    await user.click(okButton(confirm));
    expect(await screen.findByText('已同步 demo_order 的表结构')).toBeInTheDocument();
    expect(calls.synced).toEqual(['demo_order']);

    await user.click(within(await rowOf('demo_order')).getByRole('button', { name: '删除' }));
    confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除表编号为"2"的数据项？');
    await user.click(okButton(confirm));
    await waitFor(() => expect(calls.removed).toEqual(['2']));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '代码生成表' })).queryByText('demo_order')).not.toBeInTheDocument());
  });

  it('shows 创建表 to the admin role only, and the server refusal for non-CREATE SQL', async () => {
    signInWith(['tool:gen:list', 'tool:gen:import'], ['common']);
    serve();
    const { unmount } = renderPage(<GenPage />, { path: '/tool/gen' });
    await rowOf('demo_item');
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).getByRole('button', { name: /导\s*入/ })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: /创建表/ })).not.toBeInTheDocument();
    unmount();

    signInWith();
    const calls = serve();
    const user = setup();
    renderPage(<GenPage />, { path: '/tool/gen' });
    await rowOf('demo_item');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /创建表/ }));
    const dialog = await lastDialog();
    const sql = within(dialog).getByLabelText('建表语句');
    await user.type(sql, 'drop table sys_user');
    await user.click(okButton(dialog));
    expect(await screen.findByText('只能执行 CREATE TABLE 语句')).toBeInTheDocument();
    await user.clear(sql);
    await user.type(sql, 'create table demo_new (id int primary key)');
    await user.click(okButton(dialog));
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
    expect(calls.created).toEqual(['create table demo_new (id int primary key)']);
  });
});

describe('code generator edit page', () => {
  it('edits column settings and generation settings, validates, and saves with PUT', async () => {
    const calls = serve();
    const user = setup();
    renderPage(<GenEditPage />, { path: '/tool/gen-edit/index/:tableId', entry: '/tool/gen-edit/index/1' });
    const grid = await screen.findByRole('table', { name: '字段设置' });
    const comment = within(grid).getByRole('textbox', { name: '字段描述 item_name' });
    expect(comment).toHaveValue('物品名称');
    await user.clear(comment);
    await user.type(comment, '名称');
    await user.click(within(grid).getByRole('checkbox', { name: '查询 status' }));
    await user.click(within(grid).getByRole('combobox', { name: '显示类型 item_name' }));
    await user.click((await screen.findAllByTitle('文本域')).at(-1)!);
    await user.click(within(grid).getByRole('combobox', { name: '字典类型 item_name' }));
    await user.click((await screen.findAllByTitle('用户性别 (sys_user_sex)')).at(-1)!);

    await user.click(screen.getByRole('tab', { name: '生成信息' }));
    const moduleName = screen.getByLabelText('生成模块名');
    expect(moduleName).toHaveValue('biz');
    await user.clear(moduleName);
    await user.type(moduleName, 'Bad-Name');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('生成模块名只能是以小写字母开头的字母和数字')).toBeInTheDocument();
    expect(calls.updates).toEqual([]);
    await user.clear(moduleName);
    await user.type(moduleName, 'shop');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const body = calls.updates[0]! as { moduleName: string; parentMenuId: number; columns: Record<string, unknown>[] };
    expect(body).toMatchObject({ tableId: 1, moduleName: 'shop', parentMenuId: 3 });
    expect(body.columns.find((c) => c.columnName === 'item_name')).toMatchObject({ columnComment: '名称', htmlType: 'textarea', dictType: 'sys_user_sex' });
    expect(body.columns.find((c) => c.columnName === 'status')).toMatchObject({ isQuery: '1' });
  });
});

describe('code generator edit page: master-sub settings', () => {
  it('asks for the sub table and its foreign key, offering the sub table\'s columns, and saves them', async () => {
    const calls = serve();
    const user = setup();
    renderPage(<GenEditPage />, { path: '/tool/gen-edit/index/:tableId', entry: '/tool/gen-edit/index/1' });
    await screen.findByRole('table', { name: '字段设置' });
    await user.click(screen.getByRole('tab', { name: '生成信息' }));
    await user.click(screen.getByRole('combobox', { name: '生成模板' }));
    await user.click((await screen.findAllByTitle('主子表（增删改查）')).at(-1)!);
    // the master-sub fields show once the form has the new template (on a slow machine a click before would save)
    await screen.findByRole('combobox', { name: '关联子表的表名' });
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择关联子表的表名')).toBeInTheDocument();
    expect(await screen.findByText('请选择子表关联的外键名')).toBeInTheDocument();
    expect(calls.updates).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: '关联子表的表名' }));
    await user.click((await screen.findAllByTitle('demo_order: 订单表')).at(-1)!);
    await user.click(screen.getByRole('combobox', { name: '子表关联的外键名' }));
    // the sub table's columns, not the master's
    expect((await screen.findAllByTitle('item_id: 物品ID')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('item_name: 物品名称')).not.toBeInTheDocument();
    await user.click(screen.getAllByTitle('item_id: 物品ID').at(-1)!);
    await waitFor(() => expect(screen.queryByText('请选择子表关联的外键名')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(calls.updates[0]).toMatchObject({ tplCategory: 'sub', subTableName: 'demo_order', subTableFkName: 'item_id' });
  });
});
