import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api, MOCK_TOKEN } from '../../../../mocks/server';
import { setToken } from '@shared/auth/token';
import { FileUpload, type FileUploadProps } from '@shared/ui/FileUpload';
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
    const seen = serveUpload(['a.pdf', 'b.DOCX']);
    const spy = vi.fn();
    const user = setup();
    const { container } = render(<Files initial="/profile/upload/2026/01/01/old.doc" spy={spy} />);
    expect(screen.getByText('old.doc')).toBeInTheDocument();
    expect(screen.getByText(/请上传\s*大小不超过 5MB\s*格式为 doc\/docx\/xls\/xlsx\/ppt\/pptx\/txt\/pdf\/mp4\s*的文件/)).toBeInTheDocument();
    await user.upload(input(container), [file('a.pdf'), file('b.DOCX')]);
    await waitFor(() => expect(listed(container)).toEqual(['old.doc', 'a.pdf', 'b.DOCX']));
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent(
        '/profile/upload/2026/01/01/old.doc,/profile/upload/2026/03/14/a.pdf,/profile/upload/2026/03/14/b.DOCX',
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
    expect(await screen.findByText('文件格式不正确，请上传doc/docx/xls/xlsx/ppt/pptx/txt/pdf/mp4格式文件!')).toBeInTheDocument();
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
