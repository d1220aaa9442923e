// The admin module's public entry: other modules import only this file.
export { default as emailConfigRoutes } from './email-config-routes.ts';
export { default as adminRoutes } from './routes.ts';
