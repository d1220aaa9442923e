// The one database schema: every module's tables, for Drizzle's typed queries and migrations.
export * from '../modules/accounts/tables.ts';
export * from '../modules/site/tables.ts';
export * from '../modules/announcements/tables.ts';
export * from '../modules/home/tables.ts';
export * from '../modules/problems/tables.ts';
export * from '../modules/problem-packages/tables.ts';
export * from '../modules/contests/tables.ts';
export * from '../modules/submissions/tables.ts';
export * from '../modules/messages/tables.ts';
export * from '../modules/judge/tables.ts';
export * from '../modules/trainings/tables.ts';
export * from '../modules/groups/tables.ts';
export * from '../modules/discussions/tables.ts';
export * from '../modules/files/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/file-store/tables.ts';
