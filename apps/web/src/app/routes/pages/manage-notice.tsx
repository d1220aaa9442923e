// Back-office notices (/manage/notice, super admin).
import { NoticeAdmin } from '@/features/manage-site/components/notice-admin';
import '@/features/manage-site/manage-site.css';

export default function ManageNoticePage() {
  return <NoticeAdmin />;
}
