// The site module's public entry: other modules import only this file.
export { getSwitchConfig, getWebsiteConfig, readConfig, writeConfig, type SwitchConfig } from './config.ts';
export { default as siteConfigRoutes } from './config-routes.ts';
