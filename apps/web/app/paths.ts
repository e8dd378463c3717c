import type { RouteName } from '@lender/flow';
import { ROUTES, type RouteEntry, type SiteRouteId } from './route-config';

const BY_ID = new Map<string, string>(ROUTES.map((route) => [route.id, route.path]));

/** The path of a `@lender/flow` route name (every name has one; the test proves it). */
export function pathOf(name: RouteName): string {
  const path = BY_ID.get(name);
  if (path === undefined) throw new Error(`no route for ${name}`);
  return path;
}

/** The path of one of the site's own pages (a `site:` id of the table). */
export function sitePathOf(id: Extract<SiteRouteId, `site:${string}`>): string {
  const path = BY_ID.get(id);
  if (path === undefined) throw new Error(`no route for ${id}`);
  return path;
}

// The table's ids are flow route names or `site:` pages, so no list of names is needed in the
// browser bundle to tell them apart (the route-config test proves every flow name is here).
function isFlowRoute(route: RouteEntry): route is RouteEntry & { id: RouteName } {
  return !route.id.startsWith('site:');
}

/** The route name of a pathname, if it is one of spec §2's pages. */
export function routeNameOf(pathname: string): RouteName | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTES) {
    if (route.path === clean && isFlowRoute(route)) return route.id;
  }
  return undefined;
}

// The fixed paths and the registration test live in a module without the route table (ADR 085).
export { isRegistrationPath, PATHS } from './site-paths';
