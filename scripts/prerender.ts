/**
 * After `vite build`: writes landing.html, the built index.html with the landing page already in it
 * and the stylesheet inlined, which the server sends for `/` (decision 004). A render that fails, or
 * that leaves a part for the browser to render (React marks it, in development builds with an error
 * message and stack), fails the build: such markup once shipped the build machine's file paths.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const outDir = process.env.VITE_OUT_DIR ? resolve(process.env.VITE_OUT_DIR) : resolve('dist/client');

/**
 * The landing page paints from its HTML before the app's code runs. As a module script, the entry
 * runs as soon as the document is parsed, and where it is already there (a fast connection, a
 * cached visit, a slow phone) that is before the first frame: the visitor waits for the code to
 * evaluate to see a page that was whole in the HTML (and Lighthouse counts the whole download into
 * the first paint, bench:web). So the entry is only preloaded, and a small boot module imports it
 * after the first frame. The boot module is a hashed file like every asset (no inline script: the
 * CSP forbids them).
 *
 * Until React adopts the page, its buttons do nothing: a visitor who taps one then (the menu, on a
 * phone that is still loading) would lose the tap. So the boot module keeps the buttons tapped
 * meanwhile, with nothing else done with the tap, and a tap imports the app at once; the public
 * site's frame takes them once it is hydrated and taps them again (src/client/lib/early-taps.ts).
 */
function paintBeforeScripts(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  const source = [
    "// Built by scripts/prerender.ts: runs the app after the landing page's first frame, or at once on a",
    '// tap; the buttons tapped until the page is hydrated are tapped again then (src/client/lib/early-taps.ts).',
    `const start = () => import(${JSON.stringify(entry[1])});`,
    'const taps = [];',
    'const keep = (event) => {',
    "  const button = event.target instanceof Element ? event.target.closest('button') : null;",
    '  if (button) {',
    '    taps.push(button);',
    '    event.preventDefault();',
    '    event.stopPropagation();',
    '  }',
    '  void start();',
    '};',
    "document.addEventListener('click', keep, true);",
    "window.bravoEarlyTaps = () => (document.removeEventListener('click', keep, true), taps.splice(0));",
    'requestAnimationFrame(() => setTimeout(start));',
    '',
  ].join('\n');
  const boot = `/assets/landing-boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, boot), source);
  return html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script type="module" crossorigin src="${boot}"></script>`);
}

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { renderLanding } = (await vite.ssrLoadModule('/app/prerender.tsx')) as { renderLanding: () => Promise<string> };
  const body = await renderLanding();
  // A boundary left to the browser (`<!--$!-->`, `<!--$?-->`) or React's <template> for one.
  const marker = /<template[^>]*>|<!--\$[!?]-->/.exec(body);
  if (marker) throw new Error(`the prerendered landing page holds a boundary it did not finish: ${marker[0]}`);
  let html = readFileSync(join(outDir, 'index.html'), 'utf8');
  html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_tag, href: string) => {
    return `<style>${readFileSync(join(outDir, href), 'utf8')}</style>`;
  });
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  html = html.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  html = paintBeforeScripts(html);
  writeFileSync(join(outDir, 'landing.html'), html);
  console.info(`prerendered the landing page (${Math.round(html.length / 1024)} KB) into ${join(outDir, 'landing.html')}`);
} finally {
  await vite.close();
}
