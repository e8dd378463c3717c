import {
  AGREEMENT_WARNINGS,
  archiveAgreement,
  CAT_LEGEND,
  currentTerms,
  emailHashOf,
  formatDate,
  formatPesos,
} from '@lender/core';
import { schema } from '@lender/core/db';
import { extractPdfText, insertAcceptedApplication } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { formatPercent } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsClient } from '../../test/documents-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLIENT = '/web/private/client';
const TODAY = '2026-03-02';

/** A client with an accepted application and its current offer, stored as the applications service does. */
async function clientWithApplication() {
  const registered = await documentsClient(t, 'LOAN');
  const [client] = await t.core.db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(eq(schema.clients.emailHash, emailHashOf(t.core.pii, registered.body.email)));
  if (!client) throw new Error('setup failed');
  const { applicationId, offer } = await insertAcceptedApplication(t.core.db, {
    clientId: client.id,
    pricedOn: TODAY,
    expiresAt: new Date('2026-03-03T00:00:00Z'),
  });
  return { token: registered.token, offer, clientId: client.id, applicationId };
}

async function binary(path: string, token?: string) {
  const response = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET draft-loan-agreement-pdf', () => {
  it('returns the agreement PDF whose text has the CAT with its legend, the warnings and the schedule', async () => {
    const { token, offer } = await clientWithApplication();
    const { response, bytes } = await binary(`${CLIENT}/draft-loan-agreement-pdf`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="loan_agreement.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = (await extractPdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`CAT (Costo Anual Total) ${formatPercent(offer.cat)} ${CAT_LEGEND}`);
    expect(text).toContain(`Fecha de cálculo: ${formatDate(TODAY)}`);
    for (const warning of AGREEMENT_WARNINGS) expect(text).toContain(warning);
    expect(text).toContain('Tabla de pagos');
    expect(text).toContain(`1 ${formatDate(offer.endDate)} $3,000.00`);
    expect(text).toContain(formatPesos(offer.total));
    // Issue 47: not signed yet, and it says so.
    expect(text).toContain('Contrato de crédito simple y carátula (borrador)');
    expect(text).toContain('Borrador para leer antes de firmar.');
    expect(text).not.toContain('Firmado');
  });

  it('answers no_active_application (404) without an application', async () => {
    const { token } = await documentsClient(t, 'NOAP');
    const res = await t.call('GET', `${CLIENT}/draft-loan-agreement-pdf`, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('no_active_application');
  });

  it('is closed to anonymous callers', async () => {
    expect((await t.call('GET', `${CLIENT}/draft-loan-agreement-pdf`)).status).toBe(401);
  });
});

describe('document endpoints', () => {
  it('downloads the cover sheet as PDF and returns documents inline as base64', async () => {
    const { token, offer } = await clientWithApplication();
    const cover = await binary(`${CLIENT}/document/download/cover_sheet`, token);
    expect(cover.response.status).toBe(200);
    // Document downloads are never sniffed nor cached (issue 10 point 9).
    expect(cover.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cover.response.headers.get('cache-control')).toContain('no-store');
    expect(await extractPdfText(cover.bytes)).toContain('Carátula de crédito (borrador)');
    const inline = await t.call('GET', `${CLIENT}/document?type=payment_schedule`, { token });
    expect(inline.status).toBe(200);
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(inline.headers.get('cache-control')).toBe('no-store');
    expect(inline.body.data).toMatchObject({ type: 'payment_schedule', contentType: 'application/pdf' });
    const schedule = await extractPdfText(Buffer.from(inline.body.data.base64, 'base64'));
    expect(schedule.replace(/\s+/g, ' ')).toContain(formatPesos(offer.total));
    const privacy = await binary(`${CLIENT}/document/download/privacy_notice`, token);
    expect(await extractPdfText(privacy.bytes)).toContain('Finalidades necesarias');
  });

  it('renders HTML for the page and a PDF on request', async () => {
    const { token } = await clientWithApplication();
    const html = await t.call('POST', `${CLIENT}/render/document`, {
      token,
      body: { type: 'loan_agreement' },
    });
    expect(html.status).toBe(200);
    expect(html.body.data.format).toBe('html');
    expect(html.body.data.content).toContain('<h2>Carátula de crédito</h2>');
    expect(html.body.data.content).toContain(CAT_LEGEND);
    const pdf = await t.call('POST', `${CLIENT}/render/document`, {
      token,
      body: { type: 'cover_sheet', format: 'pdf' },
    });
    expect(Buffer.from(pdf.body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists what the client signed (never a draft) and downloads it by id, owner only', async () => {
    const { token, clientId, applicationId } = await clientWithApplication();
    await binary(`${CLIENT}/draft-loan-agreement-pdf`, token);
    expect((await t.call('GET', `${CLIENT}/document/list`, { token })).body.data).toEqual([]);
    // What signing keeps (the loans service calls it with the signed loan).
    const { terms } = await currentTerms(t.core, clientId);
    await archiveAgreement(t.core, clientId, { applicationId, loanId: 91, terms });
    const list = await t.call('GET', `${CLIENT}/document/list`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data).toContainEqual(expect.objectContaining({ type: 'loan_agreement', loanId: 91 }));
    const id = list.body.data[0].id as number;
    const mine = await binary(`${CLIENT}/document/download-temporary/${id}`, token);
    expect(mine.response.status).toBe(200);
    expect(Buffer.from(mine.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const other = await documentsClient(t, 'OTHR');
    const theirs = await t.call('GET', `${CLIENT}/document/download-temporary/${id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect((await t.call('GET', `${CLIENT}/document/list`, { token: other.token })).body.data).toEqual([]);
  });
});
