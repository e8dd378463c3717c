import { eq } from '@lender/db/orm';
import { clientDataBlocks, clients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { borrowerIdentity, eraseRows } from './erase-rows';
import type { PrivacyContext } from './privacy-context';
import { dataInUse, retentionOf } from './retention';

/** A blocked client: when, and what no duty kept (rows deleted or anonymised at once). */
export interface BlockedClientData {
  readonly clientId: number;
  readonly blockedAt: string;
  /** Rows erased by the block (0 when it was already blocked). */
  readonly erasedRows: number;
}

/**
 * A cancellation's first step (LFPDPPP blocking, ADR 292): the borrower's data is kept only for the
 * legal duties. The data no duty keeps (reference contacts, geolocation, device and fraud signals,
 * bank link, cards, sessions, marketing preference, collector data, codes) is erased now, by the
 * declared personal fields; no staff work list shows the client any more (the client list and its
 * search, the collections queue, marketing notices). Refused while a loan or an application is open
 * (`personal_data_in_use`); blocking twice changes nothing. `userId`: the back-office user acting.
 */
export async function blockClientData(
  ctx: PrivacyContext,
  input: { readonly clientId: number; readonly userId?: number },
): Promise<BlockedClientData> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, input.clientId))
      .for('update');
    if (!client) throw new CoreError('not_found');
    const [already] = await tx
      .select()
      .from(clientDataBlocks)
      .where(eq(clientDataBlocks.clientId, input.clientId));
    if (already)
      return { clientId: input.clientId, blockedAt: already.blockedAt.toISOString(), erasedRows: 0 };
    const retention = await retentionOf(tx, input.clientId);
    if (dataInUse(retention))
      throw new CoreError('personal_data_in_use', {
        params: {
          loans: retention.openLoans,
          applications: retention.openApplications,
          heldCentavos: retention.heldCentavos,
        },
      });
    await tx.insert(clientDataBlocks).values({
      clientId: input.clientId,
      blockedAt: now,
      blockedBy: input.userId ?? null,
    });
    const who = await borrowerIdentity(tx, ctx.pii, input.clientId);
    const erased = await eraseRows(
      tx,
      { pii: ctx.pii, now, storage: ctx.documentsOptions.storage },
      who,
      'block',
    );
    await ctx.audit.record(tx, {
      actor: input.userId === undefined ? { type: 'system' } : { type: 'user', id: input.userId },
      action: 'client.data_block',
      entity: 'client',
      entityId: input.clientId,
    });
    ctx.logger.info('client data blocked', { clientId: input.clientId, erasedRows: erased.rows });
    return { clientId: input.clientId, blockedAt: now.toISOString(), erasedRows: erased.rows };
  });
}
