import { createContext, createElement, lazy, Suspense, useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDocumentHandler, DOCUMENT_ABORT_DELAY_MS, type RemixServerProps } from './document';

interface FakeEntry {
  isSpaMode: boolean;
  page: string;
}

const NonceContext = createContext<string | undefined>(undefined);

function FakeRemixServer({ context, url, nonce }: RemixServerProps<FakeEntry>) {
  const fromContext = useContext(NonceContext);
  return createElement(
    'p',
    { 'data-nonce': fromContext, 'data-prop-nonce': nonce },
    `${context.page} ${url}`,
  );
}

const handler = (cacheControl?: string) =>
  createDocumentHandler<FakeEntry>({
    RemixServer: FakeRemixServer,
    NonceContext,
    isBot: (userAgent) => userAgent.includes('Googlebot'),
    security: () => ({ production: true, development: false }),
    ...(cacheControl ? { cacheControl } : {}),
  });

/** A part that arrives 20 ms later, and one that fails, each behind a Suspense boundary. */
const Later = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: () => createElement('em', null, 'más tarde') };
});
const Broken = () => {
  throw new Error('roto');
};
const LaterPage = () =>
  createElement(Suspense, { fallback: createElement('i', null, 'cargando') }, createElement(Later));
const BrokenPage = () =>
  createElement(Suspense, { fallback: createElement('i', null, 'cargando') }, createElement(Broken));

const wholeHandler = (Page: () => ReturnType<typeof createElement>) =>
  createDocumentHandler<FakeEntry>({
    RemixServer: Page,
    NonceContext,
    isBot: () => false,
    whole: true,
    security: () => ({ production: true, development: false }),
  });

const request = (userAgent = 'Mozilla/5.0') =>
  new Request('http://site.test/hola', { headers: { 'user-agent': userAgent } });

describe('createDocumentHandler', () => {
  it('streams the app as HTML with the status and a fresh nonce in the CSP, the context and the props', async () => {
    const response = await handler()(request(), 201, new Headers(), { isSpaMode: false, page: 'home' });
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`data-nonce="${nonce}"`);
    expect(html).toContain(`data-prop-nonce="${nonce}"`);
    expect(html).toContain('home http://site.test/hola');
  });

  it('gives each response its own nonce', async () => {
    const csp = async () =>
      (await handler()(request(), 200, new Headers(), { isSpaMode: false, page: 'x' })).headers.get(
        'Content-Security-Policy',
      );
    expect(await csp()).not.toBe(await csp());
  });

  it('sets the Cache-Control it is given', async () => {
    const response = await handler('no-store')(request(), 200, new Headers(), {
      isSpaMode: false,
      page: 'x',
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['a bot', 'Googlebot/2.1', false],
    ['SPA mode', 'Mozilla/5.0', true],
  ])('renders the whole document for %s', async (_case, userAgent, isSpaMode) => {
    const response = await handler()(request(userAgent), 200, new Headers(), { isSpaMode, page: 'all' });
    expect(await response.text()).toContain('all http://site.test/hola');
  });

  it('leaves no abort timer behind once a page is rendered whole, for a browser and for a bot', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      for (const userAgent of ['Mozilla/5.0', 'Googlebot/2.1']) {
        const response = await handler()(request(userAgent), 200, new Headers(), {
          isSpaMode: false,
          page: 'x',
        });
        await response.text();
      }
      const aborts = set.mock.calls
        .map((call, i) => (call[1] === DOCUMENT_ABORT_DELAY_MS + 1000 ? set.mock.results[i]?.value : null))
        .filter((timer) => timer !== null);
      expect(aborts).toHaveLength(2);
      for (const timer of aborts) expect(cleared).toHaveBeenCalledWith(timer);
    } finally {
      set.mockRestore();
      cleared.mockRestore();
    }
  });

  it('answers a whole document as one body: what a Suspense boundary waited for is in it, for a browser too', async () => {
    const response = await wholeHandler(LaterPage)(request(), 200, new Headers(), {
      isSpaMode: false,
      page: 'x',
    });
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<em>más tarde</em>');
    expect(html).not.toContain('cargando');
  });

  it('gives a whole document the status 500 when a part of it failed to render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await wholeHandler(BrokenPage)(request(), 200, new Headers(), {
        isSpaMode: false,
        page: 'x',
      });
      expect(response.status).toBe(500);
    } finally {
      errors.mockRestore();
    }
  });
});
