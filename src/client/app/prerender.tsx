/**
 * Build-time rendering of the landing page (scripts/prerender.ts): a phone paints the page from the
 * HTML, before the JavaScript arrives; the page then hydrates it (main.tsx). The tree is the app's
 * own, so the markup matches what the browser renders. `prerender` waits for the lazily loaded
 * sections, so the HTML is whole: no boundary is left for the browser to redo, and any error fails
 * the build instead of reaching the page.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths } from '#shared/page-paths';
import { AppRoutes } from './routes';

export async function renderLanding(): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={paths.home()}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // One chunk: a boundary written out of order would need an inline script, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new AggregateError(errors, 'the landing page did not render');
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}
