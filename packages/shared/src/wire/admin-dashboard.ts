// Back-office dashboard answers: counts, the caller's previous login, this server's and the judge servers' figures.
import type { RecentContest } from './index.ts';
import type { JudgeServerInfo } from './judge.ts';

/** get-dashboard-info: users, submissions since local midnight, and the visible site contests starting within 14 days. */
export interface DashboardInfo {
  userNum: number;
  todayJudgeNum: number;
  recentContest: RecentContest[];
}

/** get-sessions: the caller's login before the current one; null on a first login. */
export interface PreviousLogin {
  ip: string;
  userAgent: string;
  /** When that login happened (ISO). */
  time: string;
}

/** get-service-info: the API server's own figures (bytes, seconds). */
export interface ServiceInfo {
  cpuCores: number;
  /** 1, 5 and 15 minutes (0 on Windows). */
  loadAverage: [number, number, number];
  memoryTotal: number;
  memoryUsed: number;
  processRss: number;
  nodeVersion: string;
  serverVersion: string;
  platform: string;
  /** How long this process has run. */
  uptimeSeconds: number;
  database: { kind: 'PGlite' | 'PostgreSQL'; version: string };
}

/** get-judge-service-info: the judge servers seen in the last day and the tasks waiting for one. */
export interface JudgeServiceInfo {
  servers: JudgeServerInfo[];
  /** Queued tasks (submissions, online tests and checks) no server holds. */
  queueDepth: number;
}
