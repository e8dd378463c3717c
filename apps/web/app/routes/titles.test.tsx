import * as esMX from '@lender/i18n/es-MX';
import { Meta, Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteResources } from '../lib/words';
import { provideServerWords } from '../lib/words';
import { pathOf } from '../paths';
import { meta as rootMeta } from '../root';

// Issue 47: every page names itself in the browser's tab ("Preguntas frecuentes · Lender"), with
// words from @lender/i18n; the FAQ, how-to-pay, the wizard's steps, my loan and the 404 were all "Lender".

type MetaArgs = Parameters<typeof rootMeta>[0];
type PageModule = { default?: unknown; meta?: (args: MetaArgs) => ReadonlyArray<object> | undefined };

const COMPANY = 'Lender';
const rootMatch = {
  id: 'root',
  pathname: '/',
  params: {},
  data: { company: { tradeName: COMPANY } },
  meta: [],
};

/** The loader data a page's `meta` reads, for the pages whose title is their data's, by path. */
const DATA: Record<string, unknown> = {
  '/': { title: 'Préstamos en línea en minutos', description: '' },
  '/ingresar': { title: 'Ingresar' },
  '/continuar': { title: '¿Continuar con tu cuenta?' },
  '/aviso-de-privacidad': { title: 'Aviso de privacidad' },
  '/terminos-y-condiciones': { title: 'Términos y condiciones' },
  '/print': { kind: 'reference' },
};

function titleOf(module: PageModule, path: string, error?: unknown): string | undefined {
  const args = {
    data: DATA[path],
    params: {},
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
    matches: [rootMatch],
    error,
  } as unknown as MetaArgs;
  const found = module.meta?.(args)?.find((descriptor) => 'title' in descriptor) as
    | { title?: string }
    | undefined;
  return found?.title;
}

beforeAll(() => provideServerWords(esMX as unknown as SiteResources));

/** The routes Remix builds from `app/routes/` (test/global-setup.ts). */
const ROUTES = inject('siteRoutes');
/** Every route that shows a page (a component), not the 404's empty one nor the resource routes. */
const PAGES = ROUTES.filter((route) => route.file.endsWith('.tsx') && route.path !== '/*');
const MODULES = import.meta.glob<PageModule>('./*/route.tsx');
const moduleOf = (file: string | undefined) => {
  const load = MODULES[`./${(file ?? '').replace(/^routes\//, '')}`];
  if (!load) throw new Error(`no route module ${file}`);
  return load();
};

describe('page titles', () => {
  it('names every page differently, in Spanish words, never the bare company name', async () => {
    const titles = new Map<string, string>();
    for (const route of PAGES) {
      const module = await moduleOf(route.file);
      if (!module.default) continue;
      const title = titleOf(module, route.path);
      expect(title, route.path).toBeTruthy();
      expect(title, route.path).not.toBe(COMPANY);
      expect(title, route.path).not.toMatch(/[a-z]+:[a-z]|\{\{/i);
      titles.set(route.path, title as string);
    }
    expect(titles.size).toBeGreaterThan(35);
    const repeated = [...titles.values()].filter((title, i, all) => all.indexOf(title) !== i);
    expect(repeated).toEqual([]);
  });

  it.each([
    ['faq___es', 'Preguntas frecuentes · Lender'],
    ['how-to-pay___es', 'Cómo pagar tu préstamo · Lender'],
    ['registration-employment___es', 'Tu trabajo · Lender'],
    ['registration-debit-credit-card___es', 'Tu cuenta bancaria · Lender'],
    ['registration-summary___es', 'Revisa tus datos · Lender'],
    ['application-apply___es', 'Tu solicitud · Lender'],
    ['profile-my-loan___es', 'Mi préstamo · Lender'],
  ] as const)('%s is "%s"', async (name, expected) => {
    const route = ROUTES.find((r) => r.path === pathOf(name));
    const module = await moduleOf(route?.file);
    expect(titleOf(module, pathOf(name))).toBe(expected);
  });

  it('names the 404 and the maintenance page, and writes the title into the document head', async () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(titleOf({ meta: rootMeta }, 'root', notFound)).toBe('Página no encontrada · Lender');
    expect(titleOf({ meta: rootMeta }, 'root', new Error('boom'))).toBe(
      'Estamos dando mantenimiento · Lender',
    );
    const faq = (await import('./preguntas-frecuentes/route')) as PageModule;
    const Stub = createRemixStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ company: { tradeName: COMPANY } }),
        meta: rootMeta as never,
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [{ path: 'preguntas-frecuentes', meta: faq.meta as never, Component: () => null }],
      },
    ]);
    const { container } = render(<Stub initialEntries={['/preguntas-frecuentes']} />);
    await waitFor(() =>
      expect(container.querySelector('title')?.textContent).toBe('Preguntas frecuentes · Lender'),
    );
  });
});
