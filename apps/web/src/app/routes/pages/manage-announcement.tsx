// Back-office site announcements (/manage/announcement, super admin).
import { AnnouncementAdmin } from '@/features/manage-site/components/announcement-admin';
import '@/features/manage-site/manage-site.css';

export default function ManageAnnouncementPage() {
  return <AnnouncementAdmin />;
}
