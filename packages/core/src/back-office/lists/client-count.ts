import { type KeptCount, keptCount } from '@lender/db';

/**
 * The exact number of clients, kept by the database (migration 0032, ADR 097): every statement that
 * inserts or deletes clients adds one row of its change (statement-level triggers on `clients`), a
 * truncate empties it, and the total is the sum. The unfiltered client list reads `total` in its
 * page's statement; the job `client-count-compact` runs `compact`.
 */
export const clientCount: KeptCount = keptCount('client_count_deltas');
