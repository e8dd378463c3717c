import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorEnvelope } from '@lender/contracts/common';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_BODY_LIMIT_BYTES, proxyToApi } from './proxy';
import { createSessionKit } from './session';

// Issue 47 point 7, over real sockets: a browser sending to a site whose `/web` is `proxyToApi`, in
// front of an API that, as ours does, refuses a body over its limit as soon as it has read that much
// and closes the connection. Streamed through, such a body failed the proxy's write and the browser
// got the proxy's own 502 `provider_failed` instead of the API's 413.

const kit = createSessionKit();
let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the API saw: one entry per request, with the bytes of its body it read. */
interface ApiCall {
  path: string;
  contentLength: string | undefined;
  bytes: number;
}

/**
 * An API with a body limit: it answers 413 (`Connection: close`) the moment a body passes the limit,
 * without reading the rest; other calls get `answer` once the body is read.
 */
async function startApi(
  limit: number,
  answer: { status: number; body: unknown } = { status: 200, body: {} },
) {
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    const call: ApiCall = { path: req.url ?? '', contentLength: req.headers['content-length'], bytes: 0 };
    calls.push(call);
    const refuse = () => {
      req.removeAllListeners('data');
      req.pause();
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(errorEnvelope('payload_too_large')), () => req.socket.destroy());
    };
    if (Number(req.headers['content-length']) > limit) return refuse();
    req.on('data', (chunk: Buffer) => {
      call.bytes += chunk.length;
      if (call.bytes > limit) refuse();
    });
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return { baseUrl: await listen(server), calls };
}

/** The site: its server hands `/web/*` to `proxyToApi` as a Remix resource route would. */
async function startSite(apiBaseUrl: string): Promise<string> {
  const server = createServer(async (req: IncomingMessage, res) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(key, value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://site.test${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
    } as RequestInit);
    const response = await proxyToApi(request, { apiBaseUrl, kit });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return listen(server);
}

/** A browser posting `size` bytes in 64 KiB pieces, a few milliseconds apart (a phone's upload). */
function post(site: string, size: number, options: { declareLength?: boolean } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${site}/web/public/client/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.declareLength ? { 'content-length': String(size) } : {}),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const piece = () => {
      if (req.destroyed) return;
      if (sent >= size) return void req.end();
      const length = Math.min(64 * 1024, size - sent);
      sent += length;
      req.write(Buffer.alloc(length, 0x61));
      setTimeout(piece, 2);
    };
    piece();
  });
}

describe('proxyToApi: a body over the limit', () => {
  it("answers the API's 413 envelope whether the browser declares the length or streams it", async () => {
    const api = await startApi(PROXY_BODY_LIMIT_BYTES);
    const site = await startSite(api.baseUrl);
    for (const declareLength of [false, true]) {
      const answer = await post(site, PROXY_BODY_LIMIT_BYTES + 200_000, { declareLength });
      expect(answer.status, `declared length: ${declareLength}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(errorEnvelope('payload_too_large'));
    }
    // Refused at the site: the API is spared reading a body it would refuse.
    expect(api.calls).toEqual([]);
  });

  it('carries a body of exactly the limit whole, with its length, and passes the answer on', async () => {
    const api = await startApi(PROXY_BODY_LIMIT_BYTES, {
      status: 401,
      body: errorEnvelope('invalid_credentials'),
    });
    const site = await startSite(api.baseUrl);
    const answer = await post(site, PROXY_BODY_LIMIT_BYTES);
    expect(api.calls).toEqual([
      {
        path: '/web/public/client/login',
        contentLength: String(PROXY_BODY_LIMIT_BYTES),
        bytes: PROXY_BODY_LIMIT_BYTES,
      },
    ]);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual(errorEnvelope('invalid_credentials'));
  });

  it("passes the API's own 413 on as it gave it (an API with a smaller limit), never a 5xx", async () => {
    const api = await startApi(1_000);
    const site = await startSite(api.baseUrl);
    const answer = await post(site, 50_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(errorEnvelope('payload_too_large'));
    expect(api.calls).toHaveLength(1);
  });
});
