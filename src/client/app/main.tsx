import '../styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` arrives prerendered (scripts/prerender.ts): adopt that markup instead of rebuilding it. The
// sections below the first screen are left to the browser on purpose (React error 419 says so).
if (root.firstElementChild && window.location.pathname === '/') {
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      if (!String((error as Error)?.message ?? error).includes('419')) console.error(error);
    },
  });
} else {
  createRoot(root).render(app);
}
