import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_ROUTES,
  isRouteName,
  ROUTE_KIND,
  ROUTE_KINDS,
  ROUTE_NAMES,
  ROUTE_SUFFIX,
  type RouteKind,
  routeKind,
} from './routes.js';

// The kind follows from the §2 path: /registration/*, /application/*, /profile/my-loan and
// /profile/no-loan (the flow's loan pages), other /profile pages, /flow, and the public rest.
function kindFromPath(name: string): RouteKind {
  const base = name.slice(0, -ROUTE_SUFFIX.length);
  if (base === 'flow') return 'flow';
  if (base === 'registration' || base.startsWith('registration-')) return 'registration';
  if (base.startsWith('application-')) return 'application';
  if (base === 'profile-my-loan' || base === 'profile-no-loan') return 'my-loan';
  if (base === 'profile' || base.startsWith('profile-')) return 'profile';
  return 'public';
}

describe('route names', () => {
  it('names every §2 route once, each with the ___es suffix', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    for (const name of ROUTE_NAMES) expect(name.endsWith(ROUTE_SUFFIX)).toBe(true);
    expect(ROUTE_NAMES).toHaveLength(35);
  });

  it.each(ROUTE_NAMES)('gives %s the kind its path implies', (name) => {
    expect(ROUTE_KIND[name]).toBe(kindFromPath(name));
    expect(routeKind(name)).toBe(kindFromPath(name));
  });

  it('uses every kind', () => {
    expect(new Set(Object.values(ROUTE_KIND))).toEqual(new Set(ROUTE_KINDS));
  });

  it.each(['faq', 'registration-employment', '', 'unknown___es', 'REGISTRATION___es'])(
    'knows no route %j',
    (name) => {
      expect(isRouteName(name)).toBe(false);
      expect(routeKind(name)).toBeUndefined();
    },
  );

  it('treats both accepted pages as application routes', () => {
    for (const route of ACCEPTED_ROUTES) expect(ROUTE_KIND[route]).toBe('application');
  });
});
