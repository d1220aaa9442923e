// zh-CN pages: 404, logout and the static pages' content.
export const pages = {
  notFound: '抱歉，您访问的页面不存在',
  loggingOut: '正在退出登录…',
  static: {
    introduction: {
      title: '简介',
      body: [
        'Verdict 是一个开源的在线评测系统，支持 ACM 与 OI 赛制的比赛、训练计划、团队与讨论。',
        '你可以在题库中练习编程题目，提交代码后由评测机自动给出结果，并在排名中与他人比较。',
        '支持的远程评测平台包括 HDU、Codeforces、POJ、GYM、AtCoder 与 SPOJ。',
      ],
    },
    developer: {
      title: '开发者',
      body: [
        'Verdict 由社区开发者共同维护，前端基于 React 与 Ant Design，后端基于 Node.js。',
        '欢迎通过提交问题与合并请求参与开发，共同打造更好的评测平台。',
      ],
    },
    wiki: {
      title: '使用帮助',
      body: [
        '注册并登录后即可提交代码；提交结果会在评测状态页中实时更新。',
        '比赛分为 ACM 赛制（按通过题数与罚时排名）和 OI 赛制（按得分排名）。',
        '如遇问题，请先查看公告，或在讨论区中提问。',
      ],
    },
  },
};
