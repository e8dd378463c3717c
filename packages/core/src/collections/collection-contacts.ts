import { addDays, moneyView } from '@lender/calculator/kernel';
import type { CollectionContact, ContactResult, LogContactRequest } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, gte } from '@lender/db/orm';
import { backOfficeUsers, clients, collectionContacts, collectionNotes, loans } from '@lender/db/schema';
import { nationalPhoneDigits } from '@lender/i18n';
import { assertInsideContactWindow, mexicoCityWallClock } from '../calendar/contact-window';
import { businessDate } from '../clock';
import { emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { claimOf, lockOverdueLoan } from './collection-claims';
import type { CollectionsContext } from './collection-context';
import { insertPromise, outstandingBalanceOf } from './collection-promises';
import { type CollectionRules, readCollectionRules } from './collection-rules';

/** A contact as the service is asked to log it; `promise.amount` in centavos. */
export type ContactInput = Omit<LogContactRequest, 'promise'> & {
  promise?: { date: string; amount: number } | undefined;
};

/** The contact log and notes of a case (issue 38, ADR 137). */
export interface CollectionContactsPart {
  /**
   * Logs a contact by `userId` on an overdue loan. An outbound contact is refused outside the
   * contact window (409 `outside_contact_window`) and past the caps per day and per week (429
   * `contact_limit_reached`); any contact to an address that is not the borrower's own phone or
   * e-mail is refused (403 `contact_not_allowed`). An inbound contact (the borrower called or wrote)
   * is logged at any hour and does not count toward the caps (ADR 137). A case another user claimed
   * is theirs (409 `already_claimed`). A `promised` result records its promise to pay.
   */
  logContact(userId: number, loanId: number, input: ContactInput): Promise<CollectionContact>;
  /** Adds a note to a case. */
  addNote(userId: number, loanId: number, text: string): Promise<void>;
}

const PHONE_CHANNELS = new Set(['call', 'sms', 'whatsapp']);

/** Which of the borrower's own addresses `to` is; throws `contact_not_allowed` when neither. */
export async function borrowerAddressOf(
  ctx: CollectionsContext,
  tx: Executor,
  clientId: number,
  channel: LogContactRequest['channel'],
  to: string,
): Promise<'phone' | 'email'> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  if (PHONE_CHANNELS.has(channel)) {
    const wanted = nationalPhoneDigits(to);
    const own = nationalPhoneDigits(ctx.pii.decrypt(client.phoneEnc));
    if (wanted !== undefined && wanted === own) return 'phone';
  } else {
    const own = emailOf(ctx.pii, client).trim().toLowerCase();
    if (own !== '' && to.trim().toLowerCase() === own) return 'email';
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

export function createCollectionContacts(ctx: CollectionsContext): CollectionContactsPart {
  const { db, clock, audit } = ctx;
  return {
    async logContact(userId, loanId, input) {
      const rules = await readCollectionRules(db);
      return db.transaction(async (tx) => {
        // The loan row's lock serialises contacts on one loan: two collectors never both pass a cap.
        const loan = await lockOverdueLoan(tx, loanId);
        const claim = await claimOf(tx, loanId);
        if (claim && claim.userId !== userId) {
          throw new CoreError('already_claimed', { params: { userId: claim.userId } });
        }
        const address = await borrowerAddressOf(ctx, tx, loan.clientId, input.channel, input.to);
        const now = clock.now();
        if (input.direction === 'outbound') {
          assertInsideContactWindow(now, rules.window);
          assertUnderCaps(await contactCounts(tx, loanId, now), rules);
        }
        const balance = await outstandingBalanceOf(tx, loanId);
        const [row] = await tx
          .insert(collectionContacts)
          .values({
            loanId,
            clientId: loan.clientId,
            userId,
            channel: input.channel,
            direction: input.direction,
            result: input.result,
            address,
            note: input.note?.trim() || null,
            balance,
            contactedAt: now,
          })
          .returning();
        if (!row) throw new Error('contact not stored');
        if (input.result === ('promised' satisfies ContactResult)) {
          if (!input.promise) {
            throw new CoreError('validation_failed', {
              violations: [
                { field: ['promise'], code: 'required', message: 'A promised result needs its promise' },
              ],
            });
          }
          await insertPromise(ctx, tx, {
            loanId,
            clientId: loan.clientId,
            userId,
            contactId: row.id,
            date: input.promise.date,
            amount: input.promise.amount,
            balance,
            rules: { ...rules.promise, minAmountCentavos: 1 },
            field: ['promise'],
          });
        }
        await audit.record(tx, {
          actor: { type: 'user', id: userId },
          action: 'collections.contact',
          entity: 'loan',
          entityId: loanId,
          after: { contactId: row.id, channel: row.channel, direction: row.direction, result: row.result },
        });
        const [user] = await tx
          .select({ name: backOfficeUsers.name })
          .from(backOfficeUsers)
          .where(eq(backOfficeUsers.id, userId));
        return contactView({ ...row, collectorName: user?.name ?? '' });
      });
    },

    async addNote(userId, loanId, text) {
      await db.transaction(async (tx) => {
        const [loan] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId));
        if (!loan) throw new CoreError('not_found');
        await tx
          .insert(collectionNotes)
          .values({ loanId, userId, text: text.trim(), createdAt: clock.now() });
        await audit.record(tx, {
          actor: { type: 'user', id: userId },
          action: 'collections.note',
          entity: 'loan',
          entityId: loanId,
        });
      });
    },
  };
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
  };
}
