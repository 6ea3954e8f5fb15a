/**
 * A guide page's first visit (server-rendered, then hydrated) loads the site's entry (src/site/main.tsx), the guide
 * route's code and one guide's content, and what they import statically: never the HTTP transport (axios), antd,
 * the query client (@tanstack/react-query), the list kit or the login popup, which load with the pages and the
 * actions that need them. Read on the source (tests/unit/staticGraph.ts), so a change that pulls one of them back
 * into the first visit fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, staticClosure } from '../staticGraph';

/** The entry and the chunks a guide page's first visit loads (routes.tsx: guideRoute → GuideRoute; prime.ts → content). */
const GUIDE_FIRST_VISIT = ['src/site/main.tsx', 'src/site/pages/guide/GuideRoute.tsx', 'src/site/content/zh/ossd-requirements.ts'];

const DEFERRED: RegExp[] = [
  /^package:axios/,
  // rich texts' sanitizer: loads when the browser renders one itself (lib/sanitizer)
  /^package:dompurify/,
  /^package:antd/,
  /^package:@ant-design\//,
  /^package:@tanstack\/react-query/,
  /^src\/shared\/api\/(transport|request|web)\.ts$/,
  /^src\/site\/query\/QueryScope\.tsx$/,
  /^src\/site\/kit\//,
  /^src\/site\/components\/AntdScope\.tsx$/,
  /^src\/site\/login\/(?!LoginModalHost\.tsx$)/,
  // a section's route table (routes.tsx) is in the entry; its pages load on demand
  /^src\/site\/pages\/(home|auth|directory|news|member|forum)\/(?!routes\.tsx$)/,
  // the OSSD checker loads with its route only (the guides link to it plainly)
  /^src\/site\/pages\/ossd-checker\//,
];

describe('a guide page first visit', () => {
  const closure = staticClosure(GUIDE_FIRST_VISIT);

  it('reads the graph it checks (the router, the header and its city selector, the guide article)', () => {
    expect(closure).toContain('package:react-router-dom');
    expect(closure).toContain('src/site/layout/SiteHeader.tsx');
    expect(closure).toContain('src/site/city/useCities.ts');
    expect(closure).toContain('src/site/login/LoginModalHost.tsx');
    expect(closure).toContain('src/site/pages/guide/GuideArticle.tsx');
  });

  it('loads no HTTP transport, antd, query client, list kit, login popup or other page', () => {
    expect([...closure].filter((f) => DEFERRED.some((re) => re.test(f))).sort()).toEqual([]);
  });

  it('the entry does not start loading the transport before the reader interacts', () => {
    const main = readFileSync(join(ROOT, 'src/site/main.tsx'), 'utf8');
    const calls = [...main.matchAll(/\bpreloadTransport\(\)/g)].map((m) => m.index);
    const handler = main.indexOf('function preloadTransportOnInteraction');
    const handlerEnd = main.indexOf('\n}\n', handler);
    expect(calls.length).toBeGreaterThan(0);
    for (const at of calls) expect(at > handler && at < handlerEnd).toBe(true);
  });
});
