// Back-office training list (/manage/training): search, visibility, edit, problems, delete and categories.
import { AdminTrainingList } from '@/features/manage-trainings/components/admin-training-list';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

export default function ManageTrainingListPage() {
  return <AdminTrainingList />;
}
