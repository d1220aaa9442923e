// The problem-lists module's public entry: other modules import only this file.
export { default as problemListsRoutes } from './routes.ts';
