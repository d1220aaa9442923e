// Formatting helpers: dates, durations and the 'new' announcement rule, following the current language.
import { LIMITS } from '@verdict/shared';
import { currentLanguage } from './i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDateTime = (value: string | number | Date): string => {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(currentLanguage(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
};

export const formatDate = (value: string | number | Date): string => {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(currentLanguage(), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
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
