import type { ClientProfile, CompleteBackOfficeClientRequest } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { backOfficeClientCompletions, clients } from '@lender/db/schema';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { get } from '../clients/get';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';

/**
 * `PUT complete-back-office-client` (spec §7): a client an agent created sets a password and gives
 * the consents, and gets the profile back. Once only: a second call is `conflict`, so the call can
 * never replace a password without the old one (that is `change/password`).
 */
export async function completeBackOfficeClient(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii'>,
  { actorId: clientId, body: input }: { actorId: number; body: CompleteBackOfficeClientRequest },
): Promise<ClientProfile> {
  const { db, clock } = ctx;
  if (isCommonPassword(input.password)) throw new CoreError('common_password', { field: ['password'] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(backOfficeClientCompletions)
      .values({ clientId, consents: { ...input.consents }, completedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ clientId: backOfficeClientCompletions.clientId });
    if (inserted.length === 0) throw new CoreError('conflict');
    await tx.update(clients).set({ passwordHash, updatedAt: clock.now() }).where(eq(clients.id, clientId));
  });
  return get(ctx, { actorId: clientId });
}
