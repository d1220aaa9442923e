// zh-CN footer: terms, privacy, contact, chat group and powered-by texts.
export const footer = {
  terms: '服务条款',
  privacy: '隐私政策',
  chatGroup: '交流群',
  chatGroupTip: '交流群二维码由网站管理员提供，敬请期待。',
  contact: '联系我们：{{email}}',
  contactFallback: '请通过网站管理员联系',
  poweredBy: '技术支持',
};
