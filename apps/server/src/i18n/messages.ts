// Server message catalogue: every msg the API answers with, in zh-CN and en-US.
import { problemsMessages } from '../modules/problems/messages.ts';
import { adminProblemsMessages } from '../modules/problems/admin-messages.ts';
import { submissionsMessages } from '../modules/submissions/messages.ts';
import { judgeMessages } from '../modules/judge/messages.ts';
import { accountsMessages } from '../modules/accounts/messages.ts';
import { importMessages } from '../modules/problem-packages/import/messages.ts';
import { exportMessages } from '../modules/problem-packages/export/messages.ts';
import { batchMessages } from '../modules/problem-packages/batch/messages.ts';
import { trainingsMessages } from '../modules/trainings/messages.ts';
import { adminUserMessages } from '../modules/admin/user-messages.ts';
import { adminDashboardMessages } from '../modules/admin/dashboard-messages.ts';
import { adminAnnouncementMessages } from '../modules/announcements/admin-messages.ts';
import { siteConfigMessages } from '../modules/site/config-messages.ts';
import { carouselMessages } from '../modules/home/carousel-messages.ts';
import { chapterMessages } from '../modules/trainings/chapter-messages.ts';
import { personalTrainingMessages } from '../modules/trainings/personal-messages.ts';
import { trainingFavoriteMessages } from '../modules/trainings/favorite-messages.ts';
import { contestsMessages } from '../modules/contests/messages.ts';
import { contestBoardMessages } from '../modules/contests/board-messages.ts';
import { contestHelperMessages } from '../modules/contests/helper-messages.ts';
import { ranksMessages } from '../modules/ranks/messages.ts';
import { groupAdminMessages } from '../modules/groups/admin-messages.ts';
import { groupsMessages } from '../modules/groups/messages.ts';
import { discussionsMessages } from '../modules/discussions/messages.ts';
import { commentMessages } from '../modules/discussions/comment-messages.ts';
import { messageCentreMessages } from '../modules/messages/messages.ts';
import { filesMessages } from '../modules/files/messages.ts';
import { noticeMessages } from '../modules/messages/notice-messages.ts';
import { groupAnnouncementMessages } from '../modules/groups/announcement-messages.ts';
import { groupRankMessages } from '../modules/groups/rank-messages.ts';
import { groupProblemApplyMessages } from '../modules/groups/apply-messages.ts';

export type Lang = 'zh-CN' | 'en-US';

const catalogue = {
  Success: ['成功', 'Success'],
  Please_login_first: ['请先登录', 'Please login first'],
  Admin_login_required: ['请使用管理员账号重新登录', 'Please login again with the administrator account'],
  No_permission: ['您没有权限执行此操作', 'You do not have permission to do this'],
  Not_found: ['请求的资源不存在', 'The resource requested could not be found'],
  Route_not_found: ['接口 {route} 不存在', 'No API route {route}'],
  Server_error: ['服务器出错，请刷新后重试', 'Server error, please refresh and try again'],
  Database_unavailable: ['数据库暂时无法访问，请稍后重试', 'The database is unavailable right now, please try again shortly'],
  Bad_request: ['请求有误', 'Bad request'],
  Invalid_json: ['请求体不是合法的 JSON', 'The request body is not valid JSON'],
  Body_too_large: ['请求体过大', 'The request body is too large'],
  Unsupported_media_type: ['不支持的请求内容类型', 'Unsupported content type'],
  Method_not_allowed: ['不支持的请求方法', 'Method not allowed'],
  Speed_too_fast: ['操作过快，可能是机器操作', 'Speed too fast, may be machine operation'],
  Invalid_parameter: ['参数 {field} 不合法：{reason}', 'Invalid parameter {field}: {reason}'],
  Nul_character_refused: ['请求中含有空字符（\\u0000），已拒绝', 'The request holds a NUL character (\\u0000) and was refused'],
  Username_Required: ['用户名不能为空', 'The username is required'],
  Username_Max: ['用户名长度不能超过 20', 'The username may be at most 20 characters'],
  Password_Required: ['密码不能为空', 'The password is required'],
  Password_Length: ['密码长度应为 6 到 20 个字符', 'The password must be 6 to 20 characters'],
  Login_failed: ['用户名或密码错误', 'Incorrect username or password'],
  Account_banned: ['该账号已被封禁，请联系管理员', 'This account is banned; please contact an administrator'],
  Slide_verify_required: ['登录失败次数过多，请先完成滑动验证', 'Too many failed logins; please complete the slide verification'],
  Slide_verify_failed: ['验证失败，请重试', 'Verification failed, please try again'],
  Slide_verify_expired: ['验证已过期，请重新验证', 'The verification has expired, please try again'],
  Login_expired: ['登录已失效，请重新登录', 'Your session has expired, please login again'],
  Logout_success: ['退出登录成功', 'Logged out'],
  Welcome_Back: ['欢迎回来', 'Welcome back'],
  Announcement_not_found: ['公告不存在或已隐藏', 'The announcement does not exist or is hidden'],
  ...problemsMessages,
  ...adminProblemsMessages,
  ...submissionsMessages,
  ...judgeMessages,
  ...accountsMessages,
  ...importMessages,
  ...exportMessages,
  ...batchMessages,
  ...trainingsMessages,
  ...chapterMessages,
  ...personalTrainingMessages,
  ...trainingFavoriteMessages,
  ...contestsMessages,
  ...contestBoardMessages,
  ...contestHelperMessages,
  ...ranksMessages,
  ...groupsMessages,
  ...groupAdminMessages,
  ...discussionsMessages,
  ...commentMessages,
  ...messageCentreMessages,
  ...filesMessages,
  ...noticeMessages,
  ...groupAnnouncementMessages,
  ...groupRankMessages,
  ...groupProblemApplyMessages,
  ...adminUserMessages,
  ...adminDashboardMessages,
  ...adminAnnouncementMessages,
  ...siteConfigMessages,
  ...carouselMessages,
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof catalogue;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = catalogue[key][lang === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** ?l= wins, then Accept-Language; zh-CN is the default. */
export function pickLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  const wanted = typeof queryLang === 'string' && queryLang ? queryLang : (acceptLanguage ?? '');
  return wanted.trim().toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
