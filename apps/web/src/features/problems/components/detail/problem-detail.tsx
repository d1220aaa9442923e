// The problem page body: statement tabs and the code workspace side by side with a draggable divider that can
// collapse the editor; stacked below the 992 px breakpoint. The workspace (and so the editor's chunks) comes once
// the statement, the page's largest paint, is on screen. Inside a training the submissions carry its id; a contest
// brings its own detail query, editor scope, submit rules and list of my submissions.
import '@/locales/need/problem-pages';
import { useState, type ReactNode } from 'react';
import { Button, Card, Splitter, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail as Detail } from '@verdict/shared';
import { AfterPaint } from '@/components/after-paint';
import { QueryState } from '@/components/query-state';
import { useCompactNav } from '@/hooks/use-media-query';
import { useProblemDetail } from '@/lib/api/get-problem-detail';
import type { ProblemViewProps, ShownAs, WorkspaceOptions } from '@/lib/problem-view';
import { ProblemWorkspace } from '../workspace/problem-workspace';
import { ProblemTabs, type DiscussionTarget } from './problem-tabs';
import '../../problems.css';

type Sizes = (number | string)[];
const SPLIT: Sizes = ['50%', '50%'];
const EDITOR_HIDDEN: Sizes = ['100%', 0];

type ViewProps = WorkspaceOptions & { detail: Detail; mySubmissions?: ReactNode; shownAs?: ShownAs };

/** The site problem whose public discussions the explanation tab opens; none inside a contest or a group. */
/** Whose discussions the explanation tab opens: a site problem's public ones, a group problem's in its group; none
 * in contests and for a public problem shown inside a group. */
const discussionOf = (detail: Detail, workspace: WorkspaceOptions): DiscussionTarget | null => {
  const { cid, gid } = workspace.submitContext ?? {};
  if (cid) return null;
  if (detail.problem.gid !== null) return gid === detail.problem.gid ? { problemId: detail.problem.problemId, gid } : null;
  return gid ? null : { problemId: detail.problem.problemId, gid: null };
};

/** The detail the statement side shows: under the context's names, the rest unchanged. */
const statementOf = (detail: Detail, shownAs: ShownAs | undefined): Detail =>
  shownAs ? { ...detail, problem: { ...detail.problem, ...shownAs } } : detail;

function SideBySide({ detail, mySubmissions, shownAs, ...workspace }: ViewProps) {
  const { t } = useTranslation();
  const [sizes, setSizes] = useState<Sizes>(SPLIT);
  const collapsed = sizes[1] === 0;
  return (
    <Splitter className="problem-split" onResize={setSizes} data-testid="problem-split">
      <Splitter.Panel size={sizes[0]} min="25%">
        <Card className="problem-pane" size="small">
          <Tooltip title={t(collapsed ? 'problems:detail.showEditor' : 'problems:detail.hideEditor')}>
            <Button
              className="editor-toggle"
              type="text"
              icon={collapsed ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              onClick={() => setSizes(collapsed ? SPLIT : EDITOR_HIDDEN)}
              data-testid="editor-toggle"
            />
          </Tooltip>
          <ProblemTabs detail={statementOf(detail, shownAs)} mySubmissions={mySubmissions} discussion={discussionOf(detail, workspace)} />
        </Card>
      </Splitter.Panel>
      <Splitter.Panel size={sizes[1]} collapsible={{ end: true, start: true }}>
        <Card className="workspace-pane" size="small">
          <AfterPaint fallback={null}>
            <ProblemWorkspace detail={detail} fill {...workspace} />
          </AfterPaint>
        </Card>
      </Splitter.Panel>
    </Splitter>
  );
}

function Stacked({ detail, mySubmissions, shownAs, ...workspace }: ViewProps) {
  return (
    <div className="problem-stacked" data-testid="problem-stacked">
      <Card size="small">
        <ProblemTabs detail={statementOf(detail, shownAs)} mySubmissions={mySubmissions} discussion={discussionOf(detail, workspace)} />
      </Card>
      <Card size="small">
        <AfterPaint fallback={null}>
          <ProblemWorkspace detail={detail} fill={false} {...workspace} />
        </AfterPaint>
      </Card>
    </div>
  );
}

/** The problem page over a detail query of the caller's choosing (provided to other features as lib/problem-view's slot). */
export function ProblemDetailView({ query, fillParent = false, ...view }: ProblemViewProps) {
  const compact = useCompactNav();
  return (
    <div className={fillParent ? 'problem-detail-page fill-parent' : 'problem-detail-page'} data-testid="problem-detail">
      <QueryState query={query} rows={10}>
        {(detail) => (compact ? <Stacked detail={detail} {...view} /> : <SideBySide detail={detail} {...view} />)}
      </QueryState>
    </div>
  );
}

type ProblemDetailProps = Omit<ProblemViewProps, 'query'> & { problemId: string };

export function ProblemDetail({ problemId, ...view }: ProblemDetailProps) {
  return <ProblemDetailView query={useProblemDetail(problemId)} {...view} />;
}
