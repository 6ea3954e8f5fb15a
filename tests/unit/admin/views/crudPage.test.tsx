/**
 * useCrudPage through a small page (the same wiring as the system pages): an in-memory "server" stands in for the
 * API module, so the test sees what the page sends and shows.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import type { TableDataInfo } from '@shared/contract';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type CrudId, type CrudMode, type ListColumn } from '@admin/components/ListPage';
import { FormDialog } from '@admin/components/FormDialog';
import { renderPage, signInWith } from './helpers';

interface Post {
  postId: number;
  postName: string;
  status: string;
}
interface PostForm {
  postId?: number;
  postName: string;
  status?: string;
  /** not a column: the detail answer carries it beside `data` (like a user's postIds / roleIds) */
  note?: string;
}

const PERMS = { add: 'p:add', edit: 'p:edit', remove: 'p:remove', export: 'p:export' };

function fakeApi(initial: Post[]) {
  let rows = [...initial];
  let nextId = 100;
  const api = {
    lists: [] as Record<string, unknown>[],
    gets: [] as CrudId[],
    added: [] as PostForm[],
    updated: [] as PostForm[],
    removed: [] as CrudId[][],
    exported: [] as { query: Record<string, unknown>; name: string }[],
    cacheRefreshed: 0,
    refuseRemove: false,
    list: async (q: Record<string, unknown>): Promise<TableDataInfo<Post>> => {
      api.lists.push(q);
      const shown = rows.filter((r) => !q.postName || r.postName.includes(String(q.postName)));
      return { code: 200, msg: '', rows: shown, total: shown.length };
    },
    get: async (id: CrudId) => {
      api.gets.push(id);
      return { code: 200, data: rows.find((r) => r.postId === Number(id))!, note: `说明${id}` };
    },
    add: async (v: PostForm) => {
      api.added.push(v);
      rows = [...rows, { postId: nextId++, postName: v.postName, status: v.status ?? '0' }];
    },
    update: async (v: PostForm & { postId: number }) => {
      api.updated.push(v);
      rows = rows.map((r) => (r.postId === v.postId ? { ...r, postName: v.postName, status: v.status ?? r.status } : r));
    },
    remove: async (ids: CrudId[]) => {
      api.removed.push(ids);
      if (api.refuseRemove) throw new Error('refused');
      rows = rows.filter((r) => !ids.includes(r.postId));
    },
    exportList: async (query: Record<string, unknown>, name: string) => {
      api.exported.push({ query, name });
      return true;
    },
    refreshCache: async () => {
      api.cacheRefreshed++;
    },
  };
  return api;
}

type Api = ReturnType<typeof fakeApi>;

function PostPage({ api, hooks, withGet = true }: { api: Api; hooks?: { saved?: (v: PostForm, m: CrudMode) => void; removed?: (ids: CrudId[]) => void }; withGet?: boolean }) {
  const [queryForm] = Form.useForm<{ postName?: string }>();
  const [form] = Form.useForm<PostForm>();
  const list = useListQuery<Post, { postName?: string }>({ fetch: api.list });
  const crud = useCrudPage({
    list,
    form,
    idKey: 'postId',
    perms: PERMS,
    texts: { addTitle: '添加岗位', editTitle: '修改岗位', removeConfirm: (ids) => `是否确认删除岗位编号为"${ids}"的数据项？` },
    get: withGet ? api.get : undefined,
    toForm: (data, res) => ({ ...data, note: 'note' in res ? res.note : '' }),
    addValues: { status: '0' },
    add: api.add,
    update: api.update,
    remove: api.remove,
    exportList: api.exportList,
    exportName: 'post',
    refreshCache: { request: api.refreshCache, permi: PERMS.remove },
    onSaved: hooks?.saved,
    onRemoved: hooks?.removed,
    rowActions: (row, defaults) =>
      row.postId === 1
        ? [] // e.g. the super admin's row
        : [...defaults, { key: 'reset', label: '重置', icon: <KeyOutlined aria-hidden />, permi: PERMS.edit, onClick: () => undefined }],
  });
  const columns: ListColumn<Post>[] = [
    { key: 'postId', title: '岗位编号' },
    { key: 'postName', title: '岗位名称' },
    { key: 'status', title: '状态' },
    crud.operationsColumn,
  ];
  return (
    <ListPage
      list={list}
      rowKey="postId"
      label="岗位列表"
      columns={columns}
      form={queryForm}
      filters={
        <Form.Item label="岗位名称" name="postName">
          <Input />
        </Form.Item>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<PostForm> {...crud.dialogProps}>
        <Form.Item label="岗位名称" name="postName" rules={[{ required: true, message: '岗位名称不能为空' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Input />
        </Form.Item>
        <Form.Item label="说明" name="note">
          <Input />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}

const posts: Post[] = [
  { postId: 1, postName: '董事长', status: '0' },
  { postId: 2, postName: '项目经理', status: '0' },
  { postId: 3, postName: '普通员工', status: '1' },
];

const toolbar = () => screen.getByRole('toolbar', { name: '操作按钮' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

beforeEach(() => {
  signInWith();
});

describe('useCrudPage', () => {
  it('新增 opens an empty dialog with the add values, posts, says 新增成功 and reloads the list', async () => {
    const api = fakeApi(posts);
    const saved = vi.fn();
    const user = userEvent.setup();
    renderPage(<PostPage api={api} hooks={{ saved }} />);
    await screen.findByText('项目经理');
    await user.click(within(toolbar()).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加岗位');
    expect(within(dialog).getByLabelText('状态')).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('岗位名称'), '测试岗');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(api.added).toEqual([{ postName: '测试岗', status: '0' }]);
    expect(saved).toHaveBeenCalledWith({ postName: '测试岗', status: '0' }, 'add');
    expect(await screen.findByText('测试岗')).toBeInTheDocument();
    expect(api.lists).toHaveLength(2);
  });

  it('修改 of the one selected row loads it with get and PUTs the form with the row’s id', async () => {
    const api = fakeApi(posts);
    const saved = vi.fn();
    const user = userEvent.setup();
    renderPage(<PostPage api={api} hooks={{ saved }} />);
    await screen.findByText('项目经理');
    const edit = within(toolbar()).getByRole('button', { name: /^修\s*改$/ });
    expect(edit).toBeDisabled();
    await user.click(within(rowOf('项目经理')).getByRole('checkbox'));
    expect(edit).toBeEnabled();
    await user.click(edit);
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改岗位');
    expect(api.gets).toEqual([2]);
    await waitFor(() => expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('项目经理'));
    // toForm sees the whole answer
    expect(within(dialog).getByLabelText('说明')).toHaveValue('说明2');
    await user.clear(within(dialog).getByLabelText('岗位名称'));
    await user.type(within(dialog).getByLabelText('岗位名称'), '高级经理');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(api.updated).toEqual([{ postId: 2, postName: '高级经理', status: '0', note: '说明2' }]);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ postName: '高级经理' }), 'edit');
    expect(await screen.findByText('高级经理')).toBeInTheDocument();
  });

  it('a row’s 修改 without get fills the dialog from the row; 新增 afterwards is empty again', async () => {
    const api = fakeApi(posts);
    const user = userEvent.setup();
    renderPage(<PostPage api={api} withGet={false} />);
    await screen.findByText('普通员工');
    await user.click(within(rowOf('普通员工')).getByRole('button', { name: '修改' }));
    let dialog = await lastDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('普通员工'));
    expect(within(dialog).getByLabelText('状态')).toHaveValue('1');
    expect(api.gets).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await user.click(within(toolbar()).getByRole('button', { name: /新\s*增/ }));
    dialog = await lastDialog();
    await waitFor(() => expect(dialog).toHaveTextContent('添加岗位'));
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('岗位名称'), '新岗');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.added).toHaveLength(1));
    // an add never carries the id of the row edited before
    expect(api.added[0]).not.toHaveProperty('postId');
    expect(api.updated).toEqual([]);
  });

  it('删除 of the selected rows asks first, sends the ids, and reloads; a refusal leaves the list', async () => {
    const api = fakeApi(posts);
    const removed = vi.fn();
    const user = userEvent.setup();
    renderPage(<PostPage api={api} hooks={{ removed }} />);
    await screen.findByText('项目经理');
    await user.click(within(rowOf('项目经理')).getByRole('checkbox'));
    await user.click(within(rowOf('普通员工')).getByRole('checkbox'));
    await user.click(within(toolbar()).getByRole('button', { name: /^删\s*除$/ }));
    let confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除岗位编号为"2,3"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(api.removed).toEqual([]);

    api.refuseRemove = true;
    await user.click(within(rowOf('项目经理')).getByRole('button', { name: '删除' }));
    confirm = await lastDialog();
    await waitFor(() => expect(confirm).toHaveTextContent('是否确认删除岗位编号为"2"的数据项？'));
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.removed).toEqual([[2]]));
    expect(removed).not.toHaveBeenCalled();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(api.lists).toHaveLength(1);

    api.refuseRemove = false;
    await user.click(within(toolbar()).getByRole('button', { name: /^删\s*除$/ }));
    confirm = await lastDialog();
    await waitFor(() => expect(confirm).toHaveTextContent('"2,3"'));
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(api.removed.at(-1)).toEqual([2, 3]);
    expect(removed).toHaveBeenCalledWith([2, 3]);
    await waitFor(() => expect(screen.queryByText('项目经理')).not.toBeInTheDocument());
  });

  it('导出 sends the searched filters and names the file <name>_<ts>.xlsx; 刷新缓存 says 刷新成功', async () => {
    const api = fakeApi(posts);
    const user = userEvent.setup();
    renderPage(<PostPage api={api} />);
    await screen.findByText('项目经理');
    await user.type(within(screen.getByRole('search')).getByLabelText('岗位名称'), '经理');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(screen.queryByText('董事长')).not.toBeInTheDocument());
    await user.click(within(toolbar()).getByRole('button', { name: /导\s*出/ }));
    expect(api.exported).toHaveLength(1);
    expect(api.exported[0]!.query).toEqual({ postName: '经理', pageNum: 1, pageSize: 10 });
    expect(api.exported[0]!.name).toMatch(/^post_\d+\.xlsx$/);

    await user.click(within(toolbar()).getByRole('button', { name: /刷新缓存/ }));
    expect(await screen.findByText('刷新成功')).toBeInTheDocument();
    expect(api.cacheRefreshed).toBe(1);
  });

  it('row actions follow the permissions and the page’s rowActions', async () => {
    signInWith(['p:edit'], ['common']);
    const api = fakeApi(posts);
    renderPage(<PostPage api={api} />);
    await screen.findByText('项目经理');
    // the page hides every action of row 1 and adds 重置 to the others
    expect(within(rowOf('董事长')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('项目经理')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['修改', '重置']);
    // toolbar: only 修改 (p:edit); 新增 / 删除 / 导出 / 刷新缓存 need permissions the user lacks
    expect(within(toolbar()).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['修改']);
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-label="删除"]')).toBeNull();
  });
});
