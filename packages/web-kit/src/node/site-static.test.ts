import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteListener } from './site-server.mjs';
import { siteCompression } from './site-static.mjs';

// Issue 48: a site's answers compressed as the browser asks, in front of the real doors (the
// listener a Remix handler sits behind). The caching of the build's files is checked on both apps'
// real servers (their browser suites).

const page = `<!doctype html><html lang="es-MX"><body>${'<p>Préstamo al corriente</p>'.repeat(800)}</body></html>`;

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function site(): Promise<number> {
  const compress = siteCompression();
  const listener = createSiteListener({
    forbidden: { lang: 'es-MX', brand: 'Lender', title: 't', text: 't', home: 'h' },
    log: () => {},
    handle: async () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  const server = createServer((req, res) => compress(req, res, () => void listener(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

function get(port: number, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('siteCompression', () => {
  it("answers in Brotli when the browser takes it (a browser's whole Accept-Encoding)", async () => {
    const port = await site();
    const answer = await get(port, 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('answers in gzip when the browser takes only gzip', async () => {
    const port = await site();
    const answer = await get(port, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });

  it('answers plain to a client that asks for no encoding', async () => {
    const port = await site();
    const answer = await get(port);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(page);
  });
});
