// Figures of the server cards: bytes in the memory units of the site, load averages, uptime split in days, hours, minutes.
import { formatMemory } from '@/lib/units';

export const formatBytes = (bytes: number): string => formatMemory(Math.round(bytes / 1024));

export const formatLoad = (load: number | null): string => (load === null ? '--' : load.toFixed(2));

export const splitUptime = (seconds: number) => ({
  days: Math.floor(seconds / 86_400),
  hours: Math.floor((seconds % 86_400) / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});
