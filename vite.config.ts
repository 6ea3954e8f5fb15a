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

/**
 * What a dynamic import preloads (Vite's `modulePreload.resolveDependencies`), less the chunks its importer already
 * imports statically: those were loaded with the importer, and a server-rendered page (whose HTML leaves out the
 * entry's preload links, src/site/ssr/head.ts) would otherwise get one `<link rel="modulepreload">` per chunk of
 * the framework added again each time a page's code loads, all in one task (about 50 ms on the home page in
 * Lighthouse's mobile run). The plugin keeps the bundle's import graph for it.
 */
function preloadOnlyNewChunks(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let imports = new Map<string, readonly string[]>();
  const loadedWith = (host: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of imports.get(file) ?? []) visit(dep);
    };
    visit(host);
    return seen;
  };
  return {
    plugin: {
      name: 'preload-only-new-chunks',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
const preloads = preloadOnlyNewChunks();

/**
 * The production build is two builds into one dist/: the public site (`vite build`, index.html) and then the admin
 * (`BUILD_APP=admin vite build`, admin.html, which keeps the site's files and writes its own manifest). Apart, so
 * that a package both apps use is cut to what each app uses: the site's react-router holds only the declarative
 * router it uses, not the admin's data router.
 */
const ADMIN_BUILD = process.env.BUILD_APP === 'admin';

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? '8080';
  return {
    plugins: [react(), adminFallback, preloads.plugin],
    // the server bundle (dist/.ssr) and the admin's build need no (second) copy of public/
    publicDir: isSsrBuild || ADMIN_BUILD ? false : 'public',
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
      emptyOutDir: !ADMIN_BUILD,
      sourcemap: false,
      // the manifests let the server link a page's styles and `npm run bench` follow each page's static imports
      manifest: ADMIN_BUILD ? '.vite/manifest-admin.json' : true,
      chunkSizeWarningLimit: 1500,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      rolldownOptions: {
        // the dev server serves both pages
        input: Object.fromEntries(
          Object.entries({ index: r('./index.html'), admin: r('./admin.html') }).filter(([name]) => command === 'serve' || (name === 'admin') === ADMIN_BUILD),
        ),
      },
    },
  };
});
