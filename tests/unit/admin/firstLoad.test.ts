/**
 * The admin login page's first visit (no token) loads the entry, the login page and what they import statically,
 * nothing more (src/admin/main.tsx → authEntry.tsx + views/login): no router, guard, route tables, view registry,
 * permission store, shell, antd, icons, dayjs or echarts, and only the shell's own texts, in the reader's language.
 * Read on the source (the static import graph; `import type` and `import()` do not load code), so a change that
 * pulls one of them back into the first visit fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFile, ROOT, staticClosure, staticSpecifiers } from '../staticGraph';

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
