import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { type RootOptions, createRoot, hydrateRoot } from 'react-dom/client';
import { baseLocale, getLocale } from '#shared/i18n/paraglide/runtime';
import { paths } from '#shared/page-paths';
import { ErrorBoundary } from '../components/error-boundary';
import { registerServiceWorkerLater } from '#client/lib/service-worker';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const options: RootOptions = {
  // Our boundaries log what they catch with the part's name; React would log it a second time.
  onCaughtError: (error, { errorBoundary }) => {
    if (!(errorBoundary instanceof ErrorBoundary)) console.error(error);
  },
};
// The family's language (its cookie, decision 098): the server already wrote it into <html lang>.
const locale = getLocale();
document.documentElement.lang = locale;
// `/` arrives prerendered (scripts/prerender.ts) in English: adopt that markup instead of rebuilding
// it, unless the page is to be in another language.
if (root.firstElementChild && window.location.pathname === paths.home() && locale === baseLocale) {
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a phone stays responsive while it runs (decision 093, The
  // landing page).
  startTransition(() => {
    hydrateRoot(root, app, options);
  });
} else {
  createRoot(root, options).render(app);
}
// Push notifications and the offline page (production builds), after the page has loaded.
registerServiceWorkerLater();
