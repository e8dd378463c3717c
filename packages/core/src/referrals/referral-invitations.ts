import { and, desc, eq, ne, sql } from '@lender/db/orm';
import { clients, referrals } from '@lender/db/schema';
import { today } from '../clock';
import { secondsToNextBusinessDay } from '../codes/codes';
import { emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import { takeFromCap } from '../limits-store';
import { maskEmail, maskPhone } from '../pii';
import {
  RATE_BUCKET,
  REFERRAL_INVITES_PER_DAY,
  type ReferralRow,
  type ReferralsDeps,
  type ReferralsService,
  referralView,
} from './referral-model';
import type { createReferralReconcile } from './referral-reconcile';

/** The borrower's invitations: list, invite, cancel or resend. */
export function createReferralInvitations(
  deps: ReferralsDeps,
  parts: Pick<ReturnType<typeof createReferralReconcile>, 'reconcile'>,
) {
  const { db, clock, pii, providers } = deps;
  const { reconcile } = parts;

  async function referrer(clientId: number) {
    const [row] = await db
      .select({
        id: clients.id,
        firstName: clients.firstName,
        emailHash: clients.emailHash,
        phoneHash: clients.phoneHash,
      })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!row) throw new CoreError('not_found');
    return row;
  }

  async function takeInvite(clientId: number): Promise<void> {
    const now = clock.now();
    const ok = await takeFromCap(db, {
      bucket: RATE_BUCKET,
      key: String(clientId),
      window: today(clock),
      cap: REFERRAL_INVITES_PER_DAY,
      now,
    });
    if (!ok) throw new CoreError('rate_limited', { retryAfterSeconds: secondsToNextBusinessDay(now) });
  }

  async function send(row: ReferralRow, firstName: string): Promise<void> {
    const contact = pii.decrypt(row.contactEnc);
    const purpose = 'referral_invite';
    if (row.channel === 'phone') {
      await providers.sms.send({
        to: contact,
        purpose,
        text: t('messages:referral.sms', { firstName }),
      });
    } else {
      await providers.email.send({
        to: contact,
        purpose,
        subject: t('messages:referral.emailSubject', { firstName }),
        text: t('messages:referral.email', { firstName }),
      });
    }
  }

  const service: Omit<ReferralsService, 'reconcile'> = {
    async list(clientId) {
      await reconcile({ referrerId: clientId });
      const rows = await db
        .select()
        .from(referrals)
        .where(eq(referrals.referrerClientId, clientId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id));
      return rows.map(referralView);
    },

    async invite(clientId, input) {
      const me = await referrer(clientId);
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
      await takeInvite(clientId);
      const now = clock.now();
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
      await send(row, me.firstName);
      deps.logger.info('referral invited', { referralId: row.id, channel: row.channel });
      return referralView(row);
    },

    async update(clientId, referralId, input) {
      const [row] = await db
        .select()
        .from(referrals)
        .where(and(eq(referrals.id, referralId), eq(referrals.referrerClientId, clientId)));
      if (!row) throw new CoreError('not_found');
      const to = input.action === 'cancel' ? 'cancelled' : 'invited';
      if (row.status !== 'invited') {
        throw new CoreError('invalid_transition', { params: { from: row.status, to } });
      }
      const now = clock.now();
      if (input.action === 'resend') await takeInvite(clientId);
      const [updated] = await db
        .update(referrals)
        .set(
          input.action === 'cancel'
            ? { status: 'cancelled', cancelledAt: now, updatedAt: now }
            : { sendCount: sql`${referrals.sendCount} + 1`, lastSentAt: now, updatedAt: now },
        )
        .where(and(eq(referrals.id, referralId), eq(referrals.status, 'invited')))
        .returning();
      if (!updated) throw new CoreError('invalid_transition', { params: { from: 'unknown', to } });
      if (input.action === 'resend') await send(updated, (await referrer(clientId)).firstName);
      return referralView(updated);
    },
  };
  return { service };
}
