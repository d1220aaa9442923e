// Module resolution for dependency-cruiser (read as a webpack config): the web app's `@/…` alias (apps/web's
// tsconfig paths and vite.config.ts). The paths in apps/web/tsconfig.json have no baseUrl, which
// dependency-cruiser's tsconfig reader would take as the repository root.
const path = require('node:path');

module.exports = { resolve: { alias: { '@': path.join(__dirname, '../apps/web/src') } } };
