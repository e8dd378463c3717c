import { cat, demoProduct, fromApiAmount, type LateFeePolicy } from '@lender/calculator';
import { addDays, daysBetween } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import {
  earlyPayoffScenario,
  lastDayToPay,
  latePaymentScenario,
  type ScenarioLoan,
} from '@lender/calculator/scenarios';
import type { Invoice, Loan, Money, Offer, OfferCosts } from '@lender/contracts';
import { type CostView, DAYS_PARAM, DEFAULT_DAYS_LATE, MAX_DAYS_LATE } from './cost-view';

// The cost line by line and the "¿Y si…?" scenarios (issue 52 point 1), computed on the server by
// `@lender/calculator/scenarios` from what the API answers: the page works without JavaScript (a GET
// form asks for the days late) and its client code carries no calculator.

const c = (money: Money) => fromApiAmount(money.amount);

/** `?dias=`: whole days from 1 to {@link MAX_DAYS_LATE}; anything else, the default. */
export function daysLateOf(value: string | null): number {
  const days = Number(value);
  if (!value || !Number.isInteger(days)) return DEFAULT_DAYS_LATE;
  return Math.min(MAX_DAYS_LATE, Math.max(1, days));
}

type Extensions = NonNullable<CostView['whatIf']>['extensions'];
type Prices = { policy: LateFeePolicy; vatPercent: number; extensions: Extensions };

/** An extension as its price reads: the fee with and without IVA, and what is owed on its new date. */
function extensionView(
  price: { type: 'cheap' | 'expensive'; days: number; fee: number; withoutVat: number; newDueDate: string },
  owed: number,
): Extensions[number] {
  return {
    type: price.type,
    days: price.days,
    fee: { withoutVat: price.withoutVat, vat: price.fee - price.withoutVat, total: price.fee },
    newDueDate: price.newDueDate,
    owed,
    total: owed + price.fee,
  };
}

function whatIf(loan: ScenarioLoan, prices: Prices, days: number, today: string): CostView['whatIf'] {
  const late = latePaymentScenario(loan, prices.policy, prices.vatPercent, days);
  const early = earlyPayoffScenario(loan, prices.vatPercent, today);
  return {
    days,
    maxDays: MAX_DAYS_LATE,
    late: {
      dueDate: loan.dueDate,
      payOn: late.payOn,
      lastDayToPay: late.lastDayToPay,
      perDay: late.dailyFee.total,
      maxFeeDays: prices.policy.maxDays,
      fees: late.lateFees,
      total: late.total,
      byDay: late.byDay.map((row) => ({ day: row.day, date: row.date, added: row.lateFee, owed: row.owed })),
      bureauReportOn: late.bureauReportOn,
      reportedToBureau: late.reportedToBureau,
      onHoldOn: late.onHoldOn <= late.payOn ? late.onHoldOn : null,
    },
    extensions: prices.extensions,
    early: {
      payOn: early.payOn,
      remainingDays: early.remainingDays,
      rebate: early.rebate,
      payoff: early.payoff,
    },
  };
}

/** CAT (one decimal) of `principal` received on the first day and `repaid` (without IVA) after `termDays`. */
function catOf(principal: number, repaidWithoutVat: number, termDays: number): number {
  return cat([
    { amount: principal, years: 0 },
    { amount: -repaidWithoutVat, years: termDays / demoProduct.terms.dayCountBasis },
  ]);
}

/** The offer page (carátula): the offer's lines, its CAT, and the scenarios of a loan signed today. */
export function offerCostView(offer: Offer, costs: OfferCosts, daysParam: string | null): CostView {
  const principal = c(offer.principal);
  const termDays = offer.term.value;
  const today = addDays(offer.endDate, -termDays);
  const interest = c(costs.interest.withoutVat);
  const loan: ScenarioLoan = {
    principal,
    interest,
    interestVat: c(costs.interest.vat),
    startDate: today,
    dueDate: offer.endDate,
    owed: c(offer.total),
  };
  // The late fee the loan would be signed with (the offer's costs), never the demo product's.
  const policy: LateFeePolicy = {
    dailyBps: Math.round(costs.lateFee.dailyPercent * 100),
    maxDays: costs.lateFee.maxDays,
    onHoldAfterDays: costs.lateFee.onHoldAfterDays,
  };
  return {
    lines: [
      { id: 'principal', amount: principal },
      { id: 'interest', amount: interest },
      { id: 'fees', amount: c(costs.fees.withoutVat) },
      { id: 'vat', amount: c(costs.vat) },
      { id: 'total', amount: c(offer.total) },
    ],
    termDays,
    vatPercent: costs.vatPercent,
    dueDate: offer.endDate,
    cat: offer.cat,
    whatIf: whatIf(
      loan,
      {
        policy,
        vatPercent: costs.vatPercent,
        // The offer's own extension prices, as its carátula states them.
        extensions: offer.extensions.map((extension) =>
          extensionView(
            {
              type: extension.type,
              days: extension.days,
              fee: c(extension.amount),
              withoutVat: c(extension.amount_without_vat),
              newDueDate: addDays(offer.endDate, extension.days),
            },
            c(offer.total),
          ),
        ),
      },
      daysLateOf(daysParam),
      today,
    ),
  };
}

/**
 * My loan: the loan's lines as its schedule books them (late fees apart), its CAT, and — while it is
 * not past due — the scenarios on the platform's business date (the due date less the days left).
 */
export function loanCostView(loan: Loan, invoice: Invoice | undefined, daysParam: string | null): CostView {
  const principal = c(loan.principal);
  const interest = invoice ? c(invoice.interest) : 0;
  const fees = invoice ? c(invoice.fees) : 0;
  const vat = invoice ? c(invoice.vat) : 0;
  const termDays = loan.term.value;
  // The loan's own contract (issue 62): its IVA, late fee and extension prices, never today's product.
  const { vatPercent } = loan;
  const today = loan.repaymentInvoice
    ? addDays(loan.repaymentInvoice.dueDate, -loan.repaymentInvoice.dueDays)
    : loan.startDate;
  const owed = c(loan.outstanding);
  const extended = loan.rollovers.some((rollover) => rollover.status === 'paid');
  const offered = loan.rollovers.filter((r) => r.status === 'inactive' || r.status === 'active');
  const scenarioLoan: ScenarioLoan = {
    principal,
    // An extended loan gets no early-payoff rebate (its due date is no longer the term's).
    interest: extended ? 0 : interest,
    startDate: loan.startDate,
    dueDate: loan.dueDate,
    owed,
  };
  const open = loan.status === LOAN_STATUS.active && owed > 0 && today <= lastDayToPay(loan.dueDate);
  return {
    lines: [
      { id: 'principal', amount: principal },
      { id: 'interest', amount: interest },
      { id: 'fees', amount: fees },
      { id: 'vat', amount: vat },
      { id: 'total', amount: principal + interest + fees + vat },
    ],
    termDays,
    vatPercent,
    dueDate: loan.dueDate,
    cat: catOf(principal, principal + interest + fees, Math.max(1, termDays)),
    whatIf: open
      ? whatIf(
          scenarioLoan,
          {
            policy: {
              dailyBps: Math.round(loan.lateFee.dailyPercent * 100),
              maxDays: loan.lateFee.maxDays,
              onHoldAfterDays: loan.lateFee.onHoldAfterDays,
            },
            vatPercent,
            extensions: offered.map((rollover) =>
              extensionView(
                {
                  type: rollover.type,
                  days: rollover.days,
                  fee: c(rollover.fee),
                  withoutVat: c(rollover.feeWithoutVat),
                  newDueDate: rollover.newDueDate,
                },
                owed,
              ),
            ),
          },
          daysLateOf(daysParam),
          daysBetween(today, loan.startDate) > 0 ? loan.startDate : today,
        )
      : null,
  };
}

/** The offer page's view from the API's current offer and the request's `?dias=`; `null` without costs. */
export function actualOfferCostView(
  actual: { offer: Offer; costs?: OfferCosts | undefined } | null,
  request: Request,
): CostView | null {
  if (!actual?.costs) return null;
  return offerCostView(actual.offer, actual.costs, new URL(request.url).searchParams.get(DAYS_PARAM));
}
