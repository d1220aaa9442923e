// zh-CN manageSite: the back office's site announcements, notices and home carousel.
export const manageSite = {};
