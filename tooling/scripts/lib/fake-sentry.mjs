// A local stand-in for an error-reporting service speaking the Sentry protocol (issue 40): it
// accepts envelopes at `/api/<project>/envelope/` (gzip or plain), records them, and answers 200.
// Used by the reporters' tests and by `npm run rehearse`; loopback only.
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * @typedef {object} RecordedEnvelope
 * @property {string} project The project id of the URL.
 * @property {string | undefined} key The public key (`sentry_key` of `X-Sentry-Auth` or the query).
 * @property {Record<string, unknown>} header The envelope's header line.
 * @property {Array<{ header: Record<string, unknown>; payload: any }>} items Each item, JSON payloads parsed.
 */

/** Splits an envelope into its header and items (a payload's `length` is honoured when given). */
export function parseEnvelope(/** @type {Buffer} */ body) {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(10, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  const items = [];
  while (offset < body.length) {
    const headerText = line();
    if (!headerText.trim()) continue;
    const itemHeader = JSON.parse(headerText);
    let raw;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else raw = line();
    let payload = raw;
    try {
      payload = JSON.parse(raw);
    } catch {}
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/**
 * Starts the fake service on 127.0.0.1 (a free port unless given).
 * @param {{ port?: number }} [options]
 * @returns {Promise<{ url: string; port: number; dsn(project?: string, key?: string): string; envelopes: RecordedEnvelope[]; events(): any[]; waitFor(predicate: (event: any) => boolean, timeoutMs?: number): Promise<any>; close(): Promise<void> }>}
 */
export async function startFakeSentry(options = {}) {
  /** @type {RecordedEnvelope[]} */
  const envelopes = [];
  /** @type {Array<() => void>} */
  const waiting = [];
  const server = createServer((req, res) => {
    const match = /^\/api\/([^/]+)\/envelope\/?(\?.*)?$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const auth = String(req.headers['x-sentry-auth'] ?? '') + (match[2] ?? '');
        const key = /sentry_key=([^,&\s]+)/.exec(auth)?.[1];
        envelopes.push({ project: /** @type {string} */ (match[1]), key, ...parseEnvelope(body) });
        for (const wake of waiting.splice(0)) wake();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => ({ ...item.payload, _envelope: envelope })),
    );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dsn: (project = '1', key = 'publickey') => `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    events,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event reached the fake Sentry in ${timeoutMs} ms`);
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiting.push(() => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
