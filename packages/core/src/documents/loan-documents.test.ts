import { clients } from '@lender/db/schema';
import { formatPercent } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { emailColumns } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { extractPdfText } from '../pdf/pdf-text';
import { insertAcceptedApplication } from '../seed/lending-rows';
import { AGREEMENT_WARNINGS, CAT_LEGEND, formatDate, formatPesos, renderAgreementText } from './agreement';
import { documentPage } from './document-page';
import { documentPdf } from './document-pdf';
import { documentDownload } from './loan/document-download';
import { documentDownloadTemporary } from './loan/document-download-temporary';
import { documentList } from './loan/document-list';
import { draftLoanAgreement } from './loan/draft-loan-agreement';
import { renderDocument } from './loan/render-document';
import { agreementTextSha256, archiveAgreement, currentTerms } from './loan-documents';

let t: TestCore;
let seq = 0;
const TODAY = '2026-03-02';

async function newClient(): Promise<number> {
  seq += 1;
  const [row] = await t.core.db
    .insert(clients)
    .values({
      ...emailColumns(t.core.pii, `loan.docs.${seq}.${Date.now()}@example.com`),
      firstName: 'Juan',
      lastName: 'Pérez',
      secondLastName: 'García',
      curpEnc: t.core.pii.encrypt('PEGJ900514HDFRRN01'),
      phoneEnc: t.core.pii.encrypt('+525500000000'),
      phoneHash: t.core.pii.hash('phone', `+52551111${seq}-${Date.now()}`),
      passwordHash: 'x',
    })
    .returning({ id: clients.id });
  return row?.id as number;
}

/** An application with its current offer, as the applications service stores them. */
const newApplication = (clientId: number, amount = 3_000_00) =>
  insertAcceptedApplication(t.core.db, {
    clientId,
    amount,
    pricedOn: TODAY,
    expiresAt: new Date('2026-03-03T00:00:00Z'),
  });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

describe('loan documents from the stored application', () => {
  it('renders the draft agreement of the active application with the offer figures, and keeps no draft', async () => {
    const clientId = await newClient();
    const { applicationId, offer } = await newApplication(clientId);
    const draft = await draftLoanAgreement(t.core, { actorId: clientId });
    const text = (await extractPdfText(draft.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`${formatPercent(offer.cat)} ${CAT_LEGEND}`);
    expect(text).toContain(formatPesos(offer.total));
    expect(text).toContain(formatDate(offer.endDate));
    expect(text).toContain('Juan Pérez García');
    expect(text).toContain(`STL-${String(applicationId).padStart(6, '0')}`);
    for (const warning of AGREEMENT_WARNINGS) expect(text).toContain(warning);
    expect(text).toContain('Contrato de crédito simple y carátula (borrador)');

    // The documents list holds what was signed (issue 47): a draft read before signing is not there.
    await documentDownload(t.core, { actorId: clientId, params: { type: 'loan_agreement' } });
    expect(await documentList(t.core, { actorId: clientId })).toEqual([]);
  });

  it('renders HTML (escaped) and PDF through render()', async () => {
    const clientId = await newClient();
    await newApplication(clientId);
    const html = await renderDocument(t.core, {
      actorId: clientId,
      body: { type: 'cover_sheet', format: 'html' },
    });
    expect(html.content).toContain('<h1>Carátula de crédito (borrador)</h1>');
    expect(html.content).toContain(CAT_LEGEND);
    const pdf = await renderDocument(t.core, {
      actorId: clientId,
      body: { type: 'payment_schedule', format: 'pdf' },
    });
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const privacy = await renderDocument(t.core, {
      actorId: clientId,
      body: { type: 'privacy_notice', format: 'html' },
    });
    expect(privacy.content).toContain('Finalidades voluntarias');
  });

  it('answers no_active_application without an application, and keeps documents private', async () => {
    const clientId = await newClient();
    expect(await codeOf(draftLoanAgreement(t.core, { actorId: clientId }))).toBe('no_active_application');
    expect(
      await codeOf(documentDownload(t.core, { actorId: clientId, params: { type: 'loan_agreement' } })),
    ).toBe('not_found');
    const owner = await newClient();
    const { applicationId } = await newApplication(owner);
    const { terms } = await currentTerms(t.core, owner);
    await archiveAgreement(t.core, owner, { applicationId, loanId: 78, terms });
    const [doc] = await documentList(t.core, { actorId: owner });
    expect(
      await codeOf(documentDownloadTemporary(t.core, { actorId: owner, params: { id: doc?.id as number } })),
    ).toBe('ok');
    expect(
      await codeOf(
        documentDownloadTemporary(t.core, { actorId: clientId, params: { id: doc?.id as number } }),
      ),
    ).toBe('not_found');
  });

  it('archives the signed agreement with its loan and returns the hash of renderAgreementText', async () => {
    const clientId = await newClient();
    const { applicationId } = await newApplication(clientId);
    const { terms } = await currentTerms(t.core, clientId);
    await draftLoanAgreement(t.core, { actorId: clientId });
    const archived = await archiveAgreement(t.core, clientId, {
      applicationId,
      loanId: 77,
      terms,
    });
    expect(archived.textSha256).toBe(agreementTextSha256(terms));
    expect(archived.textSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(renderAgreementText(terms)).toContain('Contrato de crédito simple');
    const list = await documentList(t.core, { actorId: clientId });
    expect(list.map((d) => d.type).sort()).toEqual(['cover_sheet', 'loan_agreement', 'payment_schedule']);
    expect(list.every((d) => d.loanId === 77)).toBe(true);
    // What is kept is the signed text, without the draft's marks.
    const signed = await documentDownloadTemporary(t.core, {
      actorId: clientId,
      params: { id: list.find((d) => d.type === 'loan_agreement')?.id ?? 0 },
    });
    expect(await extractPdfText(signed.bytes)).not.toContain('borrador');
  });

  it('serves the public documents as page data and PDF, with necessary vs voluntary purposes', async () => {
    const page = documentPage(t.core, { params: { id: 'privacy_notice' } });
    expect(page.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['Finalidades necesarias', 'Finalidades voluntarias']),
    );
    expect(page.demo).toBe(true);
    const bureau = await documentPdf(t.core, 'credit_bureau_consent');
    expect(await extractPdfText(bureau.bytes)).toContain('sociedades de información crediticia');
    expect(await codeOf(documentPdf(t.core, 'nope'))).toBe('not_found');
  });
});
