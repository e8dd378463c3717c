import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { scheduledCharges } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { ScheduledChargeRow } from './debit-schedule-model';

// The one-tap "no me cobren" link of a pre-notice (ADR 329): `<chargeId>.<signature>`, the
// signature an HMAC of the scheduled charge and its borrower, keyed from the token secret. It needs
// no login (an SMS is tapped on the phone) and names one charge of one borrower: another charge's id
// under this signature, or a forged one, is not found.

function signature(secrets: { jwtSecret: string }, chargeId: number, clientId: number): string {
  const key = createHmac('sha256', secrets.jwtSecret).update('debit-cancel').digest();
  return createHmac('sha256', key).update(`debit-cancel:${chargeId}:${clientId}`).digest('base64url');
}

/** The token of a scheduled charge's "no me cobren" link. */
export function cancelToken(
  secrets: { jwtSecret: string },
  charge: Pick<ScheduledChargeRow, 'id' | 'clientId'>,
): string {
  return `${charge.id}.${signature(secrets, charge.id, charge.clientId)}`;
}

/** The scheduled charge a token names (locked when `lock`), or 404 `not_found` for a forged or garbled one. */
export async function chargeOfToken(
  secrets: { jwtSecret: string },
  tx: Executor,
  token: string,
  lock = false,
): Promise<ScheduledChargeRow> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const id = match ? Number(match[1]) : 0;
  const query = tx.select().from(scheduledCharges).where(eq(scheduledCharges.id, id));
  const [row] = match ? await (lock ? query.for('update') : query) : [];
  const expected = Buffer.from(row ? signature(secrets, row.id, row.clientId) : '');
  const given = Buffer.from(match?.[2] ?? '');
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new CoreError('not_found');
  }
  return row;
}
