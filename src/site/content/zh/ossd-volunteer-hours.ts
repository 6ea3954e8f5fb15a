import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'ossd',
  id: 'volunteer-hours',
  lang: 'zh',
  title: 'OSSD 义工时数：40 小时社区服务怎么完成',
  description:
    'OSSD 要求完成 40 小时社区服务，建议每年约 10 小时；11、12 年级才入读的学生通常只需 20 小时。本文介绍哪些活动可以计入、如何记录，以及家长可以怎样帮忙。',
  lead:
    '社区服务（Community Involvement）是 OSSD 的毕业条件之一。它的初衷是让学生走出课堂、了解社区、承担责任。40 小时听起来不多，但分散在 4 年里完成最轻松；拖到 12 年级再补，往往和升学季撞在一起。',
  updated: '2026-11-24',
  sources: cite('zh', 'ossdRequirements'),
  hero: {
    src: '/images/guides/hero-ossd.svg',
    alt: '插画：一顶学位帽放在一摞书和一张文凭上，象征安大略高中文凭',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'how-many-hours',
      title: '需要多少小时',
      blocks: [
        {
          type: 'facts',
          items: [
            { value: '40 小时', label: '毕业前须完成' },
            { value: '约 10 小时', label: '建议每学年完成' },
            { value: '20 小时', label: '11、12 年级才入读的学生' },
          ],
        },
        {
          type: 'table',
          caption: '不同入读年级的义工要求',
          head: ['入读安省学校的年级', '需要完成的时数', '建议节奏'],
          rows: [
            ['9 年级入读', '40 小时', '每学年约 10 小时'],
            ['10 年级入读', '40 小时', '剩余 3 年，每学年约 13–14 小时'],
            ['11 或 12 年级入读', '通常 20 小时', '入学后第一个学期就开始安排'],
          ],
          note: '插班生的时数由学校根据入读时间认定，请以学校书面说明为准。',
        },
      ],
    },
    {
      id: 'what-counts',
      title: '哪些活动可以计入',
      blocks: [
        {
          type: 'paragraph',
          text: '可以计入的一般是**无偿、面向社区、有成年人负责监督**的活动。学校会提供一份认可活动清单，不在清单上的活动应事先请学校批准。',
        },
        {
          type: 'list',
          items: [
            '在图书馆、社区中心、养老院协助活动。',
            '为慈善机构、食物银行募捐或整理物资。',
            '参与社区清洁、植树、环保活动。',
            '在学校或社区的体育、文艺活动中担任志愿者。',
            '为宗教或文化团体的公益活动服务。',
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: '通常不能计入的情况',
          text: '有报酬的工作；课程本身要求完成的作业或实习；法院判令的社区服务；在上课时间内进行的活动；以及有安全风险、需要专业资格的工作。具体以学校规定为准。',
        },
      ],
    },
    {
      id: 'recording',
      title: '如何记录和提交',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: '事先确认', text: '报名活动前，确认它在学校认可范围内。' },
            { title: '现场记录', text: '每次活动后填写时数记录表，写明日期、内容、时长。' },
            { title: '负责人签字', text: '请活动组织方的负责人签字并留下联系方式。' },
            { title: '交给学校', text: '按学校要求提交原件，学校核实后计入学生档案。' },
          ],
        },
        {
          type: 'paragraph',
          text: '记录表最好拍照留底。时数一旦漏记，事后补签往往很麻烦。',
        },
      ],
    },
    {
      id: 'tips-for-parents',
      title: '给家长的建议',
      blocks: [
        {
          type: 'list',
          items: [
            '把义工当成孩子认识社区、练习英语的机会，而不只是“凑时数”。',
            '优先选择和孩子兴趣或未来专业相关的活动，写大学申请材料时会用得上。',
            '寒暑假回国期间的义工活动是否认可，要提前问学校，并保留中英文证明。',
            '住寄宿家庭的学生，可以请寄宿家庭推荐社区里的长期志愿岗位。',
          ],
        },
      ],
    },
  ],
  related: ['ossd/requirements', 'ossd/literacy-test', 'life/suggestions', 'FQA'],
};

export default page;
