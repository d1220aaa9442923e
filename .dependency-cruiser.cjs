// Import boundaries (dependency-cruiser): `npm run lint:deps`, and the lint stage of `./verdict test`.
// docs/architecture.md, "What the linter enforces", explains each rule. The server's layer order is read from
// tooling/server-layers.json: {"layers": [["lowest"], ["peer", "peer"], ...]}, lowest first.
const fs = require('node:fs');
const path = require('node:path');

const MODULES = '^apps/server/src/modules/';
/** Test code may reach into any module (to seed data, to read rows back): it is exempt from the module rules. */
const TEST_FILE = '(\\.test\\.ts|test-kit\\.ts|test-fixtures\\.ts)$';

const layers = JSON.parse(fs.readFileSync(path.join(__dirname, 'tooling/server-layers.json'), 'utf8')).layers;
const quote = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => `(${names.map(quote).join('|')})`;

/** Layer i: none of its modules imports a module of layer i or above other than itself. */
const layerRules = layers.flatMap((layer, i) => {
  const notBelow = layers.slice(i).flat();
  const above = layers.slice(i + 1).flat();
  return [
    {
      name: 'server-layer-order',
      comment:
        `${layer.join(', ')} (layer ${i + 1} of tooling/server-layers.json) may import only modules of lower layers` +
        (above.length > 0
          ? `, not ${layer.length > 1 ? 'each other or ' : ''}${above.join(', ')}`
          : layer.length > 1
            ? ', not each other'
            : ''),
      severity: 'error',
      from: { path: `${MODULES}${anyOf(layer)}/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}${anyOf(notBelow)}/`, pathNot: `${MODULES}$1/` },
    },
  ];
});
const layered = layers.flat();

module.exports = {
  forbidden: [
    {
      name: 'server-module-cycle',
      comment: 'Server modules form no cycle: a chain of imports that leaves a module never comes back to it.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: { circular: true, via: { pathNot: `${MODULES}$1/` }, viaOnly: { pathNot: TEST_FILE } },
    },
    {
      name: 'server-module-entry',
      comment:
        'A server module imports another only through its public entry, modules/<name>/index.ts (not its tables, routes or helpers).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [TEST_FILE, '/tables\\.ts$'] },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-module-entry',
      comment:
        "A module's tables.ts may reference another module's tables.ts (a foreign key needs the table), nothing else of it; " +
        'the layer order still applies, so the tables form no loop.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/tables\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(index|tables)\\.ts$`] },
    },
    ...layerRules,
    {
      name: 'server-module-unlayered',
      comment: 'Every server module that imports or is imported by another has its place in tooling/server-layers.json.',
      severity: 'error',
      from: { path: `${MODULES}((?!${anyOf(layered)}/)[^/]+)/`, pathNot: TEST_FILE },
      to: { path: MODULES, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'server-module-unlayered',
      comment: 'Every server module that imports or is imported by another has its place in tooling/server-layers.json.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}(?!${anyOf(layered)}/)[^/]+/`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'web-feature-isolation',
      comment: 'A web feature never imports another feature: pages in app/ put features together.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-app',
      comment: 'Features sit below app/: they never import pages, routes or layouts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code',
      comment: 'components/, hooks/, lib/ and config/ are shared by every feature: they import neither features nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|hooks|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app is a browser bundle: it talks to the server over HTTP and imports no other app (only packages/shared).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/(server|judge|cli)/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is below every app: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'judge-not-server',
      comment:
        'The judge talks to the server over HTTP only: it never imports the server code (its tests in apps/judge/test may start a server).',
      severity: 'error',
      from: { path: '^apps/judge/', pathNot: ['^apps/judge/test/', TEST_FILE] },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    // The web app's `@/…` alias; the other workspaces use relative paths and @verdict/shared.
    webpackConfig: { fileName: path.join(__dirname, 'tooling/depcruise-resolve.cjs') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // No cache: dependency-cruiser's would keep its answer when only tooling/server-layers.json changed.
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
