// The group list page body: filters in the URL, the cards (9 a page by default), Create Group, and the empty and
// error states.
import '@/locales/need/more';
import { Button, Card, Empty, List } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useSearchState } from '@/hooks/use-search-state';
import { useGroupList } from '../api/get-group-list';
import { useLoginGate } from '@/hooks/use-login-gate';
import { parseGroupSearch, serializeGroupSearch } from '../lib/list-search';
import { GroupCard } from './group-card';
import { GroupCreateDialog } from './group-create-dialog';
import { GroupFilters } from './group-filters';
import '../groups.css';

const GRID = { gutter: 16, xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

export function GroupList() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const loginGate = useLoginGate();
  const [creating, setCreating] = useState(false);
  const [search, update] = useSearchState(parseGroupSearch, serializeGroupSearch);
  const query = useGroupList(
    {
      keyword: search.keyword || undefined,
      auth: search.auth,
      onlyMine: user && search.onlyMine ? true : undefined,
      currentPage: search.currentPage,
      limit: search.limit,
    },
    user?.uid ?? null,
  );
  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => loginGate() && setCreating(true)} data-testid="group-create">
      {t('group:list.create')}
    </Button>
  );
  return (
    <Card title={t('group:list.heading')} extra={create} className="group-list-page" data-testid="group-list">
      <GroupFilters search={search} onChange={update} />
      <QueryState query={query} rows={8}>
        {(page) => (
          <List
            grid={GRID}
            dataSource={page.records}
            rowKey="id"
            loading={query.isFetching && query.isPlaceholderData}
            locale={{
              emptyText: <Empty description={t('group:list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="group-empty" />,
            }}
            renderItem={(group) => (
              <List.Item>
                <GroupCard group={group} />
              </List.Item>
            )}
            pagination={{
              current: search.currentPage,
              pageSize: search.limit,
              total: page.total,
              showSizeChanger: !mobile,
              pageSizeOptions: GROUP_LIMITS.listPageSizes.map(String),
              simple: mobile,
              align: 'center',
              showTotal: mobile ? undefined : (total) => t('group:list.total', { total }),
              onChange: (currentPage, limit) => update(limit === search.limit ? { currentPage } : { currentPage: 1, limit }),
            }}
            data-testid="group-cards"
          />
        )}
      </QueryState>
      {creating && <GroupCreateDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
