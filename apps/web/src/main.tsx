// antd-mobile's variables first, so the theme's overrides win.
import 'antd-mobile/es/global';
import './styles/theme.css';
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstPage } from './app/prefetch';
import { initI18n } from './lib/i18n';
import { initialLocale } from './lib/language';
import { queryClient } from './lib/query-client';
import { watchRootFontSize } from './lib/root-font-size';
import { keepSeen, restoreSeen } from './lib/seen-store';
import { registerServiceWorker, takeWaitingVersion } from './lib/service-worker';

// Before the first render: rem sizes are right from the first paint (SPEC §9).
watchRootFontSize();

// A page chunk that fails to load after a deploy: reload once to fetch the new build; a second
// failure in the same visit is left to Vite, which rethrows it (SPEC §8).
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('preload-reloaded')) return;
  sessionStorage.setItem('preload-reloaded', '1');
  event.preventDefault();
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A Google / Facebook sign-in coming back (`#id_token=...&state=google.x`): the token leaves the
// address before the router reads it (it becomes `#/login`, where the sign-in finishes). The
// checking code loads only then, so no other start-up pays for it.
const socialReturn = /^#(?!\/).*\bstate=(?:google|facebook)\./.test(window.location.hash)
  ? import('./features/auth/social/social-return').then((social) => {
      social.captureSocialReturn();
    })
  : undefined;

// What the visitor saw last time is on screen at once (and readable with no signal); the calls
// below ask the server again behind it.
restoreSeen(queryClient);
keepSeen(queryClient);

const locale = initialLocale();
prefetchFirstPage(window.location.hash, locale);

void Promise.all([initI18n(locale), socialReturn, takeWaitingVersion()]).then(([, , reloading]) => {
  // A new version is taking over: the page loads again from it.
  if (reloading) return;
  // A transition lets React render the first screen in slices, so the phone's main thread is
  // never blocked for long while the page starts (the app shell in index.html stays until then).
  startTransition(() => createRoot(container).render(<App />));
  registerServiceWorker();
});
