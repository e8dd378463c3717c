import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { secondsToNextBusinessDay } from '../codes/codes';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import { takeFromCap } from '../limits-store';
import {
  RATE_BUCKET,
  REFERRAL_INVITES_PER_DAY,
  type ReferralRow,
  type ReferralsContext,
} from './referral-model';

// What sending an invitation takes, shared by `create-referral.ts` and `update-referral.ts` (resend).

/** The inviting client: first name and the hashes their own contacts are refused by. */
export async function referrer(ctx: Pick<ReferralsContext, 'db'>, clientId: number) {
  const [row] = await ctx.db
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

/** One of the client's {@link REFERRAL_INVITES_PER_DAY} sends a business day (`rate_limited` past it). */
export async function takeInvite(
  ctx: Pick<ReferralsContext, 'db' | 'clock'> & { readonly realClock?: Clock | undefined },
  clientId: number,
): Promise<void> {
  // A rate limit runs on real time: the platform clock moves business time only (issue 62, ADR 288).
  const real = ctx.realClock ?? ctx.clock;
  const now = real.now();
  const ok = await takeFromCap(ctx.db, {
    bucket: RATE_BUCKET,
    key: String(clientId),
    window: today(real),
    cap: REFERRAL_INVITES_PER_DAY,
    now,
  });
  if (!ok) throw new CoreError('rate_limited', { retryAfterSeconds: secondsToNextBusinessDay(now) });
}

/** Sends the invitation by SMS or e-mail (through the outbox), in the inviting client's name. */
export async function sendInvitation(
  ctx: Pick<ReferralsContext, 'pii' | 'providers'>,
  row: ReferralRow,
  firstName: string,
): Promise<void> {
  const contact = ctx.pii.decrypt(row.contactEnc);
  const purpose = 'referral_invite';
  if (row.channel === 'phone') {
    await ctx.providers.sms.send({
      to: contact,
      purpose,
      text: t('messages:referral.sms', { firstName }),
    });
  } else {
    await ctx.providers.email.send({
      to: contact,
      purpose,
      subject: t('messages:referral.emailSubject', { firstName }),
      text: t('messages:referral.email', { firstName }),
    });
  }
}
