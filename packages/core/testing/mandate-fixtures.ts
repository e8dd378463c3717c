// Test support for the direct-debit mandates (issue 66): a loan signed after the borrower's
// direct-debit consents, paid out, with the clock on its due date.
import { eq } from '@lender/db/orm';
import { loans, mandates } from '@lender/db/schema';
import { agreementSmsCode } from '../src/loans/agreement-sms-code';
import { confirmPendingPayouts } from '../src/loans/loan-payouts';
import { signAgreement } from '../src/loans/sign-agreement';
import { debitCard } from '../src/payments/debit-card';
import { directDebitConsent } from '../src/payments/direct-debit-consent';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../src/providers/payouts/sandbox';
import { acceptedApplication, type LendingTestCore } from './lending-fixtures';
import { TEST_NOW } from './test-core';

/**
 * A loan paid out to a new client who gave the direct-debit consents `methods` before signing (a
 * card one registers Ana López's 4242 card first); the clock then set to noon of the due date.
 */
export async function mandatedLoan(t: LendingTestCore, methods: readonly ('clabe' | 'card')[] = ['clabe']) {
  t.clock.set(TEST_NOW);
  const app = await acceptedApplication(t);
  if (methods.includes('card')) {
    await debitCard(t.core, {
      actorId: app.clientId,
      body: {
        cardNumber: '4242424242424242',
        holderName: 'Ana López',
        expiryMonth: 12,
        expiryYear: 2031,
      },
    });
  }
  for (const paymentType of methods)
    await directDebitConsent(t.core, { actorId: app.clientId, body: { accepted: true, paymentType } });
  await agreementSmsCode(t.core, { actorId: app.clientId, params: { id: app.applicationId } });
  const { loanId } = await signAgreement(t.core, {
    actorId: app.clientId,
    params: { id: app.applicationId },
    body: { smsCode: t.lastCode() },
  });
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new Error('no loan');
  t.clock.set(new Date(`${loan.dueDate}T18:00:00Z`));
  const rows = await t.core.db.select().from(mandates).where(eq(mandates.loanId, loanId));
  return { ...app, loanId, dueDate: loan.dueDate, mandates: rows };
}
