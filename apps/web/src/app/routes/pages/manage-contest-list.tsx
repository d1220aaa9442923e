// Back-office contest list (/manage/contest): search, visibility, edit, problems and delete.
import { AdminContestList } from '@/features/manage-contests/components/admin-contest-list';
import '@/features/manage-problems/manage-problems.css';

export default function ManageContestListPage() {
  return <AdminContestList />;
}
