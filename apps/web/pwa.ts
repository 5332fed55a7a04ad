/**
 * The web app's service worker and manifest (vite-plugin-pwa, Workbox's generateSW), so the app
 * installs to a home screen and what the visitor has seen stays readable with no signal.
 *
 * - Precached at install: index.html, the entry's code and the home route's code (the chunks the
 *   first screen loads; `homeRouteFiles` finds them in the bundle), not every page of the app.
 * - Every other chunk is kept the first time it loads (cache first: hashed names never change).
 * - Pictures (`/uploads/`, the demo's `/assets-demo/`) are shown from the phone at once and
 *   refreshed behind (stale-while-revalidate).
 * - The API is never cached here: answers are per visitor and calls that change data must reach
 *   the server. What the visitor has seen is kept by the app itself (src/lib/seen-store.ts).
 * - A new version waits, and takes over on the next load of the app (src/lib/service-worker.ts),
 *   never under an open page.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The park the app is built for: its name and colours on the home screen and the splash. */
const PARK = {
  name: 'Bukit Awan Rainforest Park',
  shortName: 'Rainforest Park',
  description: 'Tickets, shop, rentals, food and scenery of the park, on your phone.',
  themeColor: '#0b6e4f',
  backgroundColor: '#f5f7f6',
};

const HOME_PAGE = /[\\/]features[\\/]home[\\/]home-page\.tsx$/;
const MAIN_LOCALE = /[\\/]locales[\\/](zh|en|ma)\.json$/;

/**
 * The files the home route loads before it can show anything: the entry chunk, the home page's
 * chunk, the main language files, and everything they import statically, with their CSS.
 */
function homeRouteFiles(found: Set<string>): Plugin {
  return {
    name: 'scenic:home-route-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      found.clear();
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || found.has(fileName)) return;
        found.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) {
        const module = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || HOME_PAGE.test(module) || MAIN_LOCALE.test(module)) {
          visit(chunk.fileName);
        }
      }
    },
  };
}

export function pwa(): Plugin[] {
  const homeFiles = new Set<string>();
  return [
    homeRouteFiles(homeFiles),
    ...VitePWA({
      strategies: 'generateSW',
      // Registered by the app after its first screen (src/lib/service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/h5/',
        name: PARK.name,
        short_name: PARK.shortName,
        description: PARK.description,
        lang: 'en',
        start_url: '/h5/',
        scope: '/h5/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PARK.themeColor,
        background_color: PARK.backgroundColor,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The manifest and its icons are added by the plugin, the favicons by `includeAssets`.
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || homeFiles.has(entry.url),
            ),
            warnings: [],
          }),
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's later pages are kept too: the worker serves the page that installed it.
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/h5/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'scenic-code',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin &&
              request.method === 'GET' &&
              (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/assets-demo/')),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'scenic-pictures',
              expiration: {
                maxEntries: 300,
                maxAgeSeconds: 30 * 24 * 3600,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
