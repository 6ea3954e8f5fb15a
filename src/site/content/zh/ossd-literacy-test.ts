import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'literacy-test',
  lang: 'zh',
  title: 'OSSLT 安省读写测试：题型、分数线与重考',
  description:
    'OSSLT 是 OSSD 的毕业要求之一：满分 400 分，300 分（75%）及格，两部分共 33 题、2 小时。本文讲清考试时间窗口、题型结构、成绩结果以及 OLC4O 替代课程。',
  lead:
    '安大略中学读写测试（Ontario Secondary School Literacy Test，简称 **OSSLT**）考查学生能否读懂并写好日常生活和学习中常见的英文材料。它是 OSSD 的毕业条件之一，一般在 10 年级参加。考试本身不难，但对英语非母语的学生来说，需要有针对性地准备。',
  updated: '2026-11-24',
  sources: cite('zh', 'eqaoOsslt', 'ossdRequirements'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: '插画：一顶学位帽放在一摞书和一张文凭上，象征安大略高中文凭',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'key-figures',
      title: '考试关键数字',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '400 分', label: '满分' },
            { value: '300 分', label: '及格线（75%）' },
            { value: '2 小时', label: '两部分，各 60 分钟' },
            { value: '33 题', label: '31 道选择题 + 2 道写作题' },
          ],
        },
        {
          type: 'paragraph',
          text: '成绩以 **5 分为一档**计算，满分 400 分，**达到 300 分（75%）即为通过**。考试目前在电脑上作答。',
        },
      ],
    },
    {
      id: 'structure',
      title: '试卷结构',
      blocks: [
        {
          type: 'table',
          caption: 'OSSLT 试卷结构',
          head: ['部分', '时长', '题量'],
          rows: [
            ['Section A', '60 分钟', '19 题'],
            ['Section B', '60 分钟', '14 题'],
            ['合计', '120 分钟', '33 题（31 道选择题 + 2 道写作题）'],
          ],
          note: '两部分之间可以休息。以上为 EQAO 的 OSSLT 框架所描述、由安省各教育局转述的结构。',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: '题量和时长以 EQAO 当年的框架为准',
          text: '我们在 2026 年 11 月核实时发现，部分教育局 2024–25、2025–26 学年的考试通知所述的题量和每部分时长与上表不同。安省教育质量与问责办公室（EQAO）每学年更新 OSSLT 框架和练习题，我们未能核实 2026–27 学年（2026 年 9 月入读 9 年级的学生通常在 10 年级参加考试）的版本：考前请以 eqao.com 公布的框架、练习题和学校通知为准。',
        },
        {
          type: 'image',
          src: '/images/guides/literacy-test.svg',
          alt: '示意图：OSSLT 分为 Section A（60 分钟，19 题）和 Section B（60 分钟，14 题），合计 33 题，满分 400 分，300 分及格',
          width: 720,
          height: 280,
          caption: 'OSSLT 的两部分',
        },
      ],
    },
    {
      id: 'test-windows',
      title: '考试时间窗口',
      blocks: [
        {
          type: 'paragraph',
          text: 'OSSLT 每学年开放两个考试窗口，具体考试日期由学校在窗口内安排：',
        },
        {
          type: 'table',
          caption: '每学年的两个考试窗口',
          head: ['窗口', '大致时间'],
          rows: [
            ['秋季窗口', '11 月上旬至 12 月上旬'],
            ['春季窗口', '3 月下旬至 4 月上旬'],
          ],
        },
        {
          type: 'paragraph',
          text: '学生一般在 10 年级第一次参加。插班生入学后，学校会安排在最近的窗口报名。',
        },
      ],
    },
    {
      id: 'results',
      title: '成绩结果与重考',
      blocks: [
        {
          type: 'paragraph',
          text: '考试结果只有两种：**Successful（通过）**或 **Not Yet Successful（暂未通过）**。“暂未通过”并不影响继续读书，只是毕业前还需要满足读写要求。',
        },
        {
          type: 'list',
          items: [
            '**不限次数重考**：在之后的考试窗口再次报名即可。',
            '**改修 OLC4O**：安大略中学读写课程（Ontario Secondary School Literacy Course），课程通过即视为满足读写要求，同时计 1 个学分。',
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: '建议',
          text: '第一次没通过的学生，与其反复重考，不如评估一下是否直接修 OLC4O。这门课以日常读写训练为主，对写作基础较弱的学生更友好，也能顺便拿到 1 个学分。',
        },
      ],
    },
    {
      id: 'preparation',
      title: '怎样准备',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: '熟悉题型', text: '使用 EQAO 官网发布的样题和练习材料，熟悉电脑作答界面。' },
            { title: '练阅读', text: '多读新闻、说明文、图表和信息类文章，练习快速找出主旨和细节。' },
            { title: '练写作', text: '练习写观点清晰、有论据的段落，注意分段、语法和拼写。' },
            { title: '模拟计时', text: '按每部分 60 分钟做整套练习，把握答题节奏。' },
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/introduction', 'ossd/volunteer-hours', 'FQA'],
};

export default page;
