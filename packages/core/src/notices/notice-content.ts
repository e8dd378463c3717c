import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { BorrowerReason } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq } from '@lender/db/orm';
import {
  applications,
  clients,
  loanInvoices,
  loans,
  offers,
  paymentPlans,
  payments,
  payouts,
  reliefDeferrals,
  rollovers,
} from '@lender/db/schema';
import { formatRelativeDays } from '@lender/i18n';
import { reasonsOfNewest } from '../catalog/newest-decision-reasons';
import { businessDate } from '../clock';
import { t } from '../i18n';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { duplicateHeldNotice, refundSettledNotice } from './money-held-notices';
import type { NoticeDraft, NoticesOptions, NoticeTrigger } from './notice-model';
import { type DraftOf, loanParty, withLoan, words } from './notice-parts';

const S = APPLICATION_STATUS;
const COUNTER_OFFERS: readonly number[] = [S.specialOffer, S.yhatDecrease, S.yhatIncrease];
/** Reasons a notice leaves to the pages: they explain, they did not weigh. */
const UNTOLD: readonly BorrowerReason[] = ['without_optional_data', 'within_means'];

/**
 * The notice an event gives, read inside the caller's transaction (so its figures are the ones of
 * that moment), or `null` when the event gives none (e.g. a decision error, a cash payout).
 */
export async function draftNotice(
  tx: Executor,
  trigger: NoticeTrigger,
  now: Date,
  options: NoticesOptions,
): Promise<NoticeDraft | null> {
  const today = businessDate(now);
  const draft: DraftOf = (base, eventId, template, key, params, contact = 'cc') => ({
    clientId: base.clientId,
    applicationId: base.applicationId ?? null,
    loanId: base.loanId ?? null,
    eventId,
    template,
    subject: t(key.subject),
    text: `${t(key.text, params)} ${t(contact === 'cc' ? 'messages:notice.contactCc' : 'messages:notice.contactDc', { ...options.contacts[contact] })}`,
  });

  switch (trigger.kind) {
    case 'application_received':
    case 'application_decided': {
      const app = await applicationOf(tx, trigger.applicationId);
      if (!app) return null;
      const base = { clientId: app.clientId, applicationId: app.id };
      const event = `application:${app.id}`;
      if (trigger.kind === 'application_received') {
        return draft(base, `${event}:received`, 'application_received', words('applicationReceived'), {
          firstName: app.firstName,
          amount: app.desiredAmount,
          date: today,
        });
      }
      const manual = trigger.manual === true;
      const finished = (text: string) => words('manualReviewFinished', text);
      if (app.status === S.manualVerification) {
        return draft(base, `${event}:manual_review`, 'manual_review_started', words('manualReviewStarted'), {
          firstName: app.firstName,
          amount: app.desiredAmount,
          date: today,
        });
      }
      // What weighed and when to apply again, in the borrower's words (issue 52).
      const decided = await reasonsOfNewest(tx as Database, app.clientId, today);
      const told = decided?.applicationId === app.id ? decided : null;
      const weighed = told?.reasons.find((reason) => !UNTOLD.includes(reason));
      const reasons = weighed
        ? t('catalog:decisionReasons.notice', { weighed: t(`catalog:decisionReasons.${weighed}.weighed`) })
        : '';
      if (app.status === S.rejected) {
        const params = {
          firstName: app.firstName,
          amount: app.desiredAmount,
          reasons,
          reapply: t(`catalog:decisionReasons.reapply.${told?.reapply ?? 'now'}`, {
            date: told?.reapplyFrom ?? today,
          }),
        };
        return manual
          ? draft(base, `${event}:decided`, 'manual_review_finished', finished('rejected'), params)
          : draft(base, `${event}:decided`, 'application_rejected', words('applicationRejected'), params);
      }
      const counter = COUNTER_OFFERS.includes(app.status);
      if (app.status !== S.accepted && !counter) return null;
      const offer = await currentOffer(tx, app.id);
      if (!offer) return null;
      const params = {
        firstName: app.firstName,
        requested: app.desiredAmount,
        amount: offer.principal,
        total: offer.total,
        dueDate: offer.endDate,
        cat: Number((offer.view as { cat?: unknown }).cat ?? 0),
        expiresAt: offer.expiresAt,
        reasons,
      };
      if (manual) {
        return draft(
          base,
          `${event}:decided`,
          'manual_review_finished',
          finished(counter ? 'counterOffer' : 'approved'),
          params,
        );
      }
      return counter
        ? draft(base, `${event}:decided`, 'counter_offer', words('counterOffer'), params)
        : draft(base, `${event}:decided`, 'application_approved', words('applicationApproved'), params);
    }
    case 'money_sent': {
      const found = await withLoan(tx, payouts, trigger.payoutId);
      if (found?.row.method !== 'bank_transfer') return null;
      const { row: payout, loan, firstName } = found;
      return draft(loanParty(loan), `payout:${payout.id}`, 'money_sent', words('moneySent'), {
        firstName,
        amount: payout.amount,
        reference: payout.reference ?? '',
        date: today,
        total: loan.terms.total,
        dueDate: loan.dueDate,
      });
    }
    case 'payment_received':
    case 'payment_reversed': {
      const found = await withLoan(tx, payments, trigger.paymentId);
      if (!found) return null;
      const { row: payment, loan, firstName } = found;
      const balances = await loanBalances(tx, loan.id);
      const balance = outstandingOf(balances);
      // Paid beyond the balance: what is held for the borrower, to be refunded (issue 61).
      const credit = Math.max(0, -balanceOf(balances, 'overpayment_suspense'));
      // A reversal (ADR 364) names the payment as it was: its amount and the day it was paid.
      const { amount, date, event, group } =
        trigger.kind === 'payment_reversed'
          ? {
              amount: payment.paidAmount ?? payment.amount,
              date: payment.paidOn ?? businessDate(payment.completedAt ?? payment.createdAt),
              event: `payment:${payment.id}:reversed`,
              group: 'paymentReversed',
            }
          : {
              amount: trigger.amount,
              date: trigger.paidOn ?? today,
              event: `payment:${payment.id}`,
              group: 'paymentReceived',
            };
      const text = balance > 0 ? 'text' : credit > 0 && group === 'paymentReceived' ? 'overpaid' : 'settled';
      return draft(loanParty(loan), event, trigger.kind, words(group, text), {
        firstName,
        amount,
        date,
        balance,
        credit,
        dueDate: loan.dueDate,
      });
    }
    case 'extension_done': {
      const found = await withLoan(tx, rollovers, trigger.rolloverId);
      if (!found) return null;
      const { row: rollover, loan, firstName } = found;
      const balance = outstandingOf(await loanBalances(tx, loan.id));
      return draft(loanParty(loan), `rollover:${rollover.id}`, 'extension_done', words('extensionDone'), {
        firstName,
        days: rollover.days,
        dueDate: loan.dueDate,
        balance,
      });
    }
    case 'loan_paid_off': {
      const [row] = await tx
        .select({ loan: loans, firstName: clients.firstName })
        .from(loans)
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(loans.id, trigger.loanId));
      if (!row) return null;
      return draft(
        loanParty(row.loan),
        `loan:${row.loan.id}:paid_off`,
        'loan_paid_off',
        words('loanPaidOff'),
        {
          firstName: row.firstName,
          amount: row.loan.principal,
          // The day it closed: the day paid, for a payment recorded later (ADR 358).
          date: row.loan.closedAt ? businessDate(row.loan.closedAt) : today,
        },
      );
    }
    case 'refund_settled':
      return refundSettledNotice(tx, trigger, draft, today);
    case 'duplicate_held':
      return duplicateHeldNotice(tx, trigger, draft);
    case 'payment_plan': {
      const found = await withLoan(tx, paymentPlans, trigger.planId);
      if (!found) return null;
      const { row: plan, loan, firstName } = found;
      const [first] = plan.instalments;
      return draft(
        loanParty(loan),
        `payment_plan:${plan.id}:${trigger.step}`,
        'payment_plan',
        words('paymentPlan', trigger.step),
        {
          firstName,
          count: plan.instalments.length,
          total: plan.total,
          amount: first?.amount ?? 0,
          date: first?.dueDate ?? today,
          dueDate: loan.dueDate,
        },
        'dc',
      );
    }
    case 'relief_deferred': {
      const found = await withLoan(tx, reliefDeferrals, trigger.deferralId);
      if (!found) return null;
      const { row: deferral, loan, firstName } = found;
      return draft(loanParty(loan), `relief:${deferral.id}`, 'relief_deferred', words('reliefDeferred'), {
        firstName,
        count: deferral.months,
        dueDate: deferral.newDueDate,
        balance: outstandingOf(await loanBalances(tx, loan.id)),
      });
    }
    case 'reminder': {
      const found = await withLoan(tx, loanInvoices, trigger.invoiceId);
      if (!found) return null;
      const { row: invoice, loan, firstName } = found;
      const amount = outstandingOf(await loanBalances(tx, loan.id));
      // Nothing owed (paid meanwhile): no reminder.
      if (amount <= 0) return null;
      const base = loanParty(loan);
      const event = `invoice:${invoice.id}:${invoice.dueDate}`;
      if (trigger.offset >= 0) {
        return draft(
          base,
          `${event}:before:${trigger.offset}`,
          'reminder_before_due',
          words('reminderBefore'),
          {
            firstName,
            amount,
            dueDate: invoice.dueDate,
            when: formatRelativeDays(trigger.offset),
          },
        );
      }
      return draft(
        base,
        `${event}:after:${-trigger.offset}`,
        'reminder_after_due',
        words('reminderAfter'),
        { firstName, amount, dueDate: invoice.dueDate },
        'dc',
      );
    }
  }
}

async function applicationOf(tx: Executor, applicationId: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      clientId: applications.clientId,
      status: applications.status,
      desiredAmount: applications.desiredAmount,
      firstName: clients.firstName,
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .where(eq(applications.id, applicationId));
  return row;
}

async function currentOffer(tx: Executor, applicationId: number) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')))
    .orderBy(desc(offers.id))
    .limit(1);
  return row;
}
