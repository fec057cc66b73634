/**
 * After `vite build`: writes landing.html, the built index.html with the landing page already in it
 * and the stylesheet inlined, which the server sends for `/` (decision 004). A render that fails, or
 * that leaves a part for the browser to render (React marks it, in development builds with an error
 * message and stack), fails the build: such markup once shipped the build machine's file paths.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const outDir = process.env.VITE_OUT_DIR ? resolve(process.env.VITE_OUT_DIR) : resolve('dist/client');

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
  writeFileSync(join(outDir, 'landing.html'), html);
  console.info(`prerendered the landing page (${Math.round(html.length / 1024)} KB) into ${join(outDir, 'landing.html')}`);
} finally {
  await vite.close();
}
