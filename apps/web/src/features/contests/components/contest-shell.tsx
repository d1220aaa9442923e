// The contest page shell (/contest/:contestID/...): loads the contest, keeps its clock and the caller's rights,
// and shows the header with the tabs of spec 001 §2 the caller may open (the non-overview ones locked for
// non-admins while the menu is locked; the comment tab while the site opens contest comments) above the child page. Problem and submission pages get the whole width.
import '@/locales/need/more';
import { Card, Tabs } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestType, type ContestInfo } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useRouteMeta } from '@/lib/route-meta';
import { useWebsiteConfig } from '@/lib/website-config';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useContestInfo } from '../api/get-contest-info';
import { useContestState, type ContestState } from '../hooks/use-contest-state';
import {
  contestAcInfoPath,
  contestAdminPrintPath,
  contestAnnouncementsPath,
  contestCommentPath,
  contestPath,
  contestPrintPath,
  contestProblemsPath,
  contestRankPath,
  contestRejudgePath,
  contestScrollBoardPath,
  contestSubmissionsPath,
} from '@/lib/paths/contests';
import { ContestHeader } from './contest-header';
import '../contests.css';

type TabKey =
  | 'overview'
  | 'problems'
  | 'submissions'
  | 'rank'
  | 'announcements'
  | 'comment'
  | 'print'
  | 'acInfo'
  | 'adminPrint'
  | 'rejudge'
  | 'scrollBoard';

/** The tab of each tab route. */
const TAB_OF_ROUTE: Record<string, TabKey> = {
  ContestDetails: 'overview',
  ContestProblemList: 'problems',
  ContestSubmissionList: 'submissions',
  ContestRank: 'rank',
  ContestAnnouncementList: 'announcements',
  ContestComment: 'comment',
  ContestPrint: 'print',
  ContestACInfo: 'acInfo',
  ContestAdminPrint: 'adminPrint',
  ContestRejudgeAdmin: 'rejudge',
  ContestScrollBoard: 'scrollBoard',
};
/** Child routes shown without the header and tabs. */
const FULL_WIDTH = new Set(['ContestProblemDetails', 'ContestSubmissionDetails']);

const TAB_PATH: Record<TabKey, (cid: number) => string> = {
  overview: contestPath,
  problems: contestProblemsPath,
  submissions: contestSubmissionsPath,
  rank: contestRankPath,
  announcements: contestAnnouncementsPath,
  comment: contestCommentPath,
  print: contestPrintPath,
  acInfo: contestAcInfoPath,
  adminPrint: contestAdminPrintPath,
  rejudge: contestRejudgePath,
  scrollBoard: contestScrollBoardPath,
};

/** Who sees each tab (spec 001 §2): comments (clarifications) while the site opens them, printing tabs with printing
 * on, the balloon list and scroll board for the admins of ACM contests, rejudging for the super admin. */
const tabsFor = (contest: ContestInfo, superAdmin: boolean, comments: boolean): TabKey[] => {
  const acm = contest.type === ContestType.ACM;
  const shown: [TabKey, boolean][] = [
    ['overview', true],
    ['problems', true],
    ['submissions', true],
    ['rank', true],
    ['announcements', true],
    ['comment', comments],
    ['print', contest.openPrint],
    ['acInfo', contest.isAdmin && acm],
    ['adminPrint', contest.isAdmin && contest.openPrint],
    ['rejudge', superAdmin],
    ['scrollBoard', contest.isAdmin && acm],
  ];
  return shown.filter(([, show]) => show).map(([key]) => key);
};

function ContestTabs({ state, active }: { state: ContestState; active: TabKey | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: config } = useWebsiteConfig();
  const keys = tabsFor(state.contest, isSuperAdminUser(user), config?.openContestComment === true);
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(TAB_PATH[key as TabKey](state.contest.id))}
      items={keys.map((key) => ({
        key,
        disabled: key !== 'overview' && state.locked,
        label: <span data-testid={`contest-tab-${key}`}>{t(`contest:tabs.${key}`)}</span>,
      }))}
    />
  );
}

function ContestFrame({ contest }: { contest: ContestInfo }) {
  const state = useContestState(contest);
  const name = useRouteMeta()?.name ?? '';
  if (FULL_WIDTH.has(name)) return <Outlet context={state} />;
  return (
    <Card className="contest-details" data-testid="contest-details">
      <ContestHeader state={state} />
      <ContestTabs state={state} active={TAB_OF_ROUTE[name]} />
      <Outlet context={state} />
    </Card>
  );
}

export function ContestShell({ cid }: { cid: number }) {
  const { user } = useSession();
  const query = useContestInfo(cid, user?.uid ?? null);
  return (
    <QueryState query={query} rows={8}>
      {(contest) => <ContestFrame contest={contest} />}
    </QueryState>
  );
}
