import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CoalescedServerResponse } from './coalesced-response';

let server: Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
});

/** A server on a free port whose responses are `CoalescedServerResponse`s, answering with `handle`. */
async function serveWith(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  server = createServer({ ServerResponse: CoalescedServerResponse }, handle);
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', () => resolve()));
  const address = listening.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Sends `raw` on one connection and gathers everything the server writes until it closes. */
function exchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('CoalescedServerResponse (ADR 106)', () => {
  it('writes an ended response at the end of the turn, ended from the call on', async () => {
    const seen: Array<{ ended: boolean; finished: boolean; written: number; later?: number }> = [];
    const url = await serveWith((_request, response) => {
      const socket = response.socket;
      const before = socket?.bytesWritten ?? -1;
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('hola');
      const record: (typeof seen)[number] = {
        ended: response.writableEnded,
        finished: response.writableFinished,
        written: (socket?.bytesWritten ?? -1) - before,
      };
      seen.push(record);
      setImmediate(() => {
        record.later = (socket?.bytesWritten ?? -1) - before;
      });
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('hola');
    expect(seen).toEqual([{ ended: true, finished: false, written: 0, later: expect.any(Number) }]);
    expect(seen[0]?.later).toBeGreaterThan(0);
  });

  it('answers many concurrent requests, each with its own body, on kept-alive connections', async () => {
    const url = await serveWith((request, response) => {
      const body = JSON.stringify({ path: request.url });
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    });
    const answers = await Promise.all(
      Array.from({ length: 64 }, async (_, i) => (await fetch(`${url}/n/${i}`)).json()),
    );
    expect(answers).toEqual(Array.from({ length: 64 }, (_, i) => ({ path: `/n/${i}` })));
  });

  it('keeps the order of pipelined requests on one connection', async () => {
    const url = await serveWith((request, response) => response.end(`<${request.url}>`));
    const raw = ['/a', '/b', '/c']
      .map((path, i) => `GET ${path} HTTP/1.1\r\nHost: x\r\n${i === 2 ? 'Connection: close\r\n' : ''}\r\n`)
      .join('');
    const received = await exchange(url, raw);
    const bodies = [...received.matchAll(/<(\/[a-c])>/g)].map((match) => match[1]);
    expect(bodies).toEqual(['/a', '/b', '/c']);
  });

  it('writes the waiting end before a destroy: an error answer still reaches the caller', async () => {
    const url = await serveWith((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain', connection: 'close' });
      response.end('Error: boom');
      response.destroy();
    });
    const received = await exchange(url, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 500/);
    expect(received).toContain('Error: boom');
  });

  it('fails a write or a second end after end as Node does, after writing the first', async () => {
    const errors: string[] = [];
    const callbacks: Array<string | undefined> = [];
    const url = await serveWith((_request, response) => {
      response.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
      response.end('once');
      response.write('twice');
      response.end('thrice', (error?: NodeJS.ErrnoException | null) => callbacks.push(error?.code));
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe('once');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toContain('ERR_STREAM_WRITE_AFTER_END');
    expect(callbacks).toEqual(['ERR_STREAM_WRITE_AFTER_END']);
  });

  it('refuses what Node refuses at the call, and a bad encoding fails only its own response', async () => {
    let thrown: unknown;
    const url = await serveWith((request, response) => {
      if (request.url === '/bad-chunk') {
        try {
          response.end(42 as unknown as string);
        } catch (error) {
          thrown = error;
          response.end('refused');
        }
        return;
      }
      if (request.url === '/bad-encoding') {
        response.end('x', 'klingon' as BufferEncoding);
        return;
      }
      response.end('fine');
    });
    const answer = await fetch(`${url}/bad-chunk`);
    expect((thrown as NodeJS.ErrnoException).code).toBe('ERR_INVALID_ARG_TYPE');
    expect(await answer.text()).toBe('refused');
    const [bad, good] = await Promise.allSettled([fetch(`${url}/bad-encoding`), fetch(`${url}/ok`)]);
    expect(bad.status).toBe('rejected');
    expect(good.status === 'fulfilled' && (await good.value.text())).toBe('fine');
  });
});
