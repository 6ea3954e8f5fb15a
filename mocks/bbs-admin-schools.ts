/**
 * MSW mocks of 学校管理 / 红黑榜 / 城市管理 (issue 12): sample rows, and each page's handlers — the kit's CRUD calls
 * (`crudMock`) plus a school's accounts and an entry's history. The shared server answers accounts and history with
 * nothing by default (`schoolsAdminHandlers`); a test installs `serveSchoolsAdmin()` for rows and state.
 */
import { http, type HttpHandler } from 'msw';
import {
  type BbsCity,
  type BbsRedBlack,
  type BbsSchool,
  cityEntity,
  type RedBlackHistory,
  redBlackEntity,
  type SchoolAccount,
  schoolEntity,
} from '@shared/contract/entities';
import { crudMock } from './crud';
import { api, ok, unauthorized } from './handlers';

const audit = { createBy: 'admin', createTime: '2026-01-05 09:00:00', updateBy: '', updateTime: null };

export function mockSchool(over: Partial<BbsSchool> & Pick<BbsSchool, 'schoolId' | 'schoolName'>): BbsSchool {
  return {
    schoolNameEn: '', country: '中国', countryEn: 'China', province: '', provinceEn: '', city: '深圳', cityEn: 'Shenzhen', cityCode: '440300',
    schoolType: '1', abroad: '0', tuition: '', tuitionEn: '', tuitionMin: null, tuitionMax: null, currency: 'CNY', grades: [], boarding: '0',
    curriculum: '', curriculumEn: '', joinMethod: '', studentNums: '', applicationDifficulty: '', educationalStage: [], address: '', addressEn: '',
    website: '', intro: null, introEn: null, cover: '', images: [], status: '0', sort: 0, isSample: 0, remark: null, ...audit, ...over,
  };
}

export const mockSchools: BbsSchool[] = [
  mockSchool({ schoolId: 1, schoolName: '深圳枫叶国际学校', schoolNameEn: 'Shenzhen Maple International School', sort: 1, grades: ['9', '10'], intro: '<p>枫叶简介</p>' }),
  mockSchool({ schoolId: 2, schoolName: '香港启德学校', schoolNameEn: 'Kai Tak School', schoolType: '2', abroad: '1', cityCode: '810000', sort: 2 }),
  mockSchool({ schoolId: 3, schoolName: '下线示例学校', schoolNameEn: 'Hidden School', status: '1', sort: 3, isSample: 1 }),
];

export function mockEntry(over: Partial<BbsRedBlack> & Pick<BbsRedBlack, 'entryId'>): BbsRedBlack {
  return {
    listType: 'black', schoolId: null, schoolName: '', schoolNameEn: '', linkedSchoolName: '', reason: '', reasonEn: '', reasonDate: '2026-01-01',
    sources: [], addedDate: '2026-01-02', cityCode: '440300', sort: 0, status: '0', isSample: 0, ...audit, ...over,
  };
}

export const mockEntries: BbsRedBlack[] = [
  mockEntry({ entryId: 1, listType: 'red', schoolId: 1, linkedSchoolName: '深圳枫叶国际学校', reason: '师资稳定', sources: [{ title: '年报', titleEn: 'Report', url: 'https://a.test/r' }] }),
  mockEntry({ entryId: 2, schoolName: '某培训机构', reason: '虚假宣传', sources: [{ title: '通报', titleEn: '', url: '' }] }),
];

export const mockCityRows: BbsCity[] = [
  { cityId: 1, label: '深圳', labelEn: 'Shenzhen', value: '440300', lng: 114.0579, lat: 22.5431, sort: 1, status: '0', ...audit },
  { cityId: 2, label: '香港', labelEn: 'Hong Kong', value: '810000', lng: 114.1694, lat: 22.3193, sort: 2, status: '0', ...audit },
];

export const mockAccounts: SchoolAccount[] = [
  { authId: 7, userId: 31, userName: 'maple_admin', nickName: '枫叶招生办', role: '2', realName: '李老师', reviewBy: 'admin', reviewTime: '2026-01-03 10:00:00' },
];

export const mockHistory: RedBlackHistory[] = [
  { historyId: 2, entryId: 1, action: 'edit', snapshot: { reason: '师资稳定', status: '0', sources: [{}] }, operBy: 'editor', operTime: '2026-01-04 10:00:00' },
  { historyId: 1, entryId: 1, action: 'add', snapshot: { reason: '师资', status: '0', sources: [{}] }, operBy: 'admin', operTime: '2026-01-02 10:00:00' },
];

const bearer = (request: Request) => (request.headers.get('Authorization') ?? '').startsWith('Bearer ');

/** Accounts and history answering from the given rows. */
function extraHandlers(accounts: readonly SchoolAccount[], history: readonly RedBlackHistory[]): HttpHandler[] {
  return [
    http.get(api('/bbs/school/accounts/:id'), ({ request, params }) =>
      bearer(request) ? ok({ data: Number(params.id) === 1 ? accounts : [] }) : unauthorized(`/bbs/school/accounts/${String(params.id)}`)),
    http.get(api('/bbs/redBlack/history/:id'), ({ request, params }) =>
      bearer(request) ? ok({ data: history.filter((h) => h.entryId === Number(params.id)) }) : unauthorized(`/bbs/redBlack/history/${String(params.id)}`)),
  ];
}

/** The shared server's defaults: no accounts, no history. */
export const schoolsAdminHandlers: HttpHandler[] = extraHandlers([], []);

/** The server's name filters: any of the names contains the text (case-insensitive); no text passes all. */
const nameHas = (text: unknown, ...names: string[]) =>
  typeof text !== 'string' || text === '' || names.some((n) => n.toLowerCase().includes(text.toLowerCase()));

/** The three entities' CRUD mocks over the sample rows (red/black delete unpublishes, as the server does). */
export function serveSchoolsAdmin() {
  const schools = crudMock(schoolEntity, mockSchools, {
    filter: (r, q) => nameHas(q.schoolName, r.schoolName, r.schoolNameEn),
    refuseRemove: (targets) => (targets.some((s) => s.schoolId === 1) ? "学校'深圳枫叶国际学校'已关联1条红黑榜条目，不能删除，请改为下线" : undefined),
  });
  const entries = crudMock(redBlackEntity, mockEntries, {
    filter: (r, q) => nameHas(q.schoolName, r.schoolName, r.schoolNameEn, r.linkedSchoolName),
  });
  const unpublished: number[] = [];
  const unpublish = http.delete(api('/bbs/redBlack/:ids'), ({ params }) => {
    unpublished.push(...String(params.ids).split(',').map(Number));
    return ok();
  });
  const cities = crudMock(cityEntity, mockCityRows, {
    refuseRemove: (targets) => (targets.some((c) => c.value === '440300') ? "城市'深圳'已被2条学校使用（共2条），不能删除，请改为下线" : undefined),
  });
  return {
    schools, entries, cities, unpublished,
    handlers: [...extraHandlers(mockAccounts, mockHistory), unpublish, ...schools.handlers, ...entries.handlers, ...cities.handlers],
  };
}
