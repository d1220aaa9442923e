// How a board cell looks (spec 001 §3/§4): the class of an ACM cell (after-contest AC, first AC, AC, tried-pending,
// wrong) and of an OI cell (full, partial, zero), and the compact text of an ACM cell.
import type { AcmCell } from '@verdict/shared';
import { formatDuration } from '@/lib/format';

export type AcmCellKind = 'after-ac' | 'first-ac' | 'ac' | 'pending' | 'wrong' | 'none';

export const acmCellKind = (cell: AcmCell | undefined): AcmCellKind => {
  if (!cell) return 'none';
  if (cell.isAC) {
    if (cell.isAfterContest) return 'after-ac';
    return cell.isFirstAC ? 'first-ac' : 'ac';
  }
  if (cell.tryNum > 0) return 'pending';
  return cell.errorNum > 0 ? 'wrong' : 'none';
};

/** Seconds as h:mm:ss (the board's AC times and penalties). */
export const formatSeconds = (seconds: number): string => formatDuration(seconds * 1000);

/** The second line of an ACM cell: wrong tries before the AC or in all ("-2"), frozen ones ("?3"). */
export const acmTriesText = (cell: AcmCell): string => {
  const parts: string[] = [];
  if (cell.errorNum > 0) parts.push(`-${cell.errorNum}`);
  if (!cell.isAC && cell.tryNum > 0) parts.push(`?${cell.tryNum}`);
  return parts.join(' ');
};

export type OiCellKind = 'full' | 'partial' | 'zero';

/** Full when the problem is accepted (the board gives a run time only to accepted problems). */
export const oiCellKind = (score: number, accepted: boolean): OiCellKind => {
  if (accepted) return 'full';
  return score > 0 ? 'partial' : 'zero';
};
