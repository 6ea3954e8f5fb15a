import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMock, mockAuth, mockMySchool } from '../../../../mocks/member-centre';
import { renderSite } from '../render';
import { loginAsMember } from './helpers';

const setup = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });

/** The application form (its section, by its heading). */
const applySection = async (name = '申请学校认证') => (await screen.findByRole('heading', { name })).closest('section')!;

describe('member centre: /layout/schoolinfo', () => {
  it('lists my applications with their states; only pending and rejected ones can be withdrawn', async () => {
    loginAsMember();
    memberMock.auths = [
      mockAuth(1),
      mockAuth(2, { schoolName: '港岛国际学校', status: '3', rejectReason: '材料不清晰' }),
      mockAuth(3, { schoolName: '北岭寄宿学校', status: '2' }),
    ];
    renderSite('/layout/schoolinfo');
    const list = (await screen.findByRole('heading', { name: '我的认证申请' })).closest('section')!;
    const pending = (await within(list).findByText('深圳国际学校')).closest('li')!;
    expect(within(pending).getByText('审核中')).toBeInTheDocument();
    expect(within(pending).getByText('招生负责人')).toBeInTheDocument();
    const rejected = within(list).getByText('港岛国际学校').closest('li')!;
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(within(rejected).getByText('原因：材料不清晰')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: '撤回申请：港岛国际学校' })).toBeInTheDocument();
    const approved = within(list).getByText('北岭寄宿学校').closest('li')!;
    expect(within(approved).getByText('已通过')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
  });

  it('withdrawing asks to confirm; cancel keeps it, confirm removes it', async () => {
    loginAsMember();
    memberMock.auths = [mockAuth(1)];
    const user = setup();
    renderSite('/layout/schoolinfo');
    await user.click(await screen.findByRole('button', { name: '撤回申请：深圳国际学校' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定撤回对「深圳国际学校」的认证申请吗？');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberMock.auths).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '撤回申请：深圳国际学校' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /撤\s*回/ }));
    expect(await screen.findByText('您还没有提交过认证申请')).toBeInTheDocument();
    expect(memberMock.auths).toHaveLength(0);
  });

  it("shows an application's details", async () => {
    loginAsMember();
    memberMock.auths = [mockAuth(1, { remark: '招生办' })];
    const user = setup();
    renderSite('/layout/schoolinfo');
    await user.click(await screen.findByRole('button', { name: '查看申请详情：深圳国际学校' }));
    const dialog = await screen.findByRole('dialog', { name: '认证申请详情' });
    expect(await within(dialog).findByText('王老师')).toBeInTheDocument();
    // the proof is fetched with the member's token and previewed from a blob; no public link
    expect(await within(dialog).findByTitle('证明材料 1')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(dialog).getByRole('button', { name: /下载：card\.pdf/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(memberMock.files).toEqual(['/prod-api/bbs/schoolAuth/1/file/1']);
    expect(within(dialog).getByText('招生办')).toBeInTheDocument();
  });

  it('the application form checks every field (Chinese)', async () => {
    loginAsMember();
    const user = setup();
    renderSite('/layout/schoolinfo');
    const form = await applySection();
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await within(form).findByText('请选择学校')).toBeInTheDocument();
    expect(within(form).getByText('请选择您在学校的职务')).toBeInTheDocument();
    expect(within(form).getByText('请输入真实姓名')).toBeInTheDocument();
    expect(within(form).getByText('请输入绑定的手机号码')).toBeInTheDocument();
    expect(within(form).getByText('请上传证明材料')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('联系电话'), '1380013');
    expect(await within(form).findByText('请输入正确的手机号码')).toBeInTheDocument();
    // the proof rules: the usual documents plus photos, 5 MB
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'virus.exe'));
    expect(await screen.findByText('文件格式不正确，请上传doc/xls/ppt/txt/pdf/mp4/png/jpg/jpeg格式文件!')).toBeInTheDocument();
    expect(memberMock.sent.filter((s) => s.call === 'addSchoolAuthInfo')).toHaveLength(0);
  });

  it('the application form speaks English', async () => {
    loginAsMember();
    const user = setup();
    renderSite('/en/layout/schoolinfo');
    const form = await applySection('Apply for a school account');
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await within(form).findByText('Choose a school')).toBeInTheDocument();
    expect(within(form).getByText('Choose your role at the school')).toBeInTheDocument();
    expect(within(form).getByText('Enter your real name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the bound phone number')).toBeInTheDocument();
    expect(within(form).getByText('Upload your proof documents')).toBeInTheDocument();
  });

  it('applies: school found by name, role, name, phone, a proof photo; the application then shows as pending', async () => {
    loginAsMember();
    const user = setup();
    renderSite('/layout/schoolinfo');
    const form = await applySection();
    await user.click(within(form).getByRole('combobox', { name: '您在学校的职务' }));
    await user.click((await screen.findAllByTitle('教师')).at(-1)!);
    const school = within(form).getByRole('combobox', { name: '学校' });
    await user.click(school);
    await user.type(school, '港岛');
    await user.click((await screen.findAllByTitle('港岛国际学校（示例）')).at(-1)!);
    await user.type(within(form).getByLabelText('真实姓名'), '李老师');
    await user.type(within(form).getByLabelText('联系电话'), '13900139000');
    await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'staff-card.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(memberMock.uploads).toHaveLength(1));
    // uploaded privately: the list names the file without a link
    expect(memberMock.uploads[0]!.fileName).toMatch(/^proof\//);
    expect(await within(form).findByText(/upload_\d+\.bin/)).toBeInTheDocument();
    expect(within(form).queryByRole('link', { name: /upload_/ })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('备注'), '负责国际部');
    await user.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请已提交，请等待审核')).toBeInTheDocument();
    expect(memberMock.sent.find((s) => s.call === 'addSchoolAuthInfo')?.body).toEqual({
      schoolId: 3,
      role: '4',
      realName: '李老师',
      phone: '13900139000',
      proofFiles: [memberMock.uploads[0]!.fileName],
      remark: '负责国际部',
    });
    const list = screen.getByRole('heading', { name: '我的认证申请' }).closest('section')!;
    expect((await within(list).findByText('深圳国际学校')).closest('li')).toHaveTextContent('审核中');
  });

  it('not approved: no school editor', async () => {
    loginAsMember();
    renderSite('/layout/schoolinfo');
    await applySection();
    await waitFor(() => expect(memberMock.sent).toBeDefined());
    expect(screen.queryByRole('heading', { name: /学校信息：/ })).not.toBeInTheDocument();
  });

  it("approved: the school's editor shows, saves, and lists the school's posts", async () => {
    loginAsMember();
    memberMock.mySchools = [mockMySchool()];
    memberMock.schoolPosts = [{ ...memberMock.posts[0]!, postId: 30, title: '关于深圳国际学校的讨论', authorName: '家长A' }];
    const user = setup();
    renderSite('/layout/schoolinfo');
    const editor = (await screen.findByRole('heading', { name: '学校信息：深圳国际学校' })).closest('section')!;
    const address = within(editor).getByLabelText('地址');
    expect(address).toHaveValue('深圳');
    expect(within(editor).getByLabelText('课程体系')).toHaveValue('IB');
    await user.clear(address);
    await user.type(address, '深圳市南山区');
    await user.clear(within(editor).getByLabelText('学校网址'));
    await user.type(within(editor).getByLabelText('学校网址'), 'school.example');
    await user.click(within(editor).getByRole('button', { name: '保存学校信息' }));
    expect(await within(editor).findByText('请输入以 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText('学校网址'), '{Home}https://');
    await user.click(within(editor).getByRole('button', { name: '保存学校信息' }));
    await waitFor(() => expect(memberMock.mySchools[0]).toMatchObject({ address: '深圳市南山区', website: 'https://school.example' }));
    expect(await within(editor).findByRole('link', { name: '关于深圳国际学校的讨论' })).toHaveAttribute('href', '/station/detail/30');
  });
});
