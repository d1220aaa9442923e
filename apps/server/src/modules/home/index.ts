// The home module's public entry: other modules import only this file.
export { default as siteRoutes } from './routes.ts';
export { default as carouselAdminRoutes } from './carousel-routes.ts';
