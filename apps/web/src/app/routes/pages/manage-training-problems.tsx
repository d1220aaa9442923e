// Back-office training problems (/manage/training/:trainingId/problems): ranks, removal and the public picker.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { useAdminTraining } from '@/features/manage-trainings/api/get-admin-training';
import { TrainingProblemsAdmin } from '@/features/manage-trainings/components/training-problems-admin';
import { useTidParam } from '@/features/manage-trainings/hooks/use-tid-param';
import { TrainingNotFound } from '@/features/trainings/components/training-not-found';
import '@/features/manage-problems/manage-problems.css';
import '@/features/manage-trainings/manage-trainings.css';

function TrainingProblems({ tid }: { tid: number }) {
  const query = useAdminTraining(tid);
  return (
    <Card className="mp-page" data-testid="manage-training-problems">
      <QueryState query={query} rows={8}>
        {(training) => <TrainingProblemsAdmin training={training} />}
      </QueryState>
    </Card>
  );
}

export default function ManageTrainingProblemsPage() {
  const tid = useTidParam();
  if (tid === null) return <TrainingNotFound />;
  return <TrainingProblems key={tid} tid={tid} />;
}
