/**
 * Sample student and parent stories: ten per category in Chinese, two per category in English.
 * They are written about the invented sample schools and say so; authors are sample personas.
 * Each entry: [title, summary]; the body adds the category's paragraph and the sample note.
 */

export const STORY_SEED_ZH: Record<string, [string, string][]> = {
  // 1 爆料
  '1': [
    ['开放日没说的：食堂餐费要另交', '学费单里不含餐费，入学后才知道每学期还要额外缴一笔，建议报名前问清楚。'],
    ['校车路线临时调整，家长群炸锅', '开学第二周校车改线，部分家庭通勤时间翻倍，学校事后才发通知。'],
    ['“小班教学”其实是 24 人一班', '宣传册写着小班，实际主科班级人数不少，参观时一定要看真实课表。'],
    ['寄宿费里不包含周末看护', '周末留校需要另外付费，而且要提前一周申请。'],
    ['外教流动率比想象中高', '一年换了三位英语老师，孩子需要反复适应不同的教学风格。'],
    ['课外活动“免费”但器材自费', '社团本身不收费，但乐器、队服和比赛报名费都要家长承担。'],
    ['学分转换评估要等两个月', '提交成绩单后迟迟没有结果，影响了选课安排，建议尽早递交。'],
    ['录取后才告知要交学位保留费', '确认入学时需要缴纳一笔不退的保留费，合同里写得很小。'],
    ['升学数据只展示了最好的一届', '宣传的名校录取数来自某一年，问近三年数据时对方含糊其辞。'],
    ['国际生 ESL 课程占用选修名额', 'ESL 课程算作选修学分，导致孩子能选的兴趣课变少了。'],
  ],
  // 2 吐槽
  '2': [
    ['作业平台太多，一晚上要登录四个系统', '不同老师用不同的平台布置作业，家长和孩子都手忙脚乱。'],
    ['冬天的校服外套根本不保暖', '统一订购的外套面料薄，零下天气还得另买羽绒服。'],
    ['家长会只讲了二十分钟', '排队一小时，和老师只聊了几分钟，很多问题没来得及问。'],
    ['宿舍 Wi-Fi 晚上十点就断', '赶作业时断网很无奈，希望学校能按年级调整时间。'],
    ['选课系统一开放就崩溃', '热门课程几分钟就满，系统卡顿让不少学生没选上。'],
    ['午餐时间只有 30 分钟', '排队就要十几分钟，孩子经常吃得很匆忙。'],
    ['校方邮件全是英文长文', '重要通知埋在长邮件里，希望能有中文摘要。'],
    ['停车场太小，接送高峰堵成一团', '每天放学接孩子要提前半小时到，周边道路也很拥挤。'],
    ['考试周和社团比赛撞在一起', '学校日历安排不合理，孩子只能二选一。'],
    ['寄宿家庭离学校太远', '每天通勤一个多小时，冬天等公交特别辛苦。'],
  ],
  // 3 揭秘
  '3': [
    ['招生面试官到底在看什么', '一位示例学校的招生老师说，他们更在意孩子如何表达自己的想法，而不是标准答案。'],
    ['学分是怎么算出来的', '每门课 110 小时课时对应 1 个学分，平时成绩占 70%，期末占 30%。'],
    ['升学指导老师的一天', '从早上回复大学邮件到下午一对一面谈，指导老师平均每人负责上百名学生。'],
    ['寄宿学校舍监的夜间巡查', '熄灯后舍监会巡查两次，手机统一上交保管是很多寄宿学校的规定。'],
    ['候补名单是怎么排的', '并不完全按报名顺序：兄弟姐妹在读、年级空缺和评估结果都会影响排位。'],
    ['读写测试的阅卷方式', '写作题由经过培训的阅卷员评分，选择题机器评分，总分 400 分、300 分通过。'],
    ['学校的学费都花在哪里', '一位示例学校的财务负责人介绍，教师薪酬占比最大，其次是校舍与设备。'],
    ['国际学校如何招聘外教', '外教通常通过国际招聘会签约，合同期两到三年，这也是流动率较高的原因之一。'],
    ['推荐信是怎么写出来的', '老师会参考学生的课堂表现、作业和课外活动，提前半年准备会更从容。'],
    ['义工小时是怎么认证的', '需要活动负责人签字确认，学校统一登记，校外机构的证明也被接受。'],
  ],
  // 4 种草
  '4': [
    ['这所学校的图书馆让孩子爱上阅读', '宽敞明亮、中英文藏书丰富，午休时间总是坐满了学生。'],
    ['机器人社团值得一试', '从零基础到参加省级比赛，孩子一年里收获了很多。'],
    ['暑期短期课程是了解学校的好机会', '两周的夏校让孩子提前适应课堂节奏，也方便家长考察学校。'],
    ['冬季滑雪课太有意思了', '寄宿学校每周一次滑雪课，孩子说这是一年里最期待的时光。'],
    ['学校的中文课程做得很扎实', '海外读书也没有落下中文，孩子还参加了中文演讲比赛。'],
    ['模拟联合国锻炼了表达能力', '从不敢发言到担任会议主席，孩子自信了很多。'],
    ['学校农场让孩子认识自然', '每个年级都有一小块菜地，收获的蔬菜会送到食堂。'],
    ['社区义工项目安排得很好', '学校和附近的食物银行合作，孩子轻松完成了 40 小时义工。'],
    ['艺术设计课程非常专业', '有独立的设计工作室和 3D 打印设备，作品还参加了校外展览。'],
    ['寄宿家庭的周末家庭日', '寄宿家庭每周末带孩子出游，英语口语进步很快。'],
  ],
  // 5 表扬
  '5': [
    ['感谢班主任每周的成长反馈', '每周五都会收到老师对孩子的学习和情绪反馈，非常安心。'],
    ['校医处理过敏反应很专业', '孩子在学校突发过敏，校医第一时间处理并通知家长。'],
    ['升学指导老师帮孩子找到方向', '多次一对一沟通后，孩子确定了想读的专业，申请也顺利多了。'],
    ['舍监像家人一样照顾孩子', '孩子生病时舍监整夜照看，还每天给我们发消息。'],
    ['ESL 老师耐心又专业', '一个学期后孩子就能跟上常规课程，非常感谢老师的付出。'],
    ['学校迅速处理了校园欺凌', '发现问题后学校当天就约谈了相关学生和家长，处理得很透明。'],
    ['体育老师发现了孩子的长处', '在老师鼓励下孩子加入了田径队，整个人都开朗了。'],
    ['招生办回复邮件又快又详细', '咨询的每个问题都在一天内得到回复，还附上了相关资料。'],
    ['学校为国际生组织迎新周', '第一周的迎新活动让孩子很快交到了朋友。'],
    ['数学老师课后免费答疑', '每周两次的答疑时间帮孩子补上了薄弱环节。'],
  ],
  // 6 推荐
  '6': [
    ['推荐给想走 OSSD 路线的家庭', '课程体系成熟、学分转换清楚，适合计划读加拿大大学的学生。'],
    ['推荐这所学校的寄宿管理', '作息规范、舍监负责，适合第一次离家的孩子。'],
    ['适合理科强的孩子', '理科课程选择多，实验室设备完善，竞赛指导也到位。'],
    ['适合需要英语过渡的学生', 'ESL 课程分级细致，过渡期的学生压力不会太大。'],
    ['性价比不错的私立高中', '学费在私立学校中属于中等，小班教学和升学指导都不缺。'],
    ['推荐给喜欢艺术的孩子', '艺术课程和社团丰富，作品集指导也很专业。'],
    ['陪读家庭可以考虑的走读学校', '一贯制走读学校，兄弟姐妹可以在同一所学校就读。'],
    ['推荐这所学校的升学指导', '从 10 年级开始规划，每个学生都有自己的升学时间表。'],
    ['适合喜欢户外运动的孩子', '学校靠近山和海，户外课程和运动队都很有特色。'],
    ['双语学校中的稳妥选择', '国家课程基础扎实，国际课程衔接自然，适合还没确定出国时间的家庭。'],
  ],
};

export const STORY_SEED_EN: Record<string, [string, string][]> = {
  '1': [
    ['What the open day did not mention: meals cost extra', 'Meal fees were not on the tuition invoice; ask before you enrol.'],
    ['“Small classes” turned out to be 24 students', 'Look at a real timetable during your visit, not only the brochure.'],
  ],
  '2': [
    ['Four homework platforms in one evening', 'Each teacher uses a different system, and families struggle to keep up.'],
    ['The uniform coat is not warm enough', 'The school coat is thin; a proper down jacket is still needed in winter.'],
  ],
  '3': [
    ['What admissions interviewers really look for', 'A sample school’s admissions officer says they value how children explain their thinking.'],
    ['How volunteer hours are certified', 'An activity supervisor signs off and the school records the hours.'],
  ],
  '4': [
    ['The robotics club is worth a try', 'From beginner to a provincial competition in one year.'],
    ['A summer course is a good way to meet a school', 'Two weeks of summer school helped our child settle in early.'],
  ],
  '5': [
    ['Thanks to the homeroom teacher’s weekly notes', 'Every Friday we hear how our child is doing, which is reassuring.'],
    ['House parents who care like family', 'When our child was ill, the house parent checked on them all night.'],
  ],
  '6': [
    ['Recommended for families on the OSSD route', 'A mature programme with clear credit transfer for Canadian universities.'],
    ['A good choice for students who need English support', 'Well-levelled ESL classes keep the pressure manageable.'],
  ],
};

export const STORY_CATEGORY_PARAGRAPH: Record<string, [string, string]> = {
  '1': ['这是家长在择校过程中了解到的细节，提醒大家在报名前把费用和安排问清楚。', 'A detail one family only learned late; ask about costs and arrangements before you enrol.'],
  '2': ['吐槽归吐槽，我们也把意见反馈给了学校，希望后来的同学能有更好的体验。', 'We passed the complaint on to the school too, hoping the next students have a better time.'],
  '3': ['我们请教了示例学校的老师，把平时不太容易看到的流程整理出来。', 'We asked staff at a sample school to explain a process families rarely see.'],
  '4': ['亲身体验后觉得值得推荐，分享给正在考察学校的家长。', 'Tried it ourselves and think it is worth sharing with families who are still looking.'],
  '5': ['想借这个平台对学校老师和工作人员说一声谢谢。', 'We wanted to say thank you to the school’s teachers and staff.'],
  '6': ['以下是我们家的推荐理由，供大家参考，适合与否还要结合孩子的情况。', 'Here is why we recommend it; whether it suits your child is for you to judge.'],
};

export const STORY_NOTE_ZH = '（示例故事：人物与学校均为虚构，仅用于演示网站功能。）';
export const STORY_NOTE_EN = '(Sample story: the people and schools are invented to demonstrate the site.)';

export const STORY_AUTHORS_ZH = ['示例家长 · 林女士', '示例学生 · 小周', '示例家长 · 陈先生', '示例学生 · Amy', '示例家长 · 王女士', '示例学生 · 小李'];
export const STORY_AUTHORS_EN = ['Sample parent · Ms Lin', 'Sample student · Jay', 'Sample parent · Mr Chen', 'Sample student · Amy'];
