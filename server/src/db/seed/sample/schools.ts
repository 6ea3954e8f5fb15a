/**
 * Cities (real centres and codes) and the sample schools. Every school is invented for the demo: the names carry
 * "（示例）" / "(Sample)", the addresses are on "示例路 / Sample Road", there are no websites or phone numbers,
 * and the tuition ranges follow the spec's published bands (section 9) or typical public ranges.
 */

/** [value (city code), label, labelEn, lng, lat, province, provinceEn, country, countryEn] */
export const CITY_SEED: [string, string, string, number, number, string, string, string, string][] = [
  ['440100', '广州', 'Guangzhou', 113.2644, 23.1291, '广东', 'Guangdong', '中国', 'China'],
  ['440300', '深圳', 'Shenzhen', 114.0579, 22.5431, '广东', 'Guangdong', '中国', 'China'],
  ['110100', '北京', 'Beijing', 116.4074, 39.9042, '北京', 'Beijing', '中国', 'China'],
  ['310100', '上海', 'Shanghai', 121.4737, 31.2304, '上海', 'Shanghai', '中国', 'China'],
  ['320500', '苏州', 'Suzhou', 120.5853, 31.2989, '江苏', 'Jiangsu', '中国', 'China'],
  ['810000', '香港', 'Hong Kong', 114.1694, 22.3193, '香港特别行政区', 'Hong Kong SAR', '中国香港', 'Hong Kong, China'],
  ['CA-TOR', '多伦多', 'Toronto', -79.3832, 43.6532, '安大略省', 'Ontario', '加拿大', 'Canada'],
  ['CA-OTT', '渥太华', 'Ottawa', -75.6972, 45.4215, '安大略省', 'Ontario', '加拿大', 'Canada'],
  ['CA-VAN', '温哥华', 'Vancouver', -123.1207, 49.2827, '不列颠哥伦比亚省', 'British Columbia', '加拿大', 'Canada'],
];

export const CITY_BY_CODE = new Map(CITY_SEED.map((c) => [c[0], c]));

export interface SchoolSeed {
  zh: string;
  en: string;
  city: string;
  /** dict bbs_school_type: 1 public, 2 private, 3 international, 4 church, 5 boarding, 6 bilingual, 7 民办 */
  type: string;
  min: number;
  max: number;
  currency: 'CAD' | 'HKD' | 'CNY';
  grades: string;
  boarding: '0' | '1';
  curriculum: [string, string];
  /** dict joinschooldict */
  join: string;
  /** dict existstunumsdict */
  nums: string;
  /** dict application_difficulty */
  difficulty: string;
  /** dict educational_stage, comma list */
  stage: string;
  district: [string, string];
  /** one sentence on what sets the (invented) school apart */
  feature: [string, string];
}

const G = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `G${from + i}`).join(',');
const KG = (to: number) => `K,${G(1, to)}`;

export const SCHOOL_SEED: SchoolSeed[] = [
  // Ontario and British Columbia
  { zh: '枫林公立中学（示例）', en: 'Maplewood Secondary School (Sample)', city: 'CA-TOR', type: '1', min: 12000, max: 15000, currency: 'CAD', grades: G(9, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '4', nums: '4', difficulty: '2', stage: '4', district: ['北约克', 'North York'], feature: ['学区公立高中，国际生与本地学生同班上课，住宿由寄宿家庭安排', 'a board-run high school where international students share classes with local students and live with host families'] },
  { zh: '湖畔学院（示例）', en: 'Lakeshore Academy (Sample)', city: 'CA-TOR', type: '2', min: 14000, max: 16000, currency: 'CAD', grades: G(9, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '2', nums: '2', difficulty: '2', stage: '3,4', district: ['密西沙加', 'Mississauga'], feature: ['小班教学，每班不超过 15 人，开设大学预备课程辅导', 'small classes of at most 15 students and guided university-preparation courses'] },
  { zh: '北岭寄宿学校（示例）', en: 'Northridge Boarding School (Sample)', city: 'CA-TOR', type: '5', min: 45000, max: 55000, currency: 'CAD', grades: G(7, 12), boarding: '1', curriculum: ['OSSD + AP 课程', 'OSSD with AP courses'], join: '3', nums: '2', difficulty: '4', stage: '3,4', district: ['奥罗拉', 'Aurora'], feature: ['精英寄宿学校，宿舍由舍监全天照看，周末安排集体活动', 'an elite boarding school with house parents on duty around the clock and organised weekend activities'] },
  { zh: '恩典山教会学校（示例）', en: 'Grace Hill Christian School (Sample)', city: 'CA-TOR', type: '4', min: 32000, max: 45000, currency: 'CAD', grades: G(9, 12), boarding: '1', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '2', nums: '1', difficulty: '3', stage: '4', district: ['士嘉堡', 'Scarborough'], feature: ['教会学校，重视品格教育与社区服务，学生很容易凑满 40 小时义工', 'a church school that stresses character and community service, so students reach the 40 volunteer hours easily'] },
  { zh: '橡树谷日校（示例）', en: 'Oak Valley Day School (Sample)', city: 'CA-TOR', type: '2', min: 28000, max: 36000, currency: 'CAD', grades: KG(12), boarding: '0', curriculum: ['安省课程（幼儿园至 12 年级）', 'Ontario curriculum, kindergarten to Grade 12'], join: '3', nums: '3', difficulty: '3', stage: '1,2,3,4', district: ['列治文山', 'Richmond Hill'], feature: ['独立走读学校，从幼儿园到 12 年级一贯制，适合陪读家庭', 'an independent day school from kindergarten to Grade 12, suited to families moving with their children'] },
  { zh: '多伦多国际预科（示例）', en: 'Toronto International Prep (Sample)', city: 'CA-TOR', type: '2', min: 15000, max: 16000, currency: 'CAD', grades: G(10, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '1', nums: '1', difficulty: '1', stage: '4', district: ['市中心', 'Downtown'], feature: ['面向国际生的私立高中，提供英语衔接课程和学分转换评估', 'a private high school for international students with English bridging courses and credit-transfer assessment'] },
  { zh: '晨光教会学校（示例）', en: 'Morning Light Christian Academy (Sample)', city: 'CA-TOR', type: '4', min: 34000, max: 42000, currency: 'CAD', grades: G(6, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '2', nums: '2', difficulty: '3', stage: '2,3,4', district: ['万锦', 'Markham'], feature: ['初中与高中衔接紧密，音乐和辩论社团活跃', 'a close link between middle and high school, with active music and debating clubs'] },
  { zh: '红枫公立中学（示例）', en: 'Red Maple Collegiate (Sample)', city: 'CA-OTT', type: '1', min: 12000, max: 14500, currency: 'CAD', grades: G(9, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '4', nums: '4', difficulty: '1', stage: '4', district: ['卡纳塔', 'Kanata'], feature: ['英法双语环境的公立高中，理科课程选择多', 'a public high school in an English and French setting with a wide choice of science courses'] },
  { zh: '里多河学院（示例）', en: 'Rideau River Academy (Sample)', city: 'CA-OTT', type: '5', min: 48000, max: 54000, currency: 'CAD', grades: G(8, 12), boarding: '1', curriculum: ['OSSD + IB 文凭课程', 'OSSD and the IB Diploma'], join: '3', nums: '2', difficulty: '4', stage: '3,4', district: ['格勒贝', 'The Glebe'], feature: ['寄宿学校，同时开设 OSSD 与 IB 文凭课程，冬季运动项目丰富', 'a boarding school offering both the OSSD and the IB Diploma, with plenty of winter sports'] },
  { zh: '渥太华谷私立中学（示例）', en: 'Ottawa Valley Private School (Sample)', city: 'CA-OTT', type: '2', min: 14500, max: 16000, currency: 'CAD', grades: G(9, 12), boarding: '0', curriculum: ['OSSD 安省高中课程', 'Ontario curriculum (OSSD)'], join: '2', nums: '1', difficulty: '2', stage: '4', district: ['奥尔良', 'Orléans'], feature: ['学费适中的私立高中，一年可开三个学期，便于插班', 'a moderately priced private high school with three terms a year, so students can join mid-year'] },
  { zh: '海岸山公立中学（示例）', en: 'Coast Mountain Secondary (Sample)', city: 'CA-VAN', type: '1', min: 14000, max: 16000, currency: 'CAD', grades: G(8, 12), boarding: '0', curriculum: ['BC 省高中课程（Dogwood 文凭）', 'BC curriculum (Dogwood Diploma)'], join: '4', nums: '4', difficulty: '2', stage: '3,4', district: ['本拿比', 'Burnaby'], feature: ['BC 省学区公立高中，户外教育与海洋科学课程有特色', 'a British Columbia district school known for outdoor education and marine science'] },
  { zh: '太平洋岭寄宿学院（示例）', en: 'Pacific Ridge Boarding Academy (Sample)', city: 'CA-VAN', type: '5', min: 50000, max: 60000, currency: 'CAD', grades: G(8, 12), boarding: '1', curriculum: ['BC 省课程 + AP', 'BC curriculum with AP courses'], join: '3', nums: '2', difficulty: '4', stage: '3,4', district: ['北温哥华', 'North Vancouver'], feature: ['山海之间的寄宿学校，AP 课程选择多，升学指导一对一', 'a boarding school between mountains and sea with many AP courses and one-to-one university counselling'] },
  // Hong Kong
  { zh: '港岛国际学校（示例）', en: 'Island Harbour International School (Sample)', city: '810000', type: '3', min: 180000, max: 240000, currency: 'HKD', grades: KG(12), boarding: '0', curriculum: ['IB（PYP / MYP / DP）', 'IB (PYP, MYP, DP)'], join: '3', nums: '4', difficulty: '4', stage: '1,2,3,4', district: ['南区', 'Southern District'], feature: ['一贯制 IB 学校，候补名单较长，建议提前一年准备申请', 'an all-through IB school with a long waiting list; start the application a year ahead'] },
  { zh: '九龙英式国际学校（示例）', en: 'Kowloon British International School (Sample)', city: '810000', type: '3', min: 150000, max: 210000, currency: 'HKD', grades: G(1, 12), boarding: '0', curriculum: ['英式课程（IGCSE / A-Level）', 'British curriculum (IGCSE, A-Level)'], join: '3', nums: '3', difficulty: '3', stage: '2,3,4', district: ['九龙城', 'Kowloon City'], feature: ['英式课程体系，A-Level 选科灵活，重视学术写作', 'a British curriculum with flexible A-Level choices and a strong focus on academic writing'] },
  { zh: '新界枫叶国际学校（示例）', en: 'New Territories Maple International School (Sample)', city: '810000', type: '3', min: 140000, max: 190000, currency: 'HKD', grades: KG(12), boarding: '0', curriculum: ['加拿大课程（OSSD）', 'Canadian curriculum (OSSD)'], join: '3', nums: '3', difficulty: '3', stage: '1,2,3,4', district: ['沙田', 'Sha Tin'], feature: ['在香港读安省课程，毕业获 OSSD，方便衔接加拿大大学', 'the Ontario curriculum in Hong Kong: graduates receive the OSSD and apply easily to Canadian universities'] },
  { zh: '维港美式国际学校（示例）', en: 'Victoria Harbour American School (Sample)', city: '810000', type: '3', min: 170000, max: 230000, currency: 'HKD', grades: G(1, 12), boarding: '0', curriculum: ['美式课程 + AP', 'American curriculum with AP'], join: '3', nums: '3', difficulty: '4', stage: '2,3,4', district: ['湾仔', 'Wan Chai'], feature: ['美式课程与 AP，体育和戏剧活动多，面试重视表达能力', 'American curriculum and AP, lots of sport and drama, and interviews that value self-expression'] },
  { zh: '沙田双语学校（示例）', en: 'Sha Tin Bilingual Academy (Sample)', city: '810000', type: '6', min: 110000, max: 160000, currency: 'HKD', grades: G(1, 12), boarding: '0', curriculum: ['中英双语 + IB 文凭', 'Chinese–English bilingual with the IB Diploma'], join: '3', nums: '3', difficulty: '3', stage: '2,3,4', district: ['沙田', 'Sha Tin'], feature: ['中英双语教学，普通话与英语并重，高中阶段读 IB 文凭', 'teaching in Chinese and English, Putonghua and English alike, leading to the IB Diploma'] },
  { zh: '西贡寄宿国际书院（示例）', en: 'Sai Kung Boarding International College (Sample)', city: '810000', type: '5', min: 280000, max: 350000, currency: 'HKD', grades: G(7, 12), boarding: '1', curriculum: ['IB 文凭 + A-Level', 'IB Diploma and A-Level'], join: '3', nums: '2', difficulty: '4', stage: '3,4', district: ['西贡', 'Sai Kung'], feature: ['香港少见的寄宿国际学校，学费含住宿，周末可回家', 'one of the few boarding international schools in Hong Kong; fees include boarding and students may go home at weekends'] },
  { zh: '将军澳国际小学（示例）', en: 'Tseung Kwan O International Primary (Sample)', city: '810000', type: '3', min: 120000, max: 150000, currency: 'HKD', grades: KG(6), boarding: '0', curriculum: ['IB 小学课程（PYP）', 'IB Primary Years Programme'], join: '2', nums: '2', difficulty: '2', stage: '1,2', district: ['将军澳', 'Tseung Kwan O'], feature: ['只办幼儿园与小学，探究式学习，家校沟通频繁', 'kindergarten and primary only, inquiry-based learning and frequent contact with parents'] },
  { zh: '港湾私立中学（示例）', en: 'Harbourview Private Secondary (Sample)', city: '810000', type: '2', min: 80000, max: 120000, currency: 'HKD', grades: G(7, 12), boarding: '0', curriculum: ['香港中学文凭（DSE）+ IGCSE', 'HKDSE with IGCSE'], join: '1', nums: '2', difficulty: '2', stage: '3,4', district: ['观塘', 'Kwun Tong'], feature: ['本地与国际课程双轨，学费在香港属中等', 'local and international tracks side by side, with fees in the middle of the Hong Kong range'] },
  // mainland international schools
  { zh: '鹏城国际学校（示例）', en: 'Pengcheng International Academy (Sample)', city: '440300', type: '3', min: 200000, max: 280000, currency: 'CNY', grades: KG(12), boarding: '0', curriculum: ['IB（PYP / MYP / DP）', 'IB (PYP, MYP, DP)'], join: '3', nums: '4', difficulty: '3', stage: '1,2,3,4', district: ['南山区', 'Nanshan'], feature: ['十二年一贯制 IB 学校，科创社团和机器人课程丰富', 'an all-through IB school with strong science, innovation and robotics clubs'] },
  { zh: '前海枫桥双语学校（示例）', en: 'Qianhai Maple Bridge Bilingual School (Sample)', city: '440300', type: '6', min: 150000, max: 200000, currency: 'CNY', grades: G(1, 12), boarding: '0', curriculum: ['国家课程 + OSSD', 'Chinese national curriculum with the OSSD'], join: '3', nums: '3', difficulty: '2', stage: '2,3,4', district: ['前海', 'Qianhai'], feature: ['国家课程打底，高中阶段融合 OSSD，可在国内拿安省文凭', 'the national curriculum first, then the OSSD in high school, so the Ontario diploma can be earned at home'] },
  { zh: '莲花山国际高中（示例）', en: 'Lotus Hill International High School (Sample)', city: '440300', type: '3', min: 180000, max: 220000, currency: 'CNY', grades: G(10, 12), boarding: '1', curriculum: ['A-Level', 'A-Level'], join: '1', nums: '2', difficulty: '3', stage: '4', district: ['福田区', 'Futian'], feature: ['专注 A-Level 的国际高中，可寄宿，升学方向以英国为主', 'an A-Level high school with boarding, sending most graduates to British universities'] },
  { zh: '珠江国际学校（示例）', en: 'Pearl River International School (Sample)', city: '440100', type: '3', min: 190000, max: 250000, currency: 'CNY', grades: G(1, 12), boarding: '0', curriculum: ['美式课程 + AP', 'American curriculum with AP'], join: '3', nums: '3', difficulty: '3', stage: '2,3,4', district: ['天河区', 'Tianhe'], feature: ['美式课程体系，AP 课程可选二十余门', 'an American curriculum with more than twenty AP courses to choose from'] },
  { zh: '白云山双语学校（示例）', en: 'Baiyun Hill Bilingual School (Sample)', city: '440100', type: '6', min: 120000, max: 180000, currency: 'CNY', grades: G(1, 12), boarding: '1', curriculum: ['国家课程 + OSSD', 'Chinese national curriculum with the OSSD'], join: '2', nums: '4', difficulty: '2', stage: '2,3,4', district: ['白云区', 'Baiyun'], feature: ['双语寄宿学校，校园大，初中起可选 OSSD 方向', 'a large bilingual boarding campus where the OSSD track opens from middle school'] },
  { zh: '羊城民办国际高中（示例）', en: 'Yangcheng Private International High School (Sample)', city: '440100', type: '7', min: 110000, max: 150000, currency: 'CNY', grades: G(10, 12), boarding: '1', curriculum: ['A-Level', 'A-Level'], join: '1', nums: '2', difficulty: '2', stage: '4', district: ['番禺区', 'Panyu'], feature: ['民办国际高中，学费相对亲民，全寄宿管理', 'a privately run international high school with comparatively modest fees and full boarding'] },
  { zh: '长城国际学校（示例）', en: 'Great Wall International Academy (Sample)', city: '110100', type: '3', min: 260000, max: 330000, currency: 'CNY', grades: KG(12), boarding: '0', curriculum: ['IB（PYP / MYP / DP）', 'IB (PYP, MYP, DP)'], join: '3', nums: '4', difficulty: '4', stage: '1,2,3,4', district: ['顺义区', 'Shunyi'], feature: ['外籍学生比例高的 IB 学校，入学评估与家长面谈并重', 'an IB school with many foreign students, where admission weighs both assessments and a parent interview'] },
  { zh: '望京枫叶双语学校（示例）', en: 'Wangjing Maple Bilingual School (Sample)', city: '110100', type: '6', min: 160000, max: 220000, currency: 'CNY', grades: G(1, 12), boarding: '0', curriculum: ['国家课程 + OSSD', 'Chinese national curriculum with the OSSD'], join: '3', nums: '3', difficulty: '3', stage: '2,3,4', district: ['朝阳区', 'Chaoyang'], feature: ['双语学校，高中 OSSD 方向与加拿大合作校学分互认', 'a bilingual school whose high-school OSSD track shares credits with a partner school in Canada'] },
  { zh: '海淀国际高中（示例）', en: 'Haidian International High School (Sample)', city: '110100', type: '3', min: 180000, max: 240000, currency: 'CNY', grades: G(10, 12), boarding: '1', curriculum: ['A-Level + AP', 'A-Level and AP'], join: '1', nums: '2', difficulty: '4', stage: '4', district: ['海淀区', 'Haidian'], feature: ['学术要求高的国际高中，入学笔试含数学与英语写作', 'an academically demanding high school whose entrance test covers mathematics and English writing'] },
  { zh: '浦江国际学校（示例）', en: 'Pujiang International School (Sample)', city: '310100', type: '3', min: 250000, max: 320000, currency: 'CNY', grades: KG(12), boarding: '0', curriculum: ['IB（PYP / MYP / DP）', 'IB (PYP, MYP, DP)'], join: '3', nums: '4', difficulty: '4', stage: '1,2,3,4', district: ['浦东新区', 'Pudong'], feature: ['一贯制 IB 学校，艺术与设计课程突出', 'an all-through IB school with outstanding art and design courses'] },
  { zh: '滨江双语学校（示例）', en: 'Riverside Bilingual School (Sample)', city: '310100', type: '6', min: 150000, max: 210000, currency: 'CNY', grades: G(1, 9), boarding: '0', curriculum: ['国家课程 + IGCSE 衔接', 'Chinese national curriculum with IGCSE bridging'], join: '3', nums: '3', difficulty: '3', stage: '2,3', district: ['徐汇区', 'Xuhui'], feature: ['九年一贯制双语学校，初三起做 IGCSE 衔接', 'a nine-year bilingual school that begins IGCSE bridging in Grade 9'] },
  { zh: '虹桥国际高中（示例）', en: 'Hongqiao International High School (Sample)', city: '310100', type: '3', min: 200000, max: 260000, currency: 'CNY', grades: G(10, 12), boarding: '1', curriculum: ['AP + OSSD', 'AP and the OSSD'], join: '3', nums: '2', difficulty: '3', stage: '4', district: ['闵行区', 'Minhang'], feature: ['可寄宿的国际高中，同时提供 AP 与 OSSD 两条升学路线', 'a boarding high school offering both an AP route and an OSSD route'] },
  { zh: '金鸡湖国际学校（示例）', en: 'Jinji Lake International School (Sample)', city: '320500', type: '3', min: 200000, max: 260000, currency: 'CNY', grades: KG(12), boarding: '0', curriculum: ['IB（PYP / MYP / DP）', 'IB (PYP, MYP, DP)'], join: '3', nums: '3', difficulty: '3', stage: '1,2,3,4', district: ['工业园区', 'Suzhou Industrial Park'], feature: ['园区家庭首选之一，校车覆盖园区与新区', 'a common choice for families in the industrial park, with buses across the park and the new district'] },
  { zh: '姑苏双语学校（示例）', en: 'Gusu Bilingual School (Sample)', city: '320500', type: '6', min: 120000, max: 170000, currency: 'CNY', grades: G(1, 12), boarding: '1', curriculum: ['国家课程 + A-Level', 'Chinese national curriculum with A-Level'], join: '2', nums: '3', difficulty: '2', stage: '2,3,4', district: ['姑苏区', 'Gusu'], feature: ['传统文化课程与 A-Level 并行，初中起可寄宿', 'traditional Chinese culture alongside A-Level, with boarding from middle school'] },
];

const TYPE_ZH: Record<string, string> = { '1': '公立学校', '2': '私立学校', '3': '国际学校', '4': '教会学校', '5': '寄宿学校', '6': '双语学校', '7': '民办学校' };
const TYPE_EN: Record<string, string> = {
  '1': 'public school', '2': 'private school', '3': 'international school', '4': 'church school', '5': 'boarding school',
  '6': 'bilingual school', '7': 'privately run school',
};

const money = (n: number) => n.toLocaleString('en-US');

export function tuitionText(s: SchoolSeed): [string, string] {
  return [`约 ${s.currency} ${money(s.min)}–${money(s.max)} / 年`, `About ${s.currency} ${money(s.min)}–${money(s.max)} a year`];
}

export function schoolIntro(s: SchoolSeed): [string, string] {
  const city = CITY_BY_CODE.get(s.city)!;
  const [tzh, ten] = tuitionText(s);
  const zh =
    `<p>${s.zh.replace('（示例）', '')}是一所位于${city[1]}${s.district[0]}的${TYPE_ZH[s.type]}：${s.feature[0]}。</p>` +
    `<p>课程：${s.curriculum[0]}。学费${tzh}${s.boarding === '1' ? '，提供寄宿' : '，不提供寄宿'}。</p>` +
    '<p><strong>示例数据：</strong>这所学校是为演示网站功能而虚构的，名称、地址与数字仅作示意；择校请以学校官方发布的信息为准。</p>';
  const en =
    `<p>${s.en.replace(' (Sample)', '')} is a ${TYPE_EN[s.type]} in ${s.district[1]}, ${city[2]}: ${s.feature[1]}.</p>` +
    `<p>Curriculum: ${s.curriculum[1]}. Tuition: ${ten.charAt(0).toLowerCase()}${ten.slice(1)}; ${s.boarding === '1' ? 'boarding is available' : 'day school only'}.</p>` +
    '<p><strong>Sample data:</strong> this school was invented to demonstrate the site; its name, address and figures are illustrative. Always confirm with the school itself.</p>';
  return [zh, en];
}

export function schoolAddress(s: SchoolSeed, index: number): [string, string] {
  const city = CITY_BY_CODE.get(s.city)!;
  const n = 10 + ((index * 37) % 480);
  return [`${city[1]}${s.district[0]}示例路 ${n} 号`, `${n} Sample Road, ${s.district[1]}, ${city[2]}`];
}

export function schoolCover(s: SchoolSeed): string {
  if (s.city.startsWith('CA-')) return 'school-canada.svg';
  if (s.city === '810000') return 'school-hk.svg';
  return 'school-mainland.svg';
}
