// "Add from public problems" of a contest: the shared picker, then a prompt for the problem's display id in the
// contest (the next letter suggested).
import '@/locales/need/more';
import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIMITS, type AdminContestProblem } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { ProblemPickerModal } from '@/components/problem-picker-modal';
import { useProblemListState } from '@/hooks/use-problem-list-state';
import { useAddContestProblem, useAdminContestProblems } from '../api/contest-problems';

interface ContestProblemPickerProps {
  cid: number;
  open: boolean;
  onClose: () => void;
  /** The display id offered for the next problem. */
  suggestedId: string;
}

function DisplayIdPrompt({
  cid,
  problem,
  suggestedId,
  onDone,
}: {
  cid: number;
  problem: AdminContestProblem;
  suggestedId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [displayId, setDisplayId] = useState(suggestedId);
  const add = useAddContestProblem();
  const submit = () => {
    const value = displayId.trim();
    if (!value) {
      notify.warning(t('manageContest:problem.displayIdRequired'));
      return;
    }
    add.mutate(
      { cid, pid: problem.pid, displayId: value },
      {
        onSuccess: () => {
          notify.success(t('manageContest:toast.added'));
          onDone();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t('manageContest:problem.displayIdTitle')}
      okText={t('manageContest:problem.add')}
      cancelText={t('manageContest:cancel')}
      onOk={submit}
      onCancel={onDone}
      confirmLoading={add.isPending}
      okButtonProps={{ 'data-testid': 'display-id-confirm' }}
      data-testid="display-id-prompt"
    >
      <Typography.Paragraph>
        {t('manageContest:problem.displayIdHint', { id: problem.problemId, title: problem.title })}
      </Typography.Paragraph>
      <Input
        autoFocus
        value={displayId}
        maxLength={CONTEST_LIMITS.displayIdMax}
        onChange={(e) => setDisplayId(e.target.value)}
        onPressEnter={submit}
        data-testid="display-id-input"
      />
    </Modal>
  );
}

export function ContestProblemPicker({ cid, open, onClose, suggestedId }: ContestProblemPickerProps) {
  const list = useProblemListState();
  const query = useAdminContestProblems(cid, { ...list.state, queryExisted: false }, open);
  const [chosen, setChosen] = useState<AdminContestProblem | null>(null);
  return (
    <>
      <ProblemPickerModal open={open} onClose={onClose} list={list} query={query} addingPid={chosen?.pid ?? null} onAdd={setChosen} />
      {chosen && <DisplayIdPrompt key={chosen.pid} cid={cid} problem={chosen} suggestedId={suggestedId} onDone={() => setChosen(null)} />}
    </>
  );
}
