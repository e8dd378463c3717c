import { daysBetween } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import type { clients } from '@lender/db/schema';
import { businessDate } from '../clock';
import { phoneLife } from '../contact/phone-life';
import { CoreError } from '../errors/core-error';

/**
 * Days without a sign of life after which a phone must be verified again before an outbound
 * collection contact (issue 66, ADR 326): Mexican carriers give a line that was cancelled to someone
 * else, and a recycled line must never be called.
 */
export const SILENT_PHONE_DAYS = 60;

/**
 * Throws unless an outbound collection contact may reach the borrower's own `address` now (issue
 * 66, ADR 326): it must have been verified by a code sent to it (403 `contact_not_verified`: at
 * registration or on a change, `clients.phoneVerifiedAt` / `emailVerifiedAt`), and a phone must
 * have shown life within {@link SILENT_PHONE_DAYS} Mexico City days — verified again, or the borrower
 * calling or writing from it (an inbound contact) — and no contact since may have reached someone
 * else (`wrong_number`); otherwise 403 `contact_needs_reverification` until the borrower verifies it
 * again (`client/phone/verify`).
 */
export async function assertReachable(
  tx: Executor,
  client: typeof clients.$inferSelect,
  address: 'phone' | 'email',
  now: Date,
): Promise<void> {
  const verifiedAt = address === 'phone' ? client.phoneVerifiedAt : client.emailVerifiedAt;
  if (verifiedAt === null) throw new CoreError('contact_not_verified', { field: ['to'] });
  if (address === 'email') return;
  const { alive, strangerAnswered } = await phoneLife(tx, client.id, verifiedAt);
  const lastActiveOn = businessDate(alive);
  if (daysBetween(lastActiveOn, businessDate(now)) >= SILENT_PHONE_DAYS || strangerAnswered) {
    throw new CoreError('contact_needs_reverification', { field: ['to'], params: { lastActiveOn } });
  }
}
