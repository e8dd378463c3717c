import { randomUUID } from 'node:crypto';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { raiseAlert } from './raise-alert';
import { recomputeRisk } from './risk-grade';

/**
 * `backOffice.raiseAmlAlert` (issue 50): any staff member reports an internal worrying operation
 * (operación interna preocupante) about a client, with a written description; it becomes an
 * `internal` alert the officer works like the others.
 */
export async function raiseAmlAlert(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit'>,
  { actorId: userId, body: input }: { actorId: number; body: { clientId: number; description: string } },
): Promise<{ id: number }> {
  if (input.description.trim().length === 0) throw new CoreError('required', { field: ['description'] });
  const [client] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, input.clientId));
  if (!client) throw new CoreError('not_found', { field: ['clientId'] });
  const settings = await amlSettings(ctx.db);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const id = await raiseAlert(
      ctx,
      tx,
      {
        kind: 'internal',
        rule: 'staff',
        clientId: input.clientId,
        dedupeKey: `internal:${randomUUID()}`,
        details: {},
        description: input.description.trim(),
        raisedBy: userId,
      },
      now,
    );
    await recomputeRisk(ctx, tx, input.clientId, settings);
    return { id: id as number };
  });
}
