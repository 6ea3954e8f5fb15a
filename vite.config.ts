import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': r('./src/shared'),
  '@site': r('./src/site'),
  '@admin': r('./src/admin'),
};

/** Dev server only: the admin SPA lives under /admin/, so its deep links fall back to admin.html (as the server does). */
const adminFallback: Plugin = {
  name: 'admin-history-fallback',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = req.url ?? '';
      if (/^\/admin(\/|$|\?)/.test(url) && !/\.[a-z0-9]+($|\?)/i.test(url.split('?')[0])) req.url = '/admin.html';
      next();
    });
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? '8080';
  return {
    plugins: [react(), adminFallback],
    // the server bundle (dist/.ssr) needs no copy of public/
    publicDir: isSsrBuild ? false : 'public',
    resolve: { alias },
    server: {
      port: 5173,
      proxy: {
        // dev: the same /prod-api prefix as production, forwarded to the API server started by `npm run dev`
        '/prod-api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
        '/profile': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // the manifest lets `npm run bench` follow each page's static imports
      manifest: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        input: { index: r('./index.html'), admin: r('./admin.html') },
      },
    },
  };
});
