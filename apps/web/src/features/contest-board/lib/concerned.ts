// The "concerned users" of a contest board: kept in this browser's localStorage per contest (spec 001 §3
// concernedList), with the name each was picked under so the picker can show them.
import { CONTEST_LIMITS } from '@verdict/shared';

export interface ConcernedUser {
  uid: string;
  name: string;
}

const keyOf = (cid: number) => `contestConcerned:${cid}`;
/** The server takes at most this many; more would be refused. */
export const CONCERNED_MAX = CONTEST_LIMITS.starAccountsMax;

const isConcernedUser = (value: unknown): value is ConcernedUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ConcernedUser).uid === 'string' &&
  typeof (value as ConcernedUser).name === 'string';

export const readConcerned = (cid: number): ConcernedUser[] => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isConcernedUser).slice(0, CONCERNED_MAX) : [];
  } catch {
    return [];
  }
};

export const writeConcerned = (cid: number, users: ConcernedUser[]): void => {
  try {
    if (users.length === 0) window.localStorage.removeItem(keyOf(cid));
    else window.localStorage.setItem(keyOf(cid), JSON.stringify(users.slice(0, CONCERNED_MAX)));
  } catch {
    // Storage may be unavailable (private mode); the choice lasts as long as the page.
  }
};
