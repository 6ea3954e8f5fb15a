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
 * Fewer, larger chunks for the pages visitors land on. Rolldown splits shared code by the exact set of pages that use
 * it: the home page loaded 31 files, many under 1 KB. On a phone each one is a request, and the page's start-up added
 * a `<link rel="modulepreload">` per chunk in one task (Lighthouse's mobile run: 3–6 ms each, all blocking time).
 * - `framework`: what the entry imports statically, in the entry's own chunk (react, i18n and the rest came as eight
 *   chunks, requested only once the entry had arrived).
 * - `shared-<landing pages>`: code that more than `shareCount` pages use, grouped by which landing pages use it. A
 *   landing page loads only groups it uses whole, so it pays nothing; another page may load a few KB it does not
 *   use. Code an `excluded` page uses (the guides, whose budget is the tightest) stays where Rolldown puts it.
 *   A module whose imports are not all in the framework or grouped stays out too: a group then imports only the
 *   framework and groups used by more landing pages, so no cycle between chunks changes the order modules run in.
 */
function landingChunks(landingPages: Record<string, RegExp>, shareCount: number, excluded: RegExp) {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'landing-chunks',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // a package index that re-exports everything (antd, its icons): a page's use of it is tree-shaken, so the
      // modules it imports tell nothing about what the page uses
      const isBarrel = (id: string) => /[\\/]node_modules[\\/].*[\\/]index\.js$/.test(id) && importsOf(id).length > 25;
      const closure = (roots: Iterable<string>, skip: ReadonlySet<string> = new Set()) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || skip.has(id)) return;
          seen.add(id);
          if (!isBarrel(id)) importsOf(id).forEach(visit);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const pages = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))].filter((id) => !initial.has(id));
      const usesOf = new Map(pages.map((page) => [page, closure([page], initial)]));
      const usedBy = new Map<string, string[]>();
      for (const [page, uses] of usesOf) for (const id of uses) usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
      const members = new Set(
        [...usedBy].filter(([, users]) => users.length > shareCount && !users.some((page) => excluded.test(page))).map(([id]) => id),
      );
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of members)
          if (importsOf(id).some((dep) => !initial.has(dep) && !members.has(dep))) {
            members.delete(id);
            changed = true;
          }
      }
      const landings = Object.entries(landingPages).map(([name, test]) => {
        const page = pages.find((p) => test.test(p));
        return { name, uses: (page === undefined ? undefined : usesOf.get(page)) ?? new Set<string>() };
      });
      for (const id of members) {
        const users = landings.filter((l) => l.uses.has(id)).map((l) => l.name);
        if (users.length) groupOf.set(id, `shared-${users.join('-')}`);
      }
    },
  };
  return {
    plugin,
    groups: [{ name: 'framework', tags: ['$initial' as const] }, { name: (id: string) => groupOf.get(id) ?? null }],
  };
}
const landing = landingChunks(
  { home: /[\\/]pages[\\/]home[\\/]HomePage\.tsx$/, schools: /[\\/]SchoolListPage\.tsx$/, school: /[\\/]SchoolDetailPage\.tsx$/ },
  4,
  /[\\/](GuideRoute\.tsx$|pages[\\/]guide[\\/]|content[\\/])/,
);

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
    // the landing groups cut only the site's client build: the server bundle and the admin's build skip the graph walk
    plugins: [react(), adminFallback, preloads.plugin, ...(isSsrBuild || ADMIN_BUILD ? [] : [landing.plugin])],
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
        // the site's client build (the server bundle and the admin split as Rolldown does)
        output: isSsrBuild || ADMIN_BUILD ? {} : { codeSplitting: { groups: landing.groups } },
        // the dev server serves both pages
        input: Object.fromEntries(
          Object.entries({ index: r('./index.html'), admin: r('./admin.html') }).filter(([name]) => command === 'serve' || (name === 'admin') === ADMIN_BUILD),
        ),
      },
    },
  };
});
