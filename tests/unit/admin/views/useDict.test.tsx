import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { server, http, HttpResponse, api, DICTS } from '../../../../mocks/server';
import { useDict, useDictStore, loadDict } from '@admin/components/dict';
import { DictTag } from '@shared/ui/DictTag';
import { resetViewState, signInWith } from './helpers';

function Status({ value }: { value: string }) {
  const { sys_normal_disable } = useDict('sys_normal_disable');
  return <DictTag options={sys_normal_disable} value={value} />;
}

function Both() {
  const d = useDict('sys_normal_disable', 'sys_yes_no');
  return (
    <span data-testid="both">
      {d.sys_normal_disable.length}/{d.sys_yes_no.length}
    </span>
  );
}

function countRequests() {
  const seen: string[] = [];
  server.use(
    http.get(api('/system/dict/data/type/:dictType'), ({ params }) => {
      seen.push(String(params.dictType));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: DICTS[String(params.dictType)] ?? [] });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('useDict', () => {
  it('fetches each type once for every component that uses it', async () => {
    const seen = countRequests();
    render(
      <>
        <Status value="0" />
        <Status value="1" />
        <Both />
      </>,
    );
    expect(await screen.findByText('正常')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('both')).toHaveTextContent('2/2'));
    expect(seen.sort()).toEqual(['sys_normal_disable', 'sys_yes_no']);

    // a later mount reads the store
    render(<Status value="0" />);
    expect(await screen.findAllByText('正常')).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('clearing the store (刷新缓存) makes mounted users fetch again, once', async () => {
    const seen = countRequests();
    render(
      <>
        <Status value="0" />
        <Status value="0" />
      </>,
    );
    await screen.findAllByText('正常');
    expect(seen).toEqual(['sys_normal_disable']);
    act(() => useDictStore.getState().clear());
    await waitFor(() => expect(seen).toEqual(['sys_normal_disable', 'sys_normal_disable']));
    await screen.findAllByText('正常');
    act(() => useDictStore.getState().remove('sys_normal_disable'));
    await waitFor(() => expect(seen).toHaveLength(3));
  });

  it('concurrent loads share one request; a failure stores nothing and a later call retries', async () => {
    let fail = true;
    let calls = 0;
    server.use(
      http.get(api('/system/dict/data/type/:dictType'), () => {
        calls++;
        return fail ? HttpResponse.json({ code: 500, msg: '服务异常' }) : HttpResponse.json({ code: 200, msg: '', data: DICTS.sys_yes_no });
      }),
    );
    const [a, b] = await Promise.allSettled([loadDict('sys_yes_no'), loadDict('sys_yes_no')]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(calls).toBe(1);
    expect(useDictStore.getState().dicts.sys_yes_no).toBeUndefined();
    fail = false;
    expect((await loadDict('sys_yes_no')).map((o) => o.label)).toEqual(['是', '否']);
    expect(calls).toBe(2);
  });
});
