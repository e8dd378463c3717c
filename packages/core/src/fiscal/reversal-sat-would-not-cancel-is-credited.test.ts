import { eq, sql } from '@lender/db/orm';
import { clients, fiscalCredits, fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
} from '../../testing/lending-fixtures';
import { balanceOf } from '../ledger/accounts';
import { quoteEarlyPayoff } from '../ledger/early-payoff';
import { incomePaidBefore } from '../ledger/income-paid';
import { loanBalances } from '../ledger/ledger';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A tax auditor's finding: SAT lets a CFDI of a fiscal year be cancelled only until the issuer's annual
// return is due (March 31 of the next year, CFF art. 29-A), and never while a CFDI related to it (a
// credit note) is in force. A payment reversed past that, or whose CFDI a credit note reduces, cannot
// have its CFDI cancelled: a credit note (CFDI de egreso, TipoRelacion 01) gives its income back.

let t: LendingTestCore;
let sandbox: SandboxFiscal;
let certifierCertificate: Uint8Array;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  sandbox = t.core.providers.fiscal as SandboxFiscal;
  certifierCertificate = await sandbox.certifierCertificate();
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
  const user = (email: string) =>
    t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-enough-password', role: 'admin' });
  staff = {
    maker: (await user('late-maker@lender.test')).id,
    checker: (await user('late-checker@lender.test')).id,
  };
});
afterAll(() => t.close());

/** A loan of a borrower with an RFC, paid out on March 2, 2026, and a payment of all but principal on March 5, invoiced. */
async function invoicedPayment() {
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
  t.clock.set('2026-03-05T18:00:00Z');
  const balances = await loanBalances(t.core.db, loan.loanId);
  const owed = Object.entries(balances)
    .filter(([account]) => account.endsWith('_receivable') || account.startsWith('fee_receivable:'))
    .reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
  const paymentId = await externalPayment(t, loan.loanId, owed - balanceOf(balances, 'principal_receivable'));
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId));
  const [cfdi] = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, row?.documentId ?? 0));
  if (!row || !cfdi) throw new Error('the payment has no CFDI');
  return { ...loan, paymentId, row, cfdi };
}

/** After the reversal: the CFDI stays in force, and a credit note of all its income is related to it. */
async function expectCreditedNotCancelled(invoiced: Awaited<ReturnType<typeof invoicedPayment>>) {
  const { row, cfdi, loanId, paymentId } = invoiced;
  expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
  const [after] = await t.core.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, cfdi.id));
  expect(after?.status).toBe('issued');
  expect(sandbox.cancellations.map((c) => c.uuid)).not.toContain(cfdi.uuid);
  const [credit] = await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.paymentId, paymentId));
  expect(credit).toMatchObject({ kind: 'reversal', status: 'issued', base: row.base, vat: row.vat });
  const [note] = await t.core.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.id, credit?.documentId ?? 0));
  if (!note) throw new Error('no credit note');
  expect(note).toMatchObject({ kind: 'credit_note', subtotal: row.base, vat: row.vat });
  expect(checkCfdi(note.xml, { certifierCertificate }).problems).toEqual([]);
  const related = nodeFromXmlString(note.xml).searchNode('cfdi:CfdiRelacionados');
  expect(related?.getAttribute('TipoRelacion')).toBe('01');
  expect(related?.searchNode('cfdi:CfdiRelacionado')?.getAttribute('UUID')).toBe(cfdi.uuid);
  // The reversed payment's income counts for nothing: its CFDI less its credit note.
  const income = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.loanId, loanId));
  const others = income.filter((r) => r.paymentId !== paymentId && r.status !== 'reversed');
  const paid = await incomePaidBefore(t.core.db, loanId);
  expect(paid.base + (await otherCredits(loanId, paymentId))).toBe(
    others.reduce((sum, r) => sum + r.base, 0),
  );
}
const otherCredits = async (loanId: number, paymentId: number) =>
  (await t.core.db.select().from(fiscalCredits).where(eq(fiscalCredits.loanId, loanId)))
    .filter((c) => c.paymentId !== paymentId && c.status !== 'reversed')
    .reduce((sum, c) => sum + c.base, 0);

describe('a reversal SAT would not let the lender cancel the CFDI of is credited', () => {
  it('a payment of March 2026 reversed in April 2027, past the return’s deadline: a credit note, no cancellation', async () => {
    const invoiced = await invoicedPayment();
    t.clock.set('2027-04-05T18:00:00Z');
    await reversePayment(t, staff, invoiced.loanId, invoiced.paymentId, 'Pago aplicado por error');
    await expectCreditedNotCancelled(invoiced);
  });

  it('a payment whose CFDI a payoff’s credit note reduces, reversed in time: a credit note, no cancellation', async () => {
    const invoiced = await invoicedPayment();
    t.clock.set('2026-03-12T18:00:00Z');
    const quote = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, invoiced.loanId);
    expect(quote.rebate.interest).toBeGreaterThan(0);
    await externalPayment(t, invoiced.loanId, quote.payoff);
    expect((await issueFiscalDocuments(t.core)).credit).toBe(1);
    t.clock.set('2026-03-13T18:00:00Z');
    await reversePayment(t, staff, invoiced.loanId, invoiced.paymentId, 'Pago aplicado por error');
    await expectCreditedNotCancelled(invoiced);
  });
});
