import type { ClientContact } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq, inArray } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';

/**
 * A client's full phone number and CURP (issue 36): every screen shows them masked; a user whose
 * role holds `clients.contact` sees them in full, and each look is an audited read
 * (`client.contact_read`, the fields seen, never their values), on the client's timeline.
 */
export async function clientContact(
  ctx: { readonly db: Database; readonly pii: PiiCrypto; readonly audit: AuditService },
  { actorId, params }: { actorId: number; params: { id: number } },
): Promise<ClientContact> {
  const clientId = params.id;
  const { db, pii } = ctx;
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw new CoreError('not_found');
  await ctx.audit.record(db, {
    actor: { type: 'user', id: actorId },
    action: 'client.contact_read',
    entity: 'client',
    entityId: clientId,
    after: { fields: row.curpEnc ? ['phone', 'curp'] : ['phone'], via: 'record' },
  });
  const email = emailOf(pii, row);
  return {
    clientId,
    phone: pii.decrypt(row.phoneEnc),
    curp: row.curpEnc ? pii.decrypt(row.curpEnc) : null,
    email: email === '' ? null : email,
  };
}

/**
 * The rows of a client list with their full phone numbers (collections call from the list, issue
 * 36), each client shown recorded as an audited read (one transaction).
 */
export async function revealListPhones<Row extends { id: number; phone: string | null }>(
  deps: { db: Database; pii: PiiCrypto; audit: AuditService },
  actorId: number,
  rows: readonly Row[],
  via: 'list' | 'export',
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const phones = new Map(
    (
      await deps.db
        .select({ id: clients.id, phoneEnc: clients.phoneEnc })
        .from(clients)
        .where(inArray(clients.id, ids))
    ).map((row) => [row.id, deps.pii.decrypt(row.phoneEnc)]),
  );
  await deps.db.transaction(async (tx) => {
    for (const id of ids) {
      await deps.audit.record(tx, {
        actor: { type: 'user', id: actorId },
        action: 'client.contact_read',
        entity: 'client',
        entityId: id,
        after: { fields: ['phone'], via },
      });
    }
  });
  return rows.map((row) => ({ ...row, phone: phones.get(row.id) ?? row.phone }));
}
