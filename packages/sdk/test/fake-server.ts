import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/web/public/bank?x=1`. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type FakeHandler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A tiny real HTTP server for the failures the API cannot produce and the endpoints it lacks. */
export interface FakeServer {
  baseUrl: string;
  requests: SeenRequest[];
  /** Replaces the handler for the next requests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** Writes a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Starts a fake server on 127.0.0.1 at a free port. */
export async function startFakeServer(
  handler: FakeHandler = (_, res) => sendJson(res, 200, {}),
): Promise<FakeServer> {
  let current = handler;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(seen);
      Promise.resolve(current(seen, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
