import { addDays } from '@lender/calculator/kernel';
import { expireOffers } from '../applications/application-offers';
import { anonymiseDueClients } from '../arco/anonymise-client-data';
import { clientCount } from '../back-office/lists/client-count';
import { manualQueueCount } from '../back-office/manual-queue-count';
import { checkReconciliationDay } from '../back-office/reconciliation/ledger-checks';
import { confirmPendingRefunds } from '../back-office/refund-payouts';
import { today } from '../clock';
import { decidePromises } from '../collections/decide-promises';
import { watchPaymentPlans } from '../collections/watch-payment-plans';
import type { Core } from '../core';
import { runPolicyMonitoring } from '../credit-monitoring/run-policy-monitoring';
import { runDirectDebits } from '../debit-schedule/run-direct-debits';
import { stampPendingEvidence } from '../documents/contract-evidence/stamp-pending-evidence';
import { issueFiscalDocuments } from '../fiscal/issue-fiscal-documents';
import { pollIdentityVerifications } from '../integrations/identity-verification';
import { purgeRateLimits } from '../limits-store';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { runOverdue } from '../loans/run-overdue';
import { confirmSettledDebits } from '../payments/charge-under-mandate';
import { confirmPendingCharges } from '../payments/payment-callbacks';
import { monitorOperations } from '../pld/monitor-operations';
import { refreshWatchlists } from '../pld/refresh-watchlists';
import { reconcileReferrals } from '../referrals/referral-reconcile';
import { sendPaymentReminders } from './reminders';

/**
 * Every background job (issue 6 Background jobs, ADR 027). Each one calls a plain idempotent
 * service function, so running it twice, or after a restart, changes nothing the first run did.
 */
export const JOB_NAMES = [
  'payment-reminders',
  'loans-overdue',
  'offers-expire',
  'payouts-confirm',
  'payments-confirm',
  'direct-debits',
  'identity-poll',
  'referrals-reconcile',
  'idempotency-purge',
  'collector-retention',
  'client-count-compact',
  'manual-queue-count-compact',
  'rate-limits-purge',
  'collections-promises',
  'payment-plans',
  'notices-deliver',
  'reconciliation-check',
  'aml-rescreen',
  'aml-monitor',
  'contracts-timestamp',
  'fiscal-documents',
  'personal-data-erasure',
  'credit-monitoring',
] as const;

/** The name of a background job (its pg-boss queue). */
export type JobName = (typeof JOB_NAMES)[number];

/** What a job's handler receives. */
export interface JobContext {
  core: Core;
  /** Days before the due date on which reminders go out. */
  reminderDaysBefore: readonly number[];
  /** Days after the due date on which a late payment is reminded (issue 38; default 1, 3, 7, 15, 30). */
  reminderDaysAfter?: readonly number[];
}

/** A job: what it does, when it runs on its own, and its handler. */
export interface JobDefinition {
  readonly description: string;
  /**
   * Five-field cron in America/Mexico_City (architecture decision 5), or `null` for a job that only
   * runs when enqueued.
   */
  readonly cron: string | null;
  /** Daily jobs also run once when a runner starts, so a night the server was down is caught up. */
  readonly catchUpOnStart: boolean;
  /** Runs the job; what it returns is kept as the job's output (counts, never personal data). */
  run(context: JobContext): Promise<Record<string, unknown>>;
}

/** The job catalogue; a name missing here, or an extra one, fails to compile. */
export const JOBS: { readonly [N in JobName]: JobDefinition } = {
  'payment-reminders': {
    description:
      'SMS and e-mail reminders N days before each unpaid invoice is due and N days after it, as borrower notices (ADR 133).',
    cron: '0 9 * * *',
    catchUpOnStart: true,
    run: async ({ core, reminderDaysBefore, reminderDaysAfter }) => {
      const result = await sendPaymentReminders(core, {
        daysBefore: reminderDaysBefore,
        ...(reminderDaysAfter && { daysAfter: reminderDaysAfter }),
      });
      return { ...result };
    },
  },
  'loans-overdue': {
    description: 'Late fees for each day overdue and the move to on hold (loans.runOverdue).',
    cron: '5 0 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => {
      const date = today(core.clock);
      return { date, ...(await runOverdue(core, date)) };
    },
  },
  'offers-expire': {
    description: 'Expires offers whose time is up and cancels the applications waiting on them.',
    cron: '*/5 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await expireOffers(core, core.clock.now())) }),
  },
  'payouts-confirm': {
    description:
      'Sends queued payouts (loans and refunds) and confirms sent ones with the payout provider (sandbox callback).',
    cron: '* * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => {
      const refunds = await confirmPendingRefunds(core);
      return {
        ...(await confirmPendingPayouts(core)),
        refundsSent: refunds.sent,
        refundsCompleted: refunds.completed,
        refundsFailed: refunds.failed,
      };
    },
  },
  'payments-confirm': {
    description:
      'The sandbox card provider confirms pending charges, and the sandbox clearing house settles accepted direct debits on their settlement date, by delivering their signed callbacks.',
    cron: '* * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => {
      const debits = await confirmSettledDebits(core);
      return { ...(await confirmPendingCharges(core)), debitsSettled: debits.confirmed };
    },
  },
  'direct-debits': {
    description:
      "Payday direct debits under the borrowers' mandates (ADR 329): plans each loan's charge on the borrower's payday, queues its pre-notice three business days before, charges the noticed ones due today (never without a pre-notice sent two business days before) and retries an insufficient-funds answer on the next payday.",
    cron: '0 8 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ date: today(core.clock), ...(await runDirectDebits(core)) }),
  },
  'identity-poll': {
    description: 'Asks the identity-verification provider about open sessions; expires stale ones.',
    cron: '* * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await pollIdentityVerifications(core)) }),
  },
  'referrals-reconcile': {
    description: 'Moves referrals along invited → registered → loan issued → loan paid → rewarded.',
    cron: '23 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await reconcileReferrals(core)) }),
  },
  'idempotency-purge': {
    description:
      'Deletes Idempotency-Key records whose 24 h are over (ADR 023) and sessions that ended more than a day ago (issue 17, ADR 063).',
    cron: '17 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => {
      const purged = await core.idempotency.purgeExpired(core.clock.now());
      // Sessions live on real time: a platform clock move never ends them (issue 62, ADR 288).
      const sessionsPurged = await core.auth.purgeExpired(core.realClock.now());
      return { date: today(core.clock), purged, sessionsPurged };
    },
  },
  'collector-retention': {
    description:
      'Scoring collector (ADR 032): expires open datasets past their time, deletes raw chunks past the retention period (features stay) and dead tokens.',
    cron: '41 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await core.collector.expireAndPurge(core.clock.now())) }),
  },
  'client-count-compact': {
    description:
      'Folds the rows of the exact client count (migration 0032, ADR 097) into one, so reading it sums a handful of rows.',
    cron: '*/5 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await clientCount.compact(core.db)) }),
  },
  'manual-queue-count-compact': {
    description:
      'Folds the rows of the count of applications waiting for manual verification (migration 0033, ADR 105) into one, so the queue sums a handful of rows.',
    cron: '*/5 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await manualQueueCount.compact(core.db)) }),
  },
  'rate-limits-purge': {
    description:
      'Deletes the rate-limit counters no limit reads any more: untouched for two days and not waiting out a delay (issue 35).',
    cron: '29 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ purged: await purgeRateLimits(core.db, core.realClock.now()) }),
  },
  'payment-plans': {
    description:
      'Watches running payment plans (issue 52, ADR 299): completed when the loan owes nothing, broken when an instalment is unpaid past the grace days, the loan current again after a watch period paid on time.',
    cron: '25 0 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await watchPaymentPlans(core)) }),
  },
  'collections-promises': {
    description:
      'Decides the promises to pay whose date has passed (issue 38, ADR 138): kept when the ledger shows the amount paid by the date, else broken and the case back in the collections queue.',
    cron: '20 0 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => {
      const date = today(core.clock);
      return { date, ...(await decidePromises(core, date)) };
    },
  },
  'notices-deliver': {
    description:
      'Sends the queued borrower notices whose time has come, inside the contact window only (issue 38, ADR 133).',
    cron: '* * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => {
      const { sent, failed, windowClosed } = await core.notices.deliverDue();
      return { sent, failed, contactWindow: windowClosed ? 'closed' : 'open' };
    },
  },
  'reconciliation-check': {
    description:
      "Yesterday's trial balance and each channel's cash against its settlement files; what does not tie is logged, reported and shown as an alert in the back office (issue 39).",
    cron: '30 6 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => {
      const date = addDays(today(core.clock), -1);
      const result = await checkReconciliationDay(core, date);
      return { date, trialBalance: result.even ? 'even' : 'uneven', untiedChannels: result.untied.length };
    },
  },
  'aml-rescreen': {
    description:
      'Anti-money-laundering (issue 50): each watch list fetched from its port (a bad file keeps the old list), and every client screened again when a list in force changed; a blocked-list hit suspends the client and holds their payouts.',
    cron: '*/10 * * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await refreshWatchlists(core)) }),
  },
  'aml-monitor': {
    description:
      'Anti-money-laundering (issue 50): the recent completed payments through the relevant and unusual operation rules; each finding is raised once as an alert for the PLD officer.',
    cron: '15 * * * *',
    catchUpOnStart: false,
    run: async ({ core }) => ({ ...(await monitorOperations(core)) }),
  },
  'contracts-timestamp': {
    description:
      'Signed contracts whose time-stamping authority did not answer at signing get their RFC 3161 token (NOM-151); a run stops at the first failure.',
    cron: '*/10 * * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await stampPendingEvidence(core)) }),
  },
  'fiscal-documents': {
    description:
      'CFDI 4.0 of the interest and fees payments paid (issue 51): a CFDI of their own to borrowers who gave an RFC, the global CFDI to the general public once a month has ended, credit notes of early payoffs’ rebates, the cancellations reversals and new RFCs asked for (reasons 01, 03, 04), and the status of those waiting for their receiver.',
    cron: '*/5 * * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await issueFiscalDocuments(core)) }),
  },
  'personal-data-erasure': {
    description:
      'Cancelled personal data (ADR 292): every blocked client whose contract, anti-money-laundering and tax retention have all ended is anonymised by the declared personal fields, and their files deleted; loan figures and PLD rows stay.',
    cron: '40 3 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await anonymiseDueClients(core)) }),
  },
  'credit-monitoring': {
    description:
      "Credit monitoring (issue 67, ADR 332): the month's population stability (PSI) of the offer and of each characteristic against the policy's reference month, and approval rates by age band, sex and state; a PSI to act on or a segment under four-fifths of the best rate raises an alert for the risk team, once a month.",
    cron: '45 6 * * *',
    catchUpOnStart: true,
    run: async ({ core }) => ({ ...(await runPolicyMonitoring(core)) }),
  },
};
