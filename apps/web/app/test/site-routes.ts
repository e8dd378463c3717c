import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route as Remix builds it from `app/routes/`, with its whole path. */
export interface SiteRoute {
  /** Remix's id: `routes/` and the folder's name (`routes/registration_.details`). */
  readonly id: string;
  /** The whole URL pattern: `/registration/details`, `/profile/documents/:id`, `/web/*`. */
  readonly path: string;
  /** The route module, from `app/` (`routes/registration_.details/route.tsx`). */
  readonly file: string;
  readonly index: boolean;
  readonly parentId: string;
}

interface RemixRoute {
  readonly id: string;
  readonly path?: string;
  readonly file: string;
  readonly index?: boolean;
  readonly children?: readonly RemixRoute[];
}

const SITE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every route of the site as Remix builds it, read with its own CLI (`remix routes --json`, which
 * loads `vite.config.ts`): the tests list pages from what Remix serves, not from a copy of it.
 * About 2 s; the unit tests read it once (`global-setup.ts`).
 */
export function readSiteRoutes(): SiteRoute[] {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@remix-run/dev/package.json')),
    'dist/cli.js',
  );
  const json = execFileSync(process.execPath, [cli, 'routes', '--json'], { cwd: SITE_DIR, encoding: 'utf8' });
  const routes: SiteRoute[] = [];
  const walk = (children: readonly RemixRoute[], parent: RemixRoute, prefix: string) => {
    for (const route of children) {
      const path = `${prefix}/${route.path ?? ''}`.replace(/\/+$/, '') || '/';
      routes.push({ id: route.id, path, file: route.file, index: route.index === true, parentId: parent.id });
      walk(route.children ?? [], route, path === '/' ? '' : path);
    }
  };
  for (const root of JSON.parse(json) as RemixRoute[]) walk(root.children ?? [], root, '');
  return routes;
}

/** The route whose URL pattern matches `href` (`:param` one segment, `*` the rest). */
export function routeOfHref(routes: readonly SiteRoute[], href: string): SiteRoute | undefined {
  const pattern = (path: string) =>
    new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\*$/, '.*')}$`);
  return routes.filter((route) => route.path !== '/*').find((route) => pattern(route.path).test(href));
}
