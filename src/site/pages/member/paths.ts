/** Language-less paths of the member centre (wrap with `to()` of useSiteLang). */
export const memberPaths = {
  centre: '/layout',
  person: '/layout/person',
  editInfo: '/layout/editinfo',
  schoolInfo: '/layout/schoolinfo',
  password: '/layout/password',
  shortlist: '/layout/shortlist',
  notify: '/notify',
  forget: '/dssForgetPsd',
} as const;

/** The centre's menu, in order (labels: site-member `menu.<key>`). */
export const MEMBER_MENU = [
  { key: 'person', path: memberPaths.person },
  { key: 'editInfo', path: memberPaths.editInfo },
  { key: 'schoolInfo', path: memberPaths.schoolInfo },
  { key: 'shortlist', path: memberPaths.shortlist },
  { key: 'notify', path: memberPaths.notify },
  { key: 'password', path: memberPaths.password },
] as const;

/** react-query keys of the member's data. */
export const memberKeys = {
  notices: ['member', 'notices'] as const,
  info: ['member', 'info'] as const,
  auth: ['member', 'schoolAuth'] as const,
  schools: ['member', 'mySchools'] as const,
};
