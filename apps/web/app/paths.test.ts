// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decide, FLOW_STEPS, ROUTE_NAMES, type RouteName, STEP_ROUTES } from '@lender/flow';
import { describe, expect, inject, it } from 'vitest';
import { FLOW_PATHS, pathOf, routeNameOf, SITE_PATHS } from './paths';
import { isWizardPath, PATHS } from './site-paths';

const APP_DIR = fileURLToPath(new URL('.', import.meta.url));
/** The routes Remix builds from `app/routes/` (test/global-setup.ts). */
const ROUTES = inject('siteRoutes');
const routeAt = (path: string) => ROUTES.filter((route) => route.path === path);

describe('the paths the site links to, against the routes Remix builds', () => {
  it.each(ROUTE_NAMES)('%s has a path and a route module', (name) => {
    const routes = routeAt(pathOf(name));
    expect(routes, `no route for ${name} (${pathOf(name)})`).toHaveLength(1);
    expect(existsSync(`${APP_DIR}/${routes[0]?.file}`)).toBe(true);
    expect(routeNameOf(pathOf(name))).toBe(name);
  });

  it('resolves every route name @lender/flow can answer, for every step, logged in or out', () => {
    const answered = new Set<RouteName>();
    for (const step of FLOW_STEPS) {
      for (const firstName of [undefined, 'Ana']) {
        for (const route of ROUTE_NAMES) {
          for (const loggedIn of [true, false]) {
            const decision = decide({
              route,
              auth: { loggedIn, firstName },
              flow: { step, status: 'active', errors: [] },
              externalLoginUrl: 'https://login.example.com',
              applicationId: 1,
            });
            if (decision.type === 'redirect') answered.add(decision.route);
          }
        }
      }
    }
    for (const target of Object.values(STEP_ROUTES))
      if (target !== 'external') answered.add(target as RouteName);
    for (const name of answered) expect(routeAt(pathOf(name)), name).toHaveLength(1);
    expect(answered.size).toBeGreaterThan(10);
  });

  it('has unique ids and paths, and route modules for the site routes too', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(existsSync(`${APP_DIR}/${route.file}`), route.file).toBe(true);
    expect(new Set(Object.values(FLOW_PATHS)).size).toBe(ROUTE_NAMES.length);
    for (const [name, path] of Object.entries(SITE_PATHS)) expect(routeAt(path), name).toHaveLength(1);
  });

  it('has the paths the layout writes out (PATHS, without the flow names in the browser)', () => {
    expect(PATHS).toEqual({
      home: pathOf('index___es'),
      login: pathOf('login___es'),
      registration: pathOf('registration___es'),
      flow: pathOf('flow___es'),
      apply: pathOf('application-apply___es'),
      privacy: '/aviso-de-privacidad',
      terms: '/terminos-y-condiciones',
      documents: pathOf('documents___es'),
      contactCheck: '/somos-nosotros',
    });
    // The privacy notice and the terms have no flow name: their pages are the modules at those paths.
    expect(routeAt(PATHS.privacy).map((route) => route.file)).toEqual([
      'routes/aviso-de-privacidad/route.tsx',
    ]);
    expect(routeAt(PATHS.terms).map((route) => route.file)).toEqual([
      'routes/terminos-y-condiciones/route.tsx',
    ]);
  });

  it('shows the progress on the way to a signed loan: the registration, apply, a changed offer, the offer', () => {
    const wizard = ROUTES.filter((route) => isWizardPath(route.path)).map((route) => routeNameOf(route.path));
    expect(wizard.sort()).toEqual(
      [
        ...ROUTE_NAMES.filter((name) => name.startsWith('registration')),
        'application-apply___es',
        'application-offer-increase___es',
        'application-offer-decrease___es',
        'application-accepted___es',
      ].sort(),
    );
  });

  it('gives no route name to paths outside spec §2', () => {
    expect(routeNameOf('/web/public/bank')).toBeUndefined();
    expect(routeNameOf('/registration/')).toBe('registration___es');
    expect(routeNameOf('/no-existe')).toBeUndefined();
  });
});
