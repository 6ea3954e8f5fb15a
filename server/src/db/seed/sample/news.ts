/**
 * Sample news (10 items, each in Chinese and English). Reminders restate the spec's published figures, except where
 * an official rule changed since (issue 10: off-campus work hours, SDS, OUAC fees): those give today's figure with the
 * date it took effect and the date it was checked. Events and admissions notices concern the invented sample schools
 * and are labelled as samples.
 */

export interface NewsSeed {
  /** INFO_TYPES value */
  infoType: string;
  city: string | null;
  cover: string;
  zh: { title: string; summary: string; body: string[]; source: string };
  en: { title: string; summary: string; body: string[]; source: string };
}

export const NEWS_NOTE_ZH = '示例资讯：用于演示网站功能，具体安排请以学校和官方发布为准。';
export const NEWS_NOTE_EN = 'Sample news item written to demonstrate the site; confirm details with the school or official sources.';

export const NEWS_SEED: NewsSeed[] = [
  {
    infoType: '3', city: null, cover: 'ossd.svg',
    zh: { title: 'OSSLT 考试窗口提醒：秋季与春季两次机会', summary: '读写能力测试通常在 11 月初至 12 月初、3 月下旬至 4 月初进行。', body: ['安省读写能力测试（OSSLT）通常每年安排两个考试窗口：11 月初至 12 月初，以及 3 月下旬至 4 月初。具体日期由学校通知。', '考试满分 400 分，300 分通过；未通过可以重考，也可以修读 OLC4O 课程。'], source: '深度择校编辑部' },
    en: { title: 'OSSLT reminder: autumn and spring sittings', summary: 'The literacy test usually runs from early November to early December and from late March to early April.', body: ['Ontario’s literacy test usually has two windows a year: early November to early December, and late March to early April. Schools announce the exact dates.', 'It is marked out of 400 with 300 to pass; students who do not pass may retake it or take OLC4O instead.'], source: 'DSS editors' },
  },
  {
    infoType: '1', city: 'CA-TOR', cover: 'university.svg',
    zh: { title: '安省大学申请系统 10 月 1 日开放', summary: '12 年级学生通过 OUAC 提交申请，基本申请费 150 加元含 3 个志愿。', body: ['OUAC 申请网站每年 10 月 1 日开放，安省 12 年级学生通过学校获取申请所需的信息。', 'OUAC 101 申请的基本申请费 150 加元，含 3 个志愿；每增加一个志愿 50 加元；非加拿大公民或永久居民另付 10 加元国际服务费。以上于 2026 年 11 月在 OUAC 官网（ouac.on.ca，“101 – Fees”）核实，费用每年可能调整，表格与截止日期请以官网为准。'], source: '深度择校编辑部' },
    en: { title: 'Ontario university applications open on 1 October', summary: 'Grade 12 students apply through OUAC; the CAD 150 base fee covers three choices.', body: ['The OUAC application site opens on 1 October each year, and Grade 12 students in Ontario get their application details through their school.', 'The OUAC 101 application costs CAD 150 for three choices and CAD 50 for each additional choice; applicants who are not Canadian citizens or permanent residents also pay a CAD 10 international service fee. Checked on ouac.on.ca (“101 – Fees”) in November 2026; fees can change each year, so check forms and deadlines on OUAC.'], source: 'DSS editors' },
  },
  {
    infoType: '2', city: null, cover: 'visa.svg',
    zh: { title: '提醒：6 个月以内的短期课程无需学签', summary: '夏校、短期语言课程等在 6 个月以内的项目，一般可以持访客签证就读。', body: ['加拿大规定，学习时长在 6 个月或以内的课程不需要学习许可，学生可以持访客签证入境就读。', '访客签证有效期最长 10 年，每次停留通常不超过 180 天。长期就读仍需申请学签。'], source: '深度择校编辑部' },
    en: { title: 'Reminder: courses of six months or less need no study permit', summary: 'Summer schools and short language courses of up to six months can usually be taken on a visitor visa.', body: ['Canada does not require a study permit for courses of six months or less; students may enter on a visitor visa.', 'A visitor visa can be valid for up to 10 years, with stays usually up to 180 days. Longer programmes need a study permit.'], source: 'DSS editors' },
  },
  {
    infoType: '4', city: '440300', cover: 'campus.svg',
    zh: { title: '示例活动：鹏城国际学校（示例）秋季开放日', summary: '开放日安排课堂观摩、校园参观与升学讲座，需提前在线预约。', body: ['这是一则示例活动资讯：示例学校将于秋季举办开放日，内容包括 IB 课程介绍、课堂观摩和校园参观。', '家长可以在现场与升学指导老师交流。活动为示例，时间地点以学校通知为准。'], source: '示例学校招生办' },
    en: { title: 'Sample event: autumn open day at Pengcheng International Academy (Sample)', summary: 'Lesson observation, a campus tour and a university talk; book online in advance.', body: ['This is a sample event: the sample school holds an autumn open day with an introduction to its IB programme, lesson observations and a campus tour.', 'Parents can talk to the university counsellors on the day. The event is illustrative; the school announces real dates and places.'], source: 'Sample school admissions office' },
  },
  {
    infoType: '4', city: '310100', cover: 'news.svg',
    zh: { title: '示例讲座：国际课程体系怎么选', summary: 'IB、A-Level、AP 与 OSSD 的区别与升学路径，面向初中家长。', body: ['示例讲座将介绍四种主流国际课程的评估方式与升学方向，并解答家长的常见问题。', '讲座为示例活动，用于演示网站的资讯功能。'], source: '深度择校编辑部' },
    en: { title: 'Sample talk: choosing an international curriculum', summary: 'IB, A-Level, AP and the OSSD compared, for parents of middle-school students.', body: ['The sample talk explains how the four common programmes assess students and where they lead, with time for parents’ questions.', 'The talk is a sample event demonstrating the news section.'], source: 'DSS editors' },
  },
  {
    infoType: '1', city: '810000', cover: 'hongkong.svg',
    zh: { title: '示例资讯：香港多所国际学校秋季开放申请', summary: '热门学校提前一年开放申请，建议尽早准备评估与面试。', body: ['每年秋季，香港多所国际学校会陆续开放下一学年的入学申请。本条为示例资讯，涉及的学校均为示例学校。', '建议家长关注学校官网，准备好近两年成绩单与推荐信。'], source: '深度择校编辑部' },
    en: { title: 'Sample news: Hong Kong international schools open autumn applications', summary: 'Popular schools open a year ahead; prepare for assessments and interviews early.', body: ['Each autumn several Hong Kong international schools open applications for the following school year. This is a sample item about sample schools.', 'Watch the schools’ websites and have two years of reports and references ready.'], source: 'DSS editors' },
  },
  {
    infoType: '2', city: null, cover: 'visa.svg',
    zh: { title: '2024 年 11 月 8 日起：学期中校外打工上限为每周 24 小时', summary: '符合条件的专上国际学生，学期中校外打工上限由每周 20 小时提高到 24 小时。', body: ['自 2024 年 11 月 8 日起，符合条件的国际学生在学期中校外打工每周不超过 24 小时（此前的上限为 20 小时），学校规定的假期内可以全职工作。这一规则适用于在指定院校读全日制专上课程的学生；高中生一般不能校外打工，通常以学业和义工为主。', '以上于 2026 年 11 月在加拿大移民、难民及公民部（IRCC）的“Work off campus as an international student”页面核实；政策会调整，请以 IRCC 的最新规定为准。'], source: '深度择校编辑部' },
    en: { title: 'Since 8 November 2024: off-campus work up to 24 hours a week in term', summary: 'For eligible post-secondary international students, the in-term limit on off-campus work rose from 20 to 24 hours a week.', body: ['Since 8 November 2024, eligible international students may work off campus up to 24 hours a week during academic sessions (the earlier limit was 20) and full time during scheduled breaks. The rule covers full-time post-secondary students at designated institutions; high-school students generally cannot work off campus and focus on study and volunteering.', 'Checked in November 2026 on the “Work off campus as an international student” page of Immigration, Refugees and Citizenship Canada (IRCC); rules change, so check the current IRCC page.'], source: 'DSS editors' },
  },
  {
    infoType: '2', city: null, cover: 'visa.svg',
    zh: { title: '学生直入计划（SDS）已于 2024 年 11 月 8 日结束', summary: 'SDS 通道已关闭，学签按常规流程申请，须证明资金；雅思仍是大学申请的重要一环。', body: ['加拿大移民、难民及公民部（IRCC）于 2024 年 11 月 8 日结束了学生直入计划（SDS），此后不再按该通道受理申请。学签按常规流程申请，须证明资金：一人在魁北克以外读书，2025 年 9 月 1 日起的申请须证明生活费 22,895 加元（2024 年 1 月 1 日起为 20,635 加元），另加第一年学费和交通费。读中小学的学生不受 2024 年 1 月 22 日起实行的学习许可名额上限限制。', '语言成绩仍然重要：大学申请通常要求雅思总分 6.5 或更高，建议至少提前半年准备，留出一次重考的时间。以上于 2026 年 11 月在 IRCC 官网核实。'], source: '深度择校编辑部' },
    en: { title: 'The Student Direct Stream (SDS) ended on 8 November 2024', summary: 'SDS is closed: study permits go through the regular process with proof of funds, and IELTS still matters for university applications.', body: ['Immigration, Refugees and Citizenship Canada (IRCC) ended the Student Direct Stream on 8 November 2024 and no longer takes applications through it. Study permits go through the regular process with proof of funds: one applicant studying outside Quebec shows CAD 22,895 for applications from 1 September 2025 (CAD 20,635 from 1 January 2024), plus first-year tuition and travel. Primary and secondary students are exempt from the study-permit cap in force since 22 January 2024.', 'Language scores still matter: universities usually ask for IELTS 6.5 overall or more, so start at least six months ahead and leave time for a retake. Checked on the IRCC website in November 2026.'], source: 'DSS editors' },
  },
  {
    infoType: '4', city: '110100', cover: 'news.svg',
    zh: { title: '示例活动：北京择校经验分享会', summary: '几位示例家长分享国际学校与双语学校的择校过程。', body: ['分享会将围绕身份要求、课程体系、通勤与预算展开，现场设置问答环节。', '本活动为示例内容，用于演示资讯列表的城市筛选。'], source: '深度择校编辑部' },
    en: { title: 'Sample event: choosing a school in Beijing, parents share', summary: 'Sample parents talk about choosing between international and bilingual schools.', body: ['The session covers eligibility, curricula, commuting and budgets, with questions from the floor.', 'This event is sample content demonstrating the city filter of the news list.'], source: 'DSS editors' },
  },
  {
    infoType: '1', city: '440100', cover: 'campus.svg',
    zh: { title: '示例资讯：广州示例双语学校春季插班招生', summary: '部分年级开放插班名额，需参加英语与数学评估。', body: ['示例学校春季开放少量插班名额，申请者需参加英语与数学评估以及家长面谈。', '本条为示例资讯，学校为虚构的示例学校。'], source: '示例学校招生办' },
    en: { title: 'Sample news: spring places at a sample Guangzhou bilingual school', summary: 'A few mid-year places, with English and mathematics assessments.', body: ['A sample school opens a few mid-year places in spring; applicants take English and mathematics assessments and parents attend an interview.', 'This is a sample item about an invented school.'], source: 'Sample school admissions office' },
  },
];

/** Sample videos (files in server/sample-media/videos). [file, seconds, city, school index, zh title, zh summary, en title, en summary] */
export const VIDEO_SEED: [string, number, string | null, number | null, string, string, string, string][] = [
  ['campus-tour-toronto', 7, 'CA-TOR', 0, '多伦多校园参观（示例视频）', '跟随镜头走进一所示例公立高中的教学楼与操场。', 'Campus tour in Toronto (sample video)', 'A walk through the buildings and fields of a sample public high school.'],
  ['ossd-explained', 7, null, null, '三分钟看懂 OSSD（示例视频）', '学分、义工与读写测试，一段视频讲清毕业要求。', 'OSSD in three minutes (sample video)', 'Credits, volunteer hours and the literacy test in one short video.'],
  ['hk-international-schools', 7, '810000', 12, '香港国际学校开放日（示例视频）', '示例国际学校的开放日现场与课堂片段。', 'Hong Kong school open day (sample video)', 'Scenes from a sample international school’s open day.'],
  ['boarding-life', 7, 'CA-OTT', 8, '寄宿生的一天（示例视频）', '从早餐到晚自习，看看寄宿学校的作息。', 'A day as a boarder (sample video)', 'From breakfast to evening study: a boarding school’s routine.'],
  ['shenzhen-open-day', 7, '440300', 20, '深圳国际学校探校（示例视频）', '示例学校的图书馆、实验室与社团活动。', 'Visiting a Shenzhen school (sample video)', 'The library, labs and clubs of a sample school.'],
  ['university-application', 7, null, null, '大学申请时间线（示例视频）', '从 10 月 1 日开放申请到录取，关键节点一览。', 'University application timeline (sample video)', 'From the 1 October opening to offers: the key dates.'],
];

/** Sample banners: [file stem, sort, zh title, zh link, en title, en link] */
export const BANNER_SEED: [string, number, string, string, string, string][] = [
  ['school', 1, '选对学校，少走弯路', '/school', 'Find the right school', '/en/school'],
  ['ossd', 2, '一图看懂 OSSD 毕业要求', '/ossd/requirements', 'The OSSD diploma, explained', '/en/ossd/requirements'],
  ['video', 3, '探校视频：走进校园', '/video', 'Video school tours', '/en/station'],
];

/**
 * The documents the sample red and black entries cite. They are invented like the schools, and their titles say so;
 * none has a link, because no real page describes an invented school.
 */
export const RED_BLACK_SAMPLE_SOURCES = {
  survey: ['示例文件：本站家长问卷汇总（虚构的示例数据）', 'Sample document: this site’s parent survey summary (invented sample data)'],
  visit: ['示例文件：本站编辑探校记录（虚构的示例数据）', 'Sample document: notes from this site’s school visit (invented sample data)'],
  report: ['示例文件：学校年度报告（虚构的示例数据）', 'Sample document: the school’s annual report (invented sample data)'],
  destinations: ['示例文件：学校公布的毕业生去向（虚构的示例数据）', 'Sample document: graduate destinations published by the school (invented sample data)'],
  fees: ['示例文件：学校收费说明（虚构的示例数据）', 'Sample document: the school’s fee schedule (invented sample data)'],
  letters: ['示例文件：家长来信摘要，已隐去个人信息（虚构的示例数据）', 'Sample document: summary of parents’ letters, personal details removed (invented sample data)'],
  contract: ['示例文件：学校入学合同的退费条款（虚构的示例数据）', 'Sample document: the refund terms of the school’s enrolment contract (invented sample data)'],
  notice: ['示例文件：学校发给家长的校车调整通知（虚构的示例数据）', 'Sample document: the school’s notice to parents about bus changes (invented sample data)'],
} as const;

/**
 * Sample red and black list entries (about invented schools, reasons labelled as samples), with their evidence:
 * [list, school index, zh reason, en reason, reason date, date added, sources (keys of RED_BLACK_SAMPLE_SOURCES)]
 */
export const RED_BLACK_SEED: ['red' | 'black', number, string, string, string, string, (keyof typeof RED_BLACK_SAMPLE_SOURCES)[]][] = [
  ['red', 0, '示例：家长评价高，国际生支持到位', 'Sample: well rated by parents, good support for international students', '2026-03-14', '2026-04-02', ['survey']],
  ['red', 2, '示例：寄宿管理规范，升学指导细致', 'Sample: well-run boarding and careful university counselling', '2026-02-20', '2026-03-10', ['visit', 'survey']],
  ['red', 8, '示例：双文凭课程成熟，冬季活动丰富', 'Sample: an established two-diploma programme and plenty of winter activities', '2026-01-28', '2026-02-16', ['visit']],
  ['red', 12, '示例：课程连贯，师资稳定', 'Sample: a coherent curriculum and a stable teaching staff', '2026-04-09', '2026-04-30', ['report', 'survey']],
  ['red', 14, '示例：在港就读安省课程，衔接加拿大大学顺畅', 'Sample: the Ontario curriculum in Hong Kong with smooth routes to Canadian universities', '2026-05-06', '2026-05-25', ['destinations']],
  ['red', 20, '示例：科创课程有特色，开放日信息透明', 'Sample: distinctive science and innovation courses and transparent open days', '2026-05-23', '2026-06-08', ['visit']],
  ['red', 23, '示例：AP 课程选择多，收费说明清楚', 'Sample: a wide AP choice and clear fee information', '2026-06-12', '2026-07-01', ['fees', 'survey']],
  ['red', 26, '示例：升学数据公开，家校沟通及时', 'Sample: published destination data and prompt contact with parents', '2026-07-03', '2026-07-20', ['destinations', 'survey']],
  ['red', 29, '示例：艺术与设计课程突出', 'Sample: outstanding art and design courses', '2026-08-18', '2026-09-04', ['visit']],
  ['red', 32, '示例：校车网络完善，课后活动丰富', 'Sample: a good bus network and many after-school activities', '2026-09-09', '2026-09-28', ['survey']],
  ['black', 5, '示例：有家长反映插班评估结果等待时间长', 'Sample: parents report long waits for placement results', '2026-03-02', '2026-03-30', ['letters']],
  ['black', 9, '示例：有家长反映费用说明不够清晰', 'Sample: parents report unclear fee information', '2026-04-21', '2026-05-15', ['letters', 'fees']],
  ['black', 19, '示例：有家长反映班级人数与宣传不符', 'Sample: parents report class sizes larger than advertised', '2026-06-01', '2026-06-26', ['letters', 'visit']],
  ['black', 25, '示例：有家长反映退费条款不清楚', 'Sample: parents report unclear refund terms', '2026-07-15', '2026-08-10', ['contract', 'letters']],
  ['black', 28, '示例：有家长反映外教流动较频繁', 'Sample: parents report frequent changes of foreign teachers', '2026-08-27', '2026-09-18', ['letters']],
  ['black', 33, '示例：有家长反映校车路线临时调整', 'Sample: parents report short-notice changes to bus routes', '2026-09-22', '2026-10-12', ['notice', 'letters']],
];
