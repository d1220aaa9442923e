// The contest announcements already shown as notices, remembered in this browser per contest (spec 001 §4): the
// server answers only the others.
const keyOf = (cid: number) => `contestAnnouncementRead:${cid}`;
/** The newest ids are enough: older ones were read long ago and the server caps the list. */
const KEEP = 500;

export const readAnnouncementIds = (cid: number): number[] => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

export const rememberAnnouncementIds = (cid: number, ids: number[]): void => {
  const all = [...new Set([...readAnnouncementIds(cid), ...ids])].slice(-KEEP);
  try {
    window.localStorage.setItem(keyOf(cid), JSON.stringify(all));
  } catch {
    // Storage may be unavailable (private mode): the notices then show again on the next visit.
  }
};
