// Inline visibility switch of a problem row: publish needs root or a problem admin; contest and group are set elsewhere.
import '@/locales/need/more';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_AUTHS, ProblemAuth } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useChangeProblemAuth } from '@/lib/api/change-problem-auth';

const AUTH_COLORS: Record<number, string> = { 1: 'green', 2: 'default', 3: 'orange', 4: 'blue' };

export function ProblemAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return <Tag color={AUTH_COLORS[auth]}>{t(`manageProblems:auth.${auth}`)}</Tag>;
}

interface ProblemAuthSelectProps {
  pid: number;
  auth: number;
  /** The caller may change this problem's visibility at all. */
  editable: boolean;
  mayPublish: boolean;
}

export function ProblemAuthSelect({ pid, auth, editable, mayPublish }: ProblemAuthSelectProps) {
  const { t } = useTranslation();
  const change = useChangeProblemAuth();
  if (!editable || auth === ProblemAuth.Group) return <ProblemAuthTag auth={auth} />;
  const options = PROBLEM_AUTHS.filter((value) => value !== ProblemAuth.Group).map((value) => ({
    value,
    label: t(`manageProblems:auth.${value}`),
    disabled: value === ProblemAuth.ContestOnly || (value === ProblemAuth.Public && !mayPublish),
  }));
  return (
    <Select
      size="small"
      value={auth}
      options={options}
      loading={change.isPending}
      popupMatchSelectWidth={false}
      style={{ width: 110 }}
      data-testid={`problem-auth-${pid}`}
      onChange={(next: number) =>
        change.mutate({ pid, auth: next }, { onSuccess: () => notify.success(t('manageProblems:toast.updated')) })
      }
    />
  );
}
