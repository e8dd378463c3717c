import { extractPdfText } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public documents', () => {
  it('lists the public documents', async () => {
    const res = await t.call('GET', '/web/public/documents');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { id: string }) => d.id)).toEqual([
      'terms_and_conditions',
      'privacy_notice',
      'credit_bureau_consent',
      'terms_and_conditions_anonymous',
    ]);
  });

  it('serves the privacy notice as page data with necessary and voluntary purposes', async () => {
    const res = await t.call('GET', '/web/public/documents/privacy_notice');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'privacy_notice',
      title: 'Aviso de privacidad integral',
      demo: true,
    });
    const headings = res.body.data.sections.map((s: { heading: string }) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Finalidades necesarias', 'Finalidades voluntarias']));
  });

  it.each([
    ['terms_and_conditions', 'Términos y condiciones'],
    ['privacy_notice', 'Aviso de privacidad integral'],
    ['credit_bureau_consent', 'sociedades de información crediticia'],
  ])('serves %s as a PDF with its text', async (id, expected) => {
    const response = await t.app.request(`/web/public/documents/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(expected);
    expect(text).toContain('DATOS DE DEMOSTRACIÓN');
  });

  it('answers an unknown document with an error and no document', async () => {
    const res = await t.call('GET', '/web/public/documents/nope');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.success).toBe(false);
  });

  it('keeps the anonymous terms at POST client/document (spec §7), rendered by the same renderer', async () => {
    const res = await t.call('POST', '/web/public/client/document', { body: { financeType: 'stl' } });
    expect(res.status).toBe(200);
    const text = await extractPdfText(Buffer.from(res.body.data.base64, 'base64'));
    expect(text).toContain('Términos y condiciones generales');
  });
});
