// Back-office site answers (spec 002 §3 "Announcement"): a site announcement with its status, hidden ones too.
export interface AdminAnnouncement {
  id: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  username: string | null;
  viewNum: number;
  gmtCreate: string;
  gmtModified: string;
}
