import { moneyView } from '@lender/calculator/kernel';
import type { ReconciliationAction } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, eq, inArray, isNull, or } from '@lender/db/orm';
import { paymentReferences, payments, settlementLines } from '@lender/db/schema';
import type { AuditActor, AuditService } from '../../audit/audit';
import { auditMoney } from '../../audit/money';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { recordSettlementCorrection } from '../../fiscal/income-taken-back';
import {
  closeIfPaid,
  type LoanAccountContext,
  lockLoanAccount,
  post,
  reopenIfOwed,
} from '../../ledger/loan-account';
import { signCallback } from '../../payments/payment-callbacks';
import { paymentProviderCallback } from '../../payments/payment-provider-callback';
import type { PaymentsContext } from '../../payments/payments';
import { recordExternalPayment } from '../../payments/record-external-payment';
import type { ApprovalExecutor } from '../approvals';
import { mexicoCityStart } from '../lists/list-helpers';
import { overpaymentRefunds } from '../request-refund';

type Line = typeof settlementLines.$inferSelect;

/** Which actions each exception allows (ADR 142). */
export const ACTIONS_OF_OUTCOME: Readonly<Record<string, readonly ReconciliationAction[]>> = {
  unmatched: ['post_payment', 'not_ours'],
  duplicate: ['reverse_duplicate', 'not_ours'],
  amount_mismatch: ['correct_amount'],
};

const RESOLUTION = {
  post_payment: 'posted',
  reverse_duplicate: 'reversed',
  correct_amount: 'corrected',
  not_ours: 'not_ours',
} as const;

// Working the exceptions of a settlement file (ADR 142): finance asks (`settlement-exception.ts`,
// `reconciliation.work`), another user with `approvals.decide` approves, and only then the ledger
// moves (through the loan account: a duplicate is held for the borrower, a difference posted or
// taken back). Each action is idempotent per line (a conditional update of the line, a ledger
// reference naming it) and audited.

/** What working an exception uses (`Core` is one). */
export interface SettlementExceptionsContext extends PaymentsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  /** The loan account: an approved exception posts through it. */
  readonly loanAccount: LoanAccountContext;
}

/** The line, unless it is gone (`not_found`) or already worked (`invalid_transition`). */
export async function openLine(db: Executor, lineId: number): Promise<Line> {
  const [line] = await db.select().from(settlementLines).where(eq(settlementLines.id, lineId));
  if (!line) throw new CoreError('not_found');
  if (line.resolution !== null) {
    throw new CoreError('invalid_transition', { params: { from: line.resolution, to: 'resolved' } });
  }
  return line;
}

/** The form of payment (c_FormaPago) of money a statement of each channel shows (ADR 360). */
const LINE_PAYMENT_FORMS = { spei: '03', cash: '01', card: '28' } as const satisfies Record<
  Line['channel'],
  NonNullable<typeof payments.$inferSelect.paymentForm>
>;

/** The payment a line names, if any. */
export async function paymentOf(db: Executor, id: number | null) {
  if (id === null) return undefined;
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

/**
 * The unpaid cash or SPEI reference a line without a payment names (issue 47: a reference is no
 * payment, so the money of a lost callback arrives on one): by our reference or the store barcode.
 */
export async function unpaidReferenceOf(db: Executor, line: Line) {
  if (line.paymentId !== null) return undefined;
  const keys = [line.reference, line.movementKey].filter(Boolean);
  if (keys.length === 0) return undefined;
  const [ref] = await db
    .select()
    .from(paymentReferences)
    .where(
      and(
        isNull(paymentReferences.paymentId),
        or(inArray(paymentReferences.reference, keys), inArray(paymentReferences.barcode, keys)),
      ),
    );
  return ref;
}

/** Marks the line worked, once; `invalid_transition` when another approval got there first. */
async function resolve(
  clock: Clock,
  tx: Executor,
  line: Line,
  action: ReconciliationAction,
  paymentId: number | null,
): Promise<void> {
  const [done] = await tx
    .update(settlementLines)
    .set({ resolution: RESOLUTION[action], resolvedAt: clock.now(), paymentId })
    .where(and(eq(settlementLines.id, line.id), isNull(settlementLines.resolution)))
    .returning({ id: settlementLines.id });
  if (!done) throw new CoreError('invalid_transition', { params: { from: 'resolved', to: 'resolved' } });
}

/** The action of an approved `reconciliation.exception` request. */
export const approvedSettlementException =
  (ctx: SettlementExceptionsContext): ApprovalExecutor =>
  async (request, checkerId) => {
    const { db, clock, audit } = ctx;
    const { lineId, action, loanId } = request.payload as {
      lineId: number;
      action: ReconciliationAction;
      loanId?: number;
    };
    const line = await openLine(db, lineId);
    const actor: AuditActor = { type: 'user', id: checkerId };
    const payment = await paymentOf(db, line.paymentId);
    const reference = action === 'post_payment' ? await unpaidReferenceOf(db, line) : undefined;
    let paymentId = line.paymentId;
    const lost = payment?.status === 'pending' ? payment.reference : reference?.reference;
    // Either way the money was paid on the line's value date or before (a cash network settles a day
    // or two after the store): it settles as of that day, never later (ADR 359).
    if (action === 'post_payment' && lost) {
      // The callback that never came: the payment completes (or, for a reference, is made) as if the
      // provider had sent it.
      const now = clock.now();
      const valueDay = mexicoCityStart(line.valueDate);
      const body = JSON.stringify({
        eventId: `settlement-line-${line.id}`,
        reference: lost,
        amount: moneyView(line.amount),
        status: 'completed',
        occurredAt: new Date(Math.min(valueDay.getTime(), now.getTime())).toISOString(),
      });
      const outcome = await paymentProviderCallback(ctx, body, signCallback(ctx, body));
      paymentId = outcome.paymentId ?? paymentId;
    } else if (action === 'post_payment') {
      if (!loanId) throw new CoreError('validation_failed', { field: ['loanId'] });
      const made = await recordExternalPayment(ctx, {
        loanId,
        amount: line.amount,
        reference: `SETTLEMENT-${line.id}`,
        actor,
        valueDate: line.valueDate,
        paymentForm: LINE_PAYMENT_FORMS[line.channel],
      });
      paymentId = made.payment.id;
    }
    return db.transaction(async (tx) => {
      let postedCentavos = 0;
      if (action === 'reverse_duplicate' || action === 'correct_amount') {
        if (!payment) throw new CoreError('not_found');
        const account = await lockLoanAccount(ctx.loanAccount, tx, payment.loanId);
        const paid = payment.paidAmount ?? payment.amount;
        const difference = action === 'reverse_duplicate' ? line.amount : line.amount - paid;
        await post(
          account,
          action === 'reverse_duplicate'
            ? {
                kind: 'settlement_duplicate',
                lineId: line.id,
                amount: line.amount,
                valueDate: line.valueDate,
              }
            : {
                kind: 'settlement_corrected',
                lineId: line.id,
                paymentId: payment.id,
                difference,
                valueDate: line.valueDate,
              },
        );
        if (action === 'correct_amount') {
          await tx.update(payments).set({ paidAmount: line.amount }).where(eq(payments.id, payment.id));
          // The interest and fees the money added paid are income like the payment's own (a CFDI of
          // their own); those it took back, a credit note of the payment's CFDI (ADR 312, 369, 377).
          await recordSettlementCorrection(account, payment, line.id);
          // Money taken back from a loan closed as paid reopens it (overdue when late); money added
          // that pays it off closes it, as a payment would.
          if (difference < 0) await reopenIfOwed(account, { actor, reason: request.reason });
          if (difference > 0) await closeIfPaid(account, actor);
        }
        // What the loan holds changed (a duplicate held, money added beyond or taken back from it):
        // the platform's refund request follows it (ADR 309, 311).
        await overpaymentRefunds(ctx).overpaid(tx, payment.loanId);
        postedCentavos = difference;
      } else if (action === 'post_payment') postedCentavos = line.amount;
      await resolve(clock, tx, line, action, paymentId);
      // The borrower is told what is held for them and how it comes back, once per line held.
      if (action === 'reverse_duplicate')
        await ctx.notices?.notify(tx, { kind: 'duplicate_held', lineId: line.id });
      await audit.record(tx, {
        actor,
        action: `reconciliation.${action}`,
        entity: 'settlement_line',
        entityId: line.id,
        before: { outcome: line.outcome },
        after: {
          resolution: RESOLUTION[action],
          amount: auditMoney(postedCentavos),
          paymentId,
          approvalId: request.id,
        },
        reason: request.reason,
      });
      return { lineId: line.id, action, postedCentavos, paymentId };
    });
  };
