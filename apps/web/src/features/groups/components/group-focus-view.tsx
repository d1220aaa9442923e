// A group problem in focus mode (GroupFullProblemDetails): the group's name and the way back above, the problem
// and its editor filling the window, the group's problems below. Members only.
import '@/locales/need/more';
import { Result, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { FocusFrame } from '@/components/focus-mode/focus-frame';
import { FocusToggle } from '@/components/focus-mode/focus-toggle';
import { ProblemStrip } from '@/components/focus-mode/problem-strip';
import { useGroupDetail } from '../api/get-group-detail';
import { useGroupFullScreenProblems } from '../api/get-full-screen-problem-list';
import { useGroupState } from '../hooks/use-group-state';
import { useGroupTitle } from '../hooks/use-group-title';
import { groupFocusPath, groupProblemPath, groupProblemsPath } from '@/lib/paths/groups';
import { GroupProblemDetail } from './group-problem-detail';

function GroupFocusStrip({ gid, displayId }: { gid: number; displayId: string }) {
  const { user } = useSession();
  const query = useGroupFullScreenProblems(gid, user?.uid ?? null);
  if (!query.data) return null;
  return <ProblemStrip problems={query.data} current={displayId} linkTo={(problem) => groupFocusPath(gid, problem.problemId)} />;
}

function FocusedGroup({ group, displayId }: { group: Group; displayId: string }) {
  const { t } = useTranslation();
  const state = useGroupState(group);
  useGroupTitle(group.name);
  const bar = (
    <>
      <Typography.Text strong className="focus-bar-title">
        <Link to={groupProblemsPath(group.id)} data-testid="focus-group-link">
          <ArrowLeftOutlined /> {group.name}
        </Link>
        {` / ${displayId}`}
      </Typography.Text>
      <FocusToggle to={groupProblemPath(group.id, displayId)} active />
    </>
  );
  const open = state.member;
  return (
    <FocusFrame bar={bar} strip={open && <GroupFocusStrip gid={group.id} displayId={displayId} />}>
      {state.pending ? null : open ? (
        <GroupProblemDetail key={displayId} gid={group.id} displayId={displayId} />
      ) : (
        <Result status="403" title={t('group:join.memberOnly')} data-testid="group-locked" />
      )}
    </FocusFrame>
  );
}

export function GroupFocusView({ gid, displayId }: { gid: number; displayId: string }) {
  const { user } = useSession();
  const query = useGroupDetail(gid, user?.uid ?? null);
  return (
    <QueryState query={query} rows={8}>
      {(group) => <FocusedGroup group={group} displayId={displayId} />}
    </QueryState>
  );
}
