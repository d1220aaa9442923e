// The group's trainings as its members see them: the site's training table in the group's scope, paged, with
// the empty and error states.
import '@/locales/need/more';
import { useMemo } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { TrainingTable } from '@/components/trainings/training-table';
import { TrainingScopeContext } from '@/lib/training-scope';
import { useGroupTrainingList } from '../api/get-group-training-list';
import { groupTrainingScope } from '@/lib/paths/group-trainings';

interface GroupTrainingTableProps {
  gid: number;
  currentPage: number;
  onPage: (currentPage: number) => void;
}

export function GroupTrainingTable({ gid, currentPage, onPage }: GroupTrainingTableProps) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const scope = useMemo(() => groupTrainingScope(gid), [gid]);
  const limit = GROUP_LIMITS.trainingPageSize;
  const query = useGroupTrainingList({ gid, currentPage, limit }, user?.uid ?? null);
  return (
    <TrainingScopeContext value={scope}>
      <QueryState query={query} rows={6}>
        {(page) => (
          <TrainingTable
            rows={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            showProgress
            empty={<Empty description={t('training:list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="training-empty" />}
            pagination={{
              current: currentPage,
              pageSize: limit,
              total: page.total,
              showSizeChanger: false,
              simple: mobile,
              hideOnSinglePage: true,
              showTotal: mobile ? undefined : (total) => t('training:list.total', { total }),
              onChange: onPage,
            }}
          />
        )}
      </QueryState>
    </TrainingScopeContext>
  );
}
