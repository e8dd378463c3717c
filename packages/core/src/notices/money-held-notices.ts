import type { Executor } from '@lender/db';
import { and, desc, eq, lt, ne } from '@lender/db/orm';
import { clients, loans, payments, refundPayouts, settlementLines } from '@lender/db/schema';
import type { NoticeDraft, NoticeTrigger } from './notice-model';
import { type DraftOf, loanParty, withLoan, words } from './notice-parts';

type Trigger<K extends NoticeTrigger['kind']> = Extract<NoticeTrigger, { kind: K }>;
const DIGITS = /^\d{4}$/;

/**
 * A refund of money held that reached the borrower's CLABE or came back (issue 61). The account is
 * named by its CLABE's last 4 digits only (kept when it was sent), else by no digits. After an
 * earlier transfer came back, a confirmed one says it is the second; a returned one says where the
 * refund asked again at once (ADR 382) goes: to the same account, to be checked or changed first.
 */
export async function refundSettledNotice(
  tx: Executor,
  trigger: Trigger<'refund_settled'>,
  draft: DraftOf,
  today: string,
): Promise<NoticeDraft | null> {
  const found = await withLoan(tx, refundPayouts, trigger.refundPayoutId);
  if (!found) return null;
  const { row: refund, loan, firstName } = found;
  if (refund.status !== 'completed' && refund.status !== 'failed') return null;
  const last4 = refund.details?.clabeLast4 ?? '';
  const named = DIGITS.test(last4);
  let text: string;
  if (refund.status === 'completed') {
    const [before] = await tx
      .select({ status: refundPayouts.status })
      .from(refundPayouts)
      .where(and(eq(refundPayouts.loanId, loan.id), lt(refundPayouts.id, refund.id)))
      .orderBy(desc(refundPayouts.id))
      .limit(1);
    const resent = before?.status === 'failed';
    text = resent ? (named ? 'resent' : 'resentAnyAccount') : named ? 'text' : 'textAnyAccount';
  } else {
    const next = trigger.accountOnFile ?? '';
    text =
      !named || !DIGITS.test(next) ? 'failedAnyAccount' : next === last4 ? 'failed' : 'failedOtherAccount';
  }
  return draft(loanParty(loan), `refund:${refund.id}:${refund.status}`, 'refund', words('refundSent', text), {
    firstName,
    amount: refund.amount,
    reference: refund.reference ?? '',
    date: today,
    clabeLast4: last4,
    nextClabeLast4: trigger.accountOnFile ?? '',
  });
}

/**
 * A statement line held for the borrower as a duplicate (ADR 142): told once per line, to the
 * borrower whose payment it repeats, with its amount and day. It is the same transfer twice when
 * another line of the channel (not a re-sent statement's copy) lists its clave; else a second
 * payment of something already paid (its reference's).
 */
export async function duplicateHeldNotice(
  tx: Executor,
  trigger: Trigger<'duplicate_held'>,
  draft: DraftOf,
): Promise<NoticeDraft | null> {
  const [found] = await tx
    .select({ line: settlementLines, loan: loans, firstName: clients.firstName })
    .from(settlementLines)
    .innerJoin(payments, eq(payments.id, settlementLines.paymentId))
    .innerJoin(loans, eq(loans.id, payments.loanId))
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(eq(settlementLines.id, trigger.lineId));
  if (found?.line.resolution !== 'reversed') return null;
  const { line, loan, firstName } = found;
  const [twin] =
    line.movementKey === ''
      ? []
      : await tx
          .select({ id: settlementLines.id })
          .from(settlementLines)
          .where(
            and(
              eq(settlementLines.channel, line.channel),
              eq(settlementLines.movementKey, line.movementKey),
              ne(settlementLines.id, line.id),
              ne(settlementLines.outcome, 'repeated'),
            ),
          )
          .limit(1);
  return draft(
    loanParty(loan),
    `settlement:${line.id}:held`,
    'duplicate_held',
    words('duplicateHeld', twin ? 'twice' : 'overpaid'),
    { firstName, amount: line.amount, date: line.valueDate },
  );
}
