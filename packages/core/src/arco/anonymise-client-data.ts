import { and, eq, isNull } from '@lender/db/orm';
import { clientDataBlocks } from '@lender/db/schema';
import { formatDate } from '@lender/i18n';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { borrowerIdentity, eraseRows } from './erase-rows';
import type { PrivacyContext } from './privacy-context';
import { dataInUse, retentionOf } from './retention';

/** An anonymised client: when, the rows changed and the files deleted. */
export interface AnonymisedClientData {
  readonly clientId: number;
  readonly anonymisedAt: string;
  readonly rows: number;
  readonly files: number;
}

/**
 * A cancellation's last step (ADR 292): once every retention period has ended (the contract's, the
 * anti-money-laundering records' and tax's: `retentionOf`), each personal column of every table is
 * replaced as `personal-fields.ts` declares, the rows no duty kept are deleted and the borrower's
 * stored files (uploads, loan documents) too; loan figures, the ledger, payments and PLD rows stay.
 * Only a blocked client (`personal_data_not_blocked`), never before the last day kept
 * (`retention_not_over`, with `until`). `today` replaces the clock's date (Mexico City). Running it
 * again changes nothing.
 */
export async function anonymiseClientData(
  ctx: PrivacyContext,
  input: { readonly clientId: number; readonly today?: string },
): Promise<AnonymisedClientData> {
  const on = input.today ?? today(ctx.clock);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [block] = await tx
      .select()
      .from(clientDataBlocks)
      .where(eq(clientDataBlocks.clientId, input.clientId))
      .for('update');
    if (!block) throw new CoreError('personal_data_not_blocked');
    if (block.anonymisedAt)
      return { clientId: input.clientId, anonymisedAt: block.anonymisedAt.toISOString(), rows: 0, files: 0 };
    const retention = await retentionOf(tx, input.clientId);
    if (dataInUse(retention))
      throw new CoreError('personal_data_in_use', {
        params: {
          loans: retention.openLoans,
          applications: retention.openApplications,
          heldCentavos: retention.heldCentavos,
        },
      });
    if (retention.keptUntil !== null && on <= retention.keptUntil)
      throw new CoreError('retention_not_over', { params: { until: formatDate(retention.keptUntil) } });
    const who = await borrowerIdentity(tx, ctx.pii, input.clientId);
    const erased = await eraseRows(
      tx,
      { pii: ctx.pii, now, storage: ctx.documentsOptions.storage },
      who,
      'anonymise',
    );
    await tx
      .update(clientDataBlocks)
      .set({ anonymisedAt: now })
      .where(and(eq(clientDataBlocks.clientId, input.clientId), isNull(clientDataBlocks.anonymisedAt)));
    await ctx.audit.record(tx, {
      actor: { type: 'system' },
      action: 'client.data_anonymise',
      entity: 'client',
      entityId: input.clientId,
    });
    ctx.logger.info('client data anonymised', {
      clientId: input.clientId,
      rows: erased.rows,
      files: erased.files,
    });
    return { clientId: input.clientId, anonymisedAt: now.toISOString(), ...erased };
  });
}

/**
 * The job `personal-data-erasure`: every blocked client whose retention has ended is anonymised, one
 * transaction each (one failing does not stop the others; it is tried again on the next run).
 */
export async function anonymiseDueClients(
  ctx: PrivacyContext,
  options: { readonly today?: string } = {},
): Promise<{ date: string; waiting: number; anonymised: number; failed: number }> {
  const date = options.today ?? today(ctx.clock);
  const pending = await ctx.db
    .select({ clientId: clientDataBlocks.clientId })
    .from(clientDataBlocks)
    .where(isNull(clientDataBlocks.anonymisedAt))
    .orderBy(clientDataBlocks.blockedAt);
  let anonymised = 0;
  let failed = 0;
  for (const { clientId } of pending) {
    const retention = await retentionOf(ctx.db, clientId);
    const due = !dataInUse(retention) && (retention.keptUntil === null || date > retention.keptUntil);
    if (!due) continue;
    try {
      await anonymiseClientData(ctx, { clientId, today: date });
      anonymised += 1;
    } catch (error) {
      failed += 1;
      ctx.logger.error('client data anonymisation failed', { clientId, error: String(error) });
    }
  }
  return { date, waiting: pending.length - anonymised, anonymised, failed };
}
