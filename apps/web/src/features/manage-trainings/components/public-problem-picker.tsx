// "Add from public problems" of a training (a group's: its problems and the public ones): the shared picker over the
// problems the training lacks.
import '@/locales/need/more';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAddTrainingProblem, useAdminTrainingProblems } from '../api/training-problems';
import { useProblemListState } from '@/hooks/use-problem-list-state';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import { ProblemPickerModal } from '@/components/problem-picker-modal';

export function PublicProblemPicker({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useProblemListState();
  const query = useAdminTrainingProblems(tid, { ...list.state, queryExisted: false }, open);
  const add = useAddTrainingProblem();
  const { pickerTitle } = useTrainingAdminScope();
  return (
    <ProblemPickerModal
      open={open}
      onClose={onClose}
      title={t(pickerTitle)}
      list={list}
      query={query}
      addingPid={add.isPending ? add.variables.pid : null}
      onAdd={(row) => add.mutate({ tid, pid: row.pid }, { onSuccess: () => notify.success(t('training:toast.added')) })}
    />
  );
}
