// zh-CN groupRank: the group's Rank tab, the group avatar in Setting and the disband verification.
export const groupRank = {
  title: '团队排名',
  type: { ACM: 'ACM', OI: 'OI' },
  empty: '团队还没有成员',
  avatar: {
    title: '团队头像',
    choose: '选择图片',
    hint: '支持 {{types}}，不超过 {{size}} MB，裁剪为 {{crop}}×{{crop}} 的正方形',
  },
  disband: {
    title: '解散团队',
    content: '解散「{{name}}」将删除团队的全部题目、训练、比赛、公告与成员，且无法恢复。请用账号绑定的邮箱接收验证码确认。',
    email: '邮箱',
    code: '验证码',
    sendCode: '发送验证码',
    codePlaceholder: '6 位验证码',
    ok: '确认解散',
    cancel: '取消',
    noEmail: '您的账号尚未绑定邮箱，请先在设置中绑定邮箱。',
  },
};
