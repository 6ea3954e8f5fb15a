import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'introduction',
  lang: 'zh',
  title: 'OSSD 简介：加拿大安大略省高中文凭是什么',
  description:
    'OSSD 是加拿大安大略省教育部颁发的高中毕业文凭。本文用家长看得懂的话讲清它的毕业条件、评分方式、学分转换和升学用途，以及 2024 年起的新规。',
  lead:
    'OSSD（Ontario Secondary School Diploma）是加拿大安大略省（简称“安省”）教育部颁发的高中毕业文凭。它不靠一次大考定终身，而是看 4 年的课程学分、平时成绩、读写能力和社区服务。加拿大、美国、英国、香港等地的大学普遍接受 OSSD 成绩申请本科。',
  updated: '2026-11-24',
  sources: cite('zh', 'ossdRequirements', 'eqaoOsslt', 'ouac101'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: '插画：一顶学位帽放在一摞书和一张文凭上，象征安大略高中文凭',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'what-is-ossd',
      title: 'OSSD 是什么',
      blocks: [
        {
          type: 'paragraph',
          text: 'OSSD 是安大略省公立、私立高中共同遵循的毕业标准。经安省教育部审核批准、有权颁发学分的私立学校，与公立学校颁发的是同一张文凭，大学看到的成绩单格式也相同。',
        },
        {
          type: 'paragraph',
          text: '安省高中一般为 9 至 12 年级，相当于国内的初三到高三。课程按“学分”计算：一门课修满规定课时（通常为 110 小时）并且成绩达到 50 分，就获得 1 个学分。',
        },
        {
          type: 'facts',
          items: [
            { value: '30', label: '毕业所需学分' },
            { value: '40 小时', label: '社区义工服务' },
            { value: '300 / 400', label: '省读写测试（OSSLT）及格线' },
            { value: '70% + 30%', label: '平时成绩 + 期末考试' },
          ],
        },
      ],
    },
    {
      id: 'graduation-at-a-glance',
      title: '毕业条件一览',
      blocks: [
        {
          type: 'paragraph',
          text: '拿到 OSSD 需要同时满足以下几项。具体细节和新旧规则对比，请看“毕业要求”一页。',
        },
        {
          type: 'list',
          items: [
            '**30 个学分**：2023 年或之前入读 9 年级的学生为 18 个必修 + 12 个选修；2024 年 9 月起入读 9 年级的学生为 17 个必修 + 13 个选修。',
            '**40 小时社区服务**：建议每学年完成约 10 小时；11、12 年级才入读安省学校的学生通常只需 20 小时。',
            '**读写能力要求**：通过安省中学读写测试 OSSLT（满分 400 分，300 分及格），或修读并通过 OLC4O 读写课程。',
            '**网课学分**：2020 年起入读 9 年级的学生需修 2 个在线学习学分（家长可申请豁免）。',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: '2024 年 9 月起入学的新生规则有变',
          dated: '2024-09',
          text: '安省教育部调整了毕业要求：2024 年 9 月及以后入读 9 年级的学生，须修 **17 个必修 + 13 个选修**学分，其中新增 1 个 9 或 10 年级的**技术教育**必修学分。2023 年或之前入读 9 年级的学生仍按 **18 个必修 + 12 个选修**。规则时有变化，请以就读学校的说明为准。',
        },
      ],
    },
    {
      id: 'how-marks-work',
      title: '成绩怎么算',
      blocks: [
        {
          type: 'paragraph',
          text: '每门课的最终成绩由两部分组成：**70% 来自学期中的作业、测验、报告、项目和课堂表现**，**30% 来自期末考试或期末综合项目**。这意味着学生每一周的投入都会体现在成绩单上。',
        },
        {
          type: 'paragraph',
          text: '申请大学时，安省大学通常看 **12 年级 6 门最好的大学预科类课程（4U/4M）成绩**的平均分，其中英语（ENG4U）几乎是所有专业的必选。',
        },
        {
          type: 'table',
          caption: '安省成绩等级对照',
          head: ['百分制', '等级', '含义'],
          rows: [
            ['80–100', 'Level 4', '明显超出省定标准'],
            ['70–79', 'Level 3', '达到省定标准'],
            ['60–69', 'Level 2', '接近省定标准'],
            ['50–59', 'Level 1', '低于省定标准，但可获得学分'],
            ['50 以下', '—', '不能获得该课程学分'],
          ],
        },
      ],
    },
    {
      id: 'who-is-it-for',
      title: '适合哪些学生',
      blocks: [
        {
          type: 'list',
          items: [
            '希望申请加拿大大学，同时保留美国、英国、香港等地申请机会的学生。',
            '平时学习踏实、作业完成度高，但对“一考定成败”压力较大的学生。',
            '国内初三至高二阶段、希望通过学分转换衔接海外高中的学生。',
            '在国内或香港就读开设安省课程的国际学校、将来想走加拿大升学路线的学生。',
          ],
        },
        {
          type: 'paragraph',
          text: '需要提醒的是，OSSD 的平时成绩占比高，学生要适应持续写作、课堂讨论和按时交作业的节奏。英语基础薄弱的学生，最好提前一年开始准备阅读和写作。',
        },
      ],
    },
    {
      id: 'certificates',
      title: '没有修满怎么办',
      blocks: [
        {
          type: 'paragraph',
          text: '在拿到文凭之前离开学校的学生，若已修满 **14 个学分**（按安省教育部规定的组合），可以申请安大略中学证书（Ontario Secondary School Certificate）；学分不足的，可获得学业成就证明（Certificate of Accomplishment），记录已完成的课程。',
        },
      ],
    },
    {
      id: 'faq',
      title: '家长常问',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: '在国内的国际学校读 OSSD，和去加拿大读有区别吗？',
              a: '只要学校是安省教育部认可的海外授课学校，颁发的是同一张 OSSD 文凭，成绩单格式相同。差别主要在语言环境、社区服务和生活体验上。',
            },
            {
              q: 'OSSD 可以申请哪些国家的大学？',
              a: '加拿大各省大学都接受 OSSD；美国、英国、澳大利亚以及香港的大学也普遍认可，具体以各大学的入学要求为准。',
            },
            {
              q: '读写测试没通过会不会拿不到文凭？',
              a: '不会卡死。没通过可以不限次数重考，也可以改修 OLC4O 读写课程，课程通过即满足读写要求。',
            },
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/credit-conversion', 'ossd/literacy-test', 'aboard/university'],
};

export default page;
