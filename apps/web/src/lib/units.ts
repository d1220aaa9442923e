// Units of spec 000 §9: memory from KB up to YB, time in ms, code length in bytes, AC rate with two decimals.
const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Memory measured in KB, shown in the largest unit that keeps the value at least 1. */
export const formatMemory = (kb: number | null | undefined): string => {
  if (kb === null || kb === undefined) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(2))}${MEMORY_UNITS[unit]}`;
};

export const formatTime = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '--' : `${ms}ms`);

export const formatLength = (bytes: number | null | undefined): string => (bytes === null || bytes === undefined ? '--' : `${bytes}B`);

/** Accepted share of all submissions as a percentage with two decimals; 0.00% without submissions. */
export const formatAcRate = (ac: number, total: number): string => `${total > 0 ? ((ac / total) * 100).toFixed(2) : '0.00'}%`;
