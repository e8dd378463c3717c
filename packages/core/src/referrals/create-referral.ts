import type { CreateReferralRequest, Referral } from '@lender/contracts';
import { and, eq, ne } from '@lender/db/orm';
import { clients, referrals } from '@lender/db/schema';
import { emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { maskEmail, maskPhone } from '../pii';
import { referrer, sendInvitation, takeInvite } from './referral-invitations';
import { type ReferralsContext, referralView } from './referral-model';

/**
 * `POST referrals` (spec §7, ADR 224): invites someone by SMS or e-mail (through the outbox).
 * Refused: the client's own phone or e-mail (`invalid_value`), an existing client or a live
 * invitation of the same contact (`not_unique`), more than `REFERRAL_INVITES_PER_DAY` a day
 * (`rate_limited`).
 */
export async function createReferral(
  ctx: ReferralsContext,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: CreateReferralRequest },
): Promise<Referral> {
  const { db, pii } = ctx;
  const me = await referrer(ctx, clientId);
  let contact: string;
  let hash: string;
  let masked: string;
  let field: string[];
  let existing: { id: number } | undefined;
  if (input.channel === 'phone') {
    contact = normalizePhone(input.phone);
    hash = pii.hash('phone', contact);
    masked = maskPhone(contact);
    field = ['phone'];
    if (hash === me.phoneHash) throw new CoreError('invalid_value', { field });
    [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.phoneHash, hash));
  } else {
    contact = input.email.toLowerCase();
    hash = pii.hash('email', contact);
    masked = maskEmail(contact);
    field = ['email'];
    if (emailHashOf(pii, contact) === me.emailHash) throw new CoreError('invalid_value', { field });
    [existing] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.emailHash, emailHashOf(pii, contact)));
  }
  // Someone who is a client already cannot be referred (spec: no duplicate invite of a client).
  if (existing) throw new CoreError('not_unique', { field });
  const [live] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerClientId, clientId),
        eq(referrals.contactHash, hash),
        ne(referrals.status, 'cancelled'),
      ),
    );
  if (live) throw new CoreError('not_unique', { field });
  await takeInvite(ctx, clientId);
  const now = ctx.clock.now();
  const [row] = await db
    .insert(referrals)
    .values({
      referrerClientId: clientId,
      channel: input.channel,
      contactEnc: pii.encrypt(contact),
      contactHash: hash,
      contactMasked: masked,
      status: 'invited',
      lastSentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent identical invitation won the unique index.
  if (!row) throw new CoreError('not_unique', { field });
  await sendInvitation(ctx, row, me.firstName);
  ctx.logger.info('referral invited', { referralId: row.id, channel: row.channel });
  return referralView(row);
}
