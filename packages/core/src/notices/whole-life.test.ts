import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { loanDocuments, loans, payouts } from '@lender/db/schema';
import { formatDate, formatMoney, formatPhone } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { signWithCode } from '../../testing/lending-fixtures';
import {
  createNoticesTestCore,
  decideAs,
  outboxTo,
  submittedApplication,
} from '../../testing/notices-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import { sendPaymentReminders } from '../jobs/reminders';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { activeLoanOf } from '../loans/active-loan';
import { chooseRollover } from '../loans/choose-rollover';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { DEFAULT_NOTICES_OPTIONS } from './notice-model';

// Issue 38 "done when": a borrower's whole life in the sandbox gives the full set of notices in the
// outbox, each once, in Spanish, with the figures of the moment.
const { cc, dc } = DEFAULT_NOTICES_OPTIONS.contacts;
const CC = `¿Dudas? Atención a clientes: ${formatPhone(cc.phone)} o ${cc.email}.`;
const DC = `¿Quieres acordar cómo pagar? Cobranza: ${formatPhone(dc.phone)} o ${dc.email}.`;

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** Noon in Mexico City on `date`. */
const noonOn = (date: string) => t.clock.set(`${date}T18:00:00Z`);

describe('a borrower’s whole life', () => {
  it('apply → approve → sign → money sent → payment → extension → reminders → paid off: each notice once', async () => {
    t.clock.set(TEST_NOW);
    const app = await submittedApplication(t);
    await decideAs(t, app.clientId, app.applicationId, 3);
    const { loanId } = await signWithCode(t, app);
    t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
    await confirmPendingPayouts(t.core);
    await t.core.notices.deliverDue();

    const [payout] = await t.core.db.select().from(payouts).where(eq(payouts.loanId, loanId));
    const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    if (!payout || !loan) throw new Error('no payout');
    const [sent] = await outboxTo(t, { phone: app.phone }, 'money_sent');
    expect(sent?.body).toBe(
      `Hola Ana, el 02.03.2026 te enviamos ${formatMoney(payout.amount)} por SPEI con la referencia ${payout.reference}. Tu pago de ${formatMoney(loan.terms.total)} vence el ${formatDate(loan.dueDate)}; puedes pagar desde tu cuenta. ${CC}`,
    );

    // A partial payment: the amount and what is left.
    noonOn('2026-03-05');
    const partial = await paymentReference(t.core, {
      actorId: app.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 500 },
      },
    });
    await simulateReferencePayment(t.core, partial.reference, 500_00);
    await t.core.notices.deliverDue();
    const left = outstandingOf(await loanBalances(t.core.db, loanId));
    const [paid] = await outboxTo(t, { email: app.email }, 'payment_received');
    expect(paid?.subject).toBe('Recibimos tu pago');
    expect(paid?.body).toBe(
      `Hola Ana, el 05.03.2026 recibimos tu pago de $500.00. Te falta pagar ${formatMoney(left)}; tu fecha de pago es el ${formatDate(loan.dueDate)}. ${CC}`,
    );

    // An extension: the new due date.
    await chooseRollover(t.core, { actorId: app.clientId, body: { type: 'cheap' } });
    const fee = await paymentReference(t.core, {
      actorId: app.clientId,
      body: { kind: 'rollover', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, fee.reference);
    await t.core.notices.deliverDue();
    const [extended] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    if (!extended) throw new Error('no loan');
    expect(extended.dueDate > loan.dueDate).toBe(true);
    const [extension] = await outboxTo(t, { phone: app.phone }, 'extension_done');
    expect(extension?.body).toMatch(
      new RegExp(
        `^Hola Ana, extendimos tu préstamo \\d+ días\\. Tu nueva fecha de pago es el ${formatDate(extended.dueDate).replace(/\./g, '\\.')} y pagas \\$[\\d,.]+\\. `,
      ),
    );

    // Every day from now to 30 days after the due date: reminders 3 and 1 days before, 1, 3, 7, 15, 30 after.
    for (let day = '2026-03-06'; day <= addDays(extended.dueDate, 31); day = addDays(day, 1)) {
      noonOn(day);
      await sendPaymentReminders(t.core);
    }
    noonOn(addDays(extended.dueDate, 35));
    await t.core.notices.deliverDue();
    const before = await outboxTo(t, { phone: app.phone }, 'reminder_before_due');
    const after = await outboxTo(t, { phone: app.phone }, 'reminder_after_due');
    expect(before).toHaveLength(2);
    expect(after).toHaveLength(5);
    expect(before[1]?.body).toMatch(
      new RegExp(
        `^Hola Ana, tu pago de \\$[\\d,.]+ vence mañana, el ${formatDate(extended.dueDate).replace(/\./g, '\\.')}\\. Puedes pagar desde tu cuenta\\. `,
      ),
    );
    expect(after[0]?.body).toContain(`tu pago venció el ${formatDate(extended.dueDate)} y hoy debes $`);
    expect(after[0]?.body).toContain('Si ya pagaste, no tienes que hacer nada.');
    expect(after[0]?.body?.endsWith(DC)).toBe(true);

    // Paid off: the notice, and the paid-off letter in the borrower's documents.
    // Late fees are brought up to the payment's date when it is booked: pay what the loan page says.
    const view = await activeLoanOf(t.core, app.clientId);
    const owed = Math.round(view.outstanding.amount * 100);
    const last = await paymentReference(t.core, {
      actorId: app.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, last.reference, owed);
    const [closed] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    expect({ status: closed?.status, left: outstandingOf(await loanBalances(t.core.db, loanId)) }).toEqual({
      status: 5,
      left: 0,
    });
    await t.core.notices.deliverDue();
    const [off] = await outboxTo(t, { email: app.email }, 'loan_paid_off');
    expect(off?.subject).toBe('Terminaste de pagar tu préstamo');
    expect(off?.body).toContain(`terminaste de pagar tu préstamo de ${formatMoney(loan.principal)}`);
    const letters = await t.core.db.select().from(loanDocuments).where(eq(loanDocuments.loanId, loanId));
    expect(letters.filter((d) => d.type === 'paid_off_letter').map((d) => d.title)).toEqual([
      'Carta de no adeudo',
    ]);

    // The full set, each once per channel (three payments: partial, extension fee, the rest).
    for (const to of [{ phone: app.phone }, { email: app.email }]) {
      const counts: Record<string, number> = {};
      for (const row of await outboxTo(t, to)) {
        const purpose = String(row.payload?.purpose);
        counts[purpose] = (counts[purpose] ?? 0) + 1;
      }
      expect(counts).toMatchObject({
        application_received: 1,
        application_approved: 1,
        money_sent: 1,
        payment_received: 3,
        extension_done: 1,
        reminder_before_due: 2,
        reminder_after_due: 5,
        loan_paid_off: 1,
      });
    }
  });
});
