import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { Clock } from '../../clock';
import type { ClientDocumentsContext } from '../../documents/client-documents';
import { CoreError } from '../../errors/core-error';

// The tabs of a client's page that `backOffice.client` does not give (issue 16): decisions with
// their inputs, consents, documents with signed links, the audit timeline.

/** What the client page's use cases use (`Core` is one). */
export interface ClientPageContext extends ClientDocumentsContext {
  readonly db: Database;
  readonly clock: Clock;
  /** HMAC key of the signed document links. */
  readonly fileLinkSecret: string;
}

/** 404 `not_found` unless the client exists. */
export async function requireClient(db: Database, clientId: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw new CoreError('not_found');
}
