import type { HeldPayout } from '@lender/contracts';
import { moneyFromCentavos } from '@lender/contracts';
import type { Database } from '@lender/db';
import { desc, eq, inArray } from '@lender/db/orm';
import { alias } from '@lender/db/pg-core';
import { backOfficeUsers, payoutBeneficiaryChecks as checks, clients, payouts } from '@lender/db/schema';
import { authorize } from '../authorize';
import { clientFullName } from '../lists/client-columns';

const asker = alias(backOfficeUsers, 'hold_asker');
const releaser = alias(backOfficeUsers, 'hold_releaser');

/** The most rows the screen lists (held ones first come from the newest checks). */
const HELD_PAYOUTS_LIMIT = 500;

const officer = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * `backOffice.payoutHolds` (ADR 327, 331): every payout whose CEP named another person
 * (`mismatch`) or never came (`missing`), newest first, with the state of its release — held,
 * asked by one officer, released by a second — and who did each, by name. Compliance's need to
 * know (`compliance.read`): the hold is an AML matter. The account only by its last four digits.
 */
export async function payoutHolds(
  ctx: { readonly db: Database },
  { actorId }: { actorId: number },
): Promise<HeldPayout[]> {
  await authorize(ctx, actorId, 'compliance.read');
  const rows = await ctx.db
    .select({
      check: checks,
      clientName: clientFullName,
      loanId: payouts.loanId,
      amount: payouts.amount,
      completedAt: payouts.completedAt,
      details: payouts.details,
      askerName: asker.name,
      releaserName: releaser.name,
    })
    .from(checks)
    .innerJoin(payouts, eq(payouts.id, checks.payoutId))
    .innerJoin(clients, eq(clients.id, checks.clientId))
    .leftJoin(asker, eq(asker.id, checks.releaseRequestedBy))
    .leftJoin(releaser, eq(releaser.id, checks.releasedBy))
    .where(inArray(checks.status, ['mismatch', 'missing']))
    .orderBy(desc(checks.createdAt), desc(checks.payoutId))
    .limit(HELD_PAYOUTS_LIMIT);
  return rows.map(({ check, clientName, loanId, amount, completedAt, details, askerName, releaserName }) => {
    const last4 = details?.clabeLast4;
    return {
      payoutId: check.payoutId,
      clientId: check.clientId,
      clientName,
      loanId,
      amount: moneyFromCentavos(amount),
      completedAt: completedAt?.toISOString() ?? null,
      accountLast4: last4 && /^\d{4}$/.test(last4) ? last4 : null,
      check: check.status === 'missing' ? 'missing' : 'mismatch',
      nameScore: check.nameScore,
      rfc: check.rfc,
      checkedAt: check.checkedAt?.toISOString() ?? null,
      alertId: check.alertId,
      state:
        check.releasedBy !== null
          ? 'released'
          : check.releaseRequestedBy !== null
            ? 'release_requested'
            : 'held',
      requestedBy: officer(check.releaseRequestedBy, askerName),
      requestReason: check.releaseReason,
      requestedAt: check.releaseRequestedAt?.toISOString() ?? null,
      releasedBy: officer(check.releasedBy, releaserName),
      releasedAt: check.releasedAt?.toISOString() ?? null,
    };
  });
}
