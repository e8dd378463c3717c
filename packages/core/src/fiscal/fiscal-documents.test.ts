import { vatOn } from '@lender/calculator/kernel';
import { and, eq, sql } from '@lender/db/orm';
import { clients, fiscalDocuments, fiscalIncome, payments } from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import {
  describeSatXsdErrors,
  missingSatXsdFiles,
  validateAllAgainstSatXsd,
} from '../../testing/validate-against-sat-xsd';
import { approve } from '../back-office/approve';
import { requestPaymentReversal } from '../back-office/request-payment-reversal';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { chooseRollover } from '../loans/choose-rollover';
import { runOverdue } from '../loans/run-overdue';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { recordExternalPayment } from '../payments/record-external-payment';
import { extractPdfText } from '../pdf/pdf-text';
import { renderPdf } from '../pdf/render-pdf';
import { GENERAL_PUBLIC } from '../providers/fiscal/cfdi-xml';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { cfdiDocument } from './cfdi-document';
import { paymentCredits } from './fiscal-income';
import { issueFiscalDocuments } from './issue-fiscal-documents';

let t: LendingTestCore;
let certifierCertificate: Uint8Array;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  certifierCertificate = await (t.core.providers.fiscal as SandboxFiscal).certifierCertificate();
  // The client profile's optional RFC, encrypted (its migration may not have landed yet:
  // fiscal-receiver.ts reads it whichever way the row keeps it).
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
  const user = (email: string, role: 'finance' | 'admin') =>
    t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-enough-password', role });
  maker = (await user('fiscal-maker@lender.test', 'finance')).id;
  checker = (await user('fiscal-checker@lender.test', 'admin')).id;
});
afterAll(() => t.close());

/** The loan's due date at noon in Mexico City: paid then, nothing is rebated and nothing is late. */
const onDueDate = (endDate: string) => t.clock.set(`${endDate}T18:00:00Z`);
const pay = async (loanId: number, amount: number, reference: string) =>
  (await recordExternalPayment(t.core, { loanId, amount, reference, actor: { type: 'system' } })).payment.id;
const owedBesidesPrincipal = async (loanId: number) => {
  const balances = await loanBalances(t.core.db, loanId);
  return (
    Object.entries(balances)
      .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable'))
      .reduce((sum, [, amount]) => sum + (amount ?? 0), 0) - balanceOf(balances, 'principal_receivable')
  );
};
const owed = async (loanId: number) =>
  (await owedBesidesPrincipal(loanId)) +
  balanceOf(await loanBalances(t.core.db, loanId), 'principal_receivable');
const giveRfc = (clientId: number, rfc: string) =>
  Promise.all([
    t.core.db.execute(sql`update clients set rfc_enc = ${t.core.pii.encrypt(rfc)} where id = ${clientId}`),
    t.core.db
      .update(clients)
      .set({ address: { postalCode: '06700' } })
      .where(eq(clients.id, clientId)),
  ]);
const incomeOf = (loanId: number) =>
  t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.loanId, loanId)).orderBy(fiscalIncome.id);
const documentOf = async (id: number | null) => {
  const [row] = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, id ?? 0));
  if (!row) throw new Error(`no document ${id}`);
  return row;
};
/** Each CFDI against SAT's XML schemas too, once data/sat-xsd holds them (sat-xsd.test.ts says which are missing). */
const expectValidAgainstSatXsd = async (xmls: readonly string[]) => {
  if (missingSatXsdFiles().length > 0) return;
  expect(describeSatXsdErrors(await validateAllAgainstSatXsd(xmls))).toEqual([]);
};
const xmlsOf = (rows: readonly { documentId: number | null }[]) =>
  Promise.all(rows.map(async (row) => (await documentOf(row.documentId)).xml));
/** The concepts of a CFDI: description or NoIdentificacion, base and IVA in centavos. */
const conceptsOf = (xml: string) =>
  [...nodeFromXmlString(xml).searchNodes('cfdi:Conceptos', 'cfdi:Concepto')].map((concept) => ({
    id: concept.getAttribute('NoIdentificacion'),
    description: concept.getAttribute('Descripcion'),
    base: Math.round(Number(concept.getAttribute('Importe')) * 100),
    vat: Math.round(
      Number(concept.searchAttribute('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado', 'Importe')) * 100,
    ),
  }));

describe('CFDIs of the interest and fees a borrower with an RFC pays', () => {
  it('gives every payment of interest or fees its own CFDI, valid, its concepts equal to the payment’s split', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'pegj800101ab1');
    onDueDate(loan.endDate);
    // Half of what is owed besides principal: the ledger takes all the IVA first, then part of the rest.
    const half = Math.floor((await owedBesidesPrincipal(loan.loanId)) / 2);
    const first = await pay(loan.loanId, half, `cfdi-partial-${loan.loanId}`);
    const second = await pay(loan.loanId, await owed(loan.loanId), `cfdi-rest-${loan.loanId}`);
    expect(await owed(loan.loanId)).toBe(0);
    const run = await issueFiscalDocuments(t.core);
    expect(run).toMatchObject({ failed: 0 });
    const rows = await incomeOf(loan.loanId);
    expect(rows.map((row) => [row.paymentId, row.status])).toEqual([
      [first, 'issued'],
      [second, 'issued'],
    ]);
    for (const row of rows) {
      const document = await documentOf(row.documentId);
      const check = checkCfdi(document.xml, { certifierCertificate });
      expect(check.problems).toEqual([]);
      expect(document).toMatchObject({ kind: 'income', receiverRfc: 'PEGJ800101AB1', loanId: loan.loanId });
      expect([check.subtotal, check.vat, check.total]).toEqual([
        document.subtotal,
        document.vat,
        document.total,
      ]);
      // Each concept is what the payment's posting credited to that component, to the centavo.
      const credits = await paymentCredits(t.core.db, loan.loanId, row.paymentId);
      const concepts = conceptsOf(document.xml);
      expect(concepts.map((c) => c.base)).toEqual(row.lines.map((line) => line.base));
      expect(Object.fromEntries(row.lines.map((line) => [line.component, line.base]))).toEqual(
        Object.fromEntries(credits.bases),
      );
      expect(check.subtotal).toBe([...credits.bases.values()].reduce((a, b) => a + b, 0));
      expect(nodeFromXmlString(document.xml).searchAttribute('cfdi:Receptor', 'Nombre')).toMatch(
        /^[A-ZÁÉÍÓÚÑ ]+$/,
      );
    }
    await expectValidAgainstSatXsd(await xmlsOf(rows));
    // The loan's CFDIs carry the IVA of all the interest and fees paid, rounded once; the ledger took
    // the same IVA payment by payment, with its base (ADR 312).
    const base = rows.reduce((sum, row) => sum + row.base, 0);
    const vat = rows.reduce((sum, row) => sum + row.vat, 0);
    expect(vat).toBe(vatOn(base, 16));
    expect(rows.map((row) => row.ledgerVat)).toEqual(rows.map((row) => row.vat));
    expect((await issueFiscalDocuments(t.core)).income).toBe(0);
  });

  it('invoices an extension’s fee and, paid late, the late fees with the rest: every CFDI valid and equal to its split', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    await chooseRollover(t.core, { actorId: loan.clientId, body: { type: 'cheap' } });
    const fee = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    const extension = (await simulateReferencePayment(t.core, fee.reference)).paymentId;
    // Ten days after the new due date: late fees every day, then everything paid by SPEI.
    t.clock.set('2026-04-02T18:00:00Z');
    await runOverdue(t.core, '2026-04-02');
    const rest = await pay(loan.loanId, await owed(loan.loanId), `cfdi-late-${loan.loanId}`);
    expect(await owed(loan.loanId)).toBe(0);
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
    const rows = await incomeOf(loan.loanId);
    expect(rows.map((row) => row.paymentId)).toEqual([extension, rest]);
    expect(rows[0]?.lines.map((line) => line.component)).toEqual(['extension_fee']);
    expect(rows[1]?.lines.map((line) => line.component)).toEqual(
      expect.arrayContaining(['interest', 'late_fee']),
    );
    for (const row of rows) {
      const document = await documentOf(row.documentId);
      expect(checkCfdi(document.xml, { certifierCertificate }).problems).toEqual([]);
      const credits = await paymentCredits(t.core.db, loan.loanId, row.paymentId);
      expect(conceptsOf(document.xml).map((c) => c.base)).toEqual(row.lines.map((line) => line.base));
      expect(Object.fromEntries(row.lines.map((line) => [line.component, line.base]))).toEqual(
        Object.fromEntries(credits.bases),
      );
      expect([document.subtotal, document.vat]).toEqual([row.base, row.vat]);
    }
    await expectValidAgainstSatXsd(await xmlsOf(rows));
    expect(conceptsOf((await documentOf(rows[0]?.documentId ?? null)).xml)[0]?.description).toBe(
      'Comisión por prórroga',
    );
    // The loan's CFDIs carry the IVA of all it paid in interest and fees, rounded once, and each
    // payment's the IVA the ledger took with it (ADR 312).
    const base = rows.reduce((sum, row) => sum + row.base, 0);
    const vat = rows.reduce((sum, row) => sum + row.vat, 0);
    expect(vat).toBe(vatOn(base, 16));
    expect(rows.map((row) => row.ledgerVat)).toEqual(rows.map((row) => row.vat));
  });

  it('gives a payment of principal only no CFDI', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    onDueDate(loan.endDate);
    const charges = await pay(
      loan.loanId,
      await owedBesidesPrincipal(loan.loanId),
      `cfdi-charges-${loan.loanId}`,
    );
    const principal = await pay(loan.loanId, await owed(loan.loanId), `cfdi-principal-${loan.loanId}`);
    const rows = await incomeOf(loan.loanId);
    expect(rows.map((row) => row.paymentId)).toEqual([charges]);
    expect(rows[0]?.vat).toBe(rows[0]?.ledgerVat);
    await issueFiscalDocuments(t.core);
    const [paid] = await t.core.db.select().from(payments).where(eq(payments.id, principal));
    expect(paid?.status).toBe('completed');
    expect(await incomeOf(loan.loanId)).toHaveLength(1);
  });

  it('cancels the CFDI of a reversed payment with reason 03, once; a reversal before the CFDI stops it', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(loan.clientId, 'PEGJ800101AB1');
    const paymentId = await pay(loan.loanId, 500_00, `cfdi-reversed-${loan.loanId}`);
    await issueFiscalDocuments(t.core);
    const [row] = await incomeOf(loan.loanId);
    const issued = await documentOf(row?.documentId ?? null);
    const request = await requestPaymentReversal(t.core, {
      actorId: maker,
      params: { id: loan.loanId, paymentId },
      body: { reason: 'Deposit of another loan' },
    });
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    expect((await documentOf(issued.id)).status).toBe('cancel_pending');
    const run = await issueFiscalDocuments(t.core);
    expect(run).toMatchObject({ cancelled: 1, failed: 0 });
    const cancelled = await documentOf(issued.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '03' });
    const fiscal = t.core.providers.fiscal as SandboxFiscal;
    expect(fiscal.cancellations.filter((c) => c.uuid === issued.uuid)).toEqual([
      { uuid: issued.uuid, reason: '03' },
    ]);
    expect((await issueFiscalDocuments(t.core)).cancelled).toBe(0);
    // The printed CFDI says it is cancelled and why.
    const text = await extractPdfText(await renderPdf(cfdiDocument(cancelled.xml, cancelled)));
    expect(text).toContain('CANCELADA');
    expect(text).toContain('no se llevó a cabo la operación');

    const other = await pay(loan.loanId, 300_00, `cfdi-reversed-early-${loan.loanId}`);
    const early = await requestPaymentReversal(t.core, {
      actorId: maker,
      params: { id: loan.loanId, paymentId: other },
      body: { reason: 'Typed twice' },
    });
    await approve(t.core, { actorId: checker, params: { id: early.id }, body: { version: early.version } });
    await issueFiscalDocuments(t.core);
    const [, stopped] = await incomeOf(loan.loanId);
    expect(stopped).toMatchObject({ paymentId: other, status: 'reversed', documentId: null });
  });
});

describe('the global CFDI of borrowers without an RFC', () => {
  it('puts a month’s payments in one global CFDI once the month has ended; a reversal replaces it', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const [a, b] = [await paidOutLoan(t), await paidOutLoan(t)];
    onDueDate(a.endDate);
    const paidA = await pay(a.loanId, await owed(a.loanId), `cfdi-global-a-${a.loanId}`);
    const paidB = await pay(b.loanId, await owed(b.loanId), `cfdi-global-b-${b.loanId}`);
    await issueFiscalDocuments(t.core);
    expect((await incomeOf(a.loanId))[0]?.status).toBe('pending');
    t.clock.set('2026-04-01T07:00:00Z');
    expect((await issueFiscalDocuments(t.core)).global).toBe(1);
    const [rowA] = await incomeOf(a.loanId);
    const [rowB] = await incomeOf(b.loanId);
    expect(rowA?.documentId).toBe(rowB?.documentId);
    const global = await documentOf(rowA?.documentId ?? null);
    expect(global).toMatchObject({ kind: 'global', period: '2026-03', receiverRfc: GENERAL_PUBLIC.rfc });
    expect(checkCfdi(global.xml, { certifierCertificate }).problems).toEqual([]);
    expect(global.xml).toContain('<cfdi:InformacionGlobal Periodicidad="04" Meses="03" Año="2026"/>');
    // One concept per payment: its folio, and what it paid in interest and fees with their IVA.
    const concepts = conceptsOf(global.xml);
    for (const [row, paymentId] of [
      [rowA, paidA],
      [rowB, paidB],
    ] as const) {
      const concept = concepts.find((c) => c.id.endsWith(String(paymentId)));
      expect(concept).toMatchObject({ description: 'Venta', base: row?.base, vat: row?.vat });
      // Paid in full at once, the payment's IVA is the ledger's to the centavo.
      expect(row?.vat).toBe(row?.ledgerVat);
    }

    const request = await requestPaymentReversal(t.core, {
      actorId: maker,
      params: { id: a.loanId, paymentId: paidA },
      body: { reason: 'Bounced deposit' },
    });
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const run = await issueFiscalDocuments(t.core);
    expect(run).toMatchObject({ global: 1, cancelled: 1, failed: 0 });
    const [replacement] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(and(eq(fiscalDocuments.replacesId, global.id)));
    expect(replacement).toBeDefined();
    expect(await documentOf(global.id)).toMatchObject({ status: 'cancelled', cancelReason: '01' });
    expect(checkCfdi(replacement?.xml ?? '', { certifierCertificate }).problems).toEqual([]);
    expect(replacement?.xml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${global.uuid}"/>`,
    );
    expect(conceptsOf(replacement?.xml ?? '').map((c) => c.base)).toEqual([rowB?.base]);
    await expectValidAgainstSatXsd([global.xml, replacement?.xml ?? '']);
    expect((await incomeOf(b.loanId))[0]?.documentId).toBe(replacement?.id);
    const fiscal = t.core.providers.fiscal as SandboxFiscal;
    expect(fiscal.cancellations.at(-1)).toEqual({
      uuid: global.uuid,
      reason: '01',
      replacement: replacement?.uuid,
    });
  });

  it('prints a CFDI the borrower can read: its folio fiscal, RFCs, concepts, totals and SAT’s address', async () => {
    const [document] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(and(eq(fiscalDocuments.kind, 'income'), eq(fiscalDocuments.status, 'issued')));
    if (!document) throw new Error('no CFDI issued');
    const text = await extractPdfText(
      await renderPdf(cfdiDocument(document.xml, { ...document, cancelledAt: null })),
    );
    for (const expected of [
      document.uuid,
      'PEGJ800101AB1',
      'EKU9003173C9',
      'Intereses ordinarios',
      'SIN VALIDEZ FISCAL',
      'verificacfdi.facturaelectronica.sat.gob.mx',
    ])
      expect(text).toContain(expected);
  });
});
