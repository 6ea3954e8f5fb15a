import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import { videoEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { mockVideos } from '../../../../mocks/bbs-admin-media';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: VideoPage } = await import('@admin/views/bbs/video');

function serve() {
  const lists: Record<string, string>[] = [];
  const mock = crudMock(videoEntity, mockVideos);
  server.use(
    http.get(api('/bbs/video/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    http.post(api('/common/upload'), () => HttpResponse.json({ code: 200, msg: '', fileName: '/profile/upload/2026/03/14/clip.mp4', url: 'x' })),
    ...mock.handlers,
  );
  return { lists, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('video page', () => {
  it('lists videos with posters, a preview link and the duration, and filters by title', async () => {
    const { lists } = serve();
    const user = setup();
    renderPage(<VideoPage />, { path: '/bbs/video' });
    const grid = await screen.findByRole('table', { name: '视频列表' });
    const row = (await within(grid).findByText('校园参观')).closest('tr')!;
    expect(within(row).getByRole('img', { name: '校园参观' })).toHaveAttribute('src', '/prod-api/profile/upload/2026/01/01/p1.png');
    expect(within(row).getByRole('link', { name: '预览视频：校园参观' })).toHaveAttribute('href', '/prod-api/profile/upload/2026/01/01/v1.mp4');
    expect(within(row).getByText('1:35')).toBeInTheDocument();
    const link = within(grid).getByText('Campus tour').closest('tr')!;
    expect(within(link).getByRole('link', { name: '预览视频：Campus tour' })).toHaveAttribute('href', 'https://video.test/tour.mp4');

    await user.type(within(screen.getByRole('search')).getByLabelText('视频标题'), '校园');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ title: '校园', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Campus tour')).not.toBeInTheDocument());
  });

  it('adds a video from an uploaded file, and refuses a link that is not https', async () => {
    const { mock } = serve();
    const user = setup();
    renderPage(<VideoPage />, { path: '/bbs/video' });
    await within(await screen.findByRole('table')).findByText('校园参观');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加视频');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('视频文件或链接不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('视频标题'), '开放日');
    await user.click(within(dialog).getByRole('radio', { name: 'https链接' }));
    await user.type(within(dialog).getByLabelText('视频'), 'http://x.test/v.mp4');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('视频只能是上传的视频文件或https链接')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '上传文件' }));
    await user.upload(within(dialog).getByLabelText('视频'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(within(dialog).queryByText('视频只能是上传的视频文件或https链接')).not.toBeInTheDocument());
    await user.clear(within(dialog).getByLabelText('时长（秒）'));
    await user.type(within(dialog).getByLabelText('时长（秒）'), '125');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ title: '开放日', url: '/profile/upload/2026/03/14/clip.mp4', duration: 125, lang: 'zh', status: '0', schoolId: null });
  });

  it('the school picker searches the server by name and names a chosen school that is not among the matches', async () => {
    const searches: unknown[] = [];
    const { mock } = serve();
    // the server's first matches do not include school 4 unless its name is typed
    server.use(
      http.post('*/prod-api/bbs/web/listSchoolSchool', async ({ request }) => {
        const body = (await request.json()) as { schoolName?: string };
        searches.push(body);
        const rows = body.schoolName?.includes('鹏城') ? [{ schoolId: 4, schoolName: '鹏城国际学校（示例）' }] : [{ schoolId: 1, schoolName: '枫林公立中学（示例）' }];
        return HttpResponse.json({ code: 200, msg: '', rows, total: rows.length });
      }),
    );
    mock.rows()[0]!.schoolId = 4;
    const user = setup();
    renderPage(<VideoPage />, { path: '/bbs/video' });
    const row = (await within(await screen.findByRole('table')).findByText('校园参观')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = await lastDialog();
    // the saved school shows by name, fetched by id
    expect(await within(dialog).findByTitle('鹏城国际学校（示例）')).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: '学校' });
    await user.click(picker);
    await user.type(picker, '枫林');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ schoolName: '枫林' }));
    await user.click((await screen.findAllByTitle('枫林公立中学（示例）')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((r) => r.videoId === 1)).toMatchObject({ schoolId: 1 });
  });
});
