import type { Database } from '@lender/db';
import { and, eq, inArray, isNull } from '@lender/db/orm';
import { payoutBeneficiaryChecks as checks } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { authorize } from '../authorize';

// Releasing a payout hold (issue 66, ADR 327): a payout reached an account its CEP names as another
// person's, so the client's payouts are held. Like clearing a blocked-persons match (ADR 307) it
// lets money leave again, so two compliance officers decide it: one asks with a written reason
// (`compliance.work`), another approves or rejects it (`compliance.decide`; never the one who
// asked). The AML alert the hold opened stays for its own decision (report or dismiss).

type ReleaseContext = {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: Pick<AuditService, 'record'>;
};

/** The held check of a payout (`not_found`, or `invalid_transition` when nothing is held). */
async function heldCheck(db: Database, payoutId: number) {
  const [row] = await db.select().from(checks).where(eq(checks.payoutId, payoutId));
  if (!row) throw new CoreError('not_found');
  if ((row.status !== 'mismatch' && row.status !== 'missing') || row.releasedAt !== null)
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'released' } });
  return row;
}

/** The held check of the payout, still unreleased and as asked by `maker` (or unasked when null). */
const stillHeld = (payoutId: number, maker: number | null) =>
  and(
    eq(checks.payoutId, payoutId),
    inArray(checks.status, ['mismatch', 'missing']),
    isNull(checks.releasedAt),
    maker === null ? isNull(checks.releaseRequestedBy) : eq(checks.releaseRequestedBy, maker),
  );

/**
 * `backOffice.requestPayoutHoldRelease`: the officer who reviewed the case (the borrower's own
 * account proved, the CEP found) asks for the hold on payout `id` to be released, with a reason
 * (`required`). One request at a time (`conflict`); nothing is released yet.
 */
export async function requestPayoutHoldRelease(
  ctx: ReleaseContext,
  { actorId, params: { id }, body }: { actorId: number; params: { id: number }; body: { reason: string } },
): Promise<{ payoutId: number; requestedBy: number }> {
  await authorize(ctx, actorId, 'compliance.work');
  const reason = body.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const held = await heldCheck(ctx.db, id);
  if (held.releaseRequestedBy !== null) throw new CoreError('conflict');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checks)
      .set({ releaseRequestedBy: actorId, releaseReason: reason, releaseRequestedAt: ctx.clock.now() })
      .where(stillHeld(id, null))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: 'aml.payout_hold_release_request',
      entity: 'client',
      entityId: row.clientId,
      after: { payout: String(id) },
      reason,
    });
  });
  return { payoutId: id, requestedBy: actorId };
}

/**
 * `backOffice.reviewPayoutHoldRelease`: a second officer approves the request (the hold is
 * released: the gate lets the client's payouts go, signing is open again) or rejects it (the
 * request is withdrawn; the hold stays). `maker_cannot_approve` for the officer who asked;
 * `invalid_transition` when nobody asked.
 */
export async function reviewPayoutHoldRelease(
  ctx: ReleaseContext,
  {
    actorId,
    params: { id },
    body,
  }: { actorId: number; params: { id: number }; body: { approve: boolean; reason?: string | undefined } },
): Promise<{ payoutId: number; released: boolean }> {
  await authorize(ctx, actorId, 'compliance.decide');
  const held = await heldCheck(ctx.db, id);
  const maker = held.releaseRequestedBy;
  if (maker === null) throw new CoreError('invalid_transition', { params: { from: 'held', to: 'released' } });
  if (maker === actorId) throw new CoreError('maker_cannot_approve');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checks)
      .set(
        body.approve
          ? { releasedBy: actorId, releasedAt: now }
          : { releaseRequestedBy: null, releaseReason: null, releaseRequestedAt: null },
      )
      .where(stillHeld(id, maker))
      .returning();
    if (!row) throw new CoreError('stale_version');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: body.approve ? 'aml.payout_hold_release' : 'aml.payout_hold_release_reject',
      entity: 'client',
      entityId: row.clientId,
      after: { payout: String(id), requestedBy: maker },
      reason: body.reason?.trim() || held.releaseReason || undefined,
    });
  });
  return { payoutId: id, released: body.approve };
}
