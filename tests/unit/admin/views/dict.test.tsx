import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { SysDictData, SysDictType } from '@shared/contract';
import { useDictStore } from '@admin/components/dict';
import { useTagsViewStore } from '@admin/stores/tagsView';
import { queryOf, renderPage, resetViewState, signInWith, table } from './helpers';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

const { default: DictTypePage } = await import('@admin/views/system/dict');
const { default: DictDataPage } = await import('@admin/views/system/dict/data');

const audit = { createBy: 'admin', updateBy: '', updateTime: null, remark: null };
const types: SysDictType[] = [
  { ...audit, dictId: 1, dictName: '用户性别', dictType: 'sys_user_sex', status: '0', createTime: '2026-01-02 10:00:00' },
  { ...audit, dictId: 2, dictName: '菜单状态', dictType: 'sys_show_hide', status: '1', createTime: '2026-01-03 10:00:00' },
];

function serveTypes() {
  const lists: Record<string, string>[] = [];
  server.use(
    http.get(api('/system/dict/type/list'), ({ request }) => {
      lists.push(queryOf(request));
      return HttpResponse.json(table(types));
    }),
  );
  return lists;
}

async function pickRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const start = screen.getByPlaceholderText('开始日期');
  await user.click(start);
  await user.type(start, from);
  await user.keyboard('{Enter}');
  const end = screen.getByPlaceholderText('结束日期');
  await user.click(end);
  await user.type(end, to);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  resetViewState();
  signInWith();
  saveAs.mockReset();
});

describe('dict types page', () => {
  it('lists types (status tag, link to the data page) and sends the filters with an inclusive date range', async () => {
    const lists = serveTypes();
    const user = userEvent.setup();
    renderPage(<DictTypePage />, { path: '/system/dict' });
    const link = await screen.findByRole('link', { name: 'sys_user_sex' });
    expect(link).toHaveAttribute('href', '/system/dict-data/index/1');
    expect(await within(screen.getByRole('table')).findByText('停用')).toBeInTheDocument();
    expect(lists[0]).toEqual({ pageNum: '1', pageSize: '10' });

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('字典名称'), '性别');
    await user.type(within(search).getByLabelText('字典类型'), 'sys_');
    await pickRange(user, '2026-01-02', '2026-01-05');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
    expect(lists.at(-1)).toEqual({
      dictName: '性别',
      dictType: 'sys_',
      pageNum: '1',
      pageSize: '10',
      'params[beginTime]': '2026-01-02',
      'params[endTime]': '2026-01-05',
    });

    // export takes the same filters (paging dropped) and saves dict_<ts>.xlsx
    let body = '';
    server.use(
      http.post(api('/system/dict/type/export'), async ({ request }) => {
        body = await request.text();
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      dictName: '性别',
      dictType: 'sys_',
      'params[beginTime]': '2026-01-02',
      'params[endTime]': '2026-01-05',
    });
    expect(saveAs.mock.calls[0]![1]).toMatch(/^dict_type_\d+\.xlsx$/);
  });

  it('deletes the selected rows after confirmation, with the ids comma-joined', async () => {
    const lists = serveTypes();
    let deleted = '';
    server.use(
      http.delete(api('/system/dict/type/:ids'), ({ params }) => {
        deleted = String(params.ids);
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<DictTypePage />, { path: '/system/dict' });
    await screen.findByText('用户性别');
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    const remove = within(toolbar).getByRole('button', { name: /^删\s*除$/ });
    expect(remove).toBeDisabled();
    const rows = screen.getAllByRole('row').slice(1);
    await user.click(within(rows[0]!).getByRole('checkbox'));
    expect(within(toolbar).getByRole('button', { name: /^修\s*改$/ })).toBeEnabled();
    await user.click(within(rows[1]!).getByRole('checkbox'));
    expect(within(toolbar).getByRole('button', { name: /^修\s*改$/ })).toBeDisabled();
    await user.click(remove);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('是否确认删除字典编号为"1,2"的数据项？');
    // cancel sends nothing
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(deleted).toBe('');

    await user.click(remove);
    // the first confirm may still be animating out
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deleted).toBe('1,2'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('add: validates, keeps what was typed when the server refuses, closes after a save', async () => {
    const lists = serveTypes();
    const posted: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(api('/system/dict/type'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(refuse ? { code: 500, msg: "新增字典'学校类型'失败，字典类型已存在" } : { code: 200, msg: '操作成功' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<DictTypePage />, { path: '/system/dict' });
    await screen.findByText('用户性别');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加字典类型');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('字典名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('字典类型不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('字典名称'), '学校类型');
    await user.type(within(dialog).getByLabelText('字典类型'), 'School');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('字典类型'));
    await user.type(within(dialog).getByLabelText('字典类型'), 'bbs_school_kind');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText("新增字典'学校类型'失败，字典类型已存在")).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ dictName: '学校类型', dictType: 'bbs_school_kind', status: '0' });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('字典名称')).toHaveValue('学校类型');

    refuse = false;
    await new Promise((r) => setTimeout(r, 1100)); // the client's repeat-submit window
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    // closing (jsdom never ends antd's leave animation) and the list reloaded
    await waitFor(() => expect(dialog.className).toMatch(/leave/));
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('刷新缓存 clears the dict store; buttons follow the permissions', async () => {
    serveTypes();
    server.use(http.delete(api('/system/dict/type/refreshCache'), () => HttpResponse.json({ code: 200, msg: '操作成功' })));
    const user = userEvent.setup();
    renderPage(<DictTypePage />, { path: '/system/dict' });
    await within(screen.getByRole('table')).findByText('停用');
    expect(useDictStore.getState().dicts.sys_normal_disable).toBeDefined();
    const clear = vi.spyOn(useDictStore.getState(), 'clear');
    await user.click(screen.getByRole('button', { name: /刷新缓存/ }));
    expect(await screen.findByText('刷新成功')).toBeInTheDocument();
    expect(clear).toHaveBeenCalled();
  });

  it('without add/edit/remove/export permissions only the list is offered', async () => {
    serveTypes();
    signInWith(['system:dict:list'], ['common']);
    renderPage(<DictTypePage />, { path: '/system/dict' });
    await screen.findByText('用户性别');
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).queryAllByRole('button')).toHaveLength(0);
    expect(within(screen.getByRole('table')).queryAllByRole('button', { name: /修改|删除/ })).toHaveLength(0);
  });
});

describe('dict data page', () => {
  const data: SysDictData[] = [
    {
      dictCode: 1, dictSort: 1, dictLabel: '正常', dictValue: '0', dictType: 'sys_normal_disable', cssClass: null, listClass: 'primary',
      isDefault: 'Y', status: '0', remark: null, createTime: '2026-01-01 00:00:00', createBy: 'admin', updateBy: '', updateTime: null, default: true,
    },
    {
      dictCode: 2, dictSort: 2, dictLabel: '停用', dictValue: '1', dictType: 'sys_normal_disable', cssClass: null, listClass: 'default',
      isDefault: 'N', status: '0', remark: null, createTime: '2026-01-01 00:00:00', createBy: 'admin', updateBy: '', updateTime: null, default: false,
    },
  ];

  it('lists the route type’s data, labels as tags of their listClass; 关闭 returns to the dict list', async () => {
    const lists: Record<string, string>[] = [];
    server.use(
      http.get(api('/system/dict/type/optionselect'), () =>
        HttpResponse.json({ code: 200, msg: '', data: [{ ...types[0], dictId: 3, dictName: '系统开关', dictType: 'sys_normal_disable' }] }),
      ),
      http.get(api('/system/dict/type/:id'), () =>
        HttpResponse.json({ code: 200, msg: '', data: { ...types[0], dictId: 3, dictName: '系统开关', dictType: 'sys_normal_disable' } }),
      ),
      http.get(api('/system/dict/data/list'), ({ request }) => {
        lists.push(queryOf(request));
        return HttpResponse.json(table(data));
      }),
    );
    useTagsViewStore.getState().addView({
      path: '/system/dict-data/index/3', fullPath: '/system/dict-data/index/3', name: 'Data', title: '字典数据', affix: false, noCache: false,
    });
    const user = userEvent.setup();
    const { router } = renderPage(<DictDataPage />, { path: '/system/dict-data/index/:dictId', entry: '/system/dict-data/index/3' });
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]).toEqual({ dictType: 'sys_normal_disable', pageNum: '1', pageSize: '10' });
    const table_ = await screen.findByRole('table');
    const primary = await within(table_).findAllByText('正常');
    expect(primary.some((el) => el.closest('.ant-tag'))).toBe(true);
    expect(within(table_).getAllByText('停用').some((el) => el.closest('.ant-tag'))).toBe(false);

    await user.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'));
    expect(useTagsViewStore.getState().views.some((v) => v.path === '/system/dict-data/index/3')).toBe(false);
    useTagsViewStore.getState().reset();
  });

  it('新增 fills the listed type; a save drops that type from the admin’s dict store', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(api('/system/dict/type/optionselect'), () => HttpResponse.json({ code: 200, msg: '', data: [] })),
      http.get(api('/system/dict/type/:id'), () =>
        HttpResponse.json({ code: 200, msg: '', data: { ...types[0], dictId: 3, dictName: '系统开关', dictType: 'sys_normal_disable' } }),
      ),
      http.get(api('/system/dict/data/list'), () => HttpResponse.json(table(data))),
      http.post(api('/system/dict/data'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<DictDataPage />, { path: '/system/dict-data/index/:dictId', entry: '/system/dict-data/index/3' });
    await within(await screen.findByRole('table')).findAllByText('正常');
    await waitFor(() => expect(useDictStore.getState().dicts.sys_normal_disable).toBeDefined());
    const forget = vi.spyOn(useDictStore.getState(), 'remove');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('添加字典数据');
    expect(within(dialog).getByLabelText('字典类型')).toHaveValue('sys_normal_disable');
    await user.type(within(dialog).getByLabelText('字典标签'), '暂停');
    await user.type(within(dialog).getByLabelText('字典键值'), '2');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ dictType: 'sys_normal_disable', dictLabel: '暂停', dictValue: '2', listClass: 'default', dictSort: 0, status: '0' });
    expect(posted[0]).not.toHaveProperty('dictCode');
    // (the page's own status tags fetch it again at once)
    expect(forget).toHaveBeenCalledWith('sys_normal_disable');
  });
});
