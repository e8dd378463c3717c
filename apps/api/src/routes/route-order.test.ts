import { describe, expect, it } from 'vitest';
import { routeModules } from './index';

// The tables and routers are mounted in order and Hono answers a request with the first route that
// matches it: a route whose path an earlier one of the same method matches for every value (a
// `/:id` before `/list`) is never reached. Moving lines between tables must not hide one.
const routes = routeModules.flatMap((module) =>
  module.routes.filter(({ method }) => method !== 'ALL').map(({ method, path }) => ({ method, path })),
);
const isParam = (segment: string) => segment.startsWith(':');

/** Whether `earlier` matches every URL `later` matches: segment by segment, a parameter or the same word. */
function covers(earlier: string, later: string): boolean {
  const a = earlier.split('/');
  const b = later.split('/');
  return a.length === b.length && a.every((s, k) => isParam(s) || (!isParam(b[k] as string) && s === b[k]));
}

describe('the order the routes are mounted in', () => {
  it('mounts every route', () => {
    expect(routes.length).toBeGreaterThan(300);
  });

  it('hides no route behind an earlier one of the same method', () => {
    const hidden = routes.flatMap((later, j) =>
      routes
        .slice(0, j)
        .filter((earlier) => earlier.method === later.method && earlier.path !== later.path)
        .filter((earlier) => covers(earlier.path, later.path))
        .map((earlier) => `${later.method} ${later.path} behind ${earlier.path}`),
    );
    expect([...new Set(hidden)]).toEqual([]);
  });

  it('sees a literal path mounted after a parameter of the same place', () => {
    expect(covers('/web/public/classification/:path', '/web/public/classification/list')).toBe(true);
    expect(covers('/web/public/classification/list', '/web/public/classification/:path')).toBe(false);
    expect(covers('/a/:id/withdraw', '/a/agreement/:id')).toBe(false);
  });
});
