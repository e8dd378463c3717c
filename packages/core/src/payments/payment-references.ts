import { randomUUID } from 'node:crypto';
import { toApiAmount } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { PaymentReference } from '@lender/contracts';
import { asc, eq } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { PaymentsContext } from './payment-context';
import {
  isUniqueViolation,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentRow,
  type PaymentsService,
  paymentView,
} from './payment-model';

/** Cash and SPEI references, payments recorded by the back office, and the loan's payment list. */
export function createPaymentReferences(ctx: PaymentsContext) {
  const { deps, db, clock, lockedTarget, pendingOf, settle } = ctx;
  const service: Pick<PaymentsService, 'paymentReference' | 'recordExternalPayment' | 'list'> = {
    async paymentReference(clientId, input) {
      const wanted = input.amount;
      const now = clock.now();
      const view = (row: PaymentRow): PaymentReference => ({
        channel: input.channel,
        reference: row.reference,
        barcode: row.barcode,
        clabe: row.clabe,
        amount: moneyView(row.amount),
        expiresAt: (row.expiresAt ?? now).toISOString(),
      });
      // Under the loan lock (issue 10): a request for a reference the loan already has live (same
      // kind, channel and amount, not expired) gets that one back, so a submit without a key never
      // makes two payable references; nor is a reference made for more than closes the loan.
      const loanId = await deps.loans.openLoanId(clientId);
      return db.transaction(async (tx) => {
        const target = await lockedTarget(tx, loanId, input.kind, wanted);
        if (input.kind === 'repayment' && target.amount > target.payoff) {
          throw new CoreError('payment_exceeds_balance', { params: { owed: toApiAmount(target.payoff) } });
        }
        const live = (await pendingOf(tx, loanId, [input.channel])).find(
          (p) =>
            p.kind === input.kind &&
            p.rolloverId === target.rolloverId &&
            p.amount === target.amount &&
            p.expiresAt !== null &&
            p.expiresAt.getTime() > now.getTime(),
        );
        if (live) return view(live);
        const expiresAt = new Date(now.getTime() + PAYMENT_REFERENCE_TTL_HOURS * 3_600_000);
        const reference = `${input.channel === 'cash' ? 'OXXO' : 'SPEI'}-${randomUUID().slice(0, 13).toUpperCase()}`;
        const [row] = await tx
          .insert(payments)
          .values({
            loanId: target.loan.id,
            clientId,
            kind: input.kind,
            paymentType: input.channel,
            rolloverId: target.rolloverId,
            amount: target.amount,
            status: 'pending',
            reference,
            createdAt: now,
            expiresAt,
            fake: target.loan.fake,
          })
          .returning();
        if (!row) throw new Error('payment insert returned nothing');
        const made = await deps.provider.createReference({
          channel: input.channel,
          amount: target.amount,
          reference,
          sequence: row.id,
          fake: target.loan.fake,
        });
        const [stored] = await tx
          .update(payments)
          .set({ barcode: made.barcode, clabe: made.clabe })
          .where(eq(payments.id, row.id))
          .returning();
        return view(stored ?? row);
      });
    },
    async recordExternalPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new CoreError('too_small', { field: ['amount'] });
      const reference = `MANUAL-${input.reference}`;
      const [known] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (known) return { payment: paymentView(known), duplicate: true };
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const [loan] = await tx.select().from(loans).where(eq(loans.id, input.loanId));
          if (!loan) throw new CoreError('not_found');
          if (
            !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) &&
            loan.status !== LOAN_STATUS.paid
          ) {
            throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment' } });
          }
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
              completedAt: now,
              fake: loan.fake,
            })
            .returning();
          if (!payment) throw new Error('payment insert returned nothing');
          await settle(tx, payment, input.amount, input.actor);
          return payment;
        });
        return { payment: paymentView(row), duplicate: false };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const [again] = await db.select().from(payments).where(eq(payments.reference, reference));
          if (again) return { payment: paymentView(again), duplicate: true };
        }
        throw error;
      }
    },
    async list(loanId) {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.loanId, loanId))
        .orderBy(asc(payments.id));
      return rows.map(paymentView);
    },
  };
  return { service };
}
