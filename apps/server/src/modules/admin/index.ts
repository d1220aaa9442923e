// The admin module's public entry: other modules import only this file.
export { default as emailConfigRoutes } from './email-config-routes.ts';
export { default as adminRoutes } from './routes.ts';
export { default as adminUserRoutes } from './user-routes.ts';
export { default as adminDashboardRoutes } from './dashboard-routes.ts';
