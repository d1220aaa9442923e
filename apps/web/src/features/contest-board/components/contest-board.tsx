// A contest board (the rank tab and the outside boards): the controls, the seal notice, and the ACM or OI table
// by the contest's rule type, paged 10/30/50/100/300 (30 by default).
import '@/locales/need/more';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BOARD_PAGE_SIZES,
  ContestType,
  type AcmBoardRow,
  type BoardPage,
  type BoardRow,
  type ContestInfo,
  type ContestStatusCode,
  type OiBoardRow,
} from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import type { BoardSource } from '../api/get-board';
import { useBoardData } from '../hooks/use-board';
import { CONCERNED_MAX } from '../lib/concerned';
import { AcmBoardTable } from './acm-board-table';
import { BoardClosed, isClosedError } from './board-closed';
import { BoardToolbar } from './board-toolbar';
import { OiBoardTable } from './oi-board-table';
import type { BoardProblem } from './problem-header';
import { SealedNotice } from './sealed-notice';
import '../contest-board.css';

export interface ContestBoardProps {
  source: BoardSource;
  contest: ContestInfo;
  status: ContestStatusCode;
  problems: BoardProblem[];
  /** Links the problem headers (inside the contest). */
  problemLink?: (displayId: string) => string;
}

export function ContestBoard({ source, contest, status, problems, problemLink }: ContestBoardProps) {
  const { t } = useTranslation();
  const data = useBoardData(source, contest, status);
  const { query, settings, update, concerned, setConcerned } = data;
  const rows: BoardRow[] = query.data?.records ?? [];
  const concernedUids = new Set(concerned.map((c) => c.uid));
  const toggleConcerned = (row: BoardRow) =>
    setConcerned(
      concernedUids.has(row.uid)
        ? concerned.filter((c) => c.uid !== row.uid)
        : [...concerned, { uid: row.uid, name: row.rankShowName || row.username }].slice(0, CONCERNED_MAX),
    );

  if (query.isError && !query.data && isClosedError(query.error)) return <BoardClosed cid={contest.id} />;

  const pagination = {
    current: settings.currentPage,
    pageSize: settings.limit,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: BOARD_PAGE_SIZES.map(String),
    showTotal: (total: number) => t('contestBoard:total', { total }),
    onChange: (currentPage: number, limit: number) => update({ currentPage: limit === settings.limit ? currentPage : 1, limit }),
  };
  const tableProps = { problems, problemLink, loading: query.isFetching, pagination, concernedUids, onToggleConcerned: toggleConcerned };

  const renderPage = (page: BoardPage) =>
    page.records.length === 0 ? (
      <Empty data-testid="query-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contestBoard:empty')} />
    ) : contest.type === ContestType.OI ? (
      <OiBoardTable rows={page.records as OiBoardRow[]} {...tableProps} />
    ) : (
      <AcmBoardTable rows={page.records as AcmBoardRow[]} {...tableProps} />
    );

  return (
    <div className="contest-board" data-testid="contest-board" data-source={source}>
      <BoardToolbar data={data} contest={contest} adminTools={source === 'rank' && contest.isAdmin} rows={rows} />
      {query.data?.sealed && <SealedNotice contest={contest} />}
      {/* A failed refresh keeps the last board on screen. */}
      {query.data ? (
        renderPage(query.data)
      ) : (
        <QueryState query={query} rows={8}>
          {renderPage}
        </QueryState>
      )}
    </div>
  );
}
