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
  refundPayouts,
  reliefDeferrals,
  rollovers,
} from '@lender/db/schema';
import { formatRelativeDays, type MessageKey, type MessageParams } from '@lender/i18n';
import { reasonsOfNewest } from '../catalog/newest-decision-reasons';
import { businessDate } from '../clock';
import { t } from '../i18n';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import type { NoticeDraft, NoticesOptions, NoticeTemplate, NoticeTrigger } from './notice-model';

const S = APPLICATION_STATUS;
const COUNTER_OFFERS: readonly number[] = [S.specialOffer, S.yhatDecrease, S.yhatIncrease];
/** Reasons a notice leaves to the pages: they explain, they did not weigh. */
const UNTOLD: readonly BorrowerReason[] = ['without_optional_data', 'within_means'];

type Words = { subject: MessageKey; text: MessageKey };
const words = (group: string, text = 'text'): Words =>
  ({ subject: `messages:notice.${group}.subject`, text: `messages:notice.${group}.${text}` }) as Words;

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
  const draft = (
    base: { clientId: number; applicationId?: number | null; loanId?: number | null },
    eventId: string,
    template: NoticeTemplate,
    key: Words,
    params: MessageParams,
    contact: 'cc' | 'dc' = 'cc',
  ): NoticeDraft => ({
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
      const [row] = await tx
        .select({ payout: payouts, loan: loans, firstName: clients.firstName })
        .from(payouts)
        .innerJoin(loans, eq(loans.id, payouts.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(payouts.id, trigger.payoutId));
      if (row?.payout.method !== 'bank_transfer') return null;
      return draft(loanParty(row.loan), `payout:${row.payout.id}`, 'money_sent', words('moneySent'), {
        firstName: row.firstName,
        amount: row.payout.amount,
        reference: row.payout.reference ?? '',
        date: today,
        total: row.loan.terms.total,
        dueDate: row.loan.dueDate,
      });
    }
    case 'payment_received': {
      const [row] = await tx
        .select({ payment: payments, loan: loans, firstName: clients.firstName })
        .from(payments)
        .innerJoin(loans, eq(loans.id, payments.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(payments.id, trigger.paymentId));
      if (!row) return null;
      const balances = await loanBalances(tx, row.loan.id);
      const balance = outstandingOf(balances);
      // Paid beyond the balance: what is held for the borrower, to be refunded (issue 61).
      const credit = Math.max(0, -balanceOf(balances, 'overpayment_suspense'));
      return draft(
        loanParty(row.loan),
        `payment:${row.payment.id}`,
        'payment_received',
        words('paymentReceived', balance > 0 ? 'text' : credit > 0 ? 'overpaid' : 'settled'),
        {
          firstName: row.firstName,
          amount: trigger.amount,
          date: today,
          balance,
          credit,
          dueDate: row.loan.dueDate,
        },
      );
    }
    case 'extension_done': {
      const [row] = await tx
        .select({ rollover: rollovers, loan: loans, firstName: clients.firstName })
        .from(rollovers)
        .innerJoin(loans, eq(loans.id, rollovers.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(rollovers.id, trigger.rolloverId));
      if (!row) return null;
      const balance = outstandingOf(await loanBalances(tx, row.loan.id));
      return draft(
        loanParty(row.loan),
        `rollover:${row.rollover.id}`,
        'extension_done',
        words('extensionDone'),
        { firstName: row.firstName, days: row.rollover.days, dueDate: row.loan.dueDate, balance },
      );
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
        { firstName: row.firstName, amount: row.loan.principal, date: today },
      );
    }
    case 'refund_settled': {
      const [row] = await tx
        .select({ refund: refundPayouts, loan: loans, firstName: clients.firstName })
        .from(refundPayouts)
        .innerJoin(loans, eq(loans.id, refundPayouts.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(refundPayouts.id, trigger.refundPayoutId));
      if (!row || (row.refund.status !== 'completed' && row.refund.status !== 'failed')) return null;
      // The account by its CLABE's last 4 digits only (kept when it was sent), else no digits.
      const last4 = row.refund.details?.clabeLast4 ?? '';
      const sent =
        row.refund.status === 'completed' ? (/^\d{4}$/.test(last4) ? 'text' : 'textAnyAccount') : null;
      return draft(
        loanParty(row.loan),
        `refund:${row.refund.id}:${row.refund.status}`,
        'refund',
        words('refundSent', sent ?? 'failed'),
        {
          firstName: row.firstName,
          amount: row.refund.amount,
          reference: row.refund.reference ?? '',
          date: today,
          clabeLast4: last4,
        },
      );
    }
    case 'payment_plan': {
      const [row] = await tx
        .select({ plan: paymentPlans, loan: loans, firstName: clients.firstName })
        .from(paymentPlans)
        .innerJoin(loans, eq(loans.id, paymentPlans.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(paymentPlans.id, trigger.planId));
      if (!row) return null;
      const [first] = row.plan.instalments;
      return draft(
        loanParty(row.loan),
        `payment_plan:${row.plan.id}:${trigger.step}`,
        'payment_plan',
        words('paymentPlan', trigger.step),
        {
          firstName: row.firstName,
          count: row.plan.instalments.length,
          total: row.plan.total,
          amount: first?.amount ?? 0,
          date: first?.dueDate ?? today,
          dueDate: row.loan.dueDate,
        },
        'dc',
      );
    }
    case 'relief_deferred': {
      const [row] = await tx
        .select({ deferral: reliefDeferrals, loan: loans, firstName: clients.firstName })
        .from(reliefDeferrals)
        .innerJoin(loans, eq(loans.id, reliefDeferrals.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(reliefDeferrals.id, trigger.deferralId));
      if (!row) return null;
      return draft(
        loanParty(row.loan),
        `relief:${row.deferral.id}`,
        'relief_deferred',
        words('reliefDeferred'),
        {
          firstName: row.firstName,
          count: row.deferral.months,
          dueDate: row.deferral.newDueDate,
          balance: outstandingOf(await loanBalances(tx, row.loan.id)),
        },
      );
    }
    case 'reminder': {
      const [row] = await tx
        .select({ invoice: loanInvoices, loan: loans, firstName: clients.firstName })
        .from(loanInvoices)
        .innerJoin(loans, eq(loans.id, loanInvoices.loanId))
        .innerJoin(clients, eq(clients.id, loans.clientId))
        .where(eq(loanInvoices.id, trigger.invoiceId));
      if (!row) return null;
      const amount = outstandingOf(await loanBalances(tx, row.loan.id));
      // Nothing owed (paid meanwhile): no reminder.
      if (amount <= 0) return null;
      const base = loanParty(row.loan);
      const event = `invoice:${row.invoice.id}:${row.invoice.dueDate}`;
      if (trigger.offset >= 0) {
        return draft(
          base,
          `${event}:before:${trigger.offset}`,
          'reminder_before_due',
          words('reminderBefore'),
          {
            firstName: row.firstName,
            amount,
            dueDate: row.invoice.dueDate,
            when: formatRelativeDays(trigger.offset),
          },
        );
      }
      return draft(
        base,
        `${event}:after:${-trigger.offset}`,
        'reminder_after_due',
        words('reminderAfter'),
        { firstName: row.firstName, amount, dueDate: row.invoice.dueDate },
        'dc',
      );
    }
  }
}

/** Whose a loan's notice is: its client, application and loan. */
function loanParty(loan: { id: number; clientId: number; applicationId: number }) {
  return { clientId: loan.clientId, applicationId: loan.applicationId, loanId: loan.id };
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
