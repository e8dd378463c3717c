import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClientDocumentType } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clientDocuments, clients } from '@lender/db/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_GPS_TEXT,
  SAMPLE_HEIC_PHOTO,
  sampleHeic,
  sampleHeicPhoto,
  sampleHostileJpeg,
  sampleJpeg,
  samplePdf,
  samplePng,
  uploadOf,
} from '../../testing/sample-files';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { emailColumns } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { localStorage } from '../providers/storage/local';
import { type DocumentStorage, newStorageKey } from '../providers/storage/port';
import { clientDocumentForAdmin, clientDocumentsForAdmin } from './client-documents';
import { idDocumentDelete } from './id-document-delete';
import { idDocumentFinish } from './id-document-finish';
import { idDocumentGet } from './id-document-get';
import { idDocumentState } from './id-document-state';
import { idDocumentUpload } from './id-document-upload';

let t: TestCore;
let seq = 0;

async function newClient(): Promise<number> {
  seq += 1;
  const [row] = await t.core.db
    .insert(clients)
    .values({
      ...emailColumns(t.core.pii, `docs.${seq}.${Date.now()}@example.com`),
      firstName: 'Ana',
      lastName: 'López',
      phoneEnc: t.core.pii.encrypt(`+52550000${String(seq).padStart(4, '0')}`),
      phoneHash: t.core.pii.hash('phone', `+52550000${String(seq).padStart(4, '0')}-${Date.now()}`),
      passwordHash: 'x',
    })
    .returning({ id: clients.id });
  return row?.id as number;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

beforeAll(async () => {
  t = await createTestCore({ documents: { maxUploadBytes: 64 * 1024 } });
});
afterAll(() => t.close());

/** Uploads `bytes` as the borrower's document of `type`; names one by its path (`{type}/{id}`). */
const upload = (clientId: number, type: ClientDocumentType, bytes: Uint8Array) =>
  idDocumentUpload(t.core, uploadOf(clientId, type, bytes));
const byPath = (actorId: number, type: ClientDocumentType, id: number) => ({ actorId, params: { type, id } });

describe('client documents: upload', () => {
  it.each([
    ['id_front', 'JPEG', sampleJpeg(1024, 768), 'image/jpeg'],
    ['id_back', 'PNG', samplePng(800, 600), 'image/png'],
    // A HEIC is stored as a JPEG: browsers do not show HEIC (issue 35).
    ['selfie', 'HEIC', sampleHeicPhoto(), 'image/jpeg'],
    ['payroll', 'PDF', samplePdf(), 'application/pdf'],
    ['bank_statement', 'PDF', samplePdf(), 'application/pdf'],
    ['bank_statement', 'PNG', samplePng(800, 600), 'image/png'],
  ] as const)('accepts a %s as %s', async (type, _name, bytes, contentType) => {
    const clientId = await newClient();
    const doc = await upload(clientId, type, bytes);
    expect(doc).toMatchObject({ type, contentType });
    const read = await idDocumentGet(t.core, byPath(clientId, type, doc.id));
    expect(read.contentType).toBe(contentType);
  });

  it.each([
    ['a PDF as an ID photo', 'id_front', samplePdf()],
    ['a shell script', 'id_front', Uint8Array.from(Buffer.from('#!/bin/sh\necho pwned\n'))],
    ['HTML as a bank statement', 'bank_statement', Uint8Array.from(Buffer.from('<html><script></script>'))],
    ['a truncated PNG', 'selfie', samplePng(800, 600).subarray(0, 40)],
  ] as const)('refuses %s as upload_wrong_format', async (_name, type, bytes) => {
    const clientId = await newClient();
    expect(await codeOf(upload(clientId, type, bytes))).toBe('upload_wrong_format');
  });

  it('refuses a file above the configured size as payload_too_large', async () => {
    const clientId = await newClient();
    const big = new Uint8Array(64 * 1024 + 1);
    big.set(samplePdf());
    expect(await codeOf(upload(clientId, 'payroll', big))).toBe('payload_too_large');
  });

  it('fails the quality check (hs_metric_failed) for a photo too small to read', async () => {
    const clientId = await newClient();
    expect(await codeOf(upload(clientId, 'id_front', samplePng(100, 80)))).toBe('hs_metric_failed');
  });

  it('stores a JPEG, a PNG and a HEIC without their EXIF/GPS metadata', async () => {
    const clientId = await newClient();
    for (const bytes of [sampleJpeg(1024, 768, true), samplePng(800, 600, true), sampleHeicPhoto(true)]) {
      expect(Buffer.from(bytes).toString('latin1')).toContain(SAMPLE_GPS_TEXT);
      const doc = await upload(clientId, 'id_front', bytes);
      const stored = Buffer.from(
        (await idDocumentGet(t.core, byPath(clientId, 'id_front', doc.id))).base64,
        'base64',
      );
      expect(stored.toString('latin1')).not.toContain('GPS');
      expect(doc.size).toBe(stored.length);
    }
  });

  it('stores a phone photo taken turned (EXIF orientation 6) upright: width and height as seen (issue 35)', async () => {
    const clientId = await newClient();
    const turned = sampleJpeg(1024, 768, false, 6);
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const doc = await upload(clientId, 'id_front', turned);
    const stored = Buffer.from(
      (await idDocumentGet(t.core, byPath(clientId, 'id_front', doc.id))).base64,
      'base64',
    );
    const seen = await sharp(stored).metadata();
    expect([seen.width, seen.height, seen.orientation]).toEqual([768, 1024, undefined]);
    const [row] = await t.core.db.select().from(clientDocuments).where(eq(clientDocuments.id, doc.id));
    expect([row?.width, row?.height]).toEqual([768, 1024]);
  });

  it('a HEIC photo is stored as the JPEG a browser shows; one stored as HEIC before is shown as JPEG (issue 35)', async () => {
    const storage = localStorage(mkdtempSync(join(tmpdir(), 'lender-heic-')));
    const own = await createTestCore({ documents: { storage } });
    try {
      await heicStoredAndShown(own, storage);
    } finally {
      await own.close();
    }
  });
});

async function heicStoredAndShown(t: TestCore, storage: DocumentStorage): Promise<void> {
  {
    const [client] = await t.core.db
      .insert(clients)
      .values({
        ...emailColumns(t.core.pii, `heic.${Date.now()}@example.com`),
        firstName: 'Ana',
        lastName: 'López',
        phoneEnc: 'x',
        phoneHash: `heic-${Date.now()}`,
        passwordHash: 'x',
      })
      .returning({ id: clients.id });
    const clientId = client?.id as number;
    const doc = await idDocumentUpload(t.core, uploadOf(clientId, 'selfie', sampleHeicPhoto()));
    expect(doc.contentType).toBe('image/jpeg');
    const admin = await clientDocumentForAdmin(t.core, doc.id);
    expect(admin.document).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg' });
    const seen = await sharp(admin.bytes).metadata();
    expect([seen.format, seen.width, seen.height]).toEqual([
      'jpeg',
      SAMPLE_HEIC_PHOTO.width,
      SAMPLE_HEIC_PHOTO.height,
    ]);
    // A row from before issue 35: the HEIC itself in storage, marked heic.
    const legacyKey = newStorageKey('client-documents', t.clock.now());
    await storage.put(legacyKey, sampleHeicPhoto(), 'image/heic');
    await t.core.db
      .update(clientDocuments)
      .set({ format: 'heic', contentType: 'image/heic', storageKey: legacyKey })
      .where(eq(clientDocuments.id, doc.id));
    const legacy = await clientDocumentForAdmin(t.core, doc.id);
    expect(legacy.document).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg' });
    expect((await sharp(legacy.bytes).metadata()).format).toBe('jpeg');
    const own = await idDocumentGet(t.core, byPath(clientId, 'selfie', doc.id));
    expect(own.contentType).toBe('image/jpeg');
  }
}

describe('client documents: owner-only, delete, finish, state', () => {
  it('lets only the owner read or delete a document; the back office reads any', async () => {
    const owner = await newClient();
    const other = await newClient();
    const doc = await upload(owner, 'selfie', samplePng(640, 640));
    expect(await codeOf(idDocumentGet(t.core, byPath(other, 'selfie', doc.id)))).toBe('not_found');
    expect(await codeOf(idDocumentDelete(t.core, byPath(other, 'selfie', doc.id)))).toBe('not_found');
    // The type is part of the address: the right id under another type is not found either.
    expect(await codeOf(idDocumentGet(t.core, byPath(owner, 'id_front', doc.id)))).toBe('not_found');
    const admin = await clientDocumentForAdmin(t.core, doc.id);
    expect(admin.document.clientId).toBe(owner);
    expect(admin.bytes.length).toBe(doc.size);
  });

  it('tracks required and missing documents, refuses to finish early, and locks them once finished', async () => {
    const clientId = await newClient();
    const empty = await idDocumentState(t.core, { actorId: clientId });
    expect(empty).toMatchObject({
      documents: [],
      required: ['id_front', 'id_back', 'selfie'],
      finished: false,
    });
    expect(empty.missing).toEqual(['id_front', 'id_back', 'selfie']);
    const jpeg = sampleJpeg(1024, 768);
    const front = await upload(clientId, 'id_front', jpeg);
    expect(await codeOf(idDocumentFinish(t.core, { actorId: clientId }))).toBe('conflict');
    await upload(clientId, 'id_back', jpeg);
    const selfie = await upload(clientId, 'selfie', sampleHeicPhoto());
    await idDocumentDelete(t.core, byPath(clientId, 'selfie', selfie.id));
    expect((await idDocumentState(t.core, { actorId: clientId })).missing).toEqual(['selfie']);
    expect(await codeOf(idDocumentGet(t.core, byPath(clientId, 'selfie', selfie.id)))).toBe('not_found');
    await upload(clientId, 'selfie', sampleHeicPhoto());
    const finished = await idDocumentFinish(t.core, { actorId: clientId });
    expect(finished).toMatchObject({ missing: [], finished: true });
    expect(finished.documents).toHaveLength(3);
    expect(await codeOf(idDocumentDelete(t.core, byPath(clientId, 'id_front', front.id)))).toBe('conflict');
    // Finishing twice is harmless.
    expect((await idDocumentFinish(t.core, { actorId: clientId })).finished).toBe(true);
    const all = await clientDocumentsForAdmin(t.core, clientId);
    expect(all.filter((d) => d.deletedAt !== null)).toHaveLength(1);
  });
});

describe('client documents: hostile uploads and caps (issue 10 point 9)', () => {
  it('refuses a 13 KB JPEG declaring 65,000 × 65,000 pixels before anything decodes it', async () => {
    const clientId = await newClient();
    const bomb = Uint8Array.from(Buffer.concat([sampleJpeg(65_000, 65_000), Buffer.alloc(13_000, 0x11)]));
    const tail = bomb.length - 13_000;
    bomb.set([0xff, 0xd9], tail - 2);
    expect(bomb.length).toBeLessThan(14_000);
    expect(await codeOf(upload(clientId, 'id_front', bomb))).toBe('payload_too_large');
    // A PNG whose IHDR declares 20,000 × 20,000 (the pixel data is not even there).
    const png = samplePng(10, 10);
    new DataView(png.buffer, png.byteOffset).setUint32(16, 20_000);
    new DataView(png.buffer, png.byteOffset).setUint32(20, 20_000);
    expect(await codeOf(upload(clientId, 'selfie', png))).toBe('payload_too_large');
    // A HEIC declaring 60,000 × 60,000 in its `ispe` box.
    expect(await codeOf(upload(clientId, 'selfie', sampleHeic(60_000, 60_000)))).toBe('payload_too_large');
    // 50 MP is the default bound: a 48 MP phone photo passes it (decoded and encoded again, so with
    // the default upload size rather than this suite's 64 KB).
    const roomy = await createTestCore();
    try {
      expect((await roomy.core.limits()).documentMaxPixels).toBe(50_000_000);
      const [row] = await roomy.core.db
        .insert(clients)
        .values({
          ...emailColumns(roomy.core.pii, `big.${Date.now()}@example.com`),
          firstName: 'Ana',
          lastName: 'López',
          phoneEnc: 'x',
          phoneHash: `big-${Date.now()}`,
          passwordHash: 'x',
        })
        .returning({ id: clients.id });
      const bytes = sampleJpeg(8000, 6000);
      expect(await codeOf(idDocumentUpload(roomy.core, uploadOf(row?.id as number, 'id_front', bytes)))).toBe(
        'ok',
      );
    } finally {
      await roomy.close();
    }
  });

  it('stores a JPEG without the data after its end or unknown APPn segments', async () => {
    const clientId = await newClient();
    const hostile = sampleHostileJpeg(1024, 768);
    const doc = await upload(clientId, 'id_front', hostile);
    const stored = Buffer.from(
      (await idDocumentGet(t.core, byPath(clientId, 'id_front', doc.id))).base64,
      'base64',
    );
    expect(stored.toString('latin1')).not.toMatch(/GPS|<script>/);
    // Decoded and encoded again: the same picture, nothing else.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 768]);
    expect(data.every((value) => value === 128)).toBe(true);
  });

  it('neutralises /OpenAction JavaScript in a bank statement; refuses it hidden in a compressed stream', async () => {
    const clientId = await newClient();
    const text = Buffer.from(samplePdf()).toString('latin1');
    const hostile = Uint8Array.from(
      Buffer.from(
        text.replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
        'latin1',
      ),
    );
    const doc = await upload(clientId, 'bank_statement', hostile);
    const stored = Buffer.from(
      (await idDocumentGet(t.core, byPath(clientId, 'bank_statement', doc.id))).base64,
      'base64',
    );
    expect(stored.toString('latin1')).not.toMatch(/\/(OpenAction|JavaScript|JS)\b/);
    expect(stored.length).toBe(hostile.length);
    const { deflateSync } = await import('node:zlib');
    const hidden = deflateSync(Buffer.from('2 0 << /Type /Catalog /OpenAction << /S /Launch /F (cmd) >> >>'));
    const packed = Uint8Array.from(
      Buffer.from(
        `%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n${hidden.toString('latin1')}\nendstream\nendobj\n%%EOF\n`,
        'latin1',
      ),
    );
    const refused = upload(clientId, 'bank_statement', packed);
    await expect(refused).rejects.toMatchObject({ code: 'upload_wrong_format' });
    await expect(refused).rejects.toThrow(/active content/);
  });

  it('caps uploads per client per day (refused ones count) and documents kept per client', async () => {
    const capped = await createTestCore({ limits: { documentUploadsPerDay: 3, documentsPerClient: 2 } });
    try {
      const capEmail = `cap.${Date.now()}@example.com`;
      const [row] = await capped.core.db
        .insert(clients)
        .values({
          emailEnc: capped.core.pii.encrypt(capEmail),
          emailHash: capped.core.pii.hash('email', capEmail),
          firstName: 'Ana',
          lastName: 'López',
          phoneEnc: capped.core.pii.encrypt('+525500009999'),
          phoneHash: capped.core.pii.hash('phone', '+525500009999'),
          passwordHash: 'x',
        })
        .returning({ id: clients.id });
      const clientId = row?.id as number;
      const upload = (bytes: Uint8Array) =>
        codeOf(idDocumentUpload(capped.core, uploadOf(clientId, 'id_front', bytes)));
      expect(await upload(sampleJpeg(1024, 768))).toBe('ok');
      expect(await upload(sampleJpeg(1024, 768))).toBe('ok');
      // The third is allowed by the day but not by the documents kept.
      expect(await upload(sampleJpeg(1024, 768))).toBe('conflict');
      // The fourth attempt of the day is refused before anything is read.
      const fourth = idDocumentUpload(capped.core, uploadOf(clientId, 'id_front', sampleJpeg(1024, 768)));
      await expect(fourth).rejects.toMatchObject({ code: 'rate_limited' });
      await expect(fourth).rejects.toMatchObject({ options: { retryAfterSeconds: expect.any(Number) } });
      // The next Mexico City day the count starts again.
      capped.clock.advance(24 * 3600 * 1000);
      const { id } = (await idDocumentState(capped.core, { actorId: clientId })).documents[0] as {
        id: number;
      };
      await idDocumentDelete(capped.core, byPath(clientId, 'id_front', id));
      expect(await upload(sampleJpeg(1024, 768))).toBe('ok');
    } finally {
      await capped.close();
    }
  });
});
