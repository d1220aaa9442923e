// Dates are written as Intl.DateTimeFormat writes them in each language (two-digit month, day, hour and minute),
// except the hour after midnight, which en-US's 24-hour clock writes as 24.
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatDate, formatDateTime } from './format';

const INTL_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const INTL_DATE_TIME: Intl.DateTimeFormatOptions = { ...INTL_DATE, hour: '2-digit', minute: '2-digit', hour12: false };

/** Dates spread over four centuries and every hour and minute, from a fixed seed. */
const dates = (): Date[] => {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from(
    { length: 500 },
    () =>
      new Date(
        Math.floor(1800 + next() * 400),
        Math.floor(next() * 12),
        1 + Math.floor(next() * 28),
        Math.floor(next() * 24),
        Math.floor(next() * 60),
      ),
  );
};

describe('date formatting', () => {
  beforeAll(() => i18next.init({ lng: 'zh-CN', resources: {} }));

  it.each(['zh-CN', 'en-US'])('writes dates in %s as Intl does', async (language) => {
    await i18next.changeLanguage(language);
    let compared = 0;
    for (const date of dates()) {
      expect(formatDate(date)).toBe(new Intl.DateTimeFormat(language, INTL_DATE).format(date));
      if (date.getHours() === 0) continue;
      expect(formatDateTime(date.toISOString())).toBe(new Intl.DateTimeFormat(language, INTL_DATE_TIME).format(date));
      compared++;
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('writes the hour after midnight as 00 in both languages, and nothing for a value that is not a date', async () => {
    const date = new Date(2026, 0, 5, 0, 7);
    await i18next.changeLanguage('en-US');
    expect(formatDateTime(date)).toBe('01/05/2026, 00:07');
    await i18next.changeLanguage('zh-CN');
    expect(formatDateTime(date)).toBe('2026/01/05 00:07');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
