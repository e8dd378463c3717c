import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import { t } from '../i18n';
import type { MandateRow } from '../mandates/mandate-gate';
import { cancelToken } from './cancel-token';
import type { DebitScheduleContext, ScheduledChargeRow } from './debit-schedule-model';

// The notices of the payday charges (ADR 329), drafted here and queued by the notices service in the
// borrower's channels and the contact window: the pre-notice of each charge (amount, date, method
// and the one-tap "no me cobren" link) and the notice that automatic charges stopped, asking for
// another way to pay.

/**
 * The event ids of a scheduled charge's pre-notice, the charge gate looks for one as sent: of its day
 * (a charge moved to a later day when its day passed without a run is announced again, ADR 372), and
 * the undated one of the notices queued before.
 */
export const preNoticeEventIds = (row: Pick<ScheduledChargeRow, 'id' | 'chargeOn'>) =>
  [`scheduled-charge:${row.id}:pre-notice:${row.chargeOn}`, `scheduled-charge:${row.id}:pre-notice`] as const;

/** The address of a scheduled charge's "no me cobren" page. */
export function cancelUrl(ctx: Pick<DebitScheduleContext, 'notices' | 'secrets'>, row: ScheduledChargeRow) {
  return `${ctx.notices.siteUrl}/no-me-cobren/${encodeURIComponent(cancelToken(ctx.secrets, row))}`;
}

async function partyOf(tx: Executor, row: ScheduledChargeRow) {
  const [found] = await tx
    .select({ firstName: clients.firstName, applicationId: loans.applicationId })
    .from(loans)
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(eq(loans.id, row.loanId));
  return {
    firstName: found?.firstName ?? '',
    party: { clientId: row.clientId, applicationId: found?.applicationId ?? null, loanId: row.loanId },
  };
}

/** Queues a charge's pre-notice (once: its event id is unique per channel). */
export async function queuePreNotice(
  ctx: Pick<DebitScheduleContext, 'notices' | 'secrets'>,
  tx: Executor,
  row: ScheduledChargeRow,
  mandate: MandateRow,
): Promise<number> {
  const { firstName, party } = await partyOf(tx, row);
  return ctx.notices.notifyDraft(tx, {
    ...party,
    eventId: preNoticeEventIds(row)[0],
    template: 'debit_pre_notice',
    subject: t('messages:notice.debitPreNotice.subject'),
    text: t('messages:notice.debitPreNotice.text', {
      firstName,
      date: row.chargeOn,
      amount: row.amount,
      method: t(`loan:mandate.method.${mandate.method}`),
      last4: mandate.last4,
      url: cancelUrl(ctx, row),
    }),
  });
}

/** Queues the notice that automatic charges stopped after `row`'s decline, asking for another method. */
export async function queueStoppedNotice(
  ctx: Pick<DebitScheduleContext, 'notices'>,
  tx: Executor,
  row: ScheduledChargeRow,
  mandate: MandateRow,
  kind: 'insufficient_funds' | 'account_closed' | 'objected',
): Promise<number> {
  const { firstName, party } = await partyOf(tx, row);
  return ctx.notices.notifyDraft(tx, {
    ...party,
    eventId: `scheduled-charge:${row.id}:stopped`,
    template: 'debit_stopped',
    subject: t('messages:notice.debitStopped.subject'),
    text: t(`messages:notice.debitStopped.${kind}`, {
      firstName,
      date: row.chargeOn,
      amount: row.amount,
      method: t(`loan:mandate.method.${mandate.method}`),
      last4: mandate.last4,
    }),
  });
}
