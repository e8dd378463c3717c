import { index, pgTable } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, nullableReferences, sharedKey } from './columns';
import { backOfficeUsers } from './identity';

/**
 * A borrower's cancellation of their personal data (LFPDPPP: blocking, then suppression; core's
 * `privacy/`): once blocked, the data is kept only for the legal duties (contract, anti-money
 * laundering, tax) and no staff work list shows the client; when every retention period has ended
 * a job anonymises it by the declared personal fields and sets `anonymisedAt`. A row here also
 * takes the client out of the kept client count and the search names (triggers, migration
 * "personal-data-blocks").
 */
export const clientDataBlocks = pgTable(
  'client_data_blocks',
  {
    clientId: sharedKey(() => clients.id),
    blockedAt: instant().notNull(),
    /** The back-office user who blocked it; null when the request workflow or a job did. */
    blockedBy: nullableReferences(() => backOfficeUsers.id),
    /** When the personal fields were anonymised (null while retention lasts). */
    anonymisedAt: instant(),
  },
  (t) => [index('client_data_blocks_pending_idx').on(t.blockedAt)],
);
