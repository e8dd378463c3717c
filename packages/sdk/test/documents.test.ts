import { PUBLIC_DOCUMENT_IDS } from '@lender/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../src/unwrap';
import { type RunningApi, startApi } from './api-server';
import { borrowers } from './borrower';

// Issue 7 "Tests against the real API server": documents through the SDK against the API started
// in process on a fresh database — a client document uploaded as multipart, read back in base64 and
// in the documents' state; the public documents as page data and as PDF bytes.

let server: RunningApi;
let helpers: Awaited<ReturnType<typeof borrowers>>;
beforeAll(async () => {
  server = await startApi();
  helpers = await borrowers(server, 'SDKD');
});
afterAll(() => server.stop());

const text = (bytes: Uint8Array, length: number) => new TextDecoder().decode(bytes.slice(0, length));

describe('client documents', () => {
  it('uploads an ID photo as multipart, reads it back in base64 and in the state', async () => {
    const { api } = await helpers.onboard();
    const photo = helpers.idPhoto();
    const uploaded = unwrap(await api.client.idDocumentUpload({ body: { type: 'id_front', file: photo } }));
    expect(uploaded).toMatchObject({ type: 'id_front', contentType: 'image/jpeg' });

    const read = unwrap(await api.client.idDocumentGet({ params: { type: 'id_front', id: uploaded.id } }));
    expect(read.contentType).toBe('image/jpeg');
    // The API stores the photo decoded and encoded again (upright, no metadata): a JPEG of its size.
    const bytes = Uint8Array.from(atob(read.base64), (char) => char.charCodeAt(0));
    expect(bytes.length).toBe(uploaded.size);
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const state = unwrap(await api.client.idDocumentState());
    expect(state.documents.map((document) => document.id)).toEqual([uploaded.id]);
    expect(state.missing).not.toContain('id_front');
  });

  it('refuses a file that is not a photo, on the file field', async () => {
    const { api } = await helpers.onboard();
    const result = await api.client.idDocumentUpload({
      body: { type: 'id_front', file: new File(['no soy una foto'], 'ine.jpg', { type: 'image/jpeg' }) },
    });
    expect(result).toMatchObject({ success: false, status: 400 });
    expect(result.errors.file).toBeDefined();
  });
});

describe('public documents (origin extension)', () => {
  it('lists the documents and serves each as page data', async () => {
    const { api } = helpers.session();
    const list = unwrap(await api.public.documentList());
    expect(list.map((document) => document.id).sort()).toEqual([...PUBLIC_DOCUMENT_IDS].sort());
    const page = unwrap(await api.public.documentPage({ params: { id: 'privacy_notice' } }));
    expect(page).toMatchObject({
      id: 'privacy_notice',
      title: list.find((d) => d.id === 'privacy_notice')?.title,
    });
    expect(page.sections.length).toBeGreaterThan(0);
  });

  it('downloads a public document as the PDF’s bytes', async () => {
    const { api } = helpers.session();
    const pdf = unwrap(await api.public.documentPdf({ params: { id: 'terms_and_conditions' } }));
    expect(pdf.contentType).toBe('application/pdf');
    expect(text(pdf.bytes, 5)).toBe('%PDF-');
  });
});
