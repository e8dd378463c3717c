// @vitest-environment node
import { describe, expect, inject, it } from 'vitest';
import { PUBLIC_PAGES } from '../public-pages.mjs';

/** The routes Remix builds from `app/routes/` (test/global-setup.ts). */
const ROUTES = inject('siteRoutes');

describe('the pages answered from a render a few seconds old (public-pages.mjs, issue 65)', () => {
  it.each(PUBLIC_PAGES)('%s is one page of the site', (path) => {
    const routes = ROUTES.filter(
      (route) => route.path === path || (path === '/' && route.index && route.path === '/'),
    );
    expect(routes, `no single route for ${path}`).toHaveLength(1);
  });

  it('holds no page of an account, a form that signs in or the way to a loan', () => {
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
    for (const path of PUBLIC_PAGES) {
      expect(path).not.toMatch(
        /^\/(?:profile|registration|application|flow|ingresar|recover|continuar|session|logout|print)\b/,
      );
      expect(path).not.toContain('?');
    }
  });
});
