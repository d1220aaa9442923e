// A problem of the group (GroupProblemDetails): the way back to the group's problems, the focus-mode toggle and
// the problem page.
import '@/locales/need/more';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group } from '@verdict/shared';
import { ContextProblemFrame } from '@/components/focus-mode/context-problem-frame';
import { GROUP_LIST_PATH, groupFocusPath, groupProblemsPath } from '@/lib/paths/groups';
import { GroupProblemDetail } from './group-problem-detail';

export function GroupProblemView({ group, displayId }: { group: Group; displayId: string }) {
  const { t } = useTranslation();
  const breadcrumb = [
    { title: <Link to={GROUP_LIST_PATH}>{t('group:list.heading')}</Link> },
    {
      title: (
        <Link to={groupProblemsPath(group.id)} data-testid="group-back">
          {group.name}
        </Link>
      ),
    },
    { title: displayId },
  ];
  return (
    <ContextProblemFrame breadcrumb={breadcrumb} focusTo={groupFocusPath(group.id, displayId)} testId="group-problem-page">
      <GroupProblemDetail key={displayId} gid={group.id} displayId={displayId} />
    </ContextProblemFrame>
  );
}
