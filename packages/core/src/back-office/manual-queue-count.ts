import { type KeptCount, keptCount } from '@lender/db';

/**
 * The number of applications waiting for manual verification, kept by the database (migration
 * 0033, ADR 105): each application that enters or leaves the status adds a row of +1 or -1
 * (row-level triggers on `applications`), a truncate empties it, and the count is the sum. The
 * manual queue reads `total` beside its page instead of counting the waiting cases; the job
 * `manual-queue-count-compact` runs `compact`.
 */
export const manualQueueCount: KeptCount = keptCount('manual_queue_count_deltas');
