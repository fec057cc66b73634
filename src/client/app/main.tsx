import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { type RootOptions, createRoot, hydrateRoot } from 'react-dom/client';
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
// `/` arrives prerendered (scripts/prerender.ts): adopt that markup instead of rebuilding it.
if (root.firstElementChild && window.location.pathname === paths.home()) {
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
