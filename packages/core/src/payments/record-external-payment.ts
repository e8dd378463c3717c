import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Payment } from '@lender/contracts';
import { and, eq, ne } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { type LoanAccount, lockLoanAccount } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { PaymentsContext } from './payment-context';
import {
  isUniqueViolation,
  type PaymentRow,
  paymentView,
  readableReference,
  receiptReference,
} from './payment-model';
import { loanDayOf, settlePayment } from './settle-payment';

/**
 * Back office: a payment received outside the providers (bank deposit…), settled on its loan account
 * like any other. `reference` is the receipt's number (`MANUAL-<receiptNumber>`): a repeat of the same
 * payment answers the first, the receipt recorded otherwise is refused ({@link repeatOf});
 * `amount` in centavos. `paidOn`, the business day the money was paid (default today; never after
 * the borrower's today nor before the loan started: `validation_failed` on `paidOn`), is the day it is
 * settled as of: its ledger day, the day of its income for the CFDI, the day an early payoff's rebate
 * is counted to, and the late fees of the days after it that it would have stopped are taken back.
 * `valueDate`, a bank statement's day for the money (finance posting a line, ADR 359), is the day
 * paid without refusal: settled as of it when it falls between the loan's start and today.
 * The borrower's references are `payment-reference.ts` and `live-payment-references.ts`; the callback
 * that pays one is `payment-provider-callback.ts`.
 */
export async function recordExternalPayment(
  ctx: PaymentsContext,
  input: {
    loanId: number;
    amount: number;
    reference: string;
    actor: AuditActor;
    paidOn?: string;
    valueDate?: string;
    /** How the money came (SAT c_FormaPago, its CFDI's form of payment; ADR 360); `03` by default. */
    paymentForm?: NonNullable<PaymentRow['paymentForm']>;
  },
): Promise<{ payment: Payment; duplicate: boolean }> {
  const { db, clock } = ctx;

  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new CoreError('too_small', { field: ['amount'] });
  const reference = receiptReference(input.reference);
  if (reference === receiptReference(''))
    throw new CoreError('validation_failed', {
      violations: [
        { field: ['reference'], code: 'required', message: 'A receipt number has letters or digits' },
      ],
    });
  const repeated = await repeatOf(db, reference, input);
  if (repeated) return repeated;
  const now = clock.now();
  try {
    const row = await db.transaction(async (tx) => {
      // Loan first, then the payment: the order charges, callbacks and references take.
      const account = await lockLoanAccount(ctx.loanAccount, tx, input.loanId);
      const { loan } = account;
      if (
        !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) &&
        loan.status !== LOAN_STATUS.paid
      ) {
        throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment' } });
      }
      const paidOn =
        input.valueDate === undefined
          ? paidDay(account, input.paidOn)
          : loanDayOf(ctx.clock, account, input.valueDate);
      const [payment] = await tx
        .insert(payments)
        .values({
          loanId: loan.id,
          clientId: loan.clientId,
          kind: 'repayment',
          paymentType: 'manual',
          amount: input.amount,
          paidAmount: input.amount,
          status: 'completed',
          reference,
          createdAt: now,
          recordedBy: input.actor.type === 'user' ? `user:${input.actor.id}` : input.actor.type,
          paymentForm: input.paymentForm ?? '03',
          completedAt: now,
          fake: loan.fake,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      return settlePayment(ctx, account, { payment, amount: input.amount, actor: input.actor, paidOn });
    });
    return { payment: paymentView(row), duplicate: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const repeatedMeanwhile = await repeatOf(db, reference, input);
      if (repeatedMeanwhile) return repeatedMeanwhile;
    }
    throw error;
  }
}

/**
 * The live payment already recorded under this receipt, when the request repeats it (same loan,
 * amount, day and form: answered, nothing written); a receipt recorded otherwise — on another loan,
 * for another amount, day or form — is refused on `reference` (`not_unique`, ADR 362), for a
 * receipt names one deposit: answering the other payment would lose this one. A reversed payment
 * frees its receipt.
 */
async function repeatOf(
  db: PaymentsContext['db'],
  reference: string,
  input: Parameters<typeof recordExternalPayment>[1],
): Promise<{ payment: Payment; duplicate: true } | undefined> {
  const [known] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), ne(payments.status, 'reversed')));
  if (!known) return undefined;
  const same =
    known.loanId === input.loanId &&
    known.amount === input.amount &&
    (input.paidOn === undefined || known.paidOn === input.paidOn) &&
    (known.paymentForm ?? '03') === (input.paymentForm ?? '03');
  if (same) return { payment: paymentView(known), duplicate: true };
  throw new CoreError('validation_failed', {
    violations: [
      {
        field: ['reference'],
        code: 'not_unique',
        message: `Receipt ${readableReference(reference)} is already recorded as payment ${known.id} on loan ${known.loanId}`,
        params: { paymentId: known.id, loanId: known.loanId },
      },
    ],
  });
}

/** The day a payment was paid: `paidOn` when it falls between the loan's start and today. */
function paidDay(account: LoanAccount, paidOn: string | undefined): string {
  const { today, loan } = account;
  if (paidOn === undefined) return today;
  const refuse = (code: 'too_big' | 'too_small', message: string, params: Record<string, string>) =>
    new CoreError('validation_failed', { violations: [{ field: ['paidOn'], code, message, params }] });
  if (paidOn > today)
    throw refuse('too_big', `A payment cannot be dated after today (${today})`, { max: today });
  if (!loan.startDate || paidOn < loan.startDate) {
    const start = loan.startDate ?? today;
    throw refuse('too_small', `The loan started on ${start}: a payment is dated that day or later`, {
      min: start,
    });
  }
  return paidOn;
}
