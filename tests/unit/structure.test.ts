/**
 * The import rules of the layout (DESIGN.md "Layout", server/README.md, src/shared/README.md), checked on the
 * source text so a broken rule fails here and not in a later review:
 * - server: `plugins/`, `lib/` and `db/` (the seed too) import no module; `lib/` imports no plugin;
 * - client: `src/shared/` imports neither app; `src/shared/api/` has no import circle (static or dynamic);
 *   admin `components/`, `stores/` and `hooks/` do not import `router/` (pure route helpers live in `lib/routes/`);
 *   the public site's shared list kit lives in `src/site/kit/` (imports no page; no page area keeps a kit).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@site/': 'src/site/', '@admin/': 'src/admin/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every module specifier of a file: `import … from`, `export … from`, side-effect imports and `import()`. */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const re of [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s+['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const m of code.matchAll(re)) out.push(m[1]);
  }
  return out;
}

/** The repository path a specifier of `file` names, or null for a package. */
function resolveSpecifier(file: string, spec: string): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = join(dirname(file), spec);
  for (const [alias, dir] of Object.entries(ALIASES)) if (spec.startsWith(alias)) base = dir + spec.slice(alias.length);
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(join(ROOT, candidate)).isFile()) return relative(ROOT, join(ROOT, candidate));
    } catch {
      // try the next extension
    }
  }
  return relative(ROOT, join(ROOT, base));
}

const graphCache = new Map<string, Map<string, string[]>>();
/** file → the repository files it imports, for every source file under `dir`. */
function importGraph(dir: string): Map<string, string[]> {
  let graph = graphCache.get(dir);
  if (!graph) {
    graph = new Map();
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      graph.set(file, specifiers(text).map((s) => resolveSpecifier(file, s)).filter((p): p is string => p !== null));
    }
    graphCache.set(dir, graph);
  }
  return graph;
}

/** "file → target" for every import from a file under `from` into a path under one of `forbidden`. */
function edges(dir: string, from: RegExp, forbidden: RegExp): string[] {
  const out: string[] = [];
  for (const [file, targets] of importGraph(dir)) {
    if (!from.test(file)) continue;
    for (const t of new Set(targets)) if (forbidden.test(t)) out.push(`${file} → ${t}`);
  }
  return out;
}

/** The import circles among the files under `scope` (each as a path a → b → … → a). */
function circles(dir: string, scope: RegExp): string[] {
  return circlesIn(importGraph(dir), scope);
}

function circlesIn(graph: Map<string, string[]>, scope: RegExp): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const t of graph.get(file) ?? []) {
      if (!scope.test(t)) continue;
      if (state.get(t) === 'open') found.push([...stack.slice(stack.indexOf(t)), t].join(' → '));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (scope.test(file) && !state.has(file)) visit(file);
  return found;
}

describe('server import rules', () => {
  it('plugins import no module (the auth plugin gets its resolver from app.ts)', () => {
    expect(edges('server/src', /^server\/src\/plugins\//, /^server\/src\/modules\//)).toEqual([]);
  });

  it('db (migrations, seed) imports no module', () => {
    expect(edges('server/src', /^server\/src\/db\//, /^server\/src\/modules\//)).toEqual([]);
  });

  it('lib imports neither modules nor plugins', () => {
    expect(edges('server/src', /^server\/src\/lib\//, /^server\/src\/(modules|plugins)\//)).toEqual([]);
  });
});

describe('client import rules', () => {
  it('src/shared knows neither app', () => {
    expect(edges('src', /^src\/shared\//, /^src\/(site|admin)\//)).toEqual([]);
  });

  it('src/shared/api has no import circle (request → loadTransport → transport must not lead back)', () => {
    expect(circles('src', /^src\/shared\/api\//)).toEqual([]);
  });

  it('admin components, stores and hooks do not import the router', () => {
    expect(edges('src', /^src\/admin\/(components|stores|hooks)\//, /^src\/admin\/router\//)).toEqual([]);
  });

  it('the public site\'s list kit lives in src/site/kit: no page area keeps a kit, none imports the search page\'s folder', () => {
    const graph = importGraph('src');
    expect([...graph.keys()].filter((f) => /^src\/site\/pages\/[^/]+\/kit\//.test(f))).toEqual([]);
    expect(edges('src', /^src\/site\/(?!pages\/search\/|directoryRoutes\.tsx$)/, /^src\/site\/pages\/search\//)).toEqual([]);
    expect(edges('src', /^src\/site\/kit\//, /^src\/site\/pages\//)).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('reads every form of import and ignores comments', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export { c } from '@shared/c';",
      "import './d.css';",
      "const e = () => import('./e');",
      "// import f from './f';",
      "/* import g from './g'; */",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a', '../b', '@shared/c', './d.css', './e']);
  });

  it('finds a forbidden edge and a circle when there is one', () => {
    // today's graph resolves the known edges (so a wrong resolver cannot pass the rules above by finding nothing)
    expect(edges('server/src', /^server\/src\/app\.ts$/, /^server\/src\/plugins\/auth\.ts$/)).toEqual(['server/src/app.ts → server/src/plugins/auth.ts']);
    expect(edges('src', /^src\/shared\/api\/request\.ts$/, /^src\/shared\/api\/loadTransport\.ts$/).length).toBeGreaterThan(0);
    expect(edges('src', /^src\/shared\/api\/loadTransport\.ts$/, /^src\/shared\/api\/transport\.ts$/)).toEqual([
      'src/shared/api/loadTransport.ts → src/shared/api/transport.ts',
    ]);
    const graph = new Map([['x/a.ts', ['x/b.ts']], ['x/b.ts', ['x/c.ts', 'y/d.ts']], ['x/c.ts', ['x/a.ts']], ['y/d.ts', []]]);
    expect(circlesIn(graph, /^x\//)).toEqual(['x/a.ts → x/b.ts → x/c.ts → x/a.ts']);
    expect(circlesIn(graph, /^y\//)).toEqual([]);
  });
});
