import { createContext, createElement, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { createDocumentHandler, type RemixServerProps } from './document';

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
});
