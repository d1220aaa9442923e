// The discussions module's public entry: other modules import only this file.
export { default as discussionsRoutes } from './routes.ts';
