// The scroll board (/scrollBoard, spec 001 §2): starts from the sealed standings; Enter, Space, → or a click opens
// the next frozen cell of the lowest-placed team that has one, and a team that climbs slides up to its new place.
// Ranks carry the medal colours of the gold/silver/bronze counts.
import '@/locales/need/more';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AcmCell as AcmCellData, ContestInfo } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useScrollBoards, type WholeBoard } from '../api/get-whole-board';
import { formatSeconds } from '../lib/cells';
import { medalOf, type MedalCounts } from '../lib/medals';
import { buildTeams, frozenLeft, nextReveal, reveal, standingsOf, type RevealStep, type ScrollCell } from '../lib/reveal';
import { AcmCell } from './acm-cell';
import type { BoardProblem } from './problem-header';
import { ProblemHeader } from './problem-header';
import '../contest-board.css';

const ROW_HEIGHT = 56;
const HEADER_HEIGHT = 40;
const STEP_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

interface ScrollBoardProps {
  contest: ContestInfo;
  problems: BoardProblem[];
  removeStar: boolean;
  medals: MedalCounts;
}

/** Seconds from the start to the seal; null when the contest does not seal. */
const sealOffset = (contest: ContestInfo): number | null =>
  contest.sealRank && contest.sealRankTime ? (Date.parse(contest.sealRankTime) - Date.parse(contest.startTime)) / 1000 : null;

const asCell = (cell: ScrollCell): AcmCellData => ({
  isAC: cell.isAC,
  isFirstAC: cell.isFirstAC,
  isAfterContest: false,
  tryNum: cell.frozen,
  errorNum: cell.errorNum,
  ACTime: cell.ACTime,
  specificTime: null,
});

function useRevealKeys(step: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!STEP_KEYS.has(event.key)) return;
      event.preventDefault();
      step();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
}

function Stage({
  contest,
  problems,
  medals,
  boards,
}: Omit<ScrollBoardProps, 'removeStar'> & { boards: { live: WholeBoard; sealed: WholeBoard } }) {
  const { t } = useTranslation();
  const displayIds = useMemo(() => problems.map((p) => p.displayId), [problems]);
  const [teams, setTeams] = useState(() =>
    buildTeams(boards.live.rows, boards.sealed.rows, displayIds, boards.sealed.sealed, sealOffset(contest)),
  );
  const [last, setLast] = useState<RevealStep | null>(null);
  const standings = useMemo(() => standingsOf(teams), [teams]);
  const next = useMemo(() => nextReveal(standings, displayIds), [standings, displayIds]);
  const left = useMemo(() => frozenLeft(teams), [teams]);

  const step = useCallback(() => {
    if (!next) return;
    setTeams((current) => reveal(current, next));
    setLast(next);
  }, [next]);
  useRevealKeys(step);

  // Keep the team about to be revealed in view as the cursor moves up.
  const rowRefs = useRef(new Map<string, HTMLDivElement>());
  useEffect(() => {
    if (next) rowRefs.current.get(next.uid)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [next]);

  const position = new Map(standings.map((standing, index) => [standing.team.uid, index]));
  const byUid = new Map(standings.map((standing) => [standing.team.uid, standing]));
  const grid: CSSProperties = {
    gridTemplateColumns: `56px minmax(180px, 1fr) 48px 84px repeat(${problems.length}, 76px)`,
    minWidth: 56 + 180 + 48 + 84 + problems.length * 76 + (problems.length + 3) * 4 + 16,
  };

  return (
    <div className="scroll-board" onClick={step} data-testid="scroll-board" data-left={left}>
      <div className="scroll-board-head">
        <span className="scroll-board-title" data-testid="scroll-board-title">
          {contest.title}
        </span>
        <span className="scroll-board-hint" data-testid="scroll-board-left">
          {left > 0
            ? `${t('contestBoard:scroll.left', { count: left })} · ${t('contestBoard:scroll.hint')}`
            : t('contestBoard:scroll.done')}
        </span>
      </div>
      <div className="scroll-board-scroller">
        <div className="scroll-board-grid" style={{ height: HEADER_HEIGHT + teams.length * ROW_HEIGHT, minWidth: grid.minWidth }}>
          <div className="scroll-board-header" style={grid}>
            <span>{t('contestBoard:columns.rank')}</span>
            <span>{t('contestBoard:columns.user')}</span>
            <span>{t('contestBoard:columns.ac')}</span>
            <span>{t('contestBoard:columns.totalTime')}</span>
            {problems.map((problem) => (
              <ProblemHeader key={problem.displayId} problem={problem} />
            ))}
          </div>
          {teams.map((team) => {
            const standing = byUid.get(team.uid)!;
            const index = position.get(team.uid) ?? 0;
            const medal = medalOf(standing.rank, standing.ac, medals);
            const cursor = next?.uid === team.uid;
            const className = ['scroll-board-row', cursor ? 'scroll-board-row-cursor' : '', medal ? `scroll-board-row-${medal}` : '']
              .filter(Boolean)
              .join(' ');
            return (
              <div
                key={team.uid}
                ref={(node) => {
                  if (node) rowRefs.current.set(team.uid, node);
                  else rowRefs.current.delete(team.uid);
                }}
                className={className}
                style={{ ...grid, transform: `translateY(${HEADER_HEIGHT + index * ROW_HEIGHT}px)` }}
                data-testid="scroll-row"
                data-uid={team.uid}
                data-position={index + 1}
                data-rank={standing.rank}
                data-medal={medal ?? ''}
                data-cursor={cursor}
              >
                <span className="scroll-board-rank" title={medal ? t(`contestBoard:scroll.${medal}`) : undefined}>
                  {team.star ? '*' : standing.rank}
                </span>
                <span className="scroll-board-team">
                  <Avatar size={32} src={team.avatar || undefined} icon={<UserOutlined />} />
                  <span>
                    <span data-testid="scroll-team-name">{team.name}</span>
                    {team.school && <div className="scroll-board-school">{team.school}</div>}
                  </span>
                </span>
                <span data-testid="scroll-ac">{standing.ac}</span>
                <span data-testid="scroll-time">{formatSeconds(standing.totalTime)}</span>
                {displayIds.map((id) => (
                  <span
                    key={id}
                    data-problem={id}
                    className={last?.uid === team.uid && last.displayId === id ? 'scroll-board-cell-revealed' : undefined}
                  >
                    <AcmCell cell={asCell(team.cells[id])} />
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

export function ScrollBoard({ contest, problems, removeStar, medals }: ScrollBoardProps) {
  const { user } = useSession();
  const query = useScrollBoards(contest.id, removeStar, user?.uid ?? null);
  return (
    <QueryState query={query} rows={10}>
      {(boards) => <Stage contest={contest} problems={problems} medals={medals} boards={boards} />}
    </QueryState>
  );
}
