// Scroll-board medals (spec 001 §4): gold, silver and bronze counts, by default 10 %, 20 % and 30 % of the ranked
// (non-star) users, floored; read from and written to the scroll board's `medals=g,s,b` query.
export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

export const MEDAL_PERCENTS = { gold: 10, silver: 20, bronze: 30 } as const;

export const defaultMedals = (rankedUsers: number): MedalCounts => ({
  gold: Math.floor((rankedUsers * MEDAL_PERCENTS.gold) / 100),
  silver: Math.floor((rankedUsers * MEDAL_PERCENTS.silver) / 100),
  bronze: Math.floor((rankedUsers * MEDAL_PERCENTS.bronze) / 100),
});

export const formatMedals = (m: MedalCounts): string => `${m.gold},${m.silver},${m.bronze}`;

const count = (raw: string | undefined): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

export const parseMedals = (raw: string | null): MedalCounts => {
  const [gold, silver, bronze] = (raw ?? '').split(',');
  return { gold: count(gold), silver: count(silver), bronze: count(bronze) };
};

export type Medal = 'gold' | 'silver' | 'bronze';

/** The medal of a rank (1-based, ties share it); only users who solved something get one. */
export const medalOf = (rank: number, solved: number, m: MedalCounts): Medal | null => {
  if (rank < 1 || solved === 0) return null;
  if (rank <= m.gold) return 'gold';
  if (rank <= m.gold + m.silver) return 'silver';
  if (rank <= m.gold + m.silver + m.bronze) return 'bronze';
  return null;
};
