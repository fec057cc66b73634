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
