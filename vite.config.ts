import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The browser app. `npm run dev` serves it with hot reload and proxies the API to the server. */
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The import aliases (#shared, #client) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    // VITE_OUT_DIR lets two builds coexist (served with CLIENT_DIR); the default is what npm start serves.
    outDir: process.env.VITE_OUT_DIR ? `${process.cwd()}/${process.env.VITE_OUT_DIR}` : '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: {
      // Vite preloads a lazy chunk's imports by adding a <link> per import as the import starts. The
      // landing page's sections start theirs inside hydration's render, and their 15 links took
      // 140-190 ms of main thread with the CPU slowed 4x, as Lighthouse's mobile preset slows it
      // (decision 057). Their markup is already on screen (prerendered), so nothing waits for them:
      // the browser fetches their imports as it reads the chunk. Other lazy chunks keep theirs.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)landing-sections-[^/]*\.js$/.test(file) ? [] : deps,
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/healthz': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
