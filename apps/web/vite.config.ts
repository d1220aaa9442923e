// Vite config of the web app: React plugin, dist output, /api proxy to the local server and the chunking of the first
// load (docs/architecture.md, "Loading"): everything the entry imports statically (React, the router, i18n, the
// shell's Ant Design components and layout) is one `shell` chunk instead of dozens of small ones, each a request
// with its headers; pages, the editor, Markdown, KaTeX and the charts stay chunks of their own, loaded on demand.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** antd's Pagination (in every List and Table) imports Select for its page-size changer: that import gets the lazy one. */
const lazyPaginationSelect = (): Plugin => ({
  name: 'verdict:lazy-pagination-select',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../select' && importer && /node_modules[\\/]antd[\\/]es[\\/]pagination[\\/]/.test(importer)) {
      return fileURLToPath(new URL('./src/components/pagination-size-changer.tsx', import.meta.url));
    }
    return null;
  },
});

export default defineConfig({
  root,
  plugins: [react(), lazyPaginationSelect()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // Small pieces of antd that nearly every page's first paint needs (the loading skeleton, the grid's style,
            // a closable tag's icon): one request instead of four or five of under a kilobyte, each with its headers.
            {
              name: 'antd-common',
              test: /node_modules[\\/](antd[\\/]es[\\/](skeleton[\\/]|grid[\\/]style[\\/]|_util[\\/](hooks[\\/]useClosable|ActionButton))|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]CloseOutlined)/,
            },
          ],
        },
      },
      treeshake: {
        // Theme packages without a sideEffects field, whose modules only define themes: the ones the editor does not
        // use (every other theme of @uiw/codemirror-themes-all and thememirror) are left out.
        moduleSideEffects: [{ test: /node_modules[\\/](@uiw[\\/]codemirror-theme|thememirror[\\/])/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
