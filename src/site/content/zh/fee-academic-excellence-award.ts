import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'fee',
  id: 'academic-excellence-award',
  lang: 'zh',
  title: '学业优秀奖：每人 20,000–30,000 加元',
  description:
    '学业优秀奖奖励成绩突出的国际学生，每人 20,000–30,000 加元，每年约 200 人获得，获批后 2–3 个月发放。本文介绍评选看重什么、怎样准备和申请步骤。',
  lead:
    '学业优秀奖面向学业成绩突出的国际学生，每人可获 **20,000 至 30,000 加元**，每年约 **200 名**学生获奖，获批后 **2–3 个月**发放。对目标名校的学生来说，它既能减轻学费负担，也是申请大学时有分量的荣誉。',
  updated: '2026-11-23',
  hero: {
    src: '/images/guides/hero-fee.svg',
    alt: '插画：一枚奖章和一叠硬币，象征奖学金与学费资助',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'at-a-glance',
      title: '奖项一览',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '20,000–30,000 加元', label: '每人奖励金额' },
            { value: '约 200 人', label: '每年获奖人数' },
            { value: '2–3 个月', label: '获批后发放时间' },
          ],
        },
        {
          type: 'table',
          caption: '两类资助对比',
          head: ['项目', '学业优秀奖', '学费资助'],
          rows: [
            ['金额（加元）', '20,000–30,000', '2,000–10,000'],
            ['每年获得人数', '约 200 人', '约 200 人'],
            ['侧重', '学业成绩突出', '成绩良好、需要减轻学费负担'],
            ['发放时间', '获批后 2–3 个月', '获批后 2–3 个月'],
          ],
        },
      ],
    },
    {
      id: 'what-counts',
      title: '评选看重什么',
      blocks: [
        {
          type: 'list',
          items: [
            '**学业成绩**：近年各科成绩，尤其是数学、英语和科学类科目。',
            '**学习潜力**：老师推荐和课程难度，能体现持续进步更好。',
            '**综合表现**：竞赛、社团、社区服务等经历作为补充。',
          ],
        },
        {
          type: 'paragraph',
          text: '具体评选标准、名额和截止日期以当期公告为准。',
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
            { title: '提前一年规划', text: '保持各科成绩稳定，选修有挑战性的课程。' },
            { title: '整理成绩与证书', text: '准备近两年成绩单、获奖证书和活动证明，中英文对照。' },
            { title: '写好个人陈述', text: '讲清学习目标和代表性经历，避免空泛的套话。' },
            { title: '按时提交', text: '在截止日期前提交全部材料，并保留提交记录。' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '发放时间',
          text: '奖金在获批后 2–3 个月发放。首期学费通常需要家庭先行支付，请在预算中预留。',
        },
      ],
    },
    {
      id: 'faq',
      title: '常见疑问',
      blocks: [
        {
          type: 'qa',
          items: [
            {
              q: '获奖后需要保持成绩吗？',
              a: '一般需要。若成绩明显下滑或违反校规，奖励可能被调整或取消，以当期规则为准。',
            },
            {
              q: '没有获奖还可以申请学费资助吗？',
              a: '可以。学费资助（2,000–10,000 加元）条件不同，可以单独申请。',
            },
          ],
        },
      ],
    },
  ],
  related: ['fee/tuition-subsidy', 'aboard/expenses', 'aboard/university'],
};

export default page;
