/**
 * Sample station articles (20 topics, each in Chinese and English) and members' discussions with replies.
 * Figures come from the spec (sections 5 and 9) and reference/ossd-facts.md, with the cohort they apply to;
 * every article ends by saying it is sample content and that rules change.
 */

export interface ArticleSeed {
  /** BLOG_TYPES value */
  blogType: string;
  city: string | null;
  /** index into SCHOOL_SEED */
  school: number | null;
  cover: string;
  zh: { title: string; summary: string; body: string[] };
  en: { title: string; summary: string; body: string[] };
}

export const ARTICLE_NOTE_ZH = '本文为示例内容，用于演示网站功能；政策与数字会变化，请以学校和官方渠道的最新信息为准。';
export const ARTICLE_NOTE_EN = 'This is sample content written to demonstrate the site; rules and figures change, so check with the school and official sources.';

export const ARTICLE_SEED: ArticleSeed[] = [
  {
    blogType: '1', city: null, school: null, cover: 'campus.svg',
    zh: {
      title: '公立、私立、教会还是寄宿？加拿大高中类型与学费一览',
      summary: '同样拿 OSSD，不同类型学校的学费可以相差三倍以上。先弄清类型，再谈选校。',
      body: [
        '在安大略省，国际生可以选择的高中大致分为公立学校、普通私立学校、教会学校、独立走读学校和精英寄宿学校。它们颁发的都是同一张安省高中文凭（OSSD），差别在于班级规模、住宿安排、课外资源和学费。',
        '按加元计的年学费常见参考区间是：公立 12,000–15,000，普通私立 14,000–16,000，教会学校 32,000–45,000，独立走读学校 15,000–45,000，精英寄宿学校 45,000–55,000。国际学生实际往往更高：多伦多公校教育局（TDSB）2025–26 学年向国际学生收取学费 17,000 加元、保险 500 加元，知名寄宿学校的国际寄宿生每年可达约 80,000 加元（2026 年 11 月核实，以学校当年收费表为准）。此外每年还要预留 600–800 加元的医疗保险，学生公交月票约 47 加元。',
        '选校时可以先问三个问题：孩子是否需要寄宿照顾？是否需要小班和升学指导？家庭预算能承受几年？答案清楚之后，再按城市和课程筛选，会省下很多时间。',
      ],
    },
    en: {
      title: 'Public, private, church or boarding? Canadian high-school types and fees',
      summary: 'All of them award the same OSSD, yet fees can differ more than threefold. Know the types before you shortlist.',
      body: [
        'In Ontario an international student can choose between public schools, ordinary private schools, church schools, independent day schools and elite boarding schools. All award the same Ontario Secondary School Diploma (OSSD); they differ in class size, housing, activities and fees.',
        'Common reference ranges for yearly tuition in Canadian dollars: public 12,000–15,000; ordinary private 14,000–16,000; church schools 32,000–45,000; independent day schools 15,000–45,000; elite boarding schools 45,000–55,000. International students often pay more: the Toronto District School Board (TDSB) charges international students CAD 17,000 in tuition plus CAD 500 insurance for 2025–26, and international boarders at well-known boarding schools pay up to about CAD 80,000 a year (checked November 2026; the school’s current fee schedule decides). Add 600–800 a year for health insurance and about 47 a month for a student bus pass.',
        'Start with three questions: does your child need boarding care, do they need small classes and university counselling, and for how many years can the family afford the fees? With those answers, filtering by city and curriculum becomes quick.',
      ],
    },
  },
  {
    blogType: '4', city: null, school: null, cover: 'ossd.svg',
    zh: {
      title: 'OSSD 毕业要求：30 个学分、40 小时社区服务与读写测试',
      summary: '拿到安省高中文凭需要满足学分、社区服务和读写能力三项要求，2024 年以后入读 9 年级的学生规则略有调整。',
      body: [
        '对 2023 年及以前入读 9 年级的学生，OSSD 要求 30 个学分：18 个必修学分（含三组组别学分）和 12 个选修学分；2024 年 9 月及以后入读 9 年级的学生为 17 个必修加 13 个选修，9 或 10 年级的一门技术教育学分变为必修，原先的三组学分合并为一个 STEM 相关组别学分。',
        '所有学生都需要完成 40 小时社区服务，并通过读写能力要求（OSSLT 考试，或修读 OLC4O 课程）。2020 年及以后入读 9 年级的学生还需要 2 个在线课程学分，家长可以申请免修。',
        '成绩方面，每门课平时成绩占 70%，期末考试占 30%；申请大学时主要看 12 年级最好的 6 门课。规则会调整，具体以学校和安省教育部的最新说明为准。',
      ],
    },
    en: {
      title: 'OSSD requirements: 30 credits, 40 volunteer hours and the literacy test',
      summary: 'The Ontario diploma asks for credits, community involvement and literacy. Students entering Grade 9 from 2024 follow slightly different rules.',
      body: [
        'Students who entered Grade 9 in 2023 or earlier need 30 credits: 18 compulsory (including the three group credits) and 12 optional. Students entering Grade 9 in September 2024 or later need 17 compulsory and 13 optional; a Grade 9 or 10 Technological Education credit becomes compulsory and one STEM-related group credit replaces the three groups.',
        'Every student completes 40 hours of community involvement and meets the literacy requirement (the OSSLT, or the OLC4O course). Students who entered Grade 9 in 2020 or later also need 2 online learning credits, which parents may opt them out of.',
        'Marks are 70% coursework and 30% final exam, and universities look mainly at the best six Grade 12 courses. Rules change, so confirm with the school and the Ontario Ministry of Education.',
      ],
    },
  },
  {
    blogType: '4', city: null, school: null, cover: 'ossd.svg',
    zh: {
      title: '安省读写能力测试（OSSLT）全解析',
      summary: '总分 400 分、300 分通过，两个 60 分钟的部分，33 道题。没通过也有补救办法。',
      body: [
        'OSSLT 满分 400 分，达到 75%（300 分）即为通过，分数以 5 分为单位。考试共 2 小时，分成两个各 60 分钟的部分，共 33 道题：31 道选择题和 2 道写作题，A 部分 19 题，B 部分 14 题。',
        '考试窗口通常在每年 11 月初至 12 月初，以及 3 月下旬至 4 月初。结果只有“通过（Successful）”和“未通过（Not Yet Successful）”两种。',
        '未通过的学生可以不限次数重考，也可以选修 OLC4O 读写课程代替考试。对英语基础较弱的国际生，提前一年开始练习阅读理解和说明文写作最有效。',
      ],
    },
    en: {
      title: 'The Ontario literacy test (OSSLT), explained',
      summary: '400 points with 300 to pass, two 60-minute sections, 33 questions, and a way forward if you do not pass.',
      body: [
        'The OSSLT is marked out of 400 in steps of 5, and 75% (300) passes. It takes two hours in two 60-minute sections with 33 questions: 31 multiple choice and 2 writing tasks, 19 in Section A and 14 in Section B.',
        'Sittings usually fall between early November and early December, and between late March and early April. The result is either Successful or Not Yet Successful.',
        'A student who does not pass may retake the test without limit or take the OLC4O literacy course instead. For international students, a year of practice in reading comprehension and informational writing helps most.',
      ],
    },
  },
  {
    blogType: '2', city: null, school: null, cover: 'ossd.svg',
    zh: {
      title: '学分转换：国内 9 到 11 年级成绩最多可抵 8 个学分',
      summary: '转学到安省高中前，国内的成绩单可以换成 OSSD 学分，但有上限和条件。',
      body: [
        '学分转换只接受 9 至 11 年级的成绩，最多 8 个学分；只计全年课程且成绩合格的科目。',
        '常见要求包括：至少有一门理科；数学、语文和英语需要及格。具体换算由接收学校评估，不同学校的做法会有差别。',
        '建议在申请前准备好盖章的中英文成绩单和课程说明，并向学校确认还需要补修哪些必修课，这样能更准确地估算毕业时间。',
      ],
    },
    en: {
      title: 'Credit transfer: up to 8 credits for Grades 9 to 11 studied at home',
      summary: 'Before moving to an Ontario high school, earlier marks can become OSSD credits, within limits.',
      body: [
        'Credit transfer accepts Grades 9 to 11 only, at most 8 credits, and only full-year courses with passing marks.',
        'Typical conditions: at least one science subject, and passes in mathematics, Chinese and English. The receiving school makes the assessment, and schools differ.',
        'Prepare stamped transcripts in Chinese and English with course descriptions, and ask which compulsory courses remain; you can then estimate the graduation date more precisely.',
      ],
    },
  },
  {
    blogType: '2', city: 'CA-TOR', school: null, cover: 'university.svg',
    zh: {
      title: '安省大学申请时间线：10 月 1 日开放，每个志愿都要算清楚',
      summary: '安省高中生通过 OUAC 申请本省大学，基本申请费含 3 个志愿，额外志愿另收费。',
      body: [
        '安省高中生申请本省大学通过 OUAC 系统，申请网站每年 10 月 1 日开放；离校不超过 7 个月的学生仍可按高中生身份申请。',
        '费用方面，OUAC 101 申请的基本申请费 150 加元，含 3 个志愿；每增加一个志愿 50 加元；非加拿大公民或永久居民另付 10 加元国际服务费（不是邮寄费）。同一所大学最多填报 3 个项目。以上于 2026 年 11 月在 OUAC 官网核实，费用每年可能调整，表格名称与截止日期请以官网为准。',
        '英语要求：在英语环境学习不满 4 年的学生通常需要语言成绩，雅思一般要求 6.5，部分专业要求 7 或 7.5。想稳妥录取，12 年级前 6 门课平均分最好在 85 分上下。',
      ],
    },
    en: {
      title: 'Applying to Ontario universities: the timeline from 1 October',
      summary: 'Ontario high-school students apply through OUAC; the base fee covers three choices and extra choices cost more.',
      body: [
        'Ontario high-school students apply through OUAC, whose application site opens on 1 October; students who left school no more than seven months earlier still apply as high-school students.',
        'The OUAC 101 application costs CAD 150 for three choices and CAD 50 for each additional choice; applicants who are not Canadian citizens or permanent residents also pay a CAD 10 international service fee (not postage). At most three programmes may be chosen at one university. Checked on the OUAC website in November 2026; fees can change each year, so check form names and deadlines there before relying on them.',
        'Students with fewer than four years of English-language schooling usually need a test score: IELTS 6.5 is typical, some programmes ask for 7 or 7.5. A top-six average in the mid-80s is a safe target.',
      ],
    },
  },
  {
    blogType: '4', city: null, school: null, cover: 'visa.svg',
    zh: {
      title: '加拿大学签怎么办？过去的四类通道，今天只剩常规申请',
      summary: '学生直入计划（SDS）已于 2024 年 11 月 8 日结束，今天按常规流程申请学签，资金证明是审查重点。',
      body: [
        '过去常说的四类通道中，学生直入计划（SDS）已于 2024 年 11 月 8 日结束；两类“带 GIC”的项目在加拿大移民、难民及公民部（IRCC）的现行页面上找不到依据，不应视为现行途径。今天开放的是常规申请流程：录取信、身份证件、资金证明，以及按要求提供的体检和生物信息。',
        '资金证明按申请日期计：一人在魁北克以外读书，2024 年 1 月 1 日起的申请须证明生活费 20,635 加元，2025 年 9 月 1 日起为 22,895 加元，另加第一年学费和交通费；签证官会审查资金及其过去 12 个月的来源。读中小学的学生不受 2024 年 1 月 22 日起实行的学习许可名额上限限制。以上于 2026 年 11 月在 IRCC 官网核实。',
        '未成年人单独入境需要父母的书面同意书以及加拿大的合法监护人；6 个月以内的课程不需要学签。政策经常调整，递交前请核对移民局官网。',
      ],
    },
    en: {
      title: 'Canadian study permits: of the four old routes, only the regular one is open',
      summary: 'The Student Direct Stream (SDS) ended on 8 November 2024; today study permits go through the regular process, where proof of funds is checked closely.',
      body: [
        'Of the four routes families used to compare, the Student Direct Stream ended on 8 November 2024, and the two “with GIC” programmes have no basis on the current pages of Immigration, Refugees and Citizenship Canada (IRCC), so do not treat them as current routes. The regular process is open: an acceptance letter, identity documents, proof of funds, and a medical exam and biometrics when asked.',
        'Proof of funds depends on the application date: one applicant studying outside Quebec shows CAD 20,635 for applications from 1 January 2024 and CAD 22,895 for applications from 1 September 2025, plus first-year tuition and travel; officers examine the funds and their source over the last 12 months. Primary and secondary students are exempt from the study-permit cap in force since 22 January 2024. Checked on the IRCC website in November 2026.',
        'Minors travelling alone need written consent from both parents and a legal guardian in Canada; courses of six months or less need no study permit. Rules change often, so check the immigration website before applying.',
      ],
    },
  },
  {
    blogType: '5', city: 'CA-TOR', school: null, cover: 'life.svg',
    zh: {
      title: '在多伦多读高中，一年到底要花多少钱？',
      summary: '学费只是开始：住宿、保险、交通和日常开销加起来，预算要留足。',
      body: [
        '以公立高中为例，多伦多公校教育局（TDSB）2025–26 学年向国际学生收取学费 17,000 加元，另加保险 500 加元；私立和寄宿学校更高，知名寄宿学校的国际寄宿生每年可达约 80,000 加元（2026 年 11 月核实，以学校当年收费表为准）。寄宿家庭通常按月收费，包含三餐和住宿，价格请向寄宿安排机构索取书面报价。',
        '固定开销还有医疗保险每年 600–800 加元，学生公交月票约 47 加元。生活费可以参考加拿大移民局的资金证明标准：2025 年 9 月 1 日起申请学签的，一人须证明每年 22,895 加元的生活费（不含学费和交通费）。',
        '建议第一年多留 10% 左右的机动预算，用于购置冬装、补课和假期出行。',
      ],
    },
    en: {
      title: 'What does a year of high school in Toronto really cost?',
      summary: 'Tuition is only the start: housing, insurance, transport and daily costs add up.',
      body: [
        'At a public high school, the Toronto District School Board (TDSB) charges international students CAD 17,000 in tuition plus CAD 500 insurance for 2025–26; private and boarding schools cost more, up to about CAD 80,000 a year for international boarders at well-known schools (checked November 2026; the school’s current fee schedule decides). Host families usually charge monthly for room and meals: ask the homestay agency for a written quote.',
        'Fixed costs include health insurance at 600–800 CAD a year and a student bus pass at about 47 a month. For living costs, the study-permit rule is a useful yardstick: applications from 1 September 2025 must show CAD 22,895 a year for one student’s living costs, on top of tuition and travel.',
        'Keep about 10% extra in the first year for winter clothing, tutoring and holiday travel.',
      ],
    },
  },
  {
    blogType: '1', city: null, school: 2, cover: 'boarding.svg',
    zh: {
      title: '寄宿学校还是寄宿家庭？低龄留学的住宿选择',
      summary: '寄宿学校管理严格、费用高；寄宿家庭融入快、差异大。关键看孩子的自理能力。',
      body: [
        '寄宿学校的舍监全天照看，作息和学习时间有统一安排，适合自律性还在养成阶段的孩子，但学费通常在 45,000 加元以上。',
        '寄宿家庭（homestay）能更快融入当地生活、练习口语，费用较低；不过家庭之间差异大，遇到不合适的需要及时通过学校或机构更换。',
        '无论哪种方式，都要确认紧急联系人、监护人安排和周末管理规则，并和孩子约定固定的沟通时间。',
      ],
    },
    en: {
      title: 'Boarding school or host family? Housing for younger students',
      summary: 'Boarding schools are structured and costly; host families help students settle but vary. It depends on how independent the child is.',
      body: [
        'Boarding schools have house parents on duty around the clock and a fixed routine for study and rest, which suits children still building self-discipline, but fees are usually above 45,000 CAD.',
        'A homestay helps students settle and practise English faster and costs less, but families differ a lot; if one does not work out, ask the school or agency to arrange a change promptly.',
        'Either way, confirm the emergency contact, the guardian arrangement and the weekend rules, and agree regular times to talk with your child.',
      ],
    },
  },
  {
    blogType: '3', city: 'CA-TOR', school: 0, cover: 'campus.svg',
    zh: {
      title: '探访多伦多一所公立高中的一天',
      summary: '早上 8 点 45 分上课，下午 3 点放学，课后社团排得满满：示例学校的一天。',
      body: [
        '我们跟随一名 11 年级国际生走进一所示例公立高中。每天四节课，每节 75 分钟，一个学期集中修四门课，这是安省常见的“学期制”。',
        '午餐时间学生可以在食堂或校外就餐；下午放学后，机器人社、篮球队和志愿者社团开始活动，很多国际生在这里攒下了 40 小时社区服务。',
        '给家长的建议：参观时可以询问国际生比例、英语支持课程（ESL）的安排和升学指导老师的人数。',
      ],
    },
    en: {
      title: 'A day at a Toronto public high school',
      summary: 'Classes from 8:45, home at 3, clubs after school: a day at a sample school.',
      body: [
        'We followed a Grade 11 international student through a sample public high school. There are four 75-minute periods a day and four courses per semester, the common Ontario semester system.',
        'Students eat in the cafeteria or nearby; after school the robotics club, basketball team and volunteer club start, and many international students earn their 40 community hours there.',
        'For parents: on a visit, ask about the share of international students, the ESL support and how many guidance counsellors there are.',
      ],
    },
  },
  {
    blogType: '1', city: '810000', school: 12, cover: 'hongkong.svg',
    zh: {
      title: '香港国际学校怎么选？课程体系与学费概览',
      summary: 'IB、英式、美式、加拿大课程都有，学费大致在每年十几万到二三十万港元。',
      body: [
        '香港约有 80 所学校开设国际课程，常见体系包括 IB、英式（IGCSE / A-Level）、美式（AP）和加拿大课程。部分私立独立学校会为香港居民预留一定比例的学位。',
        '学费方面，国际学校每年多在十几万至二十几万港元，另有建校费或债券等一次性费用，不同学校差异很大。',
        '建议先确定孩子未来的升学方向（英国、北美还是香港本地），再选择对应的课程体系，避免中途转轨。',
      ],
    },
    en: {
      title: 'Choosing an international school in Hong Kong: curricula and fees',
      summary: 'IB, British, American and Canadian curricula are all on offer, at roughly one to three hundred thousand HKD a year.',
      body: [
        'Around 80 schools in Hong Kong teach an international curriculum: IB, British (IGCSE, A-Level), American (AP) and Canadian among them. Some private independent schools reserve a share of places for Hong Kong residents.',
        'Fees at international schools mostly run from over one hundred thousand to well over two hundred thousand HKD a year, plus one-off capital levies or debentures that vary widely.',
        'Decide on the likely university destination first (the UK, North America or Hong Kong) and pick the matching curriculum, so your child does not have to switch midway.',
      ],
    },
  },
  {
    blogType: '2', city: '810000', school: 13, cover: 'hongkong.svg',
    zh: {
      title: '香港国际学校申请时间表与面试准备',
      summary: '热门学校往往提前一年开放申请，评估、面试和候补名单都需要时间。',
      body: [
        '多数国际学校在入学前一年的秋季开始接受申请，热门学校的候补名单可能很长，建议尽早关注学校官网的开放日信息。',
        '评估通常包括英语和数学测试、面试，低龄儿童还会有小组活动观察。准备时重在日常阅读和表达，而不是刷题。',
        '递交申请时准备好近两年的成绩单、推荐信和身份证明文件，注意不同学校对学位费、确认费的缴纳时间要求。',
      ],
    },
    en: {
      title: 'Hong Kong international schools: application timeline and interviews',
      summary: 'Popular schools often open applications a year ahead; assessments, interviews and waiting lists take time.',
      body: [
        'Most international schools open applications in the autumn a year before entry, and popular schools may have long waiting lists, so watch their open-day announcements early.',
        'Assessments usually include English and mathematics tests and an interview; younger children may be observed in a group activity. Everyday reading and speaking matter more than drilling.',
        'Have the last two years of reports, reference letters and identity documents ready, and note each school’s deadlines for deposits and confirmation fees.',
      ],
    },
  },
  {
    blogType: '1', city: null, school: null, cover: 'university.svg',
    zh: {
      title: 'IB、A-Level、AP 和 OSSD，到底怎么选？',
      summary: '四种主流国际课程各有侧重：全面发展、学科深度、灵活加分、过程性评价。',
      body: [
        'IB 文凭课程要求六门学科加上知识论、拓展论文和创意行动服务，强调全面发展，学习强度较大。A-Level 通常选三到四门学科深入学习，适合目标明确、偏科优势明显的学生。',
        'AP 是美国大学理事会的大学先修课程，可以和多种课程体系搭配，用来证明学术能力。OSSD 采用过程性评价，平时成绩占 70%，对考试型学生压力相对小。',
        '选择时结合孩子的学习风格和目标国家：去英国 A-Level 更直接，去北美 AP 与 OSSD 更常见，IB 全球认可度高。',
      ],
    },
    en: {
      title: 'IB, A-Level, AP or OSSD: which one fits?',
      summary: 'Four common international programmes: breadth, depth, flexible add-ons and continuous assessment.',
      body: [
        'The IB Diploma asks for six subjects plus Theory of Knowledge, the Extended Essay and CAS; it is broad and demanding. A-Level usually means three or four subjects studied in depth, which suits students with clear strengths.',
        'AP courses from the College Board can be added to many programmes to show academic strength. The OSSD assesses continuously, with 70% of the mark from coursework, which eases the pressure for students who dislike exams.',
        'Match the programme to your child’s learning style and destination: A-Level is the direct route to the UK, AP and the OSSD are common for North America, and the IB is recognised worldwide.',
      ],
    },
  },
  {
    blogType: '3', city: '440300', school: 20, cover: 'campus.svg',
    zh: {
      title: '深圳国际学校开放日观察：家长最该问的五件事',
      summary: '我们参加了一所示例国际学校的开放日，整理出值得现场确认的问题。',
      body: [
        '开放日通常包括校长介绍、课堂观摩和校园参观。除了看硬件，更重要的是了解课程衔接和师资稳定性。',
        '建议现场问清五件事：外籍教师的资质与流动率；中文课程的安排；升学指导老师与学生的比例；近三年毕业生去向；学费以外的费用（校车、餐费、活动费）。',
        '深圳的国际学校集中在南山、福田和前海一带，通勤时间也要提前测算。',
      ],
    },
    en: {
      title: 'An open day at a Shenzhen international school: five questions to ask',
      summary: 'We attended a sample school’s open day and noted what parents should confirm on the spot.',
      body: [
        'Open days usually include a talk by the head, lesson observations and a campus tour. Beyond the buildings, what matters is how the curriculum fits together and how stable the teaching staff is.',
        'Ask about five things: the qualifications and turnover of international teachers; Chinese lessons; the ratio of university counsellors to students; where graduates went in the last three years; and costs beyond tuition (bus, meals, activities).',
        'Shenzhen’s international schools cluster in Nanshan, Futian and Qianhai, so work out the daily commute early.',
      ],
    },
  },
  {
    blogType: '3', city: '440100', school: 24, cover: 'campus.svg',
    zh: {
      title: '广州双语学校探访笔记：国家课程与 OSSD 如何衔接',
      summary: '在一所示例双语学校，初中读国家课程，高中可选 OSSD 方向。',
      body: [
        '双语学校的优势在于保留国家课程的基础训练，同时逐步加入英语授课。我们探访的示例学校从初中开始设置 OSSD 方向的衔接课程。',
        '高中阶段，OSSD 方向的学生按安省课程修读学分，同时需要完成 40 小时社区服务和读写能力要求，学校会统一组织义工活动。',
        '寄宿制让学生有更多时间参加社团，但家长也要关注孩子的情绪适应，尤其是刚入学的第一个学期。',
      ],
    },
    en: {
      title: 'Notes from a Guangzhou bilingual school: linking the national curriculum and the OSSD',
      summary: 'At a sample bilingual school, middle school follows the national curriculum and high school can follow the OSSD.',
      body: [
        'Bilingual schools keep the grounding of the national curriculum while adding more teaching in English. The sample school we visited starts OSSD bridging courses in middle school.',
        'In high school, OSSD students earn Ontario credits and also complete the 40 community hours and the literacy requirement; the school organises volunteering for them.',
        'Boarding leaves more time for clubs, but parents should watch how their child adjusts emotionally, especially in the first term.',
      ],
    },
  },
  {
    blogType: '1', city: '110100', school: 26, cover: 'campus.svg',
    zh: {
      title: '北京国际学校择校五问',
      summary: '身份要求、课程体系、通勤距离、学费预算、升学方向，五个问题帮你缩小范围。',
      body: [
        '第一问：孩子的身份是否符合学校招生要求？部分国际学校只招收外籍学生，双语学校和民办学校则面向中国籍学生。',
        '第二问：课程体系与升学方向是否匹配？第三问：每天的通勤是否可以接受，北京的学校分布在顺义、朝阳、海淀等区域，跨区通勤很耗时。',
        '第四问：学费以外的预算是否充足；第五问：学校的升学指导是否有专人负责、是否有近年的真实去向数据。',
      ],
    },
    en: {
      title: 'Five questions for choosing an international school in Beijing',
      summary: 'Eligibility, curriculum, commute, budget and destination: five questions to narrow the list.',
      body: [
        'First: is your child eligible? Some international schools admit only foreign passport holders, while bilingual and privately run schools admit Chinese nationals.',
        'Second: does the curriculum match the intended destination? Third: is the daily commute acceptable? Beijing’s schools are spread across Shunyi, Chaoyang, Haidian and beyond, and crossing districts takes time.',
        'Fourth: is there budget beyond tuition? Fifth: does the school have dedicated university counsellors and real destination data from recent years?',
      ],
    },
  },
  {
    blogType: '2', city: '310100', school: 31, cover: 'university.svg',
    zh: {
      title: '上海国际高中的升学路径：AP 与 OSSD 双轨怎么走',
      summary: '一所示例国际高中同时开设 AP 与 OSSD 两条路线，我们整理了选择思路。',
      body: [
        '双轨学校的好处是可以在 10 年级末再决定方向：偏好北美综合类大学的学生可以选 OSSD，同时加修 AP 增加竞争力。',
        '选择 OSSD 路线的学生需要留意 12 年级前 6 门课的平均分，这是加拿大大学录取的重要依据。',
        '无论哪条路线，语言成绩都需要尽早规划，雅思 6.5 是很多专业的常见门槛。',
      ],
    },
    en: {
      title: 'University routes from a Shanghai international high school: AP and OSSD',
      summary: 'A sample high school runs both an AP and an OSSD route; here is how to choose.',
      body: [
        'A two-track school lets students decide at the end of Grade 10: those aiming at North American comprehensive universities can take the OSSD and add AP courses to stand out.',
        'On the OSSD route, watch the average of the best six Grade 12 courses, which Canadian universities weigh heavily.',
        'On either route, plan the English test early: IELTS 6.5 is a common threshold.',
      ],
    },
  },
  {
    blogType: '3', city: '320500', school: 32, cover: 'campus.svg',
    zh: {
      title: '苏州国际学校：园区家庭的选择',
      summary: '苏州工业园区聚集了多所国际化学校，校车网络和课后活动是家长关注重点。',
      body: [
        '苏州的国际学校多集中在工业园区和新区，服务大量外企家庭，也有越来越多本地家庭选择双语学校。',
        '我们走访的示例学校采用 IB 一贯制，校车覆盖园区与新区，课后活动包括游泳、乐团和模拟联合国。',
        '与上海相比，苏州的学费整体略低，通勤也更轻松，是长三角家庭可以考虑的选项。',
      ],
    },
    en: {
      title: 'International schools in Suzhou: a choice for industrial-park families',
      summary: 'Suzhou Industrial Park hosts several international schools; bus routes and after-school activities matter most to parents.',
      body: [
        'Suzhou’s international schools are concentrated in the industrial park and the new district, serving many families of foreign companies, and more local families now choose bilingual schools.',
        'The sample school we visited is an all-through IB school with buses across the park and the new district, and after-school swimming, orchestra and Model UN.',
        'Fees are generally a little lower than in Shanghai and commutes are easier, which makes Suzhou an option for families across the Yangtze delta.',
      ],
    },
  },
  {
    blogType: '5', city: 'CA-VAN', school: 10, cover: 'life.svg',
    zh: {
      title: '温哥华还是多伦多？两座城市的留学生活对比',
      summary: '气候、课程体系、华人社区和生活成本，两座城市各有特点。',
      body: [
        '温哥华属于 BC 省，高中毕业获得 Dogwood 文凭；多伦多属于安大略省，毕业获得 OSSD。两者都被加拿大及海外大学广泛认可。',
        '气候上温哥华冬季温和多雨，多伦多冬季寒冷干燥；两座城市都有成熟的华人社区，饮食和生活都很方便。',
        '自 2024 年 11 月 8 日起，符合条件的专上国际学生学期中校外打工每周不超过 24 小时（此前为 20 小时）；高中生一般不能校外打工，以学业和义工为主。',
      ],
    },
    en: {
      title: 'Vancouver or Toronto? Student life in two cities',
      summary: 'Climate, curriculum, Chinese communities and living costs compared.',
      body: [
        'Vancouver is in British Columbia, where high-school graduates receive the Dogwood Diploma; Toronto is in Ontario, which awards the OSSD. Both are widely recognised in Canada and abroad.',
        'Vancouver winters are mild and wet, Toronto’s cold and dry; both cities have large Chinese communities, so food and daily life are easy.',
        'Since 8 November 2024, eligible post-secondary international students may work off campus up to 24 hours a week in term (20 before); high-school students generally cannot work off campus and focus on study and volunteering.',
      ],
    },
  },
  {
    blogType: '2', city: null, school: null, cover: 'scholarship.svg',
    zh: {
      title: '奖学金怎么申请？学费资助与学术卓越奖',
      summary: '示例奖学金项目：学费资助 2,000–10,000 加元，学术卓越奖 20,000–30,000 加元。',
      body: [
        '网站介绍的学费资助金额为 2,000–10,000 加元，每年约 200 人获得；学术卓越奖为 20,000–30,000 加元，同样约 200 人获得。两者都在录取后 2–3 个月发放。',
        '申请材料一般包括成绩单、推荐信和个人陈述，部分项目要求参加面试。学术卓越奖更看重 12 年级的平均分和竞赛、科研经历。',
        '不同学校与项目的规则差别很大，申请前请向学校确认当年的名额、金额与截止日期。',
      ],
    },
    en: {
      title: 'Scholarships: the tuition grant and the academic excellence award',
      summary: 'Sample programmes: a tuition grant of 2,000–10,000 CAD and an excellence award of 20,000–30,000 CAD.',
      body: [
        'The tuition grant described on this site is 2,000–10,000 CAD with about 200 winners a year; the academic excellence award is 20,000–30,000 CAD, also with about 200 winners. Both are paid two to three months after admission.',
        'Applications usually need transcripts, references and a personal statement, and some include an interview. The excellence award weighs the Grade 12 average and competitions or research.',
        'Schools and programmes differ widely, so confirm this year’s number of awards, amounts and deadlines with the school.',
      ],
    },
  },
  {
    blogType: '5', city: 'CA-OTT', school: 8, cover: 'boarding.svg',
    zh: {
      title: '渥太华寄宿生活指南：冬天、作息与周末',
      summary: '首都的冬天很长，寄宿学校的冬季运动和周末安排会让生活丰富很多。',
      body: [
        '渥太华冬季寒冷且漫长，学生需要准备专业的羽绒服、雪地靴和手套。很多寄宿学校开设滑冰、越野滑雪等冬季课程。',
        '寄宿生的作息通常是：早餐后上课，下午社团活动，晚上固定的自习时间，熄灯时间由舍监检查。',
        '周末学校会组织博物馆参观、购物和户外活动；长假期间宿舍可能关闭，需要提前安排监护人或寄宿家庭。',
      ],
    },
    en: {
      title: 'Boarding in Ottawa: winter, routine and weekends',
      summary: 'The capital’s winters are long; boarding schools fill them with winter sports and weekend outings.',
      body: [
        'Ottawa winters are cold and long, so students need a proper down coat, snow boots and gloves. Many boarding schools offer skating and cross-country skiing.',
        'A boarder’s day usually runs: breakfast, classes, afternoon clubs, supervised evening study, and lights out checked by house parents.',
        'At weekends schools organise museum visits, shopping and outdoor trips; residences may close over long holidays, so arrange a guardian or host family in advance.',
      ],
    },
  },
];

/** Members' discussions (post type 3), in the station beside the articles. [blogType, city, zh title, zh body, en title, en body] */
export const DISCUSSION_SEED: [string, string | null, string, string, string, string][] = [
  ['1', 'CA-TOR', '孩子 10 年级去多伦多，公立还是私立好？', '预算每年 30 万人民币以内，孩子英语中等，想听听大家的经验。', 'Grade 10 in Toronto: public or private?', 'Our budget is limited and our child’s English is intermediate. What worked for you?'],
  ['4', null, 'OSSLT 没过，OLC4O 课程难吗？', '孩子第一次考试没通过，学校建议修 OLC4O，有修过的同学分享一下吗？', 'Did not pass the OSSLT: is OLC4O hard?', 'The school suggests OLC4O after a first attempt that did not pass. Has anyone taken it?'],
  ['2', '810000', '香港国际学校插班生面试都问什么？', '明年想让孩子插班 7 年级，想了解面试环节和准备方法。', 'What do Hong Kong schools ask at a mid-year interview?', 'We hope to join Grade 7 next year and want to know what the interview covers.'],
  ['5', 'CA-VAN', '温哥华寄宿家庭一般怎么收费？', '想了解包三餐的寄宿家庭的大致价格区间和注意事项。', 'How much do host families in Vancouver charge?', 'Looking for a typical monthly range for a homestay with meals, and what to watch out for.'],
  ['3', '440300', '深圳有哪些国际学校开放日值得去？', '今年秋天准备看学校，求推荐开放日安排比较充实的学校。', 'Which Shenzhen open days are worth attending?', 'We will visit schools this autumn. Which open days show the most?'],
];

/** Replies (sample members), used round-robin on articles and discussions. [zh, en] */
export const REPLY_SEED: [string, string][] = [
  ['谢谢分享，数字很清楚，收藏了。', 'Thanks, the figures are very clear. Saved.'],
  ['我们家去年走过这个流程，提前准备材料真的很重要。', 'We went through this last year; preparing documents early really matters.'],
  ['想问一下，这些信息今年还适用吗？', 'Does this still apply this year?'],
  ['建议直接联系学校招生办确认，每年政策都有小变化。', 'Best to confirm with the admissions office; details change a little each year.'],
  ['孩子在寄宿学校读了两年，作息确实很规律。', 'Our child has boarded for two years and the routine really is regular.'],
  ['学费之外的杂费也要算进去，别只看学费。', 'Count the extra fees too, not just tuition.'],
  ['开放日去了一次，感觉老师很用心。', 'We went to one open day and the teachers seemed very dedicated.'],
  ['义工小时数可以在暑假集中完成吗？', 'Can the volunteer hours be done during the summer?'],
];
