/**
 * Build-time rendering of the landing page's first screen (scripts/prerender.ts): a phone paints
 * the headline from the HTML, before the JavaScript arrives; the page then hydrates it (main.tsx).
 * The tree is the app's own, so the markup matches what the browser renders.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './routes';

export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <AppRoutes />
    </StaticRouter>,
  );
}
