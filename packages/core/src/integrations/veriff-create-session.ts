import type { VeriffSession } from '@lender/contracts';
import { and, eq, inArray } from '@lender/db/orm';
import { clients, veriffSessions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { givenAndFamilyNamesOf, nameColumns } from '../identity/name-parts';
import { callIdentityProvider, latestSession, openSession, sessionView } from './identity-verification';
import type { IntegrationsContext } from './integrations-context';

/**
 * `POST veriff/session` (spec §7, ADR 223): the client's open session, or a new one at the
 * provider. Approved and declined are final (that session is answered); after
 * `resubmission_requested` or `expired` a new one opens. `origin` (the API's, as the request reached
 * it) is where the provider sends the applicant back.
 */
export async function veriffCreateSession(
  ctx: Pick<IntegrationsContext, 'db' | 'clock' | 'logger' | 'providers'>,
  { actorId: clientId, origin }: { readonly actorId: number; readonly origin: string },
): Promise<VeriffSession> {
  const { db } = ctx;
  const provider = ctx.providers.identityVerification;
  const open = await openSession(db, clientId);
  if (open) return sessionView(open);
  // Approved and declined are final: a new session could only undo a decline.
  const final = await latestSession(
    db,
    clientId,
    and(eq(veriffSessions.clientId, clientId), inArray(veriffSessions.status, ['approved', 'declined'])),
  );
  if (final) return sessionView(final);
  const [client] = await db
    .select({ uuid: clients.uuid, ...nameColumns })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  const created = await callIdentityProvider(ctx, () =>
    provider.createSession({
      vendorData: client.uuid,
      givenNames: givenAndFamilyNamesOf(client).given,
      surnames: givenAndFamilyNamesOf(client).family,
      origin,
    }),
  );
  const now = ctx.clock.now();
  const [row] = await db
    .insert(veriffSessions)
    .values({
      id: created.id,
      clientId,
      provider: provider.name,
      url: created.url,
      status: 'created',
      createdAt: now,
      updatedAt: now,
    })
    // Two concurrent calls: the partial unique index lets one open session win.
    .onConflictDoNothing()
    .returning();
  if (row) return sessionView(row);
  const winner = await openSession(db, clientId);
  if (!winner) throw new CoreError('conflict');
  return sessionView(winner);
}
