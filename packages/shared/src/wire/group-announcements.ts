// Wire shape of a group announcement (spec 002 §3 "Announcement" with the group's id and the status).
export interface GroupAnnouncement {
  id: number;
  gid: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  uid: string | null;
  username: string | null;
  gmtCreate: string;
  gmtModified: string;
}
