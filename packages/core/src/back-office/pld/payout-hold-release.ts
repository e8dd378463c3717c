import type { Database } from '@lender/db';
import { and, eq, inArray, isNull } from '@lender/db/orm';
import { payoutBeneficiaryChecks as checks } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';

// Releasing a payout hold (issue 66, ADR 327): a payout reached an account its CEP names as another
// person's, so the client's payouts are held. Like clearing a blocked-persons match (ADR 307) it
// lets money leave again, so two compliance officers decide it: one asks with a written reason
// (`compliance.work`), another approves or rejects it (`compliance.decide`; never the one who
// asked). The AML alert the hold opened stays for its own decision (report or dismiss).

export type ReleaseContext = {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: Pick<AuditService, 'record'>;
};

/** The held check of a payout (`not_found`, or `invalid_transition` when nothing is held). */
export async function heldCheck(db: Database, payoutId: number) {
  const [row] = await db.select().from(checks).where(eq(checks.payoutId, payoutId));
  if (!row) throw new CoreError('not_found');
  if ((row.status !== 'mismatch' && row.status !== 'missing') || row.releasedAt !== null)
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'released' } });
  return row;
}

/** The held check of the payout, still unreleased and as asked by `maker` (or unasked when null). */
export const stillHeld = (payoutId: number, maker: number | null) =>
  and(
    eq(checks.payoutId, payoutId),
    inArray(checks.status, ['mismatch', 'missing']),
    isNull(checks.releasedAt),
    maker === null ? isNull(checks.releaseRequestedBy) : eq(checks.releaseRequestedBy, maker),
  );
