/** Dict types and data: RuoYi's ten system dicts (contract 3.11) and the portal's public ones. */
export interface DictTypeSeed {
  dictName: string;
  dictType: string;
  remark: string;
  /** [value, label, listClass, isDefault?] */
  data: [string, string, string, ('Y' | 'N')?][];
}

export const DICT_SEED: DictTypeSeed[] = [
  { dictName: '用户性别', dictType: 'sys_user_sex', remark: '用户性别列表', data: [['0', '男', '', 'Y'], ['1', '女', ''], ['2', '未知', '']] },
  { dictName: '菜单状态', dictType: 'sys_show_hide', remark: '菜单状态列表', data: [['0', '显示', 'primary', 'Y'], ['1', '隐藏', 'danger']] },
  { dictName: '系统开关', dictType: 'sys_normal_disable', remark: '系统开关列表', data: [['0', '正常', 'primary', 'Y'], ['1', '停用', 'danger']] },
  { dictName: '任务状态', dictType: 'sys_job_status', remark: '任务状态列表', data: [['0', '正常', 'primary', 'Y'], ['1', '暂停', 'danger']] },
  { dictName: '任务分组', dictType: 'sys_job_group', remark: '任务分组列表', data: [['DEFAULT', '默认', '', 'Y'], ['SYSTEM', '系统', '']] },
  { dictName: '系统是否', dictType: 'sys_yes_no', remark: '系统是否列表', data: [['Y', '是', 'primary', 'Y'], ['N', '否', 'danger']] },
  { dictName: '通知类型', dictType: 'sys_notice_type', remark: '通知类型列表', data: [['1', '通知', 'warning', 'Y'], ['2', '公告', 'success']] },
  { dictName: '通知状态', dictType: 'sys_notice_status', remark: '通知状态列表', data: [['0', '正常', 'primary', 'Y'], ['1', '关闭', 'danger']] },
  {
    dictName: '操作类型', dictType: 'sys_oper_type', remark: '操作类型列表',
    data: [
      ['0', '其他', 'info'], ['1', '新增', 'info'], ['2', '修改', 'info'], ['3', '删除', 'danger'], ['4', '授权', 'primary'],
      ['5', '导出', 'warning'], ['6', '导入', 'warning'], ['7', '强退', 'danger'], ['8', '生成代码', 'warning'], ['9', '清空数据', 'danger'],
    ],
  },
  { dictName: '系统状态', dictType: 'sys_common_status', remark: '登录状态列表', data: [['0', '成功', 'primary'], ['1', '失败', 'danger']] },

  // the portal's dicts, read anonymously by the public site (PUBLIC_DICT_TYPES)
  {
    dictName: '学校类型', dictType: 'bbs_school_type', remark: '学校类型列表',
    data: [
      ['1', '公立学校', 'primary'], ['2', '私立学校', 'success'], ['3', '国际学校', 'warning'], ['4', '教会学校', 'info'],
      ['5', '寄宿学校', 'default'], ['6', '双语学校', 'primary'], ['7', '民办学校', 'success'],
    ],
  },
  {
    dictName: '入学方式', dictType: 'joinschooldict', remark: '学校的入学方式',
    data: [['1', '笔试', 'primary'], ['2', '面试', 'success'], ['3', '笔试+面试', 'warning'], ['4', '材料审核', 'info'], ['5', '直接入学', 'default']],
  },
  {
    dictName: '招生年级', dictType: 'recruitgradedict', remark: '学校招生的年级',
    data: [
      ['K', '幼儿园', 'default'], ['G1', '一年级', 'primary'], ['G2', '二年级', 'primary'], ['G3', '三年级', 'primary'],
      ['G4', '四年级', 'primary'], ['G5', '五年级', 'primary'], ['G6', '六年级', 'primary'], ['G7', '七年级', 'success'],
      ['G8', '八年级', 'success'], ['G9', '九年级', 'success'], ['G10', '十年级', 'warning'], ['G11', '十一年级', 'warning'],
      ['G12', '十二年级', 'warning'],
    ],
  },
  {
    dictName: '在校生人数', dictType: 'existstunumsdict', remark: '学校在校生人数区间',
    data: [['1', '200人以下', 'default'], ['2', '200-500人', 'info'], ['3', '500-1000人', 'primary'], ['4', '1000-2000人', 'success'], ['5', '2000人以上', 'warning']],
  },
  {
    dictName: '申请难度', dictType: 'application_difficulty', remark: '学校申请难度',
    data: [['1', '容易', 'success'], ['2', '一般', 'primary'], ['3', '较难', 'warning'], ['4', '很难', 'danger']],
  },
  {
    dictName: '学段', dictType: 'educational_stage', remark: '学校覆盖的学段',
    data: [['1', '幼儿园', 'default'], ['2', '小学', 'primary'], ['3', '初中', 'success'], ['4', '高中', 'warning'], ['5', '大学预科', 'info']],
  },
];
