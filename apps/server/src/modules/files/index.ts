// The files module's public entry: other modules import only this file.
export { default as filesRoutes } from './routes.ts';
