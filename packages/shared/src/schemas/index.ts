export * from './common.ts';
export * from './accounts.ts';
export * from './site.ts';
export * from './judge.ts';
