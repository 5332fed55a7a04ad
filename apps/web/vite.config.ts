import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa';

const api = 'http://localhost:8080';

/**
 * The entry's stylesheet (9 KB, the shell and the kit's variables) goes into index.html itself:
 * the first paint then waits for the document alone, not for a second round trip. The strict CSP
 * allows inline styles (plugins/security.ts); scripts stay external.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'scenic:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/h5\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Fails the build if a module stands in two chunks: each copy would run on its own with its own
 * state (two carts, two Back-button histories), which a build option once did (decision 029).
 */
function oneCopyOfEachModule(): Plugin {
  return {
    name: 'scenic:one-copy-of-each-module',
    apply: 'build',
    generateBundle(_options, bundle) {
      const home = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const first = home.get(id);
          if (first) this.error(`${id} is in both ${first} and ${chunk.fileName}`);
          home.set(id, chunk.fileName);
        }
      }
    },
  };
}

export default defineConfig({
  base: '/h5/',
  plugins: [react(), inlineEntryCss(), oneCopyOfEachModule(), pwa()],
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
