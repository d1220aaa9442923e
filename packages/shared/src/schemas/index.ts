export * from './common.ts';
export * from './accounts.ts';
export * from './site.ts';
export * from './judge.ts';
export * from './problems.ts';
export * from './submissions.ts';
export * from './judge-jobs.ts';
export * from './admin-problems.ts';
