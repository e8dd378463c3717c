import { sampleJpeg } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { registerClient } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, mediaTypeOf, scanJson, unstorablePaths } from './body-guard';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerClient(t)).token;
});
afterAll(() => t.close());

async function send(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await t.app.request(path, init);
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as { code?: string; errors?: Array<{ propertyPath: string; code: string }> },
  };
}

const LOGIN = '/web/public/client/login';
const APPLICATION = '/web/private/client/application';
const UPLOAD = '/web/private/client/client-document/upload';

describe('media type (415 unsupported_media_type)', () => {
  it.each([
    ['text/plain', '{"username":"a","password":"b"}'],
    ['application/x-www-form-urlencoded', 'username=a&password=b'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('%s on a JSON endpoint is 415 with a code', async (type, body) => {
    const res = await send(LOGIN, { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('a body without a Content-Type is 415', async () => {
    const res = await send(LOGIN, { method: 'POST', body: new Blob(['{}']) });
    expect(res.status).toBe(415);
  });

  it('JSON with a charset or a +json type is accepted', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/problem+json', 'Application/JSON']) {
      const res = await send(LOGIN, { method: 'POST', headers: { 'content-type': type }, body: '{}' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('JSON sent to an upload endpoint is 415', async () => {
    const res = await send(UPLOAD, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'id_front', file: 'AAAA' }),
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('a multipart upload still goes through', async () => {
    const form = new FormData();
    form.set('type', 'id_front');
    form.set('file', new Blob([sampleJpeg(800, 600)]), 'id.jpg');
    const res = await send(UPLOAD, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
  });

  it('every operation that takes a body documents 413 and 415', () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === 'get' || path === '/healthz' || path === '/readyz') continue;
        expect(op.responses['413']?.description, `${method} ${path}`).toContain('payload_too_large');
        expect(op.responses['415']?.description, `${method} ${path}`).toContain('unsupported_media_type');
      }
    }
  });
});

describe('depth limit before parsing', () => {
  it('JSON nested 5,000 levels with an Idempotency-Key is 400, not a stack overflow', async () => {
    const deep = `{"amount":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await send(APPLICATION, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': 'deep-1',
      },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors?.[0]?.code).toBe('too_big');
  });

  it(`${MAX_JSON_DEPTH} levels pass the guard (and meet the schema)`, async () => {
    const res = await send(LOGIN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"username":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.code).not.toBe('too_big');
  });

  it('scanJson counts depth outside strings only and stops early', () => {
    expect(scanJson('{"a":[1,{"b":"[[[[{{{{"}]}').depth).toBe(3);
    expect(scanJson('['.repeat(100_000)).depth).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe('NUL characters', () => {
  it('in a JSON string: 400 at the field, never reaching PostgreSQL', async () => {
    const res = await send(LOGIN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'juan\u0000@example.com', password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual([
      expect.objectContaining({ propertyPath: 'username', code: 'invalid_value' }),
    ]);
  });

  it('in a nested field and in a key', () => {
    expect(unstorablePaths({ a: [{ b: 'x\0' }], c: 'ok' })).toEqual(['a[0][b]']);
    expect(unstorablePaths({ 'k\0': 1 })).toEqual(['k']);
  });

  it('scanJson sees an escaped NUL but not an escaped backslash followed by u0000', () => {
    expect(scanJson('{"a":"\\u0000"}').hasNul).toBe(true);
    // Issue 35: an escaped surrogate is looked at; only a lone one is refused.
    expect(scanJson('{"a":"\\ud800"}').hasSurrogate).toBe(true);
    expect(scanJson('{"a":"\\uD83D\\uDE00"}').hasSurrogate).toBe(true);
    expect(scanJson('{"a":"\\u00e9"}').hasSurrogate).toBe(false);
    expect(unstorablePaths({ a: ['ok', 'x\ud800'], b: '😀', c: '\udfffz' })).toEqual(['a[1]', 'c']);
    expect(scanJson('{"a":"\\\\u0000"}').hasNul).toBe(false);
  });

  it('in the query or the path: 400', async () => {
    for (const path of [
      '/web/public/address/region/1/city?query=a%00b',
      '/web/public/client/check/email/a%00b',
    ]) {
      const res = await send(path, {});
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});

describe('mediaTypeOf', () => {
  it('drops parameters and case', () => {
    expect(mediaTypeOf('Application/JSON; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});
