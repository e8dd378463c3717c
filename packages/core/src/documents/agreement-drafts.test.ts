import { eq } from '@lender/db/orm';
import { loanDocuments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
} from '../../testing/lending-fixtures';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { signAgreement } from '../loans/sign-agreement';
import { extractPdfText } from '../pdf/pdf-text';
import { renderPdf } from '../pdf/render-pdf';
import { AGREEMENT_DOCUMENT_TYPES, agreementDocument, renderAgreementText } from './agreement';
import { documentDownload } from './loan/document-download';
import { documentDownloadTemporary } from './loan/document-download-temporary';
import { documentList } from './loan/document-list';
import { draftLoanAgreement } from './loan/draft-loan-agreement';
import { renderDocument } from './loan/render-document';
import { currentTerms } from './loan-documents';

// Issue 47: what a borrower downloads before signing is a draft and says so; after signing, the
// same requests give the copy kept at signing, and only that copy is in the documents list.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');
/** The page count a document's own footers state. */
const pagesOf = (text: string) => Number(/Página 1 de (\d+)/.exec(text)?.[1]);

async function sign(app: { clientId: number; applicationId: number }) {
  await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
  return signAgreement(t.core, {
    actorId: app.clientId,
    params: { id: app.applicationId },
    body: { smsCode: t.lastCode() },
  });
}

describe('agreement documents before and after the signature', () => {
  it('before signing: every agreement document is a draft on every page, and none is kept', async () => {
    const app = await acceptedApplication(t);
    for (const type of AGREEMENT_DOCUMENT_TYPES) {
      const file = await documentDownload(t.core, { actorId: app.clientId, params: { type } });
      const text = await textOf(file.bytes);
      expect(file.title, type).toMatch(/\(borrador\)$/);
      expect(text, type).toContain('BORRADOR SIN FIRMA · DATOS DE DEMOSTRACIÓN');
      if (type !== 'cover_sheet')
        expect(text, type).toContain('Borrador para leer antes de firmar. Aún no tiene tu firma');
      // The foot of every page: `Borrador sin firma · RECA … · Página n de m`.
      const pages = pagesOf(text);
      expect(pages, type).toBeGreaterThan(0);
      expect(text.match(/Borrador sin firma · RECA/g)?.length, type).toBe(pages);
      expect(text, type).not.toContain('Firmado');
    }
    const contract = await textOf((await draftLoanAgreement(t.core, { actorId: app.clientId })).bytes);
    expect(contract).toContain('(pendiente de firma electrónica con código SMS)');
    expect(contract).not.toContain('(firma electrónica con código SMS)');
    const html = await renderDocument(t.core, {
      actorId: app.clientId,
      body: { type: 'cover_sheet', format: 'html' },
    });
    expect(html.content).toContain('Carátula de crédito (borrador)');
    expect(await documentList(t.core, { actorId: app.clientId })).toEqual([]);
  });

  it('after signing: the same requests give the signed copy kept with the loan, whose text is what was signed', async () => {
    const app = await acceptedApplication(t);
    const { terms } = await currentTerms(t.core, app.clientId, app.applicationId);
    const { loanId } = await sign(app);
    const list = await documentList(t.core, { actorId: app.clientId });
    expect(list.map((d) => [d.type, d.loanId]).sort()).toEqual([
      ['cover_sheet', loanId],
      ['loan_agreement', loanId],
      ['payment_schedule', loanId],
    ]);
    for (const type of AGREEMENT_DOCUMENT_TYPES) {
      const served = await documentDownload(t.core, { actorId: app.clientId, params: { type } });
      const kept = await documentDownloadTemporary(t.core, {
        actorId: app.clientId,
        params: { id: list.find((d) => d.type === type)?.id as number },
      });
      expect(Buffer.from(served.bytes).equals(Buffer.from(kept.bytes)), type).toBe(true);
      const text = await textOf(served.bytes);
      expect(text, type).not.toMatch(/borrador/i);
      // The draft's marks take no room: it has the pages of the signed copy (the carátula its one page).
      const draft = await textOf(await renderPdf(agreementDocument(terms, type, { draft: true })));
      expect(pagesOf(draft), type).toBe(pagesOf(text));
    }
    const contract = await textOf((await draftLoanAgreement(t.core, { actorId: app.clientId })).bytes);
    expect(contract).toContain('(firma electrónica con código SMS)');
    expect(contract).not.toContain('pendiente de firma');
    expect(renderAgreementText(terms)).not.toMatch(/borrador/i);
    const html = await renderDocument(t.core, {
      actorId: app.clientId,
      body: { type: 'cover_sheet', format: 'html' },
    });
    expect(html.content).not.toContain('(borrador)');
  });

  it('after signing with the archive lost: the signed copy is rendered again and kept with the loan', async () => {
    const app = await acceptedApplication(t);
    const { loanId } = await sign(app);
    await t.core.db.delete(loanDocuments).where(eq(loanDocuments.clientId, app.clientId));
    const served = await documentDownload(t.core, {
      actorId: app.clientId,
      params: { type: 'loan_agreement' },
    });
    expect(await textOf(served.bytes)).not.toMatch(/borrador/i);
    expect(await documentList(t.core, { actorId: app.clientId })).toEqual([
      expect.objectContaining({ type: 'loan_agreement', loanId }),
    ]);
  });
});
