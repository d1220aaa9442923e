// Back-office training editing (/manage/training/:trainingId/edit): loads the training into the form.
import { QueryState } from '@/components/query-state';
import { useAdminTraining } from '@/features/manage-trainings/api/get-admin-training';
import { TrainingForm } from '@/features/manage-trainings/components/training-form';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { formValuesOf } from '@/features/manage-trainings/model/training-form';
import { TrainingNotFound } from '@/features/trainings/components/training-not-found';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

function EditTraining({ tid }: { tid: number }) {
  const query = useAdminTraining(tid);
  return (
    <div className="mp-page" data-testid="manage-training-edit">
      <QueryState query={query} rows={8}>
        {(training) => <TrainingForm id={tid} initial={formValuesOf(training)} />}
      </QueryState>
    </div>
  );
}

export default function ManageTrainingEditPage() {
  const tid = useTidParam();
  if (tid === null) return <TrainingNotFound />;
  return <EditTraining key={tid} tid={tid} />;
}
