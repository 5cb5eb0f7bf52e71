import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// Explicit path so the build also works when started from the repo root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

// The page's own version is the product's (root package.json), which the server also reports in
// x-app-version: the update prompt compares the two (spec §4).
const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', ws: true },
};

export default defineConfig({
  root: webRoot,
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Compiles imported .po catalogs on the fly, so there is no separate compile step.
    lingui({ configPath: linguiConfigPath }),
    // Each text file of the build also as .br and .gz (brotli quality 11, gzip level 9), so the
    // server sends what the browser accepts without compressing per request (deploy/src/webStatic.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // React changes less often than app code: its own chunk stays cached across releases. Other
        // libraries (Fluent UI above all) are split by Rollup along the lazy screens that use them,
        // so the first page loads only the components the shell and sign-in need.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          // Charts load with the first screen that draws one, not with the app.
          if (/\/node_modules\/(echarts|zrender|echarts-for-react|size-sensor)\//.test(id)) return 'charts';
          if (/\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
});
