// Formatting helpers: dates, durations and the 'new' announcement rule, following the current language.
import { LIMITS } from '@verdict/shared';
import { currentLanguage } from './i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const STYLES = {
  date: DATE,
  dateTime: { ...DATE, hour: '2-digit', minute: '2-digit', hour12: false },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per language and style: making one costs far more than using it (a list formats every row). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const format = (style: keyof typeof STYLES, value: string | number | Date): string => {
  const date = toDate(value);
  if (!date) return '';
  const language = currentLanguage();
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
};

export const formatDateTime = (value: string | number | Date): string => format('dateTime', value);

export const formatDate = (value: string | number | Date): string => format('date', value);

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
