import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { applications, offers } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { assertNoAccountHold } from '../pld/compliance-hold';
import { assertNoPayoutHold } from '../pld/payout-beneficiary';
import { type ApplicationsContext, currentOffer, transition } from './application-context';
import type { ApplicationForSigning, ApplicationRow } from './application-model';

// The application's side of signing a loan (the loans' `agreementSmsCode`, `signAgreement` and
// payouts call these inside their transactions).

/**
 * The accepted application and its current offer, locked for signing; `offer_expired` when its time
 * is up, `account_on_hold` while the client is under a compliance hold (ADR 307), `payout_on_hold`
 * while an earlier payout that reached another person's account holds their payouts (ADR 327).
 */
export async function applicationForSigning(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  tx: Executor,
  clientId: number,
  applicationId: number,
): Promise<ApplicationForSigning> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
  if (!row || row.clientId !== clientId) throw new CoreError('not_found');
  await assertNoAccountHold(tx, clientId);
  await assertNoPayoutHold(tx, clientId);
  if (row.status !== APPLICATION_STATUS.accepted) {
    throw new CoreError('invalid_transition', {
      params: { from: row.status, to: APPLICATION_STATUS.signing },
    });
  }
  const offer = await currentOffer(ctx, row.id, tx);
  const clientClock = await ctx.sandbox.clockFor(clientId, tx);
  if (!offer || clientClock.now().getTime() >= offer.expiresAt.getTime())
    throw new CoreError('offer_expired');
  return { application: row, offer };
}

/** The application moves to signing and its current offer becomes the accepted one. */
export async function markApplicationSigning(
  ctx: ApplicationsContext,
  tx: Executor,
  applicationId: number,
  actor: AuditActor,
): Promise<ApplicationRow> {
  const row = await transition(ctx, tx, applicationId, APPLICATION_STATUS.signing, actor);
  await tx
    .update(offers)
    .set({ state: 'accepted' })
    .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')));
  return row;
}

/** The loan was paid out: its application is completed. */
export function markApplicationCompleted(
  ctx: ApplicationsContext,
  tx: Executor,
  applicationId: number,
  actor: AuditActor,
): Promise<ApplicationRow> {
  return transition(ctx, tx, applicationId, APPLICATION_STATUS.completed, actor);
}
