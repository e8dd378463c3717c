import type { ReliefDeferralTaken, TakeReliefDeferralRequest } from '@lender/contracts';
import { reliefDeferrals } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { deferDueDate, lockLoanAccount } from '../ledger/loan-account';
import { openLoanOf } from '../loans/loan-context';
import type { NoticePort } from '../notices/notice-model';
import { type ReliefContext, reliefDeferralOf, takenView } from './relief-deferral';
import { addMonths } from './relief-rules';

/** Where the consent was given: the browser's address and user agent (the API reads them). */
export interface ConsentOrigin {
  readonly ip: string;
  readonly userAgent: string | null;
}

/**
 * `client.takeReliefDeferral` (issue 52, ADR 301): a borrower living in a declared disaster zone
 * defers their open loan by `months` (1–3) in one tap. Kept with its consent evidence (the terms'
 * version accepted, when, from which address and browser); the loan account moves the due date with
 * no fee and no late interest; audited `loan.relief_defer`; the borrower gets a notice. Outside a
 * zone, on a late loan or a second time: `invalid_transition`; terms not the ones in force:
 * `invalid_value`.
 */
export async function takeReliefDeferral(
  ctx: ReliefContext & { readonly clock: Clock; readonly audit: AuditService; readonly notices: NoticePort },
  {
    actorId: clientId,
    body,
    requester,
    userAgent,
  }: { actorId: number; body: TakeReliefDeferralRequest; requester: string; userAgent: string | null },
): Promise<ReliefDeferralTaken> {
  const input: TakeReliefDeferralRequest & ConsentOrigin = { ...body, ip: requester, userAgent };
  return ctx.db.transaction(async (tx) => {
    const { id: loanId } = await openLoanOf(tx, clientId);
    const account = await lockLoanAccount(ctx.loanAccount, tx, loanId);
    const { loan, today } = account;
    const { offer, zoneId } = await reliefDeferralOf(tx, clientId, today);
    if (!offer.allowed || zoneId === null) {
      const from = offer.taken ? 'deferred' : offer.zone ? 'late' : 'outside_zone';
      throw new CoreError('invalid_transition', { params: { from, to: 'relief' } });
    }
    if (input.termsVersion !== offer.termsVersion) {
      throw new CoreError('invalid_value', { field: ['termsVersion'], message: 'Not the terms in force.' });
    }
    const newDueDate = addMonths(loan.dueDate, input.months);
    const [row] = await tx
      .insert(reliefDeferrals)
      .values({
        loanId,
        clientId,
        zoneId,
        months: input.months,
        previousDueDate: loan.dueDate,
        newDueDate,
        grantedOn: today,
        termsVersion: input.termsVersion,
        acceptedAt: ctx.clock.now(),
        ip: input.ip,
        userAgent: input.userAgent,
      })
      .returning();
    if (!row) throw new CoreError('internal_error');
    await deferDueDate(account, newDueDate);
    await ctx.audit.record(tx, {
      actor: { type: 'client', id: clientId },
      action: 'loan.relief_defer',
      entity: 'loan',
      entityId: loanId,
      before: { dueDate: loan.dueDate },
      after: { dueDate: newDueDate, months: input.months, version: input.termsVersion },
    });
    await ctx.notices.notify(tx, { kind: 'relief_deferred', deferralId: row.id });
    return takenView(row);
  });
}
