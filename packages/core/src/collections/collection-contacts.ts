import { addDays, moneyView } from '@lender/calculator/kernel';
import type { CollectionContact, LogContactRequest } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, gte } from '@lender/db/orm';
import { clients, collectionContacts } from '@lender/db/schema';
import { nationalPhoneDigits } from '@lender/i18n';
import { mexicoCityWallClock } from '../calendar/contact-window';
import { businessDate } from '../clock';
import { emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import type { CollectionsContext } from './collection-context';
import type { CollectionRules } from './collection-rules';

// The contact log and notes of a case (issue 38, ADR 137): what `collections-log-contact.ts` and
// `collections-case.ts` share.

/** A contact as `collectionsLogContact` is asked to log it; `promise.amount` in centavos. */
export type ContactInput = Omit<LogContactRequest, 'promise'> & {
  promise?: { date: string; amount: number } | undefined;
};

const PHONE_CHANNELS = new Set(['call', 'sms', 'whatsapp']);

/**
 * Which of the borrower's own addresses `to` is, with the borrower's row; throws
 * `contact_not_allowed` when neither.
 */
export async function borrowerAddressOf(
  ctx: CollectionsContext,
  tx: Executor,
  clientId: number,
  channel: LogContactRequest['channel'],
  to: string,
): Promise<{ address: 'phone' | 'email'; client: typeof clients.$inferSelect }> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  if (PHONE_CHANNELS.has(channel)) {
    const wanted = nationalPhoneDigits(to);
    const own = nationalPhoneDigits(ctx.pii.decrypt(client.phoneEnc));
    if (wanted !== undefined && wanted === own) return { address: 'phone', client };
  } else {
    const own = emailOf(ctx.pii, client).trim().toLowerCase();
    if (own !== '' && to.trim().toLowerCase() === own) return { address: 'email', client };
  }
  // A reference's or an employer's number, or one the borrower never gave: never (ADR 137).
  throw new CoreError('contact_not_allowed');
}

/** Outbound contacts of a loan today and in the last seven days (Mexico City dates). */
export async function contactCounts(
  tx: Executor,
  loanId: number,
  now: Date,
): Promise<{ today: number; week: number }> {
  const today = businessDate(now);
  const weekStart = addDays(today, -6);
  const since = new Date(Date.parse(`${weekStart}T00:00:00Z`) - 36 * 3600_000);
  const rows = await tx
    .select({ at: collectionContacts.contactedAt })
    .from(collectionContacts)
    .where(
      and(
        eq(collectionContacts.loanId, loanId),
        eq(collectionContacts.direction, 'outbound'),
        gte(collectionContacts.contactedAt, since),
      ),
    );
  let day = 0;
  let week = 0;
  for (const { at } of rows) {
    const date = mexicoCityWallClock(at).date;
    if (date >= weekStart && date <= today) week += 1;
    if (date === today) day += 1;
  }
  return { today: day, week };
}

/** Throws `contact_limit_reached` when one more outbound contact would pass a cap. */
export function assertUnderCaps(counts: { today: number; week: number }, rules: CollectionRules): void {
  if (counts.today >= rules.contactsPerDay) {
    throw new CoreError('contact_limit_reached', {
      params: { count: counts.today, period: 'day', limit: rules.contactsPerDay },
    });
  }
  if (counts.week >= rules.contactsPerWeek) {
    throw new CoreError('contact_limit_reached', {
      params: { count: counts.week, period: 'week', limit: rules.contactsPerWeek },
    });
  }
}

/** A stored contact as the API shows it. */
export function contactView(
  row: typeof collectionContacts.$inferSelect & { collectorName: string },
): CollectionContact {
  return {
    id: row.id,
    contactedAt: row.contactedAt.toISOString(),
    channel: row.channel as CollectionContact['channel'],
    direction: row.direction as CollectionContact['direction'],
    result: row.result as CollectionContact['result'],
    address: row.address as CollectionContact['address'],
    note: row.note,
    collector: { id: row.userId, name: row.collectorName },
    balance: moneyView(row.balance),
    templateId: row.templateId,
  };
}
