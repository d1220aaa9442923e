// Group dates are shown as YYYY-MM-DD (spec 002 §2.1), in the browser's time zone.
import dayjs from 'dayjs';

export const isoDate = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
};
