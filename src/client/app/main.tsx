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
// `/` arrives prerendered (scripts/prerender.ts): adopt that markup instead of rebuilding it.
if (root.firstElementChild && window.location.pathname === '/') {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
