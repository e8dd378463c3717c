// The back-office's first-load JavaScript (issue 48): what a browser downloads to show a page the
// first time, gzip level 9, read from the client build's route manifest (the manifest, the entry and
// its imports, then every route from the root down to the page with theirs), as the borrower site's
// `bench/run.mjs --js-only` measures the pages it cannot open. The dashboard has a budget; the run
// prints every page and exits 1 when the dashboard is over it. The browser suite holds the
// dashboard to the same budget as Chromium loads it (test/e2e/server.e2e.test.ts).
// Needs `pnpm --filter @lender/backoffice build`. Usage: node bench/first-load.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The dashboard's first-load JavaScript, gzip, at most (issue 48). */
export const DASHBOARD_BUDGET_KB = 250;
/** The dashboard's route in the manifest. */
export const DASHBOARD_ROUTE = 'routes/_app._index';

/** Gzip (level 9) of `bytes`, in KB. */
export function gzipKb(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** The client build's route manifest (`manifest-*.js`: `window.__remixManifest = {…};`). */
export function readManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}: build the back-office first`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/**
 * A route's first load as Remix preloads it: the route manifest itself (a script the page
 * imports), the entry, then the routes from the root down.
 */
export function firstLoadKb(clientDir, manifest, routeId) {
  const urls = new Set([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  }
  let kb = 0;
  for (const url of urls) kb += gzipKb(readFileSync(join(clientDir, url)));
  return kb;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
  const manifest = readManifest(clientDir);
  const pages = Object.entries(manifest.routes)
    .filter(([, route]) => route.path !== undefined || route.index)
    .map(([id]) => [id, firstLoadKb(clientDir, manifest, id)])
    .sort((a, b) => b[1] - a[1]);
  console.log('First-load JavaScript (gzip), from the client route manifest:');
  for (const [id, kb] of pages) {
    const budget =
      id === DASHBOARD_ROUTE
        ? `  (budget ${DASHBOARD_BUDGET_KB} KB) ${kb > DASHBOARD_BUDGET_KB ? 'OVER' : 'ok'}`
        : '';
    console.log(`  ${id.replace(/^routes\//, '').padEnd(40)} ${kb.toFixed(1).padStart(7)} KB${budget}`);
  }
  const dashboard = firstLoadKb(clientDir, manifest, DASHBOARD_ROUTE);
  if (dashboard > DASHBOARD_BUDGET_KB) console.log('\nThe dashboard is over its JavaScript budget.');
  process.exit(dashboard > DASHBOARD_BUDGET_KB ? 1 : 0);
}
