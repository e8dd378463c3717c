import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import { assertStorageKey, type DocumentStorage, newStorageKey } from './port';
import { S3StorageError, s3Storage } from './s3';
import { sha256Hex, signV4 } from './sigv4';

const NOW = new Date('2026-03-02T18:00:00Z');
const BYTES = new Uint8Array([1, 2, 3, 250, 0, 7]);

describe('newStorageKey', () => {
  it('makes a month-sharded random key the storage accepts', () => {
    const key = newStorageKey('client-documents', NOW);
    expect(key).toMatch(/^client-documents\/2026\/03\/[0-9a-f-]{36}$/);
    expect(newStorageKey('client-documents', NOW)).not.toBe(key);
  });

  it.each(['../etc/passwd', '/abs/2026/03/x', 'client-documents/2026/03/../../x', 'A/2026/03/x'])(
    'refuses a key the server would not generate: %j',
    (key) => {
      expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
    },
  );
});

async function roundTrip(storage: DocumentStorage) {
  const key = newStorageKey('client-documents', NOW);
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, BYTES, 'image/png');
  expect(await storage.get(key)).toEqual(BYTES);
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key);
}

describe('localStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lender-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads and deletes bytes under the folder', async () => {
    await roundTrip(localStorage(root));
  });

  it('writes files readable by the owner only, and never overwrites', async () => {
    const storage = localStorage(root);
    const key = newStorageKey('client-documents', NOW);
    await storage.put(key, BYTES, 'image/png');
    const info = await stat(join(root, ...key.split('/')));
    expect(info.mode & 0o777).toBe(0o600);
    await expect(storage.put(key, BYTES, 'image/png')).rejects.toThrow();
    expect(await readdir(join(root, 'client-documents', '2026', '03'))).toContain(key.split('/')[3]);
  });

  it('refuses keys that would leave the folder', async () => {
    await expect(localStorage(root).get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

/**
 * A tiny in-process S3: path-style buckets, PUT/GET/DELETE of objects, and a real SigV4 check of
 * every request (it recomputes the signature from the signed headers it received).
 */
function fakeS3(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<
    string,
    { body: Buffer; contentType: string | undefined; sse: string | undefined }
  >();
  const seen: Array<{ method: string; path: string }> = [];
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    seen.push({ method, path });
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      );
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const payload = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!auth || auth[1] !== credentials.accessKeyId || payload !== sha256Hex(body)) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const signedNames = (auth[4] as string).split(';');
    const headers: Record<string, string> = {};
    for (const name of signedNames) {
      if (name !== 'host' && name !== 'x-amz-date' && name !== 'x-amz-content-sha256') {
        headers[name] = String(req.headers[name] ?? '');
      }
    }
    const expected = signV4({
      method,
      url: new URL(`http://${req.headers.host}${path}`),
      headers,
      payloadSha256: payload,
      region: auth[3] as string,
      service: 's3',
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      now: new Date(
        `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
      ),
    });
    if (expected.authorization !== req.headers.authorization) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (method === 'PUT') {
      objects.set(path, {
        body,
        contentType: req.headers['content-type'],
        sse: req.headers['x-amz-server-side-encryption'] as string | undefined,
      });
      res.writeHead(200).end();
    } else if (method === 'GET') {
      const object = objects.get(path);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else
        res
          .writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' })
          .end(object.body);
    } else if (method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return { server, objects, seen };
}

describe('s3Storage against an in-process S3', () => {
  const credentials = { accessKeyId: 'AKIATESTEXAMPLE', secretAccessKey: 'test/secret/key' };
  const fake = fakeS3(credentials);
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes objects with signed requests (path style, prefix)', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'docs',
      region: 'mx-central-1',
      prefix: 'lender',
      ...credentials,
    });
    await roundTrip(storage);
    const key = newStorageKey('client-documents', NOW);
    await storage.put(key, BYTES, 'image/jpeg');
    const stored = fake.objects.get(`/docs/lender/${key}`);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(new Uint8Array(stored?.body ?? [])).toEqual(BYTES);
    expect(fake.seen.every((request) => request.path.startsWith('/docs/lender/client-documents/'))).toBe(
      true,
    );
  });

  it('surfaces a refused signature as S3StorageError (wrong secret)', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'docs',
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'wrong',
    });
    const key = newStorageKey('client-documents', NOW);
    const error = await storage.put(key, BYTES, 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect((error as S3StorageError).status).toBe(403);
    await expect(storage.get(key)).rejects.toBeInstanceOf(S3StorageError);
  });
});
