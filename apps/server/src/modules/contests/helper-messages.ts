// Message keys of the contest helper calls, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { CONTEST_HELPER_LIMITS as L } from '@verdict/shared';

export const contestHelperMessages = {
  Contest_print_content_empty: ['打印内容不能为空', 'The content cannot be empty'],
  Contest_print_content_too_short: [
    `打印内容不能少于 ${L.printMinLength} 个字符`,
    `The content cannot be less than ${L.printMinLength} characters`,
  ],
  Contest_print_content_too_long: [
    `打印内容不能超过 ${L.printMaxBytes / 1024} KB`,
    `The content may be at most ${L.printMaxBytes / 1024} KB`,
  ],
  Contest_print_closed: ['该比赛未开启打印功能', 'Printing is not open in this contest'],
  Contest_print_too_frequent: [
    `每 ${L.printIntervalSeconds} 秒只能提交一次打印请求，请稍后再试`,
    `Only one print request every ${L.printIntervalSeconds} seconds; please try again later`,
  ],
  Contest_print_submitted: ['打印请求已提交，请等待工作人员送达', 'Print request submitted; the staff will bring it to you'],
  Contest_print_not_found: ['打印请求不存在', 'The print request does not exist'],
  Contest_admin_only: ['只有比赛管理员可以进行此操作', 'Only the contest admins may do this'],
  Contest_ac_info_not_found: ['该提交不是本比赛某题的首次通过', 'The submission is not a first AC of this contest'],
  Contest_announcement_title_required: ['公告标题不能为空', 'The announcement title is required'],
  Contest_announcement_title_too_long: [
    `公告标题不能超过 ${L.announcementTitleMax} 个字符`,
    `The announcement title may be at most ${L.announcementTitleMax} characters`,
  ],
  Contest_announcement_content_required: ['公告内容不能为空', 'The announcement content is required'],
  Contest_announcement_content_too_long: [
    `公告内容不能超过 ${L.announcementContentMax} 个字符`,
    `The announcement content may be at most ${L.announcementContentMax} characters`,
  ],
  Contest_announcement_not_found: ['比赛公告不存在', 'The contest announcement does not exist'],
  Contest_rejudge_none: ['该比赛题目没有可重判的提交', 'This contest problem has no submissions to rejudge'],
  Contest_rejudge_success: ['重判成功', 'Rejudge successful'],
} as const satisfies Record<string, readonly [string, string]>;
