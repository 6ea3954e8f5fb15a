/**
 * The admin login page's first visit (no token) loads the entry, the login page and what they import statically,
 * nothing more (src/admin/main.tsx → authEntry.tsx + views/login): no router, guard, route tables, view registry,
 * permission store, shell, antd, icons, dayjs or echarts, and only the shell's own texts, in the reader's language.
 * Read on the source (the static import graph; `import type` and `import()` do not load code), so a change that
 * pulls one of them back into the first visit fails here.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@site/': 'src/site/', '@admin/': 'src/admin/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The specifiers a file loads at once: static `import`/`export … from` (not `import type`), side-effect imports. */
function staticSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[2]) out.push(m[4]);
  }
  return out;
}

function resolveFile(file: string, spec: string): string {
  let base: string | null = null;
  if (spec.startsWith('.')) base = join(dirname(file), spec);
  for (const [alias, dir] of Object.entries(ALIASES)) if (spec.startsWith(alias)) base = dir + spec.slice(alias.length);
  if (base === null) return `package:${spec}`;
  for (const ext of EXTENSIONS) {
    try {
      if (statSync(join(ROOT, base + ext)).isFile()) return relative(ROOT, join(ROOT, base + ext));
    } catch {
      // next extension
    }
  }
  return relative(ROOT, join(ROOT, base));
}

/** Every repository file and package a set of entry files loads statically. */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('package:') || !/\.tsx?$/.test(file)) continue;
    for (const spec of staticSpecifiers(readFileSync(join(ROOT, file), 'utf8'))) queue.push(resolveFile(file, spec));
  }
  return seen;
}

/** The entry and the chunks main.tsx imports for a first visit to /admin/login. */
const LOGIN_FIRST_VISIT = ['src/admin/main.tsx', 'src/admin/authEntry.tsx', 'src/admin/views/login/index.tsx'];

const DEFERRED: RegExp[] = [
  /^package:react-router/,
  /^package:antd/,
  /^package:@ant-design\//,
  /^package:dayjs/,
  /^package:echarts/,
  /^src\/admin\/router\//,
  /^src\/admin\/startApp\.tsx$/,
  /^src\/admin\/App\.tsx$/,
  /^src\/admin\/lib\/routes\/buildRoutes\.ts$/,
  /^src\/admin\/stores\//,
  /^src\/admin\/layout\/(?!LangSwitch\.tsx$)/,
  /^src\/admin\/views\/(?!login\/)/,
  /^src\/shared\/auth\/permission\.ts$/,
  /^src\/shared\/i18n\/antd/,
];

describe('the admin login page first visit', () => {
  const closure = staticClosure(LOGIN_FIRST_VISIT);

  it('reads the graph it checks (the login page, its form, the request layer)', () => {
    expect(closure).toContain('src/admin/components/authForm/AuthPage.tsx');
    expect(closure).toContain('src/shared/api/request.ts');
    expect(closure).toContain('package:react-dom/client');
  });

  it('loads no router, route table, view registry, store, shell page, antd, icons, dayjs or echarts', () => {
    expect([...closure].filter((f) => DEFERRED.some((re) => re.test(f))).sort()).toEqual([]);
  });

  it('the entry loads the texts lazily, the pages\u2019 namespaces only with the pages', () => {
    const main = readFileSync(join(ROOT, 'src/admin/main.tsx'), 'utf8');
    expect(main).not.toMatch(/eager\s*:\s*true/);
    expect(main).toMatch(/SHELL_NAMESPACES = \['common', 'admin', 'admin-auth'\]/);
  });

  it('the guard loads the permission store and the view registry only with a token (dynamic imports)', () => {
    for (const file of ['src/admin/router/index.tsx', 'src/admin/router/guard.ts']) {
      const specs = staticSpecifiers(readFileSync(join(ROOT, file), 'utf8')).map((s) => resolveFile(file, s));
      expect(specs.filter((s) => /stores\/permission|router\/viewRegistry|router\/dynamicRoutes/.test(s))).toEqual([]);
    }
  });
});
