// A board's settings and data (spec 001 §4, §9): page (30 a page), keyword, the star and after-contest switches,
// the admins' live data, the concerned users, and the 30 s refresh while the contest runs, which a failed refresh
// turns off and the end disables.
import '@/locales/need/more';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BOARD_PAGE_SIZES, ContestStatus, type ContestInfo, type ContestStatusCode } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { translate } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBoard, type BoardParams, type BoardSource } from '../api/get-board';
import { useConcerned } from './use-concerned';

export const BOARD_REFRESH_MS = 30_000;
export const DEFAULT_BOARD_LIMIT: number = BOARD_PAGE_SIZES[1];

export interface BoardSettings {
  currentPage: number;
  limit: number;
  keyword: string;
  removeStar: boolean;
  forceRefresh: boolean;
  containsEnd: boolean;
}

const INITIAL: BoardSettings = {
  currentPage: 1,
  limit: DEFAULT_BOARD_LIMIT,
  keyword: '',
  removeStar: false,
  forceRefresh: false,
  containsEnd: false,
};

export function useBoardData(source: BoardSource, contest: ContestInfo, status: ContestStatusCode) {
  const { user } = useSession();
  const [settings, setSettings] = useState<BoardSettings>(INITIAL);
  const [concerned, setConcerned] = useConcerned(contest.id);
  const running = status === ContestStatus.Running;
  const [autoRefresh, setAutoRefresh] = useState(running);
  // On when the contest starts running, off (and disabled) once it ends.
  useEffect(() => setAutoRefresh(running), [running]);

  const params: BoardParams = useMemo(
    () => ({ cid: contest.id, ...settings, concernedList: concerned.map((c) => c.uid) }),
    [contest.id, settings, concerned],
  );
  const query = useBoard(source, params, user?.uid ?? null, autoRefresh ? BOARD_REFRESH_MS : false);

  // A failed refresh turns the automatic one off (spec 001 §8).
  const autoRefreshOn = useRef(autoRefresh);
  autoRefreshOn.current = autoRefresh;
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (failedAt === 0 || !autoRefreshOn.current) return;
    notify.warning(translate('contestBoard:refresh.failed'));
    setAutoRefresh(false);
  }, [failedAt]);

  /** Changes some settings; any change other than the page goes back to page 1. */
  const update = (patch: Partial<BoardSettings>) => setSettings((current) => ({ ...current, currentPage: 1, ...patch }));

  return { query, settings, update, concerned, setConcerned, autoRefresh, setAutoRefresh, running };
}

export type BoardData = ReturnType<typeof useBoardData>;
