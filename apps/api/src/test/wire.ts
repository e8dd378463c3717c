import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { createApp } from '../app';
import type { TestApp } from './test-app';

/** An app served by `@hono/node-server` on a loopback port, as `server.ts` serves it. */
export interface ServedApp {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `app` on a free loopback port: what goes out on the wire (the bytes a proxy or a CDN
 * sees and caches) can then be read with {@link rawHttp}.
 */
export function serveOnLoopback(app: ReturnType<typeof createApp>): Promise<ServedApp> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        port: info.port,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    );
  });
}

/** The raw bytes of an HTTP/1.1 answer (status line, headers, body), without its `Date` line. */
export function rawHttp(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text.replace(/^Date: [^\r]*\r\n/m, '')));
    socket.on('error', reject);
    const lines = Object.entries({ host: '127.0.0.1', connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
  });
}

/** The head of a raw answer split from its body (the body as bytes). */
export function headAndBody(text: string): { head: string; body: Buffer } {
  const at = text.indexOf('\r\n\r\n');
  return { head: text.slice(0, at), body: Buffer.from(text.slice(at + 4), 'latin1') };
}

/** A header's value in a raw head (names are matched case-insensitively), or `undefined`. */
export function headerOf(head: string, name: string): string | undefined {
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The last request log line's fields, without its duration. */
export function lastRequestLine(t: TestApp): Record<string, unknown> {
  const line = t.logger.lines.filter((l) => l.message === 'request').at(-1);
  const { ms: _ms, ...fields } = line?.fields ?? {};
  return fields;
}
