import {
  CLIENT_STATUS,
  type CreateReferralRequest,
  LOAN_STATUS,
  moneyFromCentavos,
  type Referral,
  type ReferralStatus,
  type UpdateReferralRequest,
} from '@lender/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { emailHashOf } from '../clients/email';
import { normalizePhone } from '../clients/phone';
import { type Clock, today } from '../clock';
import { secondsToNextBusinessDay } from '../codes/codes';
import type { Database } from '../db/database';
import { clients } from '../db/schema/clients';
import { type REFERRAL_STATUS_VALUES, referrals } from '../db/schema/integrations';
import { loans } from '../db/schema/loans';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import { takeFromCap } from '../limits-store';
import type { Logger } from '../logger';
import { maskEmail, maskPhone, type PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';

type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The stored statuses are exactly the contract's `ReferralStatus` (checked at compile time). */
export const REFERRAL_STATUSES_MATCH_CONTRACT: SameMembers<
  (typeof REFERRAL_STATUS_VALUES)[number],
  ReferralStatus
> = true;

/** Invitations (new or resent) a client may send per Mexico City day (ADR 025). */
export const REFERRAL_INVITES_PER_DAY = 10;

/** The reward of a rewarded referral: 200 pesos, in centavos (ADR 025). */
export const REFERRAL_REWARD_CENTAVOS = 20_000;

/** Referrals one {@link ReferralsService.reconcile} run looks at per step. */
export const REFERRAL_RECONCILE_BATCH = 200;

/**
 * Loan statuses in which the borrower still owes the lender (spec §4): an active loan has an
 * unpaid balance (overdue or not), a loan on hold too, and sold or written-off debt was never
 * repaid. A referrer with any of them gets no reward (ADR 025).
 */
export const OWING_LOAN_STATUSES = [
  LOAN_STATUS.active,
  LOAN_STATUS.onHold,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

/** Loan statuses of a loan that was paid out to the borrower (it counts as the first loan). */
const ISSUED_LOAN_STATUSES = [
  LOAN_STATUS.active,
  LOAN_STATUS.paid,
  LOAN_STATUS.onHold,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

const RATE_BUCKET = 'referral_invites';

type ReferralRow = typeof referrals.$inferSelect;

function referralView(row: ReferralRow): Referral {
  return {
    id: row.id,
    channel: row.channel,
    contactMasked: row.contactMasked,
    status: row.status,
    reward: row.reward === null ? null : moneyFromCentavos(row.reward),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why a referral is or is not rewarded now. */
export interface ReferralRewardEligibility {
  eligible: boolean;
  /** `null` when eligible. */
  reason:
    | 'not_found'
    | 'referred_loan_not_paid'
    | 'already_rewarded'
    | 'referrer_owes'
    | 'referrer_not_active'
    | null;
}

/** True when the client owes nothing: no loan in an {@link OWING_LOAN_STATUSES} status. */
export async function clientOwesNothing(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...OWING_LOAN_STATUSES])))
    .limit(1);
  return row === undefined;
}

/**
 * The reward rule (ADR 025): a referral is rewarded when the referred client's first loan is paid
 * (`loan_paid`) and, at that moment, the referrer owes nothing (no active, on-hold, sold or
 * written-off loan) and is an active client. A referrer who owes is re-checked on every run and
 * rewarded once they owe nothing.
 */
export async function referralRewardEligibility(
  db: Database,
  referralId: number,
): Promise<ReferralRewardEligibility> {
  const [row] = await db
    .select({
      status: referrals.status,
      referrerId: referrals.referrerClientId,
      clientStatus: clients.status,
    })
    .from(referrals)
    .innerJoin(clients, eq(clients.id, referrals.referrerClientId))
    .where(eq(referrals.id, referralId));
  if (!row) return { eligible: false, reason: 'not_found' };
  if (row.status === 'rewarded') return { eligible: false, reason: 'already_rewarded' };
  if (row.status !== 'loan_paid') return { eligible: false, reason: 'referred_loan_not_paid' };
  if (row.clientStatus !== CLIENT_STATUS.active) return { eligible: false, reason: 'referrer_not_active' };
  if (!(await clientOwesNothing(db, row.referrerId))) return { eligible: false, reason: 'referrer_owes' };
  return { eligible: true, reason: null };
}

/** Counts of one {@link ReferralsService.reconcile} run. */
export interface ReferralReconcileResult {
  registered: number;
  loanIssued: number;
  loanPaid: number;
  rewarded: number;
}

/** Referrals (spec §7 `/referrals`, issue 6; ADR 025). */
export interface ReferralsService {
  /** `GET referrals`: the client's invitations, newest first (brought up to date first). */
  list(clientId: number): Promise<Referral[]>;
  /**
   * `POST referrals`: invites someone by SMS or e-mail (through the outbox). Refused: the client's
   * own phone or e-mail (`invalid_value`), an existing client or a live invitation of the same
   * contact (`not_unique`), more than {@link REFERRAL_INVITES_PER_DAY} a day (`rate_limited`).
   */
  invite(clientId: number, input: CreateReferralRequest): Promise<Referral>;
  /** `PATCH referrals/{id}`: cancel or resend an `invited` invitation (`invalid_transition` otherwise). */
  update(clientId: number, referralId: number, input: UpdateReferralRequest): Promise<Referral>;
  /**
   * Idempotent job: moves referrals along invited → registered → loan_issued → loan_paid →
   * rewarded from the clients and loans tables. `referrerId` limits it to one referrer.
   */
  reconcile(options?: { referrerId?: number }): Promise<ReferralReconcileResult>;
}

export function createReferralsService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  pii: PiiCrypto;
  providers: Pick<Providers, 'sms' | 'email'>;
}): ReferralsService {
  const { db, clock, pii, providers } = deps;

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

  async function reconcile(options: { referrerId?: number } = {}): Promise<ReferralReconcileResult> {
    const now = clock.now();
    const scope =
      options.referrerId === undefined ? undefined : eq(referrals.referrerClientId, options.referrerId);
    const result: ReferralReconcileResult = { registered: 0, loanIssued: 0, loanPaid: 0, rewarded: 0 };

    // invited → registered: the earliest live invitation of a contact wins the new client.
    const invited = await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.status, 'invited'), scope))
      .orderBy(asc(referrals.createdAt), asc(referrals.id))
      .limit(REFERRAL_RECONCILE_BATCH);
    for (const row of invited) {
      const match =
        row.channel === 'phone'
          ? eq(clients.phoneHash, row.contactHash)
          : eq(clients.emailHash, emailHashOf(pii, pii.decrypt(row.contactEnc)));
      const [client] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(
          and(match, ne(clients.id, row.referrerClientId), sql`${clients.createdAt} >= ${row.createdAt}`),
        )
        .limit(1);
      if (!client) continue;
      const moved = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: referrals.id })
          .from(referrals)
          .where(eq(referrals.referredClientId, client.id));
        if (taken) return false;
        const updated = await tx
          .update(referrals)
          .set({ status: 'registered', referredClientId: client.id, registeredAt: now, updatedAt: now })
          .where(and(eq(referrals.id, row.id), eq(referrals.status, 'invited')))
          .returning({ id: referrals.id });
        if (updated.length === 0) return false;
        // Other invitations of the same person can no longer be accepted.
        await tx
          .update(referrals)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(
            and(
              eq(referrals.contactHash, row.contactHash),
              eq(referrals.status, 'invited'),
              ne(referrals.id, row.id),
            ),
          );
        return true;
      });
      if (moved) result.registered += 1;
    }

    // registered → loan_issued → loan_paid, from the referred client's first paid-out loan.
    const progressing = await db
      .select()
      .from(referrals)
      .where(and(inArray(referrals.status, ['registered', 'loan_issued']), scope))
      .orderBy(asc(referrals.id))
      .limit(REFERRAL_RECONCILE_BATCH);
    for (const row of progressing) {
      if (row.referredClientId === null) continue;
      const [first] = await db
        .select({ id: loans.id, status: loans.status })
        .from(loans)
        .where(
          and(eq(loans.clientId, row.referredClientId), inArray(loans.status, [...ISSUED_LOAN_STATUSES])),
        )
        .orderBy(asc(loans.id))
        .limit(1);
      if (!first) continue;
      const paid = first.status === LOAN_STATUS.paid;
      const updated = await db
        .update(referrals)
        .set({
          status: paid ? 'loan_paid' : 'loan_issued',
          referredLoanId: first.id,
          ...(paid && { loanPaidAt: now }),
          updatedAt: now,
        })
        .where(and(eq(referrals.id, row.id), eq(referrals.status, row.status)))
        .returning({ id: referrals.id });
      if (updated.length === 0) continue;
      if (row.status === 'registered') result.loanIssued += 1;
      if (paid) result.loanPaid += 1;
    }

    // loan_paid → rewarded, when the referrer owes nothing.
    const payable = await db
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.status, 'loan_paid'), scope))
      .orderBy(asc(referrals.id))
      .limit(REFERRAL_RECONCILE_BATCH);
    for (const { id } of payable) {
      if (!(await referralRewardEligibility(db, id)).eligible) continue;
      const updated = await db
        .update(referrals)
        .set({ status: 'rewarded', reward: REFERRAL_REWARD_CENTAVOS, rewardedAt: now, updatedAt: now })
        .where(and(eq(referrals.id, id), eq(referrals.status, 'loan_paid')))
        .returning({ id: referrals.id });
      if (updated.length > 0) {
        result.rewarded += 1;
        deps.logger.info('referral rewarded', { referralId: id });
      }
    }
    return result;
  }

  return {
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

    reconcile,
  };
}
