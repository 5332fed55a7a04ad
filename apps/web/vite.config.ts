import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwa } from './pwa';

const api = 'http://localhost:8080';

export default defineConfig({
  base: '/h5/',
  plugins: [react(), pwa()],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/assets-demo': api,
    },
  },
  build: {
    target: 'es2022',
    // Report sizes as the visitor pays them; the home-route budget is checked on gzip.
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // The contracts build their zod schemas at module level; the web app imports constants and
        // helpers from the same modules. Marking the schema builders pure lets unused schemas (and
        // zod with them) drop out of the bundle.
        manualPureFunctions: ['z'],
        // zod's own module-level setup (its default locale) would otherwise keep all of it.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]zod[\\/]/, sideEffects: false },
          { test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
