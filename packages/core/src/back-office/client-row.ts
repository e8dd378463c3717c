import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { emailHashOf, emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';

// A client's row as the back-office client use cases read it (`client.ts`, the status changes,
// `client-offer.ts`, `start-sandbox.ts`).

export type ClientRow = typeof clients.$inferSelect;

/** The client `clientId`, or 404 `not_found`. */
export async function clientRow(db: Database, clientId: number): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw new CoreError('not_found');
  return row;
}

/** The outbox recipient hashes of a client: its phone and its e-mail. */
export function recipientHashes(pii: PiiCrypto, row: ClientRow): string[] {
  return [row.phoneHash, emailHashOf(pii, emailOf(pii, row))];
}
