import { type ApprovalRequest, CLIENT_STATUS } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { approvalRequests, backOfficeUsers } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import { balanceOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import type { OverpaymentRefunds } from '../payments/payment-context';
import { settleRequest } from './approval-decisions';
import type { ApprovalRow, ApprovalsContext } from './approval-rows';
import { fileApproval, requestApproval } from './approvals';
import { loanRowOf } from './loan';

/** What the borrower is owed back: the overpayment suspense balance (a credit, stored negative). */
async function refundable(db: Executor, loanId: number): Promise<number> {
  return Math.max(0, -balanceOf(await loanBalances(db, loanId), 'overpayment_suspense'));
}

/**
 * The maker of the requests the platform files itself: a blocked account with no password that
 * no one signs in with (ADR 309). Any admin but it may approve them.
 */
export const SYSTEM_MAKER = { email: 'sistema@lender.invalid' } as const;

export async function systemMakerId(tx: Executor): Promise<number> {
  await tx
    .insert(backOfficeUsers)
    .values({
      email: SYSTEM_MAKER.email,
      name: t('backoffice:approvals.systemMaker'),
      // Not a hash: no password verifies against it.
      passwordHash: '!',
      totpSecretEnc: '',
      role: 'auditor',
      status: CLIENT_STATUS.blocked,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: backOfficeUsers.id })
    .from(backOfficeUsers)
    .where(eq(backOfficeUsers.email, SYSTEM_MAKER.email));
  if (!row) throw new Error('the system maker could not be made');
  return row.id;
}

/**
 * Money that arrives beyond a loan's balance (a transfer, a cash payment, a CEP claim) is held for the
 * borrower (`overpayment_suspense`) and its refund is asked for at once, in the payment's
 * transaction: a `payment.refund` request of everything held, made by the platform
 * (`SYSTEM_MAKER`), that an admin approves to pay it out to the borrower's CLABE (issue 61, ADR
 * 309). `overpaid` keeps the platform's pending request equal to what is held whenever that
 * changes: more money arrives (the request is replaced by one of the new total), a payment is
 * reversed (replaced by one of what is left, or withdrawn when nothing is). A request an admin
 * made is left as it is (its checker sees the loan's credit).
 */
export function overpaymentRefunds(ctx: Pick<ApprovalsContext, 'clock' | 'audit'>): OverpaymentRefunds {
  return {
    async overpaid(tx, loanId) {
      const held = await refundable(tx, loanId);
      const [pending] = await tx
        .select()
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.kind, 'payment.refund'),
            eq(approvalRequests.entity, 'loan'),
            eq(approvalRequests.entityId, String(loanId)),
            eq(approvalRequests.status, 'pending'),
          ),
        );
      // Most payments leave nothing held and find no request: nothing to look up or write.
      if (!pending && held === 0) return null;
      const system = await systemMakerId(tx);
      if (pending) {
        if (pending.makerId !== system || Number(pending.payload.amountCentavos) === held) return pending.id;
        await withdraw(ctx, tx, pending, held);
      }
      if (held === 0) return null;
      const created = await fileApproval(
        ctx,
        tx,
        system,
        {
          kind: 'payment.refund',
          entity: 'loan',
          entityId: loanId,
          payload: { loanId, amountCentavos: held },
          reason: t('backoffice:approvals.overpaymentRefund', { amount: formatMoney(held) }),
        },
        { type: 'system' },
      );
      return created?.id ?? null;
    },
  };
}

/** The platform withdraws its own request that no longer asks for what is held (audited as the system's). */
async function withdraw(
  ctx: Pick<ApprovalsContext, 'clock' | 'audit'>,
  tx: Executor,
  request: ApprovalRow,
  held: number,
): Promise<void> {
  const after = await settleRequest(ctx, tx, request.id, request.version, { status: 'cancelled' });
  await ctx.audit.record(tx, {
    actor: { type: 'system' },
    action: 'approval.cancel',
    entity: 'approval',
    entityId: request.id,
    before: { status: request.status },
    after: { status: after.status, kind: after.kind, entity: `${after.entity}:${after.entityId}` },
    reason: t('backoffice:approvals.overpaymentRefundChanged', {
      asked: formatMoney(Number(request.payload.amountCentavos)),
      held: formatMoney(held),
    }),
  });
}

/**
 * `backOffice.requestRefund` (issue 16): asks to pay back `amount` centavos of the overpayment held
 * in suspense (`nothing_to_refund`, `too_big` past it); a second admin approves it and the refund is
 * booked and paid out (`refund-payouts.ts`).
 */
export async function requestRefund(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { id: loanId },
    body: { amountCentavos: amount, reason },
  }: { actorId: number; params: { id: number }; body: { amountCentavos: number; reason: string } },
): Promise<ApprovalRequest> {
  await loanRowOf(ctx.db, loanId);
  const owed = await refundable(ctx.db, loanId);
  if (owed === 0) throw new CoreError('nothing_to_refund');
  if (amount > owed) {
    throw new CoreError('too_big', {
      field: ['amountCentavos'],
      message: `At most ${owed} centavos can be refunded.`,
    });
  }
  return requestApproval(ctx, makerId, {
    kind: 'payment.refund',
    entity: 'loan',
    entityId: loanId,
    payload: { loanId, amountCentavos: amount },
    reason,
  });
}
