import type { Referral, UpdateReferralRequest } from '@lender/contracts';
import { and, eq, sql } from '@lender/db/orm';
import { referrals } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { referrer, sendInvitation, takeInvite } from './referral-invitations';
import { type ReferralsContext, referralView } from './referral-model';

/**
 * `PATCH referrals/{id}` (spec §7, ADR 224): cancels or resends one of the client's `invited`
 * invitations (`invalid_transition` otherwise; another client's is `not_found`). A resend counts
 * against the daily sends.
 */
export async function updateReferral(
  ctx: ReferralsContext,
  {
    actorId: clientId,
    params: { id: referralId },
    body: input,
  }: {
    readonly actorId: number;
    readonly params: { readonly id: number };
    readonly body: UpdateReferralRequest;
  },
): Promise<Referral> {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, referralId), eq(referrals.referrerClientId, clientId)));
  if (!row) throw new CoreError('not_found');
  const to = input.action === 'cancel' ? 'cancelled' : 'invited';
  if (row.status !== 'invited') {
    throw new CoreError('invalid_transition', { params: { from: row.status, to } });
  }
  const now = ctx.clock.now();
  if (input.action === 'resend') await takeInvite(ctx, clientId);
  const [updated] = await db
    .update(referrals)
    .set(
      input.action === 'cancel'
        ? { status: 'cancelled', cancelledAt: now, updatedAt: now }
        : { sendCount: sql`${referrals.sendCount} + 1`, lastSentAt: now, updatedAt: now },
    )
    .where(and(eq(referrals.id, referralId), eq(referrals.status, 'invited')))
    .returning();
  if (!updated) throw new CoreError('invalid_transition', { params: { from: 'unknown', to } });
  if (input.action === 'resend')
    await sendInvitation(ctx, updated, (await referrer(ctx, clientId)).firstName);
  return referralView(updated);
}
