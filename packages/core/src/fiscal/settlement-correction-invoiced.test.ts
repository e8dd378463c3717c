import { vatOn } from '@lender/calculator/kernel';
import { paymentFolio } from '@lender/contracts';
import { eq, sql } from '@lender/db/orm';
import {
  clients,
  fiscalCredits,
  fiscalDocuments,
  fiscalIncome,
  payments,
  settlementLines,
} from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { approve } from '../back-office/approve';
import { settlementException } from '../back-office/reconciliation/settlement-exception';
import { settlementImport } from '../back-office/reconciliation/settlement-import';
import { settlementUpload } from '../back-office/reconciliation/settlement-upload';
import { businessDate } from '../clock';
import { balanceOf } from '../ledger/accounts';
import { incomePaidBefore } from '../ledger/income-paid';
import { loanBalances } from '../ledger/ledger';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { formatPesos } from '../providers/settlements/layouts';
import { paymentCredits } from './fiscal-income';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A tax auditor's finding: a SPEI payment recorded short ($50.00 less than the bank's statement) and
// corrected by finance (`correct_amount`, ADR 142) pays, with the difference, interest and fees with
// their IVA (`settlement:<line>`). That income is earned and must reach a CFDI — the borrower's own
// when they gave an RFC, else the month's global one — with the IVA rounded on the loan's income
// (ADR 312), and `-vat_payable` equal to the IVA the loan's CFDIs state (ADR 369).

let t: LendingTestCore;
let maker: number;
let checker: number;
let certifierCertificate: Uint8Array;
beforeAll(async () => {
  t = await createLendingTestCore();
  certifierCertificate = await (t.core.providers.fiscal as SandboxFiscal).certifierCertificate();
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
  maker = await financeUser(t, 'correction-maker@lender.test');
  checker = await financeUser(t, 'correction-checker@lender.test');
});
afterAll(() => t.close());

async function* chunks(body: string) {
  yield body;
}
const giveRfc = (clientId: number, rfc: string) =>
  Promise.all([
    t.core.db.execute(sql`update clients set rfc_enc = ${t.core.pii.encrypt(rfc)} where id = ${clientId}`),
    t.core.db
      .update(clients)
      .set({ address: { postalCode: '06700' } })
      .where(eq(clients.id, clientId)),
  ]);
/** What the loan owes besides principal: its interest and fees with their IVA. */
const owedBesidesPrincipal = async (loanId: number) => {
  const balances = await loanBalances(t.core.db, loanId);
  return Object.entries(balances)
    .filter(
      ([account]) =>
        (account.endsWith('_receivable') || account.startsWith('fee_receivable:')) &&
        account !== 'principal_receivable',
    )
    .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
};
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
/** The concepts of a CFDI: NoIdentificacion, base and IVA in centavos. */
const conceptsOf = (xml: string) =>
  [...nodeFromXmlString(xml).searchNodes('cfdi:Conceptos', 'cfdi:Concepto')].map((concept) => ({
    id: concept.getAttribute('NoIdentificacion'),
    base: Math.round(Number(concept.getAttribute('Importe')) * 100),
    vat: Math.round(
      Number(concept.searchAttribute('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado', 'Importe')) * 100,
    ),
  }));

/** A loan paid out on March 2 (with `rfc`, the borrower gave it). */
async function loanOn2March(rfc?: string) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  if (rfc) await giveRfc(loan.clientId, rfc);
  return loan;
}

/** A SPEI payment of `recorded` centavos on the clock's day; the payment row. */
async function paidBySpei(loan: { clientId: number }, recorded: number) {
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: recorded } },
  });
  await simulateReferencePayment(t.core, ref.reference, recorded);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  expect(payment.paidAmount ?? payment.amount).toBe(recorded);
  return { ...payment, completedAt: payment.completedAt };
}

let files = 0;
/**
 * Finance corrects `payment` to what a bank statement says it brought (`statement`), approved. With
 * `concurrent`, the file was judged while another import naming the payment was (two runners on
 * PostgreSQL, neither seeing the other's line): its line is a mismatch, not a duplicate.
 */
async function correct(
  payment: Awaited<ReturnType<typeof paidBySpei>>,
  statement: number,
  concurrent = false,
) {
  files += 1;
  const line = [
    businessDate(payment.completedAt),
    payment.providerPaymentId,
    payment.clabe,
    formatPesos(statement),
    payment.reference,
  ].join(',');
  const { importId } = await settlementUpload(t.core, {
    channel: 'spei',
    fileName: `corregido-${payment.id}-${files}.csv`,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${line}\n`),
    importedBy: maker,
  });
  const [mismatch] = (await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } })).lines;
  if (concurrent && mismatch)
    await t.core.db
      .update(settlementLines)
      .set({ outcome: 'amount_mismatch', paymentId: payment.id })
      .where(eq(settlementLines.id, mismatch.id));
  else expect(mismatch?.outcome).toBe('amount_mismatch');
  const asked = await settlementException(t.core, {
    actorId: maker,
    params: { lineId: mismatch?.id as number },
    body: { action: 'correct_amount', reason: 'Estado de cuenta' },
  });
  await approve(t.core, { actorId: checker, params: { id: asked.id }, body: { version: asked.version } });
}

/**
 * A loan paid by SPEI in March, recorded $50.00 short of what the bank's statement says, its last
 * $30.00 of interest and fees (with IVA) left owed; finance corrects it to the statement. Answers
 * the loan, its payment and what the payment and the statement said. With `rfc`, the borrower gave it.
 */
async function correctedShort(rfc?: string) {
  const loan = await loanOn2March(rfc);
  t.clock.set('2026-03-10T18:00:00Z');
  const statement = (await owedBesidesPrincipal(loan.loanId)) - 30_00 + 50_00;
  const recorded = statement - 50_00;
  const payment = await paidBySpei(loan, recorded);
  // It left $30.00 of interest and fees (IVA included) owed: the $50.00 the bank got pays them first.
  expect(await owedBesidesPrincipal(loan.loanId)).toBe(30_00);
  await correct(payment, statement);
  expect(await owedBesidesPrincipal(loan.loanId)).toBe(0);
  return { ...loan, payment, recorded, statement };
}

/** The loan's income rows once the job ran in April, and its ledger's IVA payable. */
async function invoicedInApril(loanId: number) {
  t.clock.set('2026-04-02T18:00:00Z');
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const rows = await incomeOf(loanId);
  const balances = await loanBalances(t.core.db, loanId);
  return { rows, vatPayable: -balanceOf(balances, 'vat_payable') };
}

describe('the interest and fees a settlement correction paid are invoiced', () => {
  it('a borrower with an RFC: the correction’s income gets its own CFDI, its IVA rounded on the loan’s income', async () => {
    const loan = await correctedShort('PEGJ800101AB1');
    const { rows, vatPayable } = await invoicedInApril(loan.loanId);
    expect(rows.map((row) => [row.paymentId, row.source, row.status])).toEqual([
      [loan.payment.id, 'payment', 'issued'],
      [loan.payment.id, 'settlement', 'issued'],
    ]);
    const [own, correction] = rows;
    if (!own || !correction) throw new Error('missing income');
    // The correction's CFDI names what its posting credited to interest and each fee, to the centavo.
    const credits = await paymentCredits(t.core.db, loan.loanId, loan.payment.id, 'settlement');
    expect(Object.fromEntries(correction.lines.map((line) => [line.component, line.base]))).toEqual(
      Object.fromEntries(credits.bases),
    );
    expect(correction.base + correction.vat).toBe(30_00);
    expect(correction.paidOn).toBe('2026-03-10');
    expect(correction.paymentForm).toBe('03');
    const documents = await Promise.all(rows.map((row) => documentOf(row.documentId)));
    for (const [i, document] of documents.entries()) {
      expect(checkCfdi(document.xml, { certifierCertificate }).problems).toEqual([]);
      expect(document).toMatchObject({ kind: 'income', receiverRfc: 'PEGJ800101AB1', loanId: loan.loanId });
      expect([document.subtotal, document.vat]).toEqual([rows[i]?.base, rows[i]?.vat]);
    }
    expect(new Set(documents.map((document) => document.id)).size).toBe(2);
    expect(conceptsOf(documents[1]?.xml ?? '')[0]?.id).toBe(`${paymentFolio(loan.payment.id)}-S`);
    // The IVA of all the income paid, rounded once (ADR 312); the IVA owed to SAT is the CFDIs' (ADR 369).
    const base = rows.reduce((sum, row) => sum + row.base, 0);
    const cfdiVat = documents.reduce((sum, document) => sum + document.vat, 0);
    expect(cfdiVat).toBe(vatOn(base, 16));
    expect(vatPayable).toBe(cfdiVat);
    expect((await incomePaidBefore(t.core.db, loan.loanId)).vat).toBe(cfdiVat);
    // Run again: nothing more.
    expect((await issueFiscalDocuments(t.core)).income).toBe(0);
  });

  it('a borrower without an RFC: the correction’s income is a concept of March’s global CFDI', async () => {
    const loan = await correctedShort();
    const { rows, vatPayable } = await invoicedInApril(loan.loanId);
    expect(rows.map((row) => [row.source, row.status])).toEqual([
      ['payment', 'issued'],
      ['settlement', 'issued'],
    ]);
    const [own, correction] = rows;
    if (!own || !correction) throw new Error('missing income');
    expect(correction.base + correction.vat).toBe(30_00);
    const document = await documentOf(correction.documentId);
    expect(document.kind).toBe('global');
    expect(checkCfdi(document.xml, { certifierCertificate }).problems).toEqual([]);
    const folio = paymentFolio(loan.payment.id);
    const concepts = conceptsOf(document.xml).filter((c) => c.id === folio || c.id === `${folio}-S`);
    expect(concepts).toEqual([
      { id: folio, base: own.base, vat: own.vat },
      { id: `${folio}-S`, base: correction.base, vat: correction.vat },
    ]);
    const cfdiVat = concepts.reduce((sum, concept) => sum + concept.vat, 0);
    expect(cfdiVat).toBe(vatOn(own.base + correction.base, 16));
    expect(vatPayable).toBe(cfdiVat);
  });
});

/** The loan's CFDIs once the job ran in April: income less credit notes, bases and IVA. */
const netOf = (documents: readonly (typeof fiscalDocuments.$inferSelect)[]) => {
  const sign = (kind: string) => (kind === 'credit_note' ? -1 : 1);
  return {
    base: documents.reduce((sum, d) => sum + sign(d.kind) * d.subtotal, 0),
    vat: documents.reduce((sum, d) => sum + sign(d.kind) * d.vat, 0),
  };
};
const documentsOfLoan = (loanId: number) =>
  t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.loanId, loanId))
    .orderBy(fiscalDocuments.id);

describe('a correction after another, or one that takes money back', () => {
  it('a payment corrected twice: the income each correction paid is recorded and invoiced', async () => {
    const loan = await loanOn2March('PEGJ800101AB1');
    t.clock.set('2026-03-10T18:00:00Z');
    const recorded = (await owedBesidesPrincipal(loan.loanId)) - 30_00;
    const payment = await paidBySpei(loan, recorded);
    await correct(payment, recorded + 10_00);
    await correct(payment, recorded + 30_00, true);
    expect(await owedBesidesPrincipal(loan.loanId)).toBe(0);
    const { rows, vatPayable } = await invoicedInApril(loan.loanId);
    const corrections = rows.filter((row) => row.source === 'settlement');
    expect(corrections.map((row) => row.base + row.vat)).toEqual([10_00, 20_00]);
    expect(corrections.every((row) => row.status === 'issued')).toBe(true);
    // The IVA the ledger owes SAT is the IVA those CFDIs state, each rounded on the loan's income.
    const { base, vat } = netOf(await documentsOfLoan(loan.loanId));
    expect(vat).toBe(vatOn(base, 16));
    expect((await incomePaidBefore(t.core.db, loan.loanId)).vat).toBe(vat);
    expect(vatPayable).toBe(vat);
  });

  it('money a correction takes back from a payment is credited by a credit note related to its CFDI', async () => {
    const loan = await loanOn2March('PEGJ800101AB1');
    t.clock.set('2026-03-10T18:00:00Z');
    const recorded = (await owedBesidesPrincipal(loan.loanId)) - 30_00;
    const payment = await paidBySpei(loan, recorded);
    // The bank got the IVA the payment paid and $50.00 less: that much income and IVA never came.
    const { vat: ledgerVat } = await paymentCredits(t.core.db, loan.loanId, payment.id);
    await correct(payment, recorded - ledgerVat - 50_00);
    // The borrower pays everything the loan owes on March 20.
    t.clock.set('2026-03-20T18:00:00Z');
    const balances = await loanBalances(t.core.db, loan.loanId);
    const owed = Object.entries(balances)
      .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable:'))
      .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
    await paidBySpei(loan, owed);
    const { vatPayable } = await invoicedInApril(loan.loanId);
    const documents = await documentsOfLoan(loan.loanId);
    const [paymentRow] = (await incomeOf(loan.loanId)).filter(
      (row) => row.paymentId === payment.id && row.source === 'payment',
    );
    const own = documents.find((d) => d.id === paymentRow?.documentId);
    const notes = documents.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const [note] = notes;
    if (!note || !own) throw new Error('missing CFDI');
    expect(checkCfdi(note.xml, { certifierCertificate }).problems).toEqual([]);
    const related = nodeFromXmlString(note.xml).searchNode('cfdi:CfdiRelacionados');
    expect(related?.getAttribute('TipoRelacion')).toBe('01');
    expect(related?.searchNode('cfdi:CfdiRelacionado')?.getAttribute('UUID')).toBe(own.uuid);
    // The money that never came, to the centavo: a base and the IVA it bears.
    expect(note.subtotal + note.vat).toBe(ledgerVat + 50_00);
    expect(conceptsOf(note.xml).map((c) => c.id)).toEqual(
      conceptsOf(note.xml).map(() => `${paymentFolio(payment.id)}-S`),
    );
    const [credit] = await t.core.db
      .select()
      .from(fiscalCredits)
      .where(eq(fiscalCredits.documentId, note.id));
    expect(credit).toMatchObject({
      kind: 'settlement',
      paymentId: payment.id,
      base: note.subtotal,
      vat: note.vat,
    });
    expect(credit?.settlementLineId).not.toBeNull();
    // Net of the credit note, the CFDIs state the IVA of the income received, rounded once; the ledger too.
    const { base, vat } = netOf(documents);
    expect(vat).toBe(vatOn(base, 16));
    expect(vatPayable).toBe(vat);
    expect((await incomePaidBefore(t.core.db, loan.loanId)).vat).toBe(vat);
  });
});
