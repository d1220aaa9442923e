// The problem page body: statement tabs and the code workspace side by side with a draggable divider that can
// collapse the editor; stacked below the 992 px breakpoint. Inside a training the submissions carry its id.
import { useState } from 'react';
import { Button, Card, Splitter, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProblemDetail as Detail } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useCompactNav } from '@/hooks/use-media-query';
import { useProblemDetail } from '../../api/get-problem-detail';
import { ProblemWorkspace, type SubmitContext } from '../workspace/problem-workspace';
import { ProblemTabs } from './problem-tabs';
import '../../problems.css';

type Sizes = (number | string)[];
const SPLIT: Sizes = ['50%', '50%'];
const EDITOR_HIDDEN: Sizes = ['100%', 0];

interface WorkspaceOptions {
  submitContext?: SubmitContext;
  onJudged?: () => void;
}

type ViewProps = WorkspaceOptions & { detail: Detail };

function SideBySide({ detail, ...workspace }: ViewProps) {
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
          <ProblemTabs detail={detail} />
        </Card>
      </Splitter.Panel>
      <Splitter.Panel size={sizes[1]} collapsible={{ end: true, start: true }}>
        <Card className="workspace-pane" size="small">
          <ProblemWorkspace detail={detail} fill {...workspace} />
        </Card>
      </Splitter.Panel>
    </Splitter>
  );
}

function Stacked({ detail, ...workspace }: ViewProps) {
  return (
    <div className="problem-stacked" data-testid="problem-stacked">
      <Card size="small">
        <ProblemTabs detail={detail} />
      </Card>
      <Card size="small">
        <ProblemWorkspace detail={detail} fill={false} {...workspace} />
      </Card>
    </div>
  );
}

interface ProblemDetailProps extends WorkspaceOptions {
  problemId: string;
  /** Fill the parent's height (a page that lays out bars around it) instead of the window under the navigation bar. */
  fillParent?: boolean;
}

export function ProblemDetail({ problemId, fillParent = false, ...workspace }: ProblemDetailProps) {
  const query = useProblemDetail(problemId);
  const compact = useCompactNav();
  return (
    <div className={fillParent ? 'problem-detail-page fill-parent' : 'problem-detail-page'} data-testid="problem-detail">
      <QueryState query={query} rows={10}>
        {(detail) => (compact ? <Stacked detail={detail} {...workspace} /> : <SideBySide detail={detail} {...workspace} />)}
      </QueryState>
    </div>
  );
}
