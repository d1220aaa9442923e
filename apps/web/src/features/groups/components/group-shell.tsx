// The group page shell (/group/:groupID/...): loads the group and the caller's rights, titles the document with
// the group's name, and shows the tabs with the page beside the side card (full width for submission and training
// pages; the problem page alone). A tab the caller may not open shows why instead of the page.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Card, Col, Result, Row, Skeleton } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Group } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useRouteMeta } from '@/lib/route-meta';
import { useSession } from '@/lib/session';
import { useGroupDetail } from '../api/get-group-detail';
import { useGroupState, type GroupState } from '../hooks/use-group-state';
import { useGroupTitle } from '../hooks/use-group-title';
import { isFullWidth, isProblemPage, tabEnabled, tabOfRoute, type GroupTab } from '../lib/tabs';
import { GroupSideCard } from './group-side-card';
import { GroupTabs } from './group-tabs';
import '../groups.css';

/** What a locked tab says; the others ask to join. */
const LOCKED_TITLE: Partial<Record<GroupTab, string>> = {
  setting: 'group:setting.rootOnly',
  announcement: 'groupAnnouncement:adminOnly',
};

function GuardedOutlet({ state, tab }: { state: GroupState; tab: ReturnType<typeof tabOfRoute> }) {
  const { t } = useTranslation();
  if (!tab || tab === 'home') return <Outlet context={state} />;
  if (state.pending) return <Skeleton active paragraph={{ rows: 4 }} data-testid="query-loading" />;
  if (tabEnabled(tab, state)) return <Outlet context={state} />;
  const title = t(LOCKED_TITLE[tab] ?? 'group:join.memberOnly');
  return <Result status="403" title={title} data-testid="group-locked" />;
}

function GroupFrame({ group }: { group: Group }) {
  const state = useGroupState(group);
  const name = useRouteMeta()?.name ?? '';
  const tab = tabOfRoute(name);
  useGroupTitle(group.name);
  const page: ReactNode = <GuardedOutlet state={state} tab={tab} />;
  if (isProblemPage(name)) return page;
  const main = (
    <Card className="group-main" data-testid="group-details">
      <GroupTabs state={state} active={tab} />
      {page}
    </Card>
  );
  if (isFullWidth(name)) return main;
  return (
    <Row gutter={[16, 16]} className="group-layout">
      <Col xs={24} lg={18} className="group-layout-main">
        {main}
      </Col>
      <Col xs={24} lg={6}>
        <GroupSideCard state={state} />
      </Col>
    </Row>
  );
}

export function GroupShell({ gid }: { gid: number }) {
  const { user } = useSession();
  const query = useGroupDetail(gid, user?.uid ?? null);
  return (
    <QueryState query={query} rows={8}>
      {(group) => <GroupFrame group={group} />}
    </QueryState>
  );
}
