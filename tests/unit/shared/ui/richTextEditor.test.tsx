import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api, MOCK_TOKEN } from '../../../../mocks/server';
import { setToken } from '@shared/auth/token';
import { RichTextEditor, RichTextView, sanitizeHtml } from '@shared/ui/RichTextEditor';

vi.setConfig({ testTimeout: 20000 });
// the editor chunk (tiptap) loads lazily; the first render of a file can take a few seconds on a busy machine
configure({ asyncUtilTimeout: 6000 });

// ProseMirror measures ranges when it scrolls the selection into view; jsdom has no layout
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

function Harness({ enableDelay = 0, initial = '<p>你好</p>' }: { enableDelay?: number; initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} enableDelay={enableDelay} label="正文" />
      <output data-testid="html">{html}</output>
    </>
  );
}

function serveUpload(answer: () => Response = () => HttpResponse.json({ code: 200, msg: '', fileName: '/profile/upload/2026/03/14/pic.png', url: 'x' })) {
  let calls = 0;
  server.use(
    http.post(api('/common/upload'), () => {
      calls++;
      return answer();
    }),
  );
  return () => calls;
}

const setup = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });

beforeEach(() => {
  setToken(MOCK_TOKEN);
});

describe('RichTextEditor', () => {
  it('loads on demand and accepts input only after its delay (spec: 3 s)', async () => {
    render(<Harness enableDelay={2000} />);
    const toolbar = await screen.findByRole('toolbar', { name: '编辑器工具栏' });
    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    expect(bold).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveAttribute('contenteditable', 'false');
    await waitFor(() => expect(bold).toBeEnabled(), { timeout: 5000 });
    // tiptap sets the editable flag in its own update, a moment after React enables the toolbar
    await waitFor(() => expect(screen.getByRole('textbox', { name: '正文' })).toHaveAttribute('contenteditable', 'true'));
  });

  it('images: png/jpg/jpeg only (上传图片只能是png,jpg,jpeg格式!), uploaded and inserted; a failure says 图片插入失败', async () => {
    const calls = serveUpload();
    const user = setup();
    render(<Harness />);
    const toolbar = await screen.findByRole('toolbar', { name: '编辑器工具栏' });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '插入图片' })).toBeEnabled());
    const input = screen.getByTestId('editor-image-input');

    await user.upload(input, new File(['x'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('上传图片只能是png,jpg,jpeg格式!')).toBeInTheDocument();
    expect(calls()).toBe(0);

    await user.upload(input, new File(['x'], 'pic.PNG', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('<img src="/prod-api/profile/upload/2026/03/14/pic.png"'));
    expect(calls()).toBe(1);

    serveUpload(() => HttpResponse.json({ code: 500, msg: '上传失败' }));
    await user.upload(input, new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('图片插入失败')).toBeInTheDocument();
  });

  it('videos: only the formats the server stores; inserted as a <video> node; a failure says 视频插入失败', async () => {
    const calls = serveUpload(() => HttpResponse.json({ code: 200, msg: '', fileName: '/profile/upload/2026/03/14/clip.mp4', url: 'x' }));
    const user = setup();
    render(<Harness initial="" />);
    const toolbar = await screen.findByRole('toolbar', { name: '编辑器工具栏' });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '插入视频' })).toBeEnabled());
    const input = screen.getByTestId('editor-video-input');
    expect(input).toHaveAttribute('accept', '.flv,.mp3,.mp4,.wav,.wma,.wmv,.mid,.avi,.mpg,.asf,.rm,.rmvb');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/^上传视频只能是flv,mp3,mp4,wav,wma,wmv,mid,avi,mpg,asf,rm,rmvb格式!$/)).toBeInTheDocument();
    // the spec lists swf, but the server refuses it (a Flash program, not a recording): refused before sending
    await user.upload(input, new File(['x'], 'intro.swf', { type: 'application/x-shockwave-flash' }));
    await waitFor(() => expect(screen.getAllByText(/^上传视频只能是/)).toHaveLength(2));
    expect(calls()).toBe(0);
    await user.upload(input, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/<video[^>]*src="\/prod-api\/profile\/upload\/2026\/03\/14\/clip\.mp4"/));

    serveUpload(() => HttpResponse.error());
    await user.upload(input, new File(['x'], 'b.avi', { type: 'video/x-msvideo' }));
    expect(await screen.findByText('视频插入失败')).toBeInTheDocument();
  });

  it('read-only shows no toolbar and never becomes editable', async () => {
    render(<RichTextEditor value="<p>只读</p>" readOnly enableDelay={0} label="正文" />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box).toHaveTextContent('只读');
    await new Promise((r) => setTimeout(r, 50));
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});

describe('rich text output', () => {
  it('is cleaned with DOMPurify before it is rendered', () => {
    const dirty =
      '<p onclick="x()">hi<script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<a href="https://e.example" target="_blank">e</a></p><video src="/v.mp4" controls></video><iframe src="https://evil"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
    expect(clean).toContain('<img src="/a.png">');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toMatch(/<video[^>]*src="\/v.mp4"/);
    const { container } = render(<RichTextView html={dirty} />);
    expect(container.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect(container.querySelector('video')).not.toBeNull();
  });
});
