// zh-CN messages: the error catalogue and toasts of spec 000 §8.
export const messages = {
  Please_login_first: '请先登录',
  Please_login_again_with_admin: '请使用管理员账号重新登录',
  No_Access_Public_Discussion: '无权访问：网站已关闭公共讨论区',
  No_Access_Group_Discussion: '无权访问：网站已关闭团队讨论区',
  No_Access_Contest_Comment: '无权访问：网站已关闭比赛评论区',
  No_permission: '没有权限执行此操作',
  Resource_not_found: '请求的资源不存在',
  Server_error: '服务器出错了，请刷新页面后重试',
  Request_timeout: '请求超时，请稍后再试',
  Network_error: '网络错误，与服务器的连接异常',
  Chunk_timeout: '页面加载超时，请刷新后重试',
  Welcome_Back: '欢迎回来',
};
