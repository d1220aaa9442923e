export * from './roles.ts';
export * from './judge-status.ts';
export * from './limits.ts';
export * from './languages.ts';
export * from './problems.ts';
export * from './contests.ts';
export * from './markdown.ts';
