import { vatOn } from '@lender/calculator/kernel';
import { eq, sql } from '@lender/db/orm';
import { clients, fiscalCredits, fiscalDocuments, fiscalIncome, payments } from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { importedLine } from '../../testing/settlement-lines';
import { approve } from '../back-office/approve';
import { settlementException } from '../back-office/reconciliation/settlement-exception';
import { businessDate } from '../clock';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { formatPesos } from '../providers/settlements/layouts';
import { paymentCredits } from './fiscal-income';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A SAT examiner's finding (ADR 384's open point): a payment corrected down by no more than its IVA
// took back only IVA — no base, so no credit note — and its CFDI kept stating money the bank never
// got. Whatever a correction takes back of an invoiced payment's interest and fees, to the centavo,
// is credited: the credit note's base and IVA add up to it, so what the CFDIs state is what was kept.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
let certifierCertificate: Uint8Array;
beforeAll(async () => {
  t = await createLendingTestCore();
  certifierCertificate = await (t.core.providers.fiscal as SandboxFiscal).certifierCertificate();
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
  staff = {
    maker: await financeUser(t, 'centavo-maker@lender.test'),
    checker: await financeUser(t, 'centavo-checker@lender.test'),
  };
});
afterAll(() => t.close());

/** What the loan owes: everything, or besides principal. */
async function owed(loanId: number, principal: boolean) {
  const balances = await loanBalances(t.core.db, loanId);
  return Object.entries(balances)
    .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable:'))
    .filter(([account]) => principal || account !== 'principal_receivable')
    .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
}

/** A SPEI payment of `amount` on the clock's day; its row. */
async function paidBySpei(clientId: number, amount: number) {
  const ref = await paymentReference(t.core, {
    actorId: clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount } },
  });
  await simulateReferencePayment(t.core, ref.reference, amount);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  return { ...payment, completedAt: payment.completedAt };
}

/** Finance corrects `payment` to the `statement` amount the bank's file says it brought, approved. */
async function corrected(payment: Awaited<ReturnType<typeof paidBySpei>>, statement: number) {
  const csv = [
    'fecha,clave_rastreo,clabe,monto,referencia',
    [
      businessDate(payment.completedAt),
      payment.providerPaymentId,
      payment.clabe,
      formatPesos(statement),
      payment.reference,
    ].join(','),
  ].join('\n');
  const line = await importedLine(t, {
    channel: 'spei',
    csv: `${csv}\n`,
    fileName: `centavos-${payment.id}.csv`,
    importedBy: staff.maker,
  });
  expect(line.outcome).toBe('amount_mismatch');
  const asked = await settlementException(t.core, {
    actorId: staff.maker,
    params: { lineId: line.id },
    body: { action: 'correct_amount', reason: 'Estado de cuenta' },
  });
  await approve(t.core, {
    actorId: staff.checker,
    params: { id: asked.id },
    body: { version: asked.version },
  });
}

/**
 * A borrower with an RFC pays, on March 10, all their loan owes besides principal less $30.00 (or with
 * `principal`, that and $100.00 of principal), and finance corrects it down by `taken` (a function of
 * the IVA the payment's posting took); on March 20 they pay everything still owed; the job runs in April.
 */
async function takenBack(taken: (vat: number) => number, principal = false) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  await Promise.all([
    t.core.db.execute(
      sql`update clients set rfc_enc = ${t.core.pii.encrypt('PEGJ800101AB1')} where id = ${loan.clientId}`,
    ),
    t.core.db
      .update(clients)
      .set({ address: { postalCode: '06700' } })
      .where(eq(clients.id, loan.clientId)),
  ]);
  t.clock.set('2026-03-10T18:00:00Z');
  const recorded = principal
    ? (await owed(loan.loanId, false)) + 100_00
    : (await owed(loan.loanId, false)) - 30_00;
  const payment = await paidBySpei(loan.clientId, recorded);
  const { vat } = await paymentCredits(t.core.db, loan.loanId, payment.id);
  const short = taken(vat);
  await corrected(payment, recorded - short);
  t.clock.set('2026-03-20T18:00:00Z');
  await paidBySpei(loan.clientId, await owed(loan.loanId, true));
  t.clock.set('2026-04-02T18:00:00Z');
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const documents = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.loanId, loan.loanId))
    .orderBy(fiscalDocuments.id);
  const [own] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, payment.id));
  const vatPayable = -balanceOf(await loanBalances(t.core.db, loan.loanId), 'vat_payable');
  return { loanId: loan.loanId, payment, short, documents, own, vatPayable };
}

describe('money a correction takes back from an invoiced payment is credited to the centavo', () => {
  it.each([
    ['1 centavo', () => 1],
    ['2 centavos', () => 2],
    ['7 centavos', () => 7],
    ['the IVA less 1 centavo', (vat: number) => vat - 1],
    ['the IVA exactly', (vat: number) => vat],
    ['the IVA and $50.00', (vat: number) => vat + 50_00],
  ])(
    'taken back %s: a credit note of base and IVA adding up to it, related to the payment’s CFDI',
    async (_, taken) => {
      const { payment, short, documents, own } = await takenBack(taken);
      const notes = documents.filter((document) => document.kind === 'credit_note');
      expect(notes).toHaveLength(1);
      const [note] = notes;
      const cfdi = documents.find((document) => document.id === own?.documentId);
      if (!note || !cfdi) throw new Error('missing CFDI');
      expect(note.subtotal + note.vat).toBe(short);
      expect(note.subtotal).toBeGreaterThan(0);
      expect(checkCfdi(note.xml, { certifierCertificate }).problems).toEqual([]);
      const related = nodeFromXmlString(note.xml).searchNode('cfdi:CfdiRelacionados');
      expect(related?.searchNode('cfdi:CfdiRelacionado')?.getAttribute('UUID')).toBe(cfdi.uuid);
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
    },
  );

  it('the CFDIs, net of the credit note, state the IVA of the income kept rounded once, and the ledger owes SAT that IVA', async () => {
    const { documents, vatPayable } = await takenBack(() => 1);
    const sign = (kind: string) => (kind === 'credit_note' ? -1 : 1);
    const base = documents.reduce((sum, d) => sum + sign(d.kind) * d.subtotal, 0);
    const vat = documents.reduce((sum, d) => sum + sign(d.kind) * d.vat, 0);
    expect(vat).toBe(vatOn(base, 16));
    expect(vatPayable).toBe(vat);
  });

  it('a correction the principal the payment paid covers takes no income back: no credit note', async () => {
    const { documents } = await takenBack(() => 50_00, true);
    expect(documents.filter((document) => document.kind === 'credit_note')).toEqual([]);
  });
});
