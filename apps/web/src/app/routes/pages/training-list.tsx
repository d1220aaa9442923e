// Training list page (/training): filters, the paged list with progress for logged-in users.
import { TrainingList } from '@/features/trainings/components/training-list';

export default function TrainingListPage() {
  return (
    <div className="page">
      <TrainingList />
    </div>
  );
}
