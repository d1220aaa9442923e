// A training's form (new, or loaded through the scope) and its problem list, for the back office's and the
// groups' pages, and a chapter's form pages (a new chapter of the training, or ?chapterId=); an id that is not an
// id is not found.
import '@/locales/need/more';
import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseTid } from '@/lib/paths/trainings';
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

/** A chapter form page under its training's title. */
function ChapterPage({ tid, chapterId, testId }: { tid: number; chapterId: number | null; testId: string }) {
  const { t } = useTranslation();
  const parent = useAdminTraining(tid).data;
  const heading = t(chapterId === null ? 'chapters:admin.createTitle' : 'chapters:admin.editTitle');
  return (
    <div className="mp-page" data-testid={testId}>
      <Typography.Title level={4} className="mt-heading">
        {parent ? `${parent.title} · ${heading}` : heading}
      </Typography.Title>
      {chapterId === null ? (
        <TrainingForm id={null} initial={NEW_TRAINING} parentId={tid} />
      ) : (
        <ChapterForm tid={tid} chapterId={chapterId} />
      )}
    </div>
  );
}

interface ChapterFormProps {
  tid: number;
  chapterId: number;
  onClose?: () => void;
  inDialog?: boolean;
}

/** A chapter's form, loaded through the scope (the form page and the group's dialog). */
export function ChapterForm({ tid, chapterId, onClose, inDialog }: ChapterFormProps) {
  const query = useAdminTraining(chapterId);
  return (
    <QueryState query={query} rows={8}>
      {(chapter) => <TrainingForm id={chapterId} initial={formValuesOf(chapter)} parentId={tid} onClose={onClose} inDialog={inDialog} />}
    </QueryState>
  );
}

export function ChapterCreator({ tid, testId }: { tid: number | null; testId: string }) {
  return tid === null ? <TrainingNotFound /> : <ChapterPage key={tid} tid={tid} chapterId={null} testId={testId} />;
}

/** The chapter is the query's chapterId (/manage/training/:trainingId/chapter/edit?chapterId=). */
export function ChapterEditor({ tid, testId }: { tid: number | null; testId: string }) {
  const chapterId = parseTid(useSearchParams()[0].get('chapterId') ?? undefined);
  if (tid === null || chapterId === null) return <TrainingNotFound />;
  return <ChapterPage key={chapterId} tid={tid} chapterId={chapterId} testId={testId} />;
}
