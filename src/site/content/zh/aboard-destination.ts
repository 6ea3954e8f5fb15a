import { cite } from '../sources';
import type { GuidePage } from '../types';

const page: GuidePage = {
  section: 'aboard',
  id: 'destination',
  lang: 'zh',
  title: '毕业去向：国际学校学生升读哪里',
  description:
    '国际学校和 OSSD 毕业生可以升读加拿大、香港、美国、英国等地的大学，也可以先读学院再转学。本文介绍主要去向、各地对成绩和英语的要求，以及规划时间表。',
  lead:
    '一张 OSSD 文凭或国际课程成绩单，可以同时申请多个国家和地区的大学。多数学生以加拿大大学为主，同时申请香港、美国或英国作为补充。关键是尽早确定方向，让 12 年级的选课和成绩服务于目标。',
  updated: '2026-11-24',
  sources: cite('zh', 'ouac101', 'hkuFees'),
  hero: {
    src: '/images/guides/hero-aboard.svg',
    alt: '插画：城市天际线与一架飞机，象征赴港或出国留学',
    width: 960,
    height: 400,
  },
  sections: [
    {
      id: 'main-destinations',
      title: '主要升学去向',
      blocks: [
        {
          type: 'table',
          caption: '各地升学路径对比',
          head: ['去向', '申请渠道', '主要看什么'],
          rows: [
            ['加拿大安省大学', 'OUAC 统一申请平台', '12 年级前 6 门 4U/4M 均分、专业先修课'],
            ['加拿大其他省大学', '各大学官网直接申请', '11、12 年级成绩，部分要求补充材料'],
            ['香港的大学', '非联招（Non-JUPAS）直接申请', '高中成绩、英语能力，部分专业面试'],
            ['美国大学', 'Common App 等平台', '成绩、课外活动、文书，部分学校要求标化考试'],
            ['英国大学', 'UCAS', '成绩、个人陈述、推荐信'],
            ['加拿大学院（College）', '各省学院申请系统', '对应课程成绩，可在毕业后转读大学'],
          ],
        },
      ],
    },
    {
      id: 'canada',
      title: '加拿大大学',
      blocks: [
        {
          type: 'paragraph',
          text: '安省大学（如多伦多大学、滑铁卢大学、麦克马斯特大学、皇后大学、西安大略大学、渥太华大学、约克大学等）是 OSSD 学生最主要的去向。录取以 12 年级最好的 6 门课程均分为核心，**均分在 85 分上下比较稳妥**，热门专业要求更高。',
        },
        {
          type: 'paragraph',
          text: '在英语国家（地区）以英语授课学习不足 4 年的学生，一般还需提交语言成绩，雅思通常要求 6.5 分，部分专业要求 7 或 7.5 分。',
        },
      ],
    },
    {
      id: 'hong-kong',
      title: '香港的大学',
      blocks: [
        {
          type: 'paragraph',
          text: '持 OSSD、IB、A-Level 等非香港文凭的学生，通过“非联招”渠道直接向香港各大学申请。香港的大学普遍认可 OSSD 成绩，一般看 12 年级大学预科课程的成绩，部分专业安排面试。',
        },
        {
          type: 'paragraph',
          text: '香港离家近、中英双语环境、学费以港元计，本科非本地生学费最高的香港大学 2025/26 学年为每年 198,000–218,000 港元（其他大学较低），是不少家庭在加拿大之外的第二选择。',
        },
      ],
    },
    {
      id: 'other-paths',
      title: '美国、英国与学院路径',
      blocks: [
        {
          type: 'list',
          items: [
            '**美国**：除成绩外，更看重课外活动、领导力和个人文书，建议 10 年级起积累。',
            '**英国**：通过 UCAS 申请，部分大学对 OSSD 学生有具体的均分和科目要求。',
            '**学院转大学**：成绩暂不理想的学生，可以先读加拿大的学院，再通过衔接项目转入大学。',
          ],
        },
      ],
    },
    {
      id: 'timeline',
      title: '升学规划时间表',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: '9–10 年级', text: '打好英语与数学基础，完成读写测试，开始积累义工时数。' },
            { title: '11 年级', text: '确定目标国家和专业方向，选好 12 年级的先修课程，准备语言考试。' },
            { title: '12 年级上学期', text: '10 月起提交大学申请，同时保持课程成绩。' },
            { title: '12 年级下学期', text: '陆续收到录取结果，比较后确认入读，并办理签证或升学手续。' },
          ],
        },
      ],
    },
  ],
  related: ['aboard/university', 'aboard/expenses', 'ossd/requirements', 'aboard/learning'],
};

export default page;
