import { LOAN_STATUS } from '@lender/calculator/platform';
import { paymentFolio } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, fiscalDocuments, fiscalIncome, loans } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  pendingRefunds,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noticesOf } from '../../testing/notices-fixtures';
import {
  describeSatXsdErrors,
  missingSatXsdFiles,
  validateAllAgainstSatXsd,
} from '../../testing/validate-against-sat-xsd';
import { CoreError } from '../errors/core-error';
import { paymentCredits } from '../fiscal/fiscal-income';
import { issueFiscalDocuments } from '../fiscal/issue-fiscal-documents';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { incomePaidBefore } from '../ledger/income-paid';
import { loanBalances } from '../ledger/ledger';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { loanPayments } from '../payments/active-loan-payments';
import { checkCfdi } from '../providers/fiscal/check-cfdi';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { approve } from './approve';
import { reject } from './reject';
import { exportCreditBureau } from './reports/export-credit-bureau';
import { readLoanHistories } from './reports/loan-history';
import { requestRefund } from './request-refund';

// ADR 364: an earlier payment reversed after a later one paid the loan off and left money above it.
// The money the borrower holds pays what is owed again (in the repayment order, its income on a
// compensation CFDI, form 17); only what is left beyond the debt is ever refunded, so the lender
// never pays a borrower back money the borrower owes it.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

const statusOf = async (loanId: number) =>
  (await t.core.db.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId)))[0]?.status;

/** A loan paid `first` centavos, then paid off with `above` more than it owed: both payment ids. */
async function overpaidLoan(above: number, first = 1_000_00) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loan = await paidOutLoan(t);
  const owed = outstandingOf(await loanBalances(t.core.db, loan.loanId));
  const earlier = await externalPayment(t, loan.loanId, first);
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const later = await externalPayment(t, loan.loanId, payoff + above);
  expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
  return { ...loan, earlier, later, owed };
}

describe('an earlier payment reversed after a later one left money above the balance', () => {
  it('the $587.63 held pays the $1,000.00 owed again: $412.37 owed, nothing refunded', async () => {
    const loan = await overpaidLoan(587_63);
    const [asked] = await pendingRefunds(t, loan.loanId);
    expect(asked?.payload.amountCentavos).toBe(587_63);
    // A checker turns the platform's request down and an admin asks for the same refund on their own,
    // before the reversal is approved.
    await reject(t.core, {
      actorId: staff.checker,
      params: { id: asked?.id ?? 0 },
      body: { version: asked?.version ?? 1, reason: 'Se revisa primero el pago' },
    });
    const own = await requestRefund(t.core, {
      actorId: staff.maker,
      params: { id: loan.loanId },
      body: { amountCentavos: 587_63, reason: 'Devolución del saldo a favor' },
    });

    await reversePayment(t, staff, loan.loanId, loan.earlier);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(412_37);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(0);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.active);
    // The borrower's payments read it as reversed, apart from the money received.
    const listed = await loanPayments(t.core, loan.loanId);
    expect(listed.find((p) => p.id === loan.earlier)?.status).toBe('reversed');
    expect(listed.find((p) => p.id === loan.later)?.status).toBe('completed');
    // The borrower is told what was reversed and what they owe now.
    const told = (await noticesOf(t, loan.clientId)).filter((n) => n.template === 'payment_reversed');
    expect(new Set(told.map((n) => n.eventId))).toEqual(new Set([`payment:${loan.earlier}:reversed`]));
    expect(told[0]?.body).toContain(`revertimos tu pago de ${formatMoney(1_000_00)}`);
    expect(told[0]?.body).toContain(`Te falta pagar ${formatMoney(412_37)}`);
    // The admin's request is refused when approved, and pays nothing.
    expect((await pendingRefunds(t, loan.loanId)).map((r) => r.id)).toEqual([own.id]);
    const refused = await approve(t.core, {
      actorId: staff.checker,
      params: { id: own.id },
      body: { version: own.version },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CoreError);
    expect((refused as CoreError).code).toBe('nothing_to_refund');
    expect(balanceOf(await loanBalances(t.core.db, loan.loanId), 'overpayment_suspense')).toBe(0);
    // Nor can one be asked while the loan owes.
    const asking = await requestRefund(t.core, {
      actorId: staff.maker,
      params: { id: loan.loanId },
      body: { amountCentavos: 1, reason: 'Devolución' },
    }).catch((e: unknown) => e);
    expect((asking as CoreError).code).toBe('nothing_to_refund');

    // The income the credit paid is invoiced once, as a compensation, beside the reversed payment's.
    const rows = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, loan.earlier));
    const credit = rows.find((row) => row.source === 'credit');
    expect(rows.find((row) => row.source === 'payment')?.status).toBe('reversed');
    expect(credit).toMatchObject({ status: 'pending', paymentForm: '17' });
    const paid = await paymentCredits(t.core.db, loan.loanId, loan.earlier, 'credit');
    expect(credit?.base).toBe([...paid.bases.values()].reduce((a, b) => a + b, 0));
    expect(credit?.vat).toBe(paid.vat);
    expect(credit?.base).toBeGreaterThan(0);

    // The borrower pays the $412.37: the loan is paid, nothing is held, and the IVA the books owe SAT
    // is the IVA the CFDIs state.
    await externalPayment(t, loan.loanId, 412_37);
    const after = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(after)).toBe(0);
    expect(balanceOf(after, 'overpayment_suspense')).toBe(0);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
    expect(-balanceOf(after, 'vat_payable')).toBe((await incomePaidBefore(t.core.db, loan.loanId)).vat);
    // The bureau's and the risk reports' history counts the payments that brought money and stand:
    // two (not the reversed one, nor the credit applied).
    const [history] = (await readLoanHistories(t.core.db, '2026-03-31')).filter((l) => l.id === loan.loanId);
    expect(history?.movements.reduce((sum, m) => sum + m.payments, 0)).toBe(2);

    // The later payment bounces too (ADR 365): the credit its overpayment paid is undone first, so
    // the loan owes what it owed when lent (the payoff's rebate goes back too) less the $412.37 paid.
    await reversePayment(t, staff, loan.loanId, loan.later);
    const both = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(both)).toBe(loan.owed - 412_37);
    expect(balanceOf(both, 'overpayment_suspense')).toBe(0);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.active);
    // No refund is asked: nothing is held (the admin's refused request is all there is).
    expect((await pendingRefunds(t, loan.loanId)).map((r) => r.id)).toEqual([own.id]);
    const incomeOf = async (paymentId: number) =>
      (await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId))).map(
        (row) => `${row.source}:${row.status}`,
      );
    expect((await incomeOf(loan.earlier)).sort()).toEqual(['credit:reversed', 'payment:reversed']);
    expect((await incomeOf(loan.later)).filter((row) => !row.endsWith(':reversed'))).toEqual([]);
    const toldLater = (await noticesOf(t, loan.clientId)).filter(
      (n) => n.eventId === `payment:${loan.later}:reversed`,
    );
    expect(toldLater[0]?.body).toContain(`Te falta pagar ${formatMoney(loan.owed - 412_37)}`);
    // Once: a second reversal of it is refused and changes nothing.
    const again = await reversePayment(t, staff, loan.loanId, loan.later).catch((e: unknown) => e);
    expect((again as CoreError).code).toBe('invalid_transition');
    expect(await loanBalances(t.core.db, loan.loanId)).toEqual(both);
    // Paying off what is owed closes it, nothing held, the IVA booked the IVA the CFDIs state.
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    await externalPayment(t, loan.loanId, payoff);
    const closed = await loanBalances(t.core.db, loan.loanId);
    expect([outstandingOf(closed), balanceOf(closed, 'overpayment_suspense')]).toEqual([0, 0]);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
    expect(-balanceOf(closed, 'vat_payable')).toBe((await incomePaidBefore(t.core.db, loan.loanId)).vat);
  });

  it('a $300.00 payment reversed while $587.63 is held: the loan stays paid and $287.63 is refunded', async () => {
    const loan = await overpaidLoan(587_63, 300_00);
    await reversePayment(t, staff, loan.loanId, loan.earlier);
    const balances = await loanBalances(t.core.db, loan.loanId);
    expect(outstandingOf(balances)).toBe(0);
    expect(balanceOf(balances, 'overpayment_suspense')).toBe(-287_63);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
    const [told] = (await noticesOf(t, loan.clientId)).filter((n) => n.template === 'payment_reversed');
    expect(told?.body).toContain('Tu saldo a favor lo cubrió y tu préstamo sigue pagado');
    // The platform's request follows what is left beyond the debt, and pays exactly that.
    const [left] = await pendingRefunds(t, loan.loanId);
    expect(left?.payload.amountCentavos).toBe(287_63);
    await approve(t.core, {
      actorId: staff.checker,
      params: { id: left?.id ?? 0 },
      body: { version: left?.version ?? 1 },
    });
    const refunded = await loanBalances(t.core.db, loan.loanId);
    expect(balanceOf(refunded, 'overpayment_suspense')).toBe(0);
    // The later payment cannot be reversed now: $287.63 of its money left the lender as a refund.
    const refused = await reversePayment(t, staff, loan.loanId, loan.later).catch((e: unknown) => e);
    expect((refused as CoreError).code).toBe('invalid_transition');
    expect(await loanBalances(t.core.db, loan.loanId)).toEqual(refunded);
    expect(await statusOf(loan.loanId)).toBe(LOAN_STATUS.paid);
  });

  it('the compensation gets a valid CFDI of its own, form 17, beside the reversed payment’s credited one', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await t.core.db
      .update(clients)
      .set({ rfcEnc: t.core.pii.encrypt('PEGJ800101AB1'), address: { postalCode: '06700' } })
      .where(eq(clients.id, loan.clientId));
    const earlier = await externalPayment(t, loan.loanId, 1_000_00);
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const later = await externalPayment(t, loan.loanId, payoff + 587_63);
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
    await reversePayment(t, staff, loan.loanId, earlier);
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);

    const rows = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, earlier));
    const own = rows.find((row) => row.source === 'payment');
    const credit = rows.find((row) => row.source === 'credit');
    const documentOf = async (id: number | null | undefined) =>
      (
        await t.core.db
          .select()
          .from(fiscalDocuments)
          .where(eq(fiscalDocuments.id, id ?? 0))
      )[0];
    // The payoff's credit note relates to it, so SAT would not cancel it: a credit note gives it back.
    expect((await documentOf(own?.documentId))?.status).toBe('issued');
    const document = await documentOf(credit?.documentId);
    expect(document).toMatchObject({ kind: 'income', status: 'issued', receiverRfc: 'PEGJ800101AB1' });
    const xml = nodeFromXmlString(document?.xml ?? '');
    expect(xml.getAttribute('FormaPago')).toBe('17');
    const ids = [...xml.searchNodes('cfdi:Conceptos', 'cfdi:Concepto')].map((c) =>
      c.getAttribute('NoIdentificacion'),
    );
    expect(new Set(ids)).toEqual(new Set([`${paymentFolio(earlier)}-C`]));
    const certifierCertificate = await (t.core.providers.fiscal as SandboxFiscal).certifierCertificate();
    const check = checkCfdi(document?.xml ?? '', { certifierCertificate });
    expect(check.problems).toEqual([]);
    expect([check.subtotal, check.vat]).toEqual([credit?.base, credit?.vat]);
    if (missingSatXsdFiles().length === 0)
      expect(describeSatXsdErrors(await validateAllAgainstSatXsd([document?.xml ?? '']))).toEqual([]);

    // The later payment bounces too: the credit is undone (ADR 365), and its CFDI is cancelled.
    await reversePayment(t, staff, loan.loanId, later);
    expect((await issueFiscalDocuments(t.core)).failed).toBe(0);
    expect((await documentOf(credit?.documentId))?.status).toMatch(/^cancel/);
  });
});

describe('the bureau file and a bounced payment', () => {
  it('counts a payment reversed in its month as none; one reversed the next month stays in its own', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    t.clock.set('2026-03-10T18:00:00Z');
    const sameMonth = await externalPayment(t, loan.loanId, 200_00);
    t.clock.set('2026-03-20T18:00:00Z');
    const nextMonth = await externalPayment(t, loan.loanId, 500_37);
    t.clock.set('2026-03-25T18:00:00Z');
    await reversePayment(t, staff, loan.loanId, sameMonth);
    t.clock.set('2026-04-06T18:00:00Z');
    await reversePayment(t, staff, loan.loanId, nextMonth);
    const rowOf = async (month: string) => {
      const { csv } = await exportCreditBureau(t.core, { query: { month, bureau: 'lender-csv' } });
      const [header, ...lines] = csv.trim().split('\r\n');
      const names = header?.split(',') ?? [];
      const rows = lines.map((line) =>
        Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])),
      );
      return rows.find((row) => row.loan_id === String(loan.loanId));
    };
    // March's file, written again after April's reversal, says what it said on 31 March: one payment.
    expect(await rowOf('2026-03')).toMatchObject({ paid_in_month: '500.37', payments_in_month: '1' });
    // April's takes that money back and counts no payment.
    expect(await rowOf('2026-04')).toMatchObject({ paid_in_month: '-500.37', payments_in_month: '0' });
  });
});
