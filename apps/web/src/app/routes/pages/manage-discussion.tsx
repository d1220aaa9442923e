// Back-office discussions (/manage/discussion): posts (pin, ban, delete) and reports.
import { ManageDiscussion } from '@/features/manage-discussions/components/manage-discussion';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-discussions/manage-discussions.css';

export default function ManageDiscussionPage() {
  return <ManageDiscussion />;
}
