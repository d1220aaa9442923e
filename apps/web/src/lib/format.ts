// Formatting helpers: dates, durations and the 'new' announcement rule, following the current language.
import { LIMITS } from '@verdict/shared';
import { currentLanguage } from './i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day as the language writes it with two-digit month and day (zh-CN 2026/01/05, en-US 01/05/2026), as
 * Intl.DateTimeFormat does; not through it, since making the first formatter takes some 50 ms of a page's first paint
 * (the locale's data), and en-US with a 24-hour clock writes the hour after midnight as 24.
 */
const dayOf = (date: Date): string => {
  const [year, month, day] = [String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate())];
  return currentLanguage() === 'en-US' ? `${month}/${day}/${year}` : `${year}/${month}/${day}`;
};

export const formatDateTime = (value: string | number | Date): string => {
  const date = toDate(value);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return currentLanguage() === 'en-US' ? `${dayOf(date)}, ${time}` : `${dayOf(date)} ${time}`;
};

export const formatDate = (value: string | number | Date): string => {
  const date = toDate(value);
  return date ? dayOf(date) : '';
};

/** hh:mm:ss for durations in milliseconds (contest lengths may exceed a day). */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};

/** Announcements under 15 days old get a 'new' tag. */
export const isRecent = (value: string, now = Date.now()): boolean => {
  const date = toDate(value);
  return date !== null && now - date.getTime() < LIMITS.newAnnouncementDays * DAY_MS;
};
