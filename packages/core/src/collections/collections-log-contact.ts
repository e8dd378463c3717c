import type { CollectionContact, ContactResult } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { backOfficeUsers, collectionContacts } from '@lender/db/schema';
import { approvedTemplate } from '../back-office/collection-templates/contact-templates';
import { assertInsideContactWindow } from '../calendar/contact-window';
import { CoreError } from '../errors/core-error';
import { claimOf, lockOverdueLoan } from './collection-claims';
import {
  assertUnderCaps,
  borrowerAddressOf,
  type ContactInput,
  contactCounts,
  contactView,
} from './collection-contacts';
import type { CollectionsContext } from './collection-context';
import { insertPromise, outstandingBalanceOf } from './collection-promises';
import { readCollectionRules } from './collection-rules';
import { assertReachable } from './contact-reachability';

/**
 * `backOffice.collectionsLogContact`: logs a contact by `userId` on an overdue loan. An outbound contact is refused outside the
 * contact window (409 `outside_contact_window`) and past the caps per day and per week (429
 * `contact_limit_reached`); any contact to an address that is not the borrower's own phone or
 * e-mail is refused (403 `contact_not_allowed`), and an outbound one to an address never verified by
 * a code (403 `contact_not_verified`) or a phone silent 60 days (403 `contact_needs_reverification`);
 * an outbound SMS, e-mail or WhatsApp names an approved template (422 `free_text_not_allowed`,
 * `template_not_approved`; issue 66, ADR 326). An inbound contact (the borrower called or wrote)
 * is logged at any hour and does not count toward the caps (ADR 137). A case another user claimed
 * is theirs (409 `already_claimed`). A `promised` result records its promise to pay.
 */
export async function collectionsLogContact(
  ctx: CollectionsContext,
  {
    actorId: userId,
    params: { id: loanId },
    body: input,
  }: { actorId: number; params: { id: number }; body: ContactInput },
): Promise<CollectionContact> {
  const { db, clock, audit } = ctx;
  const rules = await readCollectionRules(db);
  return db.transaction(async (tx) => {
    // The loan row's lock serialises contacts on one loan: two collectors never both pass a cap.
    const loan = await lockOverdueLoan(tx, loanId);
    const claim = await claimOf(tx, loanId);
    if (claim && claim.userId !== userId) {
      throw new CoreError('already_claimed', { params: { userId: claim.userId } });
    }
    const { address, client } = await borrowerAddressOf(ctx, tx, loan.clientId, input.channel, input.to);
    const now = clock.now();
    let templateId: number | null = null;
    if (input.direction === 'outbound') {
      // Issue 66 (ADR 326): a text leaves only from an approved template, to an address verified
      // by a code and, for a phone, alive within the last 60 days.
      if (input.channel !== 'call') {
        if (input.templateId === undefined)
          throw new CoreError('free_text_not_allowed', { field: ['templateId'] });
        templateId = (await approvedTemplate(tx, input.templateId, input.channel)).id;
      }
      await assertReachable(tx, client, address, now);
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
        templateId,
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
}
