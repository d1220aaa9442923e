// Message keys of site (config), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const siteConfigMessages = {
  Switch_boolean_invalid: ['开关只能是开或关', 'A switch is either on or off'],
  Switch_submit_interval_invalid: [
    '提交间隔须为 0 到 3600 之间的整数（秒）',
    'The submit interval must be a whole number of seconds up to 3600',
  ],
  Switch_solved_invalid: ['通过题目数须为 0 到 100000 之间的整数', 'The number of solved problems must be a whole number from 0 to 100000'],
  Switch_daily_invalid: ['每日上限须为 0 到 1000 之间的整数', 'The daily limit must be a whole number from 0 to 1000'],
  Switch_owned_groups_invalid: [
    '可拥有团队数须为 0 到 1000 之间的整数',
    'The number of owned groups must be a whole number from 0 to 1000',
  ],
  Switch_testdata_invalid: [
    '测试数据配额须为 0 到 102400 之间的整数（MB）',
    'The test data quota must be a whole number of MB from 0 to 102400',
  ],
  Web_base_url_invalid: [
    '网站地址须为 http(s) 地址，最多 255 个字符',
    'The site address must be an http(s) address of at most 255 characters',
  ],
  Web_name_invalid: ['网站名称须为 1 到 64 个字符', 'The site name must be 1 to 64 characters'],
  Web_short_name_invalid: ['网站简称须为 1 到 20 个字符', 'The short name must be 1 to 20 characters'],
  Web_description_invalid: ['网站简介最多 500 个字符', 'The description may be at most 500 characters'],
  Web_email_invalid: ['联系邮箱格式不正确', 'The contact e-mail is not a valid address'],
  Web_record_name_invalid: ['备案名称最多 100 个字符', 'The record name may be at most 100 characters'],
  Web_record_url_invalid: [
    '备案链接须为 http(s) 地址，最多 255 个字符',
    'The record link must be an http(s) address of at most 255 characters',
  ],
  Web_project_name_invalid: ['项目名称最多 64 个字符', 'The project name may be at most 64 characters'],
  Web_project_url_invalid: [
    '项目链接须为 http(s) 地址，最多 255 个字符',
    'The project link must be an http(s) address of at most 255 characters',
  ],
} as const satisfies Record<string, readonly [string, string]>;
