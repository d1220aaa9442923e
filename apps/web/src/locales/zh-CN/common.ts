// zh-CN common: app name, shared buttons, states and language names.
export const common = {
  appName: 'Verdict 在线评测',
  back: '返回',
  goHome: '回到首页',
  more: '更多',
  retry: '重试',
  refresh: '刷新',
  loadFailed: '加载失败',
  noData: '暂无数据',
  pageError: '页面出错了',
  perPage: '{{size}} 条/页',
  pageSize: '每页条数',
  search: '搜索',
  languages: { 'zh-CN': '简体中文', 'en-US': 'English' },
};
