export * from './common.ts';
export * from './accounts.ts';
export * from './site.ts';
