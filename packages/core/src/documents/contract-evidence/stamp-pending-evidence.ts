import type { Database } from '@lender/db';
import { and, asc, eq, isNull } from '@lender/db/orm';
import { contractEvidence } from '@lender/db/schema';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { TimestampPort } from '../../providers/timestamp/port';
import { type SigningEvents, signingEvent, timestampPortOf } from './signing-evidence';

/** How many contracts one run stamps at most. */
const BATCH = 100;

/**
 * The contracts signed while the time-stamping authority did not answer get their token later:
 * each is stamped over the SHA-256 kept at signing and its `timestamped` event appended (the token's
 * own time, after the code was entered). A run stops at the first failure (the authority is still
 * down; the next run tries again) and never stamps a contract twice.
 */
export async function stampPendingEvidence(ctx: {
  db: Database;
  clock: Clock;
  logger: Logger;
  timestamp?: TimestampPort;
}): Promise<{ stamped: number; pending: number }> {
  const rows = await ctx.db
    .select({
      loanId: contractEvidence.loanId,
      pdfSha256: contractEvidence.pdfSha256,
      events: contractEvidence.events,
    })
    .from(contractEvidence)
    .where(isNull(contractEvidence.timestampToken))
    .orderBy(asc(contractEvidence.loanId))
    .limit(BATCH);
  const port = timestampPortOf(ctx);
  let stamped = 0;
  for (const row of rows) {
    let token: Awaited<ReturnType<TimestampPort['stamp']>>;
    try {
      token = await port.stamp(new Uint8Array(Buffer.from(row.pdfSha256, 'hex')));
    } catch (error) {
      ctx.logger.error('contract time-stamp failed again', { loanId: row.loanId, error: String(error) });
      break;
    }
    const events = row.events as SigningEvents;
    const updated = await ctx.db
      .update(contractEvidence)
      .set({
        timestampToken: token.token,
        timestampAuthority: token.authority,
        timestampedAt: token.genTime,
        events: { ...events, events: [...events.events, signingEvent('timestamped', token.genTime)] },
      })
      .where(and(eq(contractEvidence.loanId, row.loanId), isNull(contractEvidence.timestampToken)))
      .returning({ loanId: contractEvidence.loanId });
    stamped += updated.length;
  }
  return { stamped, pending: rows.length - stamped };
}
