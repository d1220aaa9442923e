// A training's form (new, or loaded through the scope) and its problem list, for the back office's and the
// groups' pages; an id that is not an id is not found.
import { Card } from 'antd';
import { QueryState } from '@/components/query-state';
import { TrainingNotFound } from '@/components/training-not-found';
import { useAdminTraining } from '../api/get-admin-training';
import { formValuesOf, NEW_TRAINING } from '../model/training-form';
import { TrainingForm } from './training-form';
import { TrainingProblemsAdmin } from './training-problems-admin';

export function TrainingCreator({ testId }: { testId: string }) {
  return (
    <div className="mp-page" data-testid={testId}>
      <TrainingForm id={null} initial={NEW_TRAINING} />
    </div>
  );
}

function Editor({ tid, testId }: { tid: number; testId: string }) {
  const query = useAdminTraining(tid);
  return (
    <div className="mp-page" data-testid={testId}>
      <QueryState query={query} rows={8}>
        {(training) => <TrainingForm id={tid} initial={formValuesOf(training)} />}
      </QueryState>
    </div>
  );
}

function Problems({ tid, testId }: { tid: number; testId: string }) {
  const query = useAdminTraining(tid);
  return (
    <Card className="mp-page" data-testid={testId}>
      <QueryState query={query} rows={8}>
        {(training) => <TrainingProblemsAdmin training={training} />}
      </QueryState>
    </Card>
  );
}

export function TrainingEditor({ tid, testId }: { tid: number | null; testId: string }) {
  return tid === null ? <TrainingNotFound /> : <Editor key={tid} tid={tid} testId={testId} />;
}

export function TrainingProblemsEditor({ tid, testId }: { tid: number | null; testId: string }) {
  return tid === null ? <TrainingNotFound /> : <Problems key={tid} tid={tid} testId={testId} />;
}
