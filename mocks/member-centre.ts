/**
 * MSW handlers for the member centre's calls (POST /bbs/submitweb/*, the forgotten-password pair under /bbs/web,
 * and POST /common/upload), answering like our server: a session is required (Bearer MEMBER_TOKEN, else
 * `{code: 401}`), bodies are parsed with the contract's zod schemas (messages in the request's Accept-Language),
 * rows are the contract's row types, lists are paged (pageNum/pageSize in the query). State lives in `memberMock`
 * (tests read and change it); `resetMemberMocks()` restores the fixtures. Register with
 * `server.use(...memberCentreHandlers)`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ZodError } from 'zod';
import {
  addSchoolAuthBodySchema,
  bbsPageQuerySchema,
  bindPhoneBodySchema,
  RESET_CODE_SENT_MSG,
  resetPasswordBodySchema,
  sendBindPhoneCodeBodySchema,
  sendResetCodeBodySchema,
  updateMyInfoBodySchema,
  updateMyPasswordBodySchema,
  updateMySchoolBodySchema,
  type MemberNoticeRow,
  type MyInfo,
  type MyPostRow,
  type MyReplyRow,
  type MySchool,
  type PostRow,
  type ReceivedReplyRow,
  type SchoolAuthRow,
  type UnreadNoticeCount,
} from '@shared/contract';
import { localizeMessage } from '@shared/contract/kit/messages';
import { MEMBER_TOKEN } from './handlers';

const T = '2026-01-10 09:00:00';
/** The SMS code the mock "sends" (to bind a phone or reset a password). */
export const MOCK_SMS_CODE = '246810';
/** The image captcha answer (as the session mocks). */
const CAPTCHA = '7';
/** A stored upload path. */
export const uploadedPath = (name: string) => `/profile/upload/2026/01/10/${name}`;

const post = (id: number, over: Partial<MyPostRow> = {}): MyPostRow => ({
  postId: id,
  postType: '3',
  blogType: '1',
  category: null,
  title: `我的帖子 ${id}`,
  summary: '',
  cover: '',
  authorName: '小明',
  cityCode: null,
  schoolId: null,
  schoolName: null,
  lang: 'zh',
  views: 0,
  replyCount: 0,
  isSample: false,
  createTime: T,
  pinned: false,
  tags: [],
  auditStatus: '0',
  rejectReason: null,
  ...over,
});

const reply = (id: number, over: Partial<ReceivedReplyRow> = {}): ReceivedReplyRow => ({
  replyId: id,
  postId: 1,
  postType: '3',
  postTitle: '我的帖子 1',
  parentId: null,
  replyToName: null,
  content: `回复 ${id}`,
  auditStatus: '0',
  createTime: T,
  userId: 200,
  authorName: '小红',
  avatar: '',
  ...over,
});

const notice = (id: number, over: Partial<MemberNoticeRow> = {}): MemberNoticeRow => ({
  noticeId: id,
  noticeType: '1',
  title: `通知 ${id}`,
  content: `通知内容 ${id}`,
  link: '',
  read: false,
  createTime: T,
  ...over,
});

export const mockMySchool = (over: Partial<MySchool> = {}): MySchool => ({
  schoolId: 1,
  schoolName: '深圳国际学校',
  schoolNameEn: 'Shenzhen International School',
  intro: '<p>学校简介</p>',
  introEn: '<p>About</p>',
  address: '深圳',
  addressEn: 'Shenzhen',
  website: 'https://school.example',
  tuition: '',
  tuitionEn: '',
  curriculum: 'IB',
  curriculumEn: 'IB',
  cover: '',
  ...over,
});

export const mockAuth = (id: number, over: Partial<SchoolAuthRow> = {}): SchoolAuthRow => ({
  authId: id,
  userId: 100,
  schoolId: 1,
  schoolName: '深圳国际学校',
  role: '2',
  realName: '王老师',
  phone: '13800138000',
  proofFiles: [{ name: 'card.pdf', url: `/bbs/schoolAuth/${id}/file/1` }],
  remark: '',
  status: '1',
  rejectReason: null,
  createTime: T,
  reviewTime: null,
  ...over,
});

function initialState() {
  return {
    info: {
      userId: 100,
      userName: 'member01',
      nickName: '小明',
      avatar: '/profile/avatar/2026/01/01/member.png',
      sex: '2',
      email: '',
      phonenumber: '13800138000',
      userType: '01',
      authStatus: '0',
      createTime: T,
      schools: [],
    } as MyInfo,
    password: 'admin123',
    posts: [
      post(1, { replyCount: 2 }),
      post(2, { title: '等待审核的帖子', auditStatus: '1' }),
      post(3, { title: '被驳回的帖子', auditStatus: '2', rejectReason: '含有广告' }),
      post(4, { title: '我的故事', postType: '2', blogType: null, category: '1' }),
    ],
    // replies come as the server answers them: the typed text escaped, line breaks as <br />
    replies: [reply(11, { content: '我写的回复 &lt;b&gt;<br />第二行' })] as MyReplyRow[],
    received: [reply(21, { content: '别人回复我' })],
    notices: [
      notice(1, { title: '小红回复了您的帖子', link: '/station/detail/1' }),
      notice(2, { noticeType: '2', title: '您的帖子已通过审核' }),
      notice(3, { noticeType: '3', title: '系统维护通知', read: true }),
    ],
    auths: [] as SchoolAuthRow[],
    mySchools: [] as MySchool[],
    schoolPosts: [] as PostRow[],
    schoolReplies: [] as ReceivedReplyRow[],
    /** what the handlers received, for assertions on what the page sent */
    sent: [] as { call: string; body: unknown }[],
    /** the phones an SMS code went to */
    sms: [] as { phone: string; purpose: 'bind' | 'reset' }[],
    /** what /common/upload and uploadSchoolAuthFile received (the file's type) and answered (its stored path) */
    uploads: [] as { type: string; fileName: string }[],
    /** the proof documents fetched (GET /bbs/schoolAuth/{id}/file/{n}) */
    files: [] as string[],
    nextId: 100,
  };
}

export let memberMock = initialState();

export function resetMemberMocks(): void {
  memberMock = initialState();
}

const base = (path: string) => `*/prod-api/bbs/submitweb${path}`;
const web = (path: string) => `*/prod-api/bbs/web${path}`;

const langOf = (request: Request) => ((request.headers.get('Accept-Language') ?? '').startsWith('en') ? 'en' : 'zh');
const ok = (extra: object = {}, text = '操作成功') => HttpResponse.json({ code: 200, msg: text, ...extra });
const fail = (code: number, text: string) => HttpResponse.json({ code, msg: text });

type Params = Record<string, string | readonly string[] | undefined>;

/** A member call: 401 without the member's token, zod errors as the server words them (in the caller's language). */
function member(fn: (request: Request, params: Params) => Promise<Response> | Response, anonymous = false) {
  return async ({ request, params }: { request: Request; params: Params }) => {
    if (!anonymous && request.headers.get('Authorization') !== `Bearer ${MEMBER_TOKEN}`)
      return fail(401, '请求访问：认证失败，无法访问系统资源');
    try {
      return await fn(request, params);
    } catch (err) {
      if (err instanceof ZodError) return fail(500, localizeMessage(err.issues[0]?.message ?? '参数校验失败', langOf(request)));
      throw err;
    }
  };
}

async function body(request: Request, call: string): Promise<unknown> {
  const text = await request.text();
  const data: unknown = text ? JSON.parse(text) : {};
  memberMock.sent.push({ call, body: data });
  return data;
}

function paged<T>(request: Request, rows: T[]) {
  const url = new URL(request.url);
  const { pageNum = 1, pageSize = 10 } = bbsPageQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok({ rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length });
}

const id = (params: Params) => Number(params.id);

function unread(): UnreadNoticeCount {
  const open = memberMock.notices.filter((n) => !n.read);
  return {
    total: open.length,
    byType: { '1': open.filter((n) => n.noticeType === '1').length, '2': open.filter((n) => n.noticeType === '2').length, '3': open.filter((n) => n.noticeType === '3').length },
  };
}

export const memberCentreHandlers: HttpHandler[] = [
  http.post(base('/myBlogList'), member((r) => paged(r, memberMock.posts))),
  http.post(base('/myBlogReplyList'), member((r) => paged(r, memberMock.replies))),
  http.post(base('/myBlogRecevieList'), member((r) => paged(r, memberMock.received))),
  // the centre's own posts only: any other id passes on to the forum's handler (mocks/member-forum.ts, the public
  // posts), which answers it (its 401, 403 and 404 included)
  http.post(base('/deleteBlog/:id'), (info) => {
    if (!memberMock.posts.some((x) => x.postId === Number(info.params.id))) return undefined;
    return member((_r, p) => {
      memberMock.posts.splice(memberMock.posts.findIndex((x) => x.postId === id(p)), 1);
      return ok({}, '删除成功');
    })(info);
  }),

  http.post(base('/getMyInfo'), member(() => ok({ data: memberMock.info }))),
  http.post(
    base('/updateMyInfo'),
    member(async (r) => {
      const b = updateMyInfoBodySchema.parse(await body(r, 'updateMyInfo'));
      memberMock.info = { ...memberMock.info, ...b, avatar: b.avatar ?? memberMock.info.avatar };
      return ok({ data: memberMock.info }, '修改成功');
    }),
  ),
  http.post(
    base('/sendBindPhoneCode'),
    member(async (r) => {
      const b = sendBindPhoneCodeBodySchema.parse(await body(r, 'sendBindPhoneCode'));
      memberMock.sms.push({ phone: b.phone, purpose: 'bind' });
      return ok({}, '验证码已发送，5分钟内有效');
    }),
  ),
  http.post(
    base('/bindPhone'),
    member(async (r) => {
      const b = bindPhoneBodySchema.parse(await body(r, 'bindPhone'));
      if (b.code !== MOCK_SMS_CODE) return fail(500, '短信验证码错误');
      memberMock.info = { ...memberMock.info, phonenumber: b.phone };
      return ok({ data: memberMock.info }, '绑定成功');
    }),
  ),
  http.post(
    base('/updateMyPassword'),
    member(async (r) => {
      const b = updateMyPasswordBodySchema.parse(await body(r, 'updateMyPassword'));
      if (b.oldpassword !== memberMock.password) return fail(500, '修改密码失败，旧密码错误');
      memberMock.password = b.newpassword;
      return ok({}, '修改成功');
    }),
  ),

  http.post(
    base('/listNotice/:type'),
    member((r, p) => paged(r, memberMock.notices.filter((n) => p.type === '0' || n.noticeType === p.type))),
  ),
  http.post(base('/countUnreadNotice'), member(() => ok({ data: unread() }))),
  http.post(
    base('/updateNoticeReadStatus/:id'),
    member((_r, p) => {
      const n = memberMock.notices.find((x) => x.noticeId === id(p));
      if (!n) return fail(404, '通知不存在');
      n.read = true;
      return ok();
    }),
  ),
  http.post(
    base('/readAllNotice/:type'),
    member((_r, p) => {
      for (const n of memberMock.notices) if (p.type === '0' || n.noticeType === p.type) n.read = true;
      return ok();
    }),
  ),

  http.post(
    base('/addSchoolAuthInfo'),
    member(async (r) => {
      const b = addSchoolAuthBodySchema.parse(await body(r, 'addSchoolAuthInfo'));
      const row = mockAuth(memberMock.nextId++, {
        schoolId: b.schoolId,
        role: b.role,
        realName: b.realName,
        phone: b.phone,
        remark: b.remark,
        proofFiles: b.proofFiles.map((f, i) => ({ name: f.slice(f.lastIndexOf('/') + 1), url: `/bbs/schoolAuth/${memberMock.nextId - 1}/file/${i + 1}` })),
      });
      memberMock.auths.unshift(row);
      return ok({ data: row }, '申请已提交，请等待审核');
    }),
  ),
  http.post(base('/listSchoolAuthInfo'), member((r) => paged(r, memberMock.auths))),
  http.post(
    base('/getSchoolAuthInfo/:id'),
    member((_r, p) => {
      const row = memberMock.auths.find((x) => x.authId === id(p));
      return row ? ok({ data: row }) : fail(404, '申请不存在');
    }),
  ),
  http.post(
    base('/deleteSchoolAuthInfo/:id'),
    member((_r, p) => {
      const i = memberMock.auths.findIndex((x) => x.authId === id(p));
      if (i < 0) return fail(404, '申请不存在');
      if (memberMock.auths[i]!.status === '2') return fail(500, '已通过的申请不能撤回');
      memberMock.auths.splice(i, 1);
      return ok({}, '撤回成功');
    }),
  ),
  http.post(base('/listMySchool'), member(() => ok({ data: memberMock.mySchools }))),
  http.post(
    base('/updateMySchool'),
    member(async (r) => {
      const b = updateMySchoolBodySchema.parse(await body(r, 'updateMySchool'));
      const i = memberMock.mySchools.findIndex((s) => s.schoolId === b.schoolId);
      if (i < 0) return fail(403, '您没有该学校的权限');
      memberMock.mySchools[i] = { ...memberMock.mySchools[i]!, ...b, cover: b.cover ?? '' };
      return ok({}, '修改成功');
    }),
  ),
  http.post(base('/myschoolBlogList'), member((r) => paged(r, memberMock.schoolPosts))),
  http.post(base('/myschoolBlogReplyList'), member((r) => paged(r, memberMock.schoolReplies))),

  http.post(
    web('/sendResetCode'),
    member(async (r) => {
      const b = sendResetCodeBodySchema.parse(await body(r, 'sendResetCode'));
      if (b.uuid && b.code !== CAPTCHA) return fail(500, localizeMessage('验证码错误', langOf(r)));
      memberMock.sms.push({ phone: b.phone, purpose: 'reset' });
      return ok({}, localizeMessage(RESET_CODE_SENT_MSG, langOf(r)));
    }, true),
  ),
  http.post(
    web('/resetPassword'),
    member(async (r) => {
      const b = resetPasswordBodySchema.parse(await body(r, 'resetPassword'));
      if (b.smsCode !== MOCK_SMS_CODE) return fail(500, '短信验证码错误');
      memberMock.password = b.password;
      return ok({}, '密码已重置');
    }, true),
  ),

  http.post('*/prod-api/common/upload', ({ request }) => storeUpload(request, uploadedPath)),
  // proofs are stored privately: a path without a public address
  http.post(base('/uploadSchoolAuthFile'), member((request) => storeUpload(request, (name) => `proof/100/2026/01/10/${name}`))),
  // the owner's proof document, as a PDF
  http.get('*/prod-api/bbs/schoolAuth/:id/file/:n', member(({ url }) => {
    memberMock.files.push(new URL(url).pathname);
    return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
  })),
];

/** Records an upload and answers like the server: the stored path (`pathOf` the generated name). */
async function storeUpload(request: Request, pathOf: (name: string) => string): Promise<Response> {
  const form = await request.formData();
  const file = form.get('file');
  const type = file instanceof Blob ? file.type : '';
  const fileName = pathOf(`upload_${memberMock.nextId++}.${type === 'image/png' ? 'png' : 'bin'}`);
  memberMock.uploads.push({ type, fileName });
  const name = fileName.slice(fileName.lastIndexOf('/') + 1);
  return HttpResponse.json({ code: 200, msg: '操作成功', fileName, url: `http://localhost/prod-api${fileName}`, originalFilename: name });
}
