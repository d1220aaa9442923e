// Wire types of the back office's site settings: the switches, the website config and the deployment facts.
import type { WebsiteConfig } from './index.ts';

/** GET admin/switch/info (reference §10 "Switches"; the remote-judge account lists are not built). */
export interface SiteSwitches {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
  /** Non-contest code shows to the problem admins alone (group code to the site root). */
  hideNonContestSubmissionCode: boolean;
  /** Seconds between two submissions of one user (practice, training, group and contest alike); 0 turns the check off. */
  defaultSubmitInterval: number;
  /** Creating a group, for ordinary users: solved problems needed, groups per rolling 24 h, groups owned. */
  defaultCreateGroupACInitValue: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
  /** Posting on the site's discussions, for ordinary users: solved problems to post, posts per rolling 24 h, solved to comment. */
  defaultCreateDiscussionACInitValue: number;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateCommentACInitValue: number;
  /** Test data quotas of group problems, in MB: per group, and per creating user across groups. */
  groupTestDataMb: number;
  userGroupTestDataMb: number;
}

/** GET admin/config/get-web-config: the website config without the switches (those are admin/switch/info's). */
export type WebConfig = Pick<
  WebsiteConfig,
  'baseUrl' | 'name' | 'shortName' | 'description' | 'email' | 'register' | 'recordName' | 'recordUrl' | 'projectName' | 'projectUrl'
>;

/**
 * GET admin/config/get-deployment-info: how this server runs, read-only (set by environment variables at start).
 * Never a password or a secret.
 */
export interface DeploymentInfo {
  database: {
    kind: 'pglite' | 'postgres';
    /** PostgreSQL: the server and database; null when not in the connection settings (the client's defaults). */
    host: string | null;
    port: number | null;
    name: string | null;
    user: string | null;
    /** PGlite: its folder; null when it lives in memory. */
    directory: string | null;
  };
  /** Test data, uploads and files. */
  dataDir: string;
  /** JUDGE_SECRET is set, so workers elsewhere can connect; otherwise a random one serves the built-in workers alone. */
  judgeSecretSet: boolean;
  /** A session lasts this long, and is swapped for a fresh token after this many hours. */
  tokenTtlHours: number;
  tokenRefreshHours: number;
}
