// Business constants and limits of spec 000 §9, 001 §9 and 002 §9.
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  codeMax: 65535,
  testInputMax: 1000,
  avatarMaxBytes: 2 * 1024 * 1024,
  loginFailuresBeforeSlide: 5,
  slidePuzzleWidth: 325,
  slidePuzzleHeight: 100,
  slideAccuracy: 3,
  unreadBadgeCap: 99,
  newAnnouncementDays: 15,
  downloadsPerDayUser: 2,
  downloadsPerDayAdmin: 5,
} as const;

export const TIMING = {
  requestTimeoutMs: 90_000,
  downloadTimeoutMs: 300_000,
  chunkLoadTimeoutMs: 120_000,
  unreadPollMs: 120_000,
  toastMs: 4_000,
  notificationMs: 5_000,
  submissionPollMs: 2_000,
  /** The first polls of a submission come sooner (most verdicts are in within a second), then every submissionPollMs. */
  submissionFirstPollsMs: [250, 250, 250, 250, 500, 500],
  submissionPollMax: 300,
  testJudgePollMs: 1_000,
  carouselIntervalMs: 5_000,
  /** Back-office lists refetch while shown (spec 002 §4 "Auto refresh"). */
  adminListRefreshMs: 10_000,
} as const;

/** How long to wait before the next status poll of a submission being judged, after `pollsDone` polls. */
export const submissionPollDelayMs = (pollsDone: number): number => TIMING.submissionFirstPollsMs[pollsDone] ?? TIMING.submissionPollMs;

export const PAGE_SIZES = {
  options: [10, 15, 30, 50, 100],
  problemList: 15,
  submissionList: 15,
  mySubmissions: 10,
  explanation: 4,
  homeAnnouncements: 5,
  ranklist: 30,
  contestList: 10,
  maxLimit: 300,
} as const;

export const BREAKPOINTS = { navigation: 992, mobile: 768 } as const;

/** Difficulty levels 0-6 with translation keys. */
export const DIFFICULTIES = [
  { value: 0, key: 'very_easy' },
  { value: 1, key: 'easy' },
  { value: 2, key: 'normal' },
  { value: 3, key: 'mid' },
  { value: 4, key: 'hard' },
  { value: 5, key: 'very_hard' },
  { value: 6, key: 'very_hard' },
] as const;

export const TAG_CLASSIFICATIONS = { Algorithm: 1, Source: 2, Time: 3 } as const;

/** OI rank score: round(0.1 x score + 2 x difficulty). */
export const oiRankScore = (score: number, difficulty: number): number => Math.round(0.1 * score + 2 * difficulty);
