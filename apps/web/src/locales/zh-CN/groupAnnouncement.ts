// zh-CN groupAnnouncement.
export const groupAnnouncement = {
};
