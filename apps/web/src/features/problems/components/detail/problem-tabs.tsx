// Left side of the problem page: description, my submissions, annex (with user extra files) and explanation
// (a site problem's discussions with public discussion on, a group problem's with group discussion on). A context
// (a contest) may bring its own list of my submissions. The list with its table and the annex are chunks of their
// own, loaded when their tab is first opened: the page's first paint is the statement.
import '@/locales/need/problem-pages';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail } from '@verdict/shared';
import { useWebsiteConfig } from '@/lib/website-config';
import { Explanations } from './explanations';
import { withChunkTimeout } from '@/lib/lazy-page';
import { ProblemHeader } from './problem-header';
import { ProblemStatement } from './problem-statement';

const MySubmissions = lazy(() =>
  withChunkTimeout(() => import('@/components/judge/my-submissions').then((m) => ({ default: m.MySubmissions }))),
);
const AnnexFiles = lazy(() => withChunkTimeout(() => import('./annex-files').then((m) => ({ default: m.AnnexFiles }))));

/** A tab's content that loads with the tab (a skeleton meanwhile). */
const later = (content: ReactNode) => <Suspense fallback={<Skeleton active />}>{content}</Suspense>;

/** The problem whose discussions the explanation tab opens: the site's (gid null) or its group's. */
export interface DiscussionTarget {
  problemId: string;
  gid: number | null;
}

interface ProblemTabsProps {
  detail: ProblemDetail;
  mySubmissions?: ReactNode;
  /** Null for none (contest problems). */
  discussion?: DiscussionTarget | null;
}

export function ProblemTabs({ detail, mySubmissions, discussion }: ProblemTabsProps) {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  const [active, setActive] = useState('description');
  const annex = detail.problem.userExtraFile ?? {};
  const discussionsOpen = discussion && (discussion.gid === null ? config?.openPublicDiscussion : config?.openGroupDiscussion);
  const items = [
    {
      key: 'description',
      label: t('problems:detail.tabDescription'),
      children: (
        <>
          <ProblemHeader detail={detail} />
          <ProblemStatement detail={detail} />
        </>
      ),
    },
    {
      key: 'mine',
      label: t('problems:detail.tabMySubmissions'),
      children: mySubmissions ?? later(<MySubmissions problemId={detail.problem.problemId} />),
    },
    ...(Object.keys(annex).length > 0
      ? [{ key: 'annex', label: t('problems:detail.tabAnnex'), children: later(<AnnexFiles files={annex} />) }]
      : []),
    ...(discussionsOpen
      ? [{ key: 'explanation', label: t('problems:detail.tabExplanation'), children: <Explanations {...discussion} /> }]
      : []),
  ];
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={items.map((item) => ({ ...item, label: <span data-testid={`tab-${item.key}`}>{item.label}</span> }))}
      destroyOnHidden
      className="problem-tabs"
    />
  );
}
