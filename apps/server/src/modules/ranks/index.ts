// The ranks module's public entry: other modules import only this file.
export { recentSevenDayAcRank } from './service.ts';
export { default as ranksRoutes } from './routes.ts';
