// Test doubles for the collector's unit tests: a fake ingest behind a `fetch` function (it
// decrypts every upload with the test's private key and checks it against the contracts' chunk
// schema) and a fake window made of Node's EventTarget.
import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { type CollectorChunk, CollectorChunkSchema } from '@lender/contracts/collector';
import type { CollectorFetch } from '../src/transport';

/** An RSA key pair: the public half as PEM for the collector, the private half to decrypt. */
export function rsaKeys(): { publicKey: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

/** Opens an upload's `data` (`v1.<key>.<iv>.<ciphertext>`) with the private key. */
export function openData(data: string, privateKey: KeyObject): CollectorChunk {
  const [version, key, iv, sealed] = data.split('.');
  if (version !== 'v1' || !key || !iv || !sealed) throw new Error(`not a v1 envelope: ${data.slice(0, 20)}`);
  const raw = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key, 'base64url'),
  );
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', raw, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const compressed = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
  return CollectorChunkSchema.parse(JSON.parse(inflateRawSync(compressed).toString('utf8')));
}

/** A scripted answer: a status with a problem document, or a network failure. */
export type Scripted = { status: number; title?: string; detail?: string; text?: string } | 'network';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
  keepalive: boolean;
}

export interface Upload {
  referenceNumber: string;
  isFinal: boolean;
  isEncrypted: boolean;
  chunk: CollectorChunk;
  raw: string;
}

/**
 * A fake collector host. `script(path, ...answers)` makes the next calls to `path` answer those
 * instead of the happy path; tokens expire `tokenLifetimeMs` after issue.
 */
export function fakeIngest(privateKey: KeyObject, options: { tokenLifetimeMs?: number } = {}) {
  const calls: Call[] = [];
  const uploads: Upload[] = [];
  const scripts = new Map<string, Scripted[]>();
  let issued = 0;
  const valid = new Set<string>();
  const lifetime = options.tokenLifetimeMs ?? 2 * 60 * 60_000;

  const answer = (status: number, body: unknown) => ({
    status,
    json: async () => body,
  });
  const problem = (status: number, title: string, detail: string) =>
    answer(status, { type: 'about:blank', title, status, detail });

  const fetch: CollectorFetch = async (url, init) => {
    const parsed = new URL(url);
    const body = init.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
    calls.push({
      method: init.method,
      path: parsed.pathname,
      query: parsed.searchParams,
      authorization: init.headers.authorization,
      body,
      keepalive: init.keepalive === true,
    });
    const next = scripts.get(parsed.pathname)?.shift();
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (next) {
      if (next.text !== undefined)
        return { status: next.status, json: () => Promise.reject(new SyntaxError('html')) };
      return problem(next.status, next.title ?? '', next.detail ?? '');
    }
    const bearer = init.headers.authorization?.replace(/^Bearer /, '');
    switch (parsed.pathname) {
      case '/api/account/v1/credoapplogin': {
        if ((body as { authKey?: string }).authKey !== 'partner-key') {
          return problem(400, 'auth_key_invalid', 'AuthKey is invalid');
        }
        issued += 1;
        const token = `token-${issued}`;
        valid.add(token);
        const now = Date.now();
        return answer(200, {
          access_token: token,
          token_type: 'Bearer',
          issued: new Date(now).toISOString(),
          expires: new Date(now + lifetime).toISOString(),
          refresh_token: `refresh-${issued}`,
        });
      }
      case '/api/datasets/v1/verify/web':
        if (!bearer || !valid.has(bearer)) return problem(401, 'unauthorized', 'Access token is missing');
        return answer(200, {
          referenceNumber: parsed.searchParams.get('referenceNumber'),
          state: 'open',
          chunks: 0,
        });
      case '/api/datasets/v1/upload': {
        if (!bearer || !valid.has(bearer)) return problem(401, 'unauthorized', 'Access token is missing');
        const upload = body as Omit<Upload, 'chunk' | 'raw'> & { data: string };
        uploads.push({ ...upload, chunk: openData(upload.data, privateKey), raw: upload.data });
        return answer(200, {
          referenceNumber: upload.referenceNumber,
          sequence: uploads.length - 1,
          state: 'open',
        });
      }
      default:
        return problem(404, 'not_found', 'Not found');
    }
  };

  return {
    fetch,
    calls,
    uploads,
    /** The next calls to `path` get these answers, in order. */
    script(path: string, ...answers: Scripted[]) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    revoke(token: string) {
      valid.delete(token);
    },
    logins: () => calls.filter((call) => call.path === '/api/account/v1/credoapplogin').length,
  };
}

/** A form field as the collector sees it. */
export function field(attributes: {
  name?: string;
  id?: string;
  type?: string;
  tag?: string;
  [key: string]: unknown;
}) {
  const element = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(element, {
    tagName: (attributes.tag ?? 'input').toUpperCase(),
    name: attributes.name ?? '',
    id: attributes.id ?? '',
    type: attributes.type ?? 'text',
    value: '',
    getAttribute: (name: string) => (attributes[name] as string | undefined) ?? null,
    closest: () => element,
  });
  return element;
}

/** A window made of EventTargets, with what the collector reads. */
export function fakeWindow() {
  const store = new Map<string, string>();
  const beacons: Array<{ url: string; body: string }> = [];
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), {
    document,
    navigator: {
      language: 'es-MX',
      maxTouchPoints: 0,
      hardwareConcurrency: 4,
      platform: 'Linux x86_64',
      onLine: true,
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return true;
      },
    },
    screen: { width: 1280, height: 800 },
    innerWidth: 1280,
    innerHeight: 720,
    devicePixelRatio: 1,
    scrollX: 0,
    scrollY: 0,
    location: { pathname: '/registration' },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  return { win, document, store, beacons };
}

/** Dispatches `type` on `on` as if it happened on `target`, with extra event properties. */
export function fire(on: EventTarget, type: string, target: unknown, props: Record<string, unknown> = {}) {
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: target });
  for (const [key, value] of Object.entries(props)) Object.defineProperty(event, key, { value });
  on.dispatchEvent(event);
}

/** Lets real asynchronous work (WebCrypto runs off the event loop) finish under fake timers. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Waits (in real time, not fake) until `condition` holds; fails after ~2 s. */
export async function until(condition: () => boolean, what = 'condition'): Promise<void> {
  const deadline = performance.now() + 2_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Waits `ms` of real time (timers may be faked): lets WebCrypto finish on a loaded machine. */
export async function realDelay(ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) await new Promise<void>((resolve) => setImmediate(resolve));
}
