import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api, MOCK_TOKEN } from '../../../../mocks/server';
import { setToken } from '@shared/auth/token';
import { FileUpload, reorderByUid, type FileUploadProps } from '@shared/ui/FileUpload';
import { setLanguage } from '@shared/i18n';
import { ImageUpload, type ImageUploadProps } from '@shared/ui/ImageUpload';

vi.setConfig({ testTimeout: 20000 });
// the editor chunk (tiptap) loads lazily; the first render of a file can take a few seconds on a busy machine
configure({ asyncUtilTimeout: 6000 });

const MB = 1024 * 1024;
const file = (name: string, size = 10, type = 'application/octet-stream') => new File([new Uint8Array(size)], name, { type });

/**
 * The fake /common/upload. jsdom's File does not survive MSW's multipart serialisation (it arrives as a part
 * named 'blob'), so the fake server answers with the `names` given, in the order the uploads arrive.
 */
function serveUpload(names: string[] = [], answer: (name: string) => Response | Promise<Response> = (name) => ok(name)) {
  const seen: { field: boolean; auth: string | null }[] = [];
  const queue = [...names];
  server.use(
    http.post(api('/common/upload'), async ({ request }) => {
      const form = await request.formData();
      seen.push({ field: form.has('file'), auth: request.headers.get('authorization') });
      return answer(queue.shift() ?? 'unnamed.bin');
    }),
  );
  return seen;
}

/** The names the list shows (jsdom never ends antd's leave animation: leaving items are ignored). */
function listed(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-upload-list-item-container:not(.ant-upload-animate-leave)')].map(
    (el) => el.querySelector('.ant-upload-list-item-name')?.textContent ?? el.querySelector('img')?.getAttribute('alt') ?? '',
  );
}
const ok = (name: string) =>
  HttpResponse.json({
    code: 200,
    msg: '操作成功',
    url: `http://localhost/profile/upload/2026/03/14/${name}`,
    fileName: `/profile/upload/2026/03/14/${name}`,
    newFileName: name,
    originalFilename: name,
  });

function Files(props: Partial<FileUploadProps> & { initial?: string; spy?: (v: string) => void }) {
  const { initial = '', spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <FileUpload
        {...rest}
        value={value}
        onChange={(v) => {
          spy?.(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function Images(props: Partial<ImageUploadProps> & { initial?: string; spy?: (v: string) => void }) {
  const { initial = '', spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUpload
        {...rest}
        value={value}
        onChange={(v) => {
          spy?.(v);
          setValue(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = (c: HTMLElement) => c.querySelector('input[type=file]') as HTMLInputElement;
const setup = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });

beforeEach(() => {
  setToken(MOCK_TOKEN);
});

describe('FileUpload', () => {
  it('uploads to /common/upload with the token; the value is the comma-joined server fileNames', async () => {
    const seen = serveUpload(['a.pdf', 'b.TXT']);
    const spy = vi.fn();
    const user = setup();
    const { container } = render(<Files initial="/profile/upload/2026/01/01/old.doc" spy={spy} />);
    expect(screen.getByText('old.doc')).toBeInTheDocument();
    expect(screen.getByText(/请上传\s*大小不超过 5MB\s*格式为 doc\/xls\/ppt\/txt\/pdf\/mp4\s*的文件/)).toBeInTheDocument();
    await user.upload(input(container), [file('a.pdf'), file('b.TXT')]);
    await waitFor(() => expect(listed(container)).toEqual(['old.doc', 'a.pdf', 'b.TXT']));
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent(
        '/profile/upload/2026/01/01/old.doc,/profile/upload/2026/03/14/a.pdf,/profile/upload/2026/03/14/b.TXT',
      ),
    );
    // one change once the batch is done
    expect(spy).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      { field: true, auth: `Bearer ${MOCK_TOKEN}` },
      { field: true, auth: `Bearer ${MOCK_TOKEN}` },
    ]);
    expect(screen.getByRole('link', { name: 'a.pdf' })).toHaveAttribute('href', '/prod-api/profile/upload/2026/03/14/a.pdf');
  });

  it('refuses a wrong type or an oversize file before sending', async () => {
    const seen = serveUpload();
    const user = setup();
    const { container } = render(<Files />);
    await user.upload(input(container), file('virus.exe'));
    expect(await screen.findByText('文件格式不正确，请上传doc/xls/ppt/txt/pdf/mp4格式文件!')).toBeInTheDocument();
    await user.upload(input(container), file('big.pdf', 6 * MB));
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('refuses a selection that would exceed the limit, with one message', async () => {
    const seen = serveUpload();
    const user = setup();
    const { container } = render(<Files limit={2} initial="/profile/upload/x/one.pdf" />);
    await user.upload(input(container), [file('a.pdf'), file('b.pdf')]);
    expect(await screen.findAllByText('上传文件数量不能超过 2 个!')).toHaveLength(1);
    expect(seen).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/one.pdf');
  });

  it('a non-200 code shows its msg and removes the file; a network failure says 上传文件失败，请重试', async () => {
    serveUpload([], () => HttpResponse.json({ code: 500, msg: '文件名称超长限制' }));
    const spy = vi.fn();
    const user = setup();
    const { container } = render(<Files initial="/profile/upload/x/keep.pdf" spy={spy} />);
    await user.upload(input(container), file('long.pdf'));
    expect(await screen.findByText('文件名称超长限制')).toBeInTheDocument();
    await waitFor(() => expect(listed(container)).toEqual(['keep.pdf']));
    expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/keep.pdf');
    expect(spy).not.toHaveBeenCalled();

    serveUpload([], () => HttpResponse.error());
    await user.upload(input(container), file('c.pdf'));
    expect(await screen.findByText('上传文件失败，请重试')).toBeInTheDocument();
    await waitFor(() => expect(listed(container)).toEqual(['keep.pdf']));
    expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/keep.pdf');
  });

  it('removing a file updates the value; a value set from outside rebuilds the list', async () => {
    const user = setup();
    const spy = vi.fn();
    const { rerender, container } = render(<FileUpload value="/profile/upload/x/a.pdf,/profile/upload/x/b.pdf" onChange={spy} />);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    const remove = screen.getAllByRole('button', { name: /删除|Remove|remove/ })[0]!;
    await user.click(remove);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('/profile/upload/x/b.pdf'));
    rerender(<FileUpload value="/profile/upload/x/z.txt" onChange={spy} />);
    await waitFor(() => expect(listed(container)).toEqual(['z.txt']));
  });
});

describe('ImageUpload', () => {
  it('accepts png/jpg/jpeg up to 5 MB with the image messages', async () => {
    const seen = serveUpload(['ok.JPG']);
    const user = setup();
    const { container } = render(<Images />);
    expect(screen.getByText(/格式为 png\/jpg\/jpeg/)).toBeInTheDocument();
    await user.upload(input(container), file('a.gif', 10, 'image/gif'));
    expect(await screen.findByText('文件格式不正确，请上传png/jpg/jpeg图片格式文件!')).toBeInTheDocument();
    await user.upload(input(container), file('big.png', 6 * MB, 'image/png'));
    expect(await screen.findByText('上传头像图片大小不能超过 5 MB!')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.upload(input(container), file('ok.JPG', 10, 'image/jpeg'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/2026/03/14/ok.JPG'));
  });

  it('a failed upload says 上传图片失败，请重试 and leaves the value; the add card hides at the limit', async () => {
    serveUpload([], () => HttpResponse.error());
    const user = setup();
    const { container } = render(<Images limit={2} initial="/profile/upload/x/1.png" />);
    await user.upload(input(container), file('b.png', 10, 'image/png'));
    expect(await screen.findByText('上传图片失败，请重试')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/1.png');
    expect(screen.getByText('上传图片')).toBeInTheDocument();

    serveUpload(['c.png']);
    await user.upload(input(container), file('c.png', 10, 'image/png'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/1.png,/profile/upload/2026/03/14/c.png'));
    expect(screen.queryByText('上传图片')).not.toBeInTheDocument();
  });
});

/**
 * jsdom has no layout: give every sortable item a box by its place in the list (a column of rows for files, a
 * row of 100 px cards for images), so the keyboard sensor can find the neighbour an arrow key moves to.
 */
function layOut(direction: 'column' | 'row') {
  const real = HTMLElement.prototype.getBoundingClientRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('dss-upload-sortable')) return real.call(this);
    const all = [...document.querySelectorAll('.dss-upload-sortable')];
    const i = all.indexOf(this);
    const [x, y, w, h] = direction === 'column' ? [0, i * 40, 300, 32] : [i * 110, 0, 100, 100];
    return { x, y, left: x, top: y, width: w, height: h, right: x + w, bottom: y + h, toJSON: () => ({}) } as DOMRect;
  });
  return spy;
}

const liveText = () => [...document.querySelectorAll('[aria-live]')].map((el) => el.textContent).join(' ').trim();

/**
 * Keyboard sorting: focus the item's handle, Space picks it up, arrows move it, Space drops (or Escape). Returns
 * what the live region said after each key.
 */
async function keyboardMove(handleName: string, keys: string[], drop: 'Space' | 'Escape' = 'Space'): Promise<string[]> {
  const said: string[] = [];
  const step = async () => {
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    said.push(liveText());
  };
  const handle = screen.getByRole('button', { name: handleName });
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // the sensor listens on the document once the drag has started
  await step();
  for (const code of keys) {
    fireEvent.keyDown(document, { code, key: code });
    await step();
  }
  fireEvent.keyDown(document, drop === 'Space' ? { code: 'Space', key: ' ' } : { code: 'Escape', key: 'Escape' });
  await step();
  return said;
}


describe('drag sorting', () => {
  let layout: ReturnType<typeof layOut> | undefined;
  afterEach(() => {
    layout?.mockRestore();
    layout = undefined;
  });

  it('reorderByUid moves one item to the place of another, the others shifting', () => {
    const list = ['a', 'b', 'c', 'd'].map((uid) => ({ uid }));
    const uids = (l: readonly { uid: string }[]) => l.map((f) => f.uid).join('');
    expect(uids(reorderByUid(list, 'a', 'c'))).toBe('bcad');
    expect(uids(reorderByUid(list, 'd', 'a'))).toBe('dabc');
    expect(uids(reorderByUid(list, 'b', 'c'))).toBe('acbd');
    expect(reorderByUid(list, 'b', 'b')).toBe(list);
    expect(reorderByUid(list, 'x', 'a')).toBe(list);
  });

  it('FileUpload: the keyboard moves a file down; the value follows the list order; screen readers hear each step', async () => {
    layout = layOut('column');
    const spy = vi.fn();
    const { container } = render(<Files initial="/profile/upload/x/a.pdf,/profile/upload/x/b.pdf,/profile/upload/x/c.pdf" spy={spy} />);
    const handle = screen.getByRole('button', { name: '拖动排序：a.pdf' });
    expect(handle).toHaveAttribute('aria-roledescription', '可排序项');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions).toHaveTextContent('按空格键或回车键拿起，用方向键移动，再按空格键或回车键放下，按 Esc 键取消。');

    const said = await keyboardMove('拖动排序：a.pdf', ['ArrowDown', 'ArrowDown']);
    expect(said).toEqual([
      '已拿起 a.pdf，位于第 1 个，共 3 个。',
      'a.pdf 已移到第 2 个，共 3 个。',
      'a.pdf 已移到第 3 个，共 3 个。',
      'a.pdf 已放在第 3 个，共 3 个。',
    ]);
    await waitFor(() => expect(listed(container)).toEqual(['b.pdf', 'c.pdf', 'a.pdf']));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/b.pdf,/profile/upload/x/c.pdf,/profile/upload/x/a.pdf');
    // focus is back on the moved file's handle
    await waitFor(() => expect(screen.getByRole('button', { name: '拖动排序：a.pdf' })).toHaveFocus());
  });

  it('Escape cancels a move: the list and the value stay', async () => {
    layout = layOut('column');
    const spy = vi.fn();
    const { container } = render(<Files initial="/profile/upload/x/a.pdf,/profile/upload/x/b.pdf" spy={spy} />);
    const said = await keyboardMove('拖动排序：b.pdf', ['ArrowUp'], 'Escape');
    expect(said.at(-1)).toBe('已取消拖动，b.pdf 回到第 2 个。');
    expect(listed(container)).toEqual(['a.pdf', 'b.pdf']);
    expect(spy).not.toHaveBeenCalled();
  });

  it('ImageUpload: cards move with the arrow keys, announced in English when the admin is in English', async () => {
    setLanguage('en');
    layout = layOut('row');
    const spy = vi.fn();
    const { container } = render(<Images initial="/profile/upload/x/1.png,/profile/upload/x/2.png,/profile/upload/x/3.png" spy={spy} />);
    expect(screen.getByRole('button', { name: 'Drag to reorder: 3.png' })).toHaveAttribute('aria-roledescription', 'sortable item');
    const said = await keyboardMove('Drag to reorder: 3.png', ['ArrowLeft']);
    expect(said).toEqual([
      'Picked up 3.png. It is at position 3 of 3.',
      '3.png was moved to position 2 of 3.',
      '3.png was dropped at position 2 of 3.',
    ]);
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/profile/upload/x/1.png,/profile/upload/x/3.png,/profile/upload/x/2.png'));
    expect(listed(container)).toEqual(['1.png', '3.png', '2.png']);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('no handles when there is nothing to sort or the upload is disabled', () => {
    const { unmount } = render(<Files initial="/profile/upload/x/only.pdf" />);
    expect(screen.queryByRole('button', { name: /拖动排序/ })).not.toBeInTheDocument();
    unmount();
    render(<Images initial="/profile/upload/x/1.png,/profile/upload/x/2.png" disabled />);
    expect(screen.queryByRole('button', { name: /拖动排序/ })).not.toBeInTheDocument();
  });
});

describe('on the public site', () => {
  // (that every key they use is in `common`, which the site loads, is checked in tests/unit/shared/i18n.test.tsx)
  it('shows its texts, not raw keys', () => {
    render(
      <>
        <FileUpload value="/profile/upload/x/a.pdf,/profile/upload/x/b.pdf" />
        <ImageUpload />
      </>,
    );
    expect(screen.getByRole('button', { name: /选取文件/ })).toBeInTheDocument();
    expect(screen.getByText('上传图片')).toBeInTheDocument();
    expect(screen.getByText(/请上传\s*大小不超过 5MB\s*格式为 png\/jpg\/jpeg\s*的文件/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拖动排序：a.pdf' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/upload\./);
  });
});
