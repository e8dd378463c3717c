import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '../app';
import type { TestApp } from './test-app';

/**
 * Two apps over one test core on real sockets (ADR 090, 101): one answering before routing, one
 * that always routes, so a test can compare what goes out on the wire byte for byte.
 */
export interface TwoApps {
  readonly fastPort: number;
  readonly routedPort: number;
  close(): Promise<void>;
}

export async function serveBothWays(t: TestApp): Promise<TwoApps> {
  const servers: ServerType[] = [];
  const listen = (app: ReturnType<typeof createApp>) =>
    new Promise<number>((resolve) => {
      servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port)));
    });
  const fastPort = await listen(createApp({ core: t.core }));
  const routedPort = await listen(createApp({ core: t.core, answerBeforeRouting: false }));
  return {
    fastPort,
    routedPort,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
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

/** The last request log line's fields, without its duration. */
export function lastRequestLine(t: TestApp): Record<string, unknown> {
  const line = t.logger.lines.filter((l) => l.message === 'request').at(-1);
  const { ms: _ms, ...fields } = line?.fields ?? {};
  return fields;
}
