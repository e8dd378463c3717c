// The borrower site's first-load JavaScript (DESIGN.md "Budgets": the home page ≤ 110 KB gzip, no
// page over 170 KB): what a first visit downloads before the page's modules run, from the SSR page
// (its module scripts and `modulepreload` links) or, for the pages that need a session, from the
// client build's route manifest (the entry and its imports, then every route from the root down to
// the page with theirs: what Remix preloads). `bench/run.mjs` prints every page with these; the
// browser suite `e2e/first-load.e2e.test.ts` fails the build when a page is over its budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The home page's first-load JavaScript, gzip, at most (DESIGN.md), in KB. */
export const HOME_BUDGET_KB = 110;
/** Every other page's, at most ("no page over 170 KB"), in KB. */
export const PAGE_BUDGET_KB = 170;
/** The home page's route in the client route manifest (its folder, `app/routes/_index`). */
export const HOME_ROUTE = 'routes/_index';

/** The site's client build (`pnpm --filter @lender/web build`). */
export const CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url));

/** The JavaScript a first visit loads from a served page: module scripts, modulepreloads, Remix's imports. */
export function scriptsOf(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s+[^"']*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  return [...urls].filter((u) => u.startsWith('/assets/'));
}

/** Gzip (the default level) of the build's files at these URLs, together, in KB. */
export function gzipKb(urls, clientDir = CLIENT_DIR) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(join(clientDir, url))).length;
  return bytes / 1024;
}

/** The client build's route manifest (`manifest-*.js`: `window.__remixManifest = {…};`). */
export function readManifest(clientDir = CLIENT_DIR) {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no route manifest in ${assets}: build the site first`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/**
 * A route's first load as Remix would preload it, read from the client build's route manifest: the
 * entry and its imports, then every route from the root down to this one with its imports. For the
 * pages both ways measure (`/`, `/registration`) they agree.
 */
export function manifestKb(manifest, routeId, clientDir = CLIENT_DIR) {
  const urls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId])
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return gzipKb([...urls], clientDir);
}

/**
 * Every route of the manifest but the root, `[path, route id]`, with its whole path (`/registration/details`,
 * the manifest's paths are relative to their parent route): spec §2's pages, the site's own (the notices,
 * the legal pages, the 404) and the resource routes, whose first load is the entry's and the root's.
 */
export function manifestPages(manifest) {
  const pathOf = (route) => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    const above = parent ? pathOf(parent) : '';
    return `${above.replace(/\/$/, '')}/${route.path ?? ''}`;
  };
  return Object.entries(manifest.routes)
    .filter(([id]) => id !== 'root')
    .map(([id, route]) => [route.index ? pathOf(route).replace(/(.)\/$/, '$1') : pathOf(route), id]);
}

/** The budget of the page at `path`, in KB. */
export const budgetOf = (path) => (path === '/' ? HOME_BUDGET_KB : PAGE_BUDGET_KB);
