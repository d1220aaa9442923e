// Vite config of the web app: React plugin, dist output, /api proxy to the local server and the chunking of the first
// load (docs/architecture.md, "Loading"): everything the entry imports statically (React, the router, i18n, the
// shell's Ant Design components and layout) is one `shell` chunk instead of dozens of small ones, each a request
// with its headers; pages, the editor, Markdown, KaTeX and the charts stay chunks of their own, loaded on demand.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Imports inside antd of components that pages seldom render, each pointed at a stand-in that loads the real one when
 * it is first rendered (src/components/antd-stand-ins/), or at the one module the importer needs of a package whose
 * index keeps all of it (@rc-component/form's index assigns Form's statics, so it is never tree-shaken: antd's
 * config provider, in the shell, needs only its FormProvider).
 */
const ANTD_STAND_INS: { importer: RegExp; source: string; target: string }[] = [
  {
    importer: /antd[\\/]es[\\/]pagination[\\/]/,
    source: '../select',
    target: './src/components/antd-stand-ins/pagination-size-changer.tsx',
  },
  { importer: /antd[\\/]es[\\/]list[\\/]index\.js$/, source: '../pagination', target: './src/components/antd-stand-ins/pagination.tsx' },
  { importer: /antd[\\/]es[\\/]input[\\/]index\.js$/, source: './OTP', target: './src/components/antd-stand-ins/input-otp.tsx' },
  {
    importer: /antd[\\/]es[\\/]progress[\\/]progress\.js$/,
    source: './Circle',
    target: './src/components/antd-stand-ins/progress-circle.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]progress[\\/]progress\.js$/,
    source: './Steps',
    target: './src/components/antd-stand-ins/progress-steps.tsx',
  },
  { importer: /antd[\\/]es[\\/]card[\\/]/, source: '../tabs', target: './src/components/antd-stand-ins/card-tabs.tsx' },
  {
    importer: /antd[\\/]es[\\/]typography[\\/]Base[\\/]/,
    source: '../Editable',
    target: './src/components/antd-stand-ins/typography-editable.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    target: './src/components/antd-stand-ins/table-filter-dropdown.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    target: './src/components/antd-stand-ins/tree-utilities.ts',
  },
  {
    importer: /@rc-component[\\/]select[\\/]es[\\/]OptionList\.js$/,
    source: '@rc-component/virtual-list',
    target: './src/components/antd-stand-ins/select-option-list.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    target: './src/components/antd-stand-ins/virtual-table.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../checkbox',
    target: './src/components/antd-stand-ins/selection-checkbox.tsx',
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../radio',
    target: './src/components/antd-stand-ins/selection-radio.tsx',
  },
  {
    importer: /antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/,
    source: '../../color-picker/components/ColorPresets',
    target: './src/components/antd-stand-ins/color-brightness.ts',
  },
  {
    importer: /antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/,
    source: '@rc-component/color-picker',
    target: '@rc-component/color-picker/es/color.js',
  },
  { importer: /antd[\\/]es[\\/]form[\\/]context\.js$/, source: '@rc-component/form', target: '@rc-component/form/es/FormContext.js' },
];

const antdStandIns = (): Plugin => ({
  name: 'verdict:antd-stand-ins',
  enforce: 'pre',
  async resolveId(source, importer) {
    const standIn = importer && ANTD_STAND_INS.find((entry) => entry.source === source && entry.importer.test(importer));
    if (!standIn) return null;
    if (standIn.target.startsWith('./')) return fileURLToPath(new URL(standIn.target, import.meta.url));
    return this.resolve(standIn.target, importer, { skipSelf: true });
  },
});

/** The calls of antd's style modules whose second argument is the style generator (theme/util/genStyleUtils). */
const STYLE_HOOK_CALLS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
/** A module that calls none of them is not parsed. */
const STYLE_HOOK_CALL = new RegExp(`\\b(${[...STYLE_HOOK_CALLS].join('|')})\\(`);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every call node of `node`'s tree whose callee is one of `names`. */
function callsTo(node: unknown, names: Set<string>, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const child of node) callsTo(child, names, found);
  else if (node && typeof node === 'object') {
    const candidate = node as Node;
    const callee = candidate.callee as Node | undefined;
    if (candidate.type === 'CallExpression' && callee?.type === 'Identifier' && names.has(callee.name as string)) found.push(candidate);
    for (const [key, child] of Object.entries(candidate)) if (key !== 'type') callsTo(child, names, found);
  }
  return found;
}

/**
 * antd's components are styled by antd/dist/antd.css (the theme's zeroRuntime, app/provider.tsx): the style
 * generators of antd's style modules never run, and are left out (the style hooks still register the theme's CSS
 * variables).
 */
const antdStyleGenerators = (): Plugin => ({
  name: 'verdict:antd-style-generators',
  transform(code, id) {
    if (!/node_modules[\\/]antd[\\/]es[\\/]/.test(id) || !STYLE_HOOK_CALL.test(code)) return null;
    const calls = callsTo(this.parse(code), STYLE_HOOK_CALLS);
    if (!calls.length) return null;
    let out = code;
    for (const call of calls.sort((a, b) => b.start - a.start)) {
      const generator = (call.arguments as Node[])[1];
      if (generator) out = out.slice(0, generator.start) + 'null' + out.slice(generator.end);
    }
    return { code: out, map: null };
  },
});

const ZOD_JITLESS = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/** `zod`, imported by the shared schemas, resolves to src/lib/zod-jitless.ts (zod, set to build no code at run time). */
const zodJitless = (): Plugin => ({
  name: 'verdict:zod-jitless',
  enforce: 'pre',
  resolveId: (source, importer) => (source === 'zod' && importer !== ZOD_JITLESS ? ZOD_JITLESS : null),
});

export default defineConfig({
  root,
  plugins: [react(), antdStandIns(), zodJitless(), antdStyleGenerators()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@uiw/codemirror-extensions-basic-setup': fileURLToPath(new URL('./src/components/code-editor/editor-setup.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // Small pieces of antd that nearly every page's first paint needs (the loading skeleton, the grid, card, tag
            // and empty state, a closable tag's icon): one request instead of a dozen of one to three kilobytes, each
            // with its headers.
            {
              name: 'antd-common',
              test: /node_modules[\\/](antd[\\/]es[\\/](skeleton|grid|card|tag|empty)[\\/]|antd[\\/]es[\\/](config-provider[\\/]defaultRenderEmpty|_util[\\/](hooks[\\/](useClosable|useForceUpdate)|ActionButton)|form[\\/]hooks[\\/]useVariants)|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]CloseOutlined)/,
            },
            // The list pages' own light stand-ins for antd's Table, Select and Input.Search (src/components), shared by the
            // problem list and the status page: one request instead of five.
            {
              name: 'list-kit',
              test: /(src[\\/]components[\\/](plain-table|menu-select|search-input|table-pagination)\.tsx|node_modules[\\/]antd[\\/]es[\\/]table[\\/]style[\\/])/,
              // Only those modules: what they import (Pagination, Input, Empty…) stays in the chunks other pages share.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // Packages without a sideEffects field whose modules only define things, so that what is not used is left out.
        moduleSideEffects: [
          // Themes: the ones the editor does not use (every other theme of @uiw/codemirror-themes-all and thememirror).
          { test: /node_modules[\\/](@uiw[\\/]codemirror-theme|thememirror[\\/])/, sideEffects: false },
          // The table's: its index re-exports the virtual table, which would otherwise come (with the virtual list) with
          // every table, though only a virtual one renders it.
          { test: /node_modules[\\/]@rc-component[\\/]table[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
