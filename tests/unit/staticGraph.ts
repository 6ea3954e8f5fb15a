/**
 * The static import graph of source files, read on the source: static `import`/`export … from` and side-effect
 * imports load code at once; `import type` and `import()` do not. Shared by the first-visit tests of both SPAs.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@site/': 'src/site/', '@admin/': 'src/admin/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The specifiers a file loads at once: static `import`/`export … from` (not `import type`), side-effect imports. */
export function staticSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (!m[2]) out.push(m[4]);
  }
  return out;
}

export function resolveFile(file: string, spec: string): string {
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
export function staticClosure(entries: string[]): Set<string> {
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
