import type { AmlSettings } from './aml-settings';

// The operations to report (issue 50; docs/compliance.md "Operation rules"), as pure rules over the
// completed payments: each finding becomes an alert the officer works. `relevant`: a cash payment at
// or above the USD threshold converted with the day's rate. `unusual`, each rule configurable in the
// `aml` settings: `structuring` (several cash payments within days, each just below the threshold),
// `cash_payoff` (a loan paid off in cash within days of its payout), `many_sources` (payments from
// many sources within days) and `foreign_clabe` (a SPEI payment from a CLABE that is not the
// borrower's; the payer's CLABE as the payment provider reports it).

/** How the money of an operation came: cash (a store, a bank's window), a check, a transfer, a card. */
export type Instrument = 'cash' | 'check' | 'transfer' | 'card';

const INSTRUMENT_OF_FORM: Readonly<Record<string, Instrument>> = {
  '01': 'cash',
  '02': 'check',
  '03': 'transfer',
  '04': 'card',
  '28': 'card',
};

/**
 * A payment's monetary instrument: a cash store's is cash, a SPEI transfer's a transfer, a card's a
 * card; money the back office recorded is what its form of payment says (`01` cash deposited at a
 * bank's window, `02` a check, `03` a transfer).
 */
export function instrumentOf(payment: {
  readonly paymentType: 'card' | 'clabe' | 'cash' | 'manual';
  readonly paymentForm: string | null;
}): Instrument {
  if (payment.paymentType === 'cash') return 'cash';
  if (payment.paymentType === 'card') return 'card';
  if (payment.paymentType === 'clabe') return 'transfer';
  return INSTRUMENT_OF_FORM[payment.paymentForm ?? '03'] ?? 'transfer';
}

/** A completed payment as the rules read it. */
export interface Operation {
  readonly paymentId: number;
  readonly clientId: number;
  readonly loanId: number;
  readonly channel: 'card' | 'clabe' | 'cash' | 'manual';
  /**
   * Paid in cash: at a cash store, or deposited in cash at a bank's window and recorded by the back
   * office (its form of payment `01`). The cash rules read this, not the channel.
   */
  readonly cash: boolean;
  /** Centavos paid. */
  readonly amount: number;
  /** Business date (Mexico City) it was paid: the day paid, not the day it was recorded. */
  readonly day: string;
  /** Where the money came from: the payer's account when known, else the channel. */
  readonly source: string;
  /** Keyed hash of the payer's CLABE when the provider reports it; null otherwise. */
  readonly payerClabeHash: string | null;
  /** Keyed hash of the borrower's own CLABE. */
  readonly clientClabeHash: string | null;
  /** The loan's payout day, and whether this payment paid the loan off. */
  readonly payoutDay: string | null;
  readonly paidOff: boolean;
}

export interface Finding {
  readonly kind: 'relevant' | 'unusual';
  readonly rule: 'relevant_cash' | 'structuring' | 'cash_payoff' | 'many_sources' | 'foreign_clabe';
  readonly clientId: number;
  readonly paymentId: number | null;
  readonly dedupeKey: string;
  readonly details: Record<string, string | number>;
}

const DAY_MS = 86_400_000;

/** Operations by client, in their order (Node 20 has no `Map.groupBy`). */
function byClientOf(ops: readonly Operation[]): Map<number, Operation[]> {
  const groups = new Map<number, Operation[]>();
  for (const op of ops) groups.set(op.clientId, [...(groups.get(op.clientId) ?? []), op]);
  return groups;
}
/** Whole days from `a` to `b` (`YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/**
 * The relevant threshold in centavos on a day: `relevantUsd` × the day's rate, the rate as Banxico
 * publishes the FIX (four decimals: `fixPerUsd` is ten-thousandths of a peso per USD). A cash
 * payment is relevant from the first whole centavo at or above the exact equivalent (rounded up),
 * in integers: no floating point moves the boundary.
 */
export function thresholdCentavos(settings: Pick<AmlSettings, 'relevantUsd'>, fixPerUsd: number): number {
  if (!Number.isSafeInteger(fixPerUsd) || fixPerUsd <= 0) throw new RangeError(`no USD rate: ${fixPerUsd}`);
  const tenThousandths = settings.relevantUsd * fixPerUsd;
  return (tenThousandths - (tenThousandths % 100)) / 100 + (tenThousandths % 100 === 0 ? 0 : 1);
}

/** A rate as the details of an alert show it: pesos per USD with the FIX's four decimals. */
const pesosPerUsd = (fixPerUsd: number) =>
  `${Math.trunc(fixPerUsd / 10_000)}.${String(fixPerUsd % 10_000).padStart(4, '0')}`;

/**
 * Runs every rule over a client's operations (oldest first); `rateOf(day)` is the day's USD rate in
 * ten-thousandths of a peso (the FIX's four decimals: MXN 18.2350 is 18_2350).
 */
export function findOperations(
  operations: readonly Operation[],
  settings: AmlSettings,
  rateOf: (day: string) => number,
): Finding[] {
  const findings: Finding[] = [];
  const sorted = [...operations].sort((a, b) => a.day.localeCompare(b.day) || a.paymentId - b.paymentId);
  for (const op of sorted) {
    const threshold = thresholdCentavos(settings, rateOf(op.day));
    if (op.cash && op.amount >= threshold) {
      findings.push({
        kind: 'relevant',
        rule: 'relevant_cash',
        clientId: op.clientId,
        paymentId: op.paymentId,
        dedupeKey: `relevant:${op.paymentId}`,
        details: {
          amountCentavos: op.amount,
          thresholdCentavos: threshold,
          mxnPerUsd: pesosPerUsd(rateOf(op.day)),
        },
      });
    }
    if (
      op.cash &&
      op.paidOff &&
      op.payoutDay &&
      daysBetween(op.payoutDay, op.day) <= settings.cashPayoffDays
    ) {
      findings.push({
        kind: 'unusual',
        rule: 'cash_payoff',
        clientId: op.clientId,
        paymentId: op.paymentId,
        dedupeKey: `cash_payoff:${op.loanId}`,
        details: { amountCentavos: op.amount, days: daysBetween(op.payoutDay, op.day) },
      });
    }
    if (op.payerClabeHash && op.payerClabeHash !== op.clientClabeHash) {
      findings.push({
        kind: 'unusual',
        rule: 'foreign_clabe',
        clientId: op.clientId,
        paymentId: op.paymentId,
        dedupeKey: `foreign_clabe:${op.paymentId}`,
        details: { amountCentavos: op.amount },
      });
    }
  }
  findings.push(...structuring(sorted, settings, rateOf), ...manySources(sorted, settings));
  return findings;
}

const totalOf = (ops: readonly Operation[]) => ops.reduce((sum, op) => sum + op.amount, 0);

/**
 * Cash split below the threshold, from each cash payment under it: `count` or more within `days`
 * each within `bandPercent` % below it; or `count` or more within `days`, or two or more on one day,
 * that together reach it (two deposits of MXN 100,000 on a day are MXN 200,000 in cash).
 */
function structuring(
  sorted: readonly Operation[],
  settings: AmlSettings,
  rateOf: (day: string) => number,
): Finding[] {
  const { days, count, bandPercent } = settings.structuring;
  const thresholdOn = (day: string) => thresholdCentavos(settings, rateOf(day));
  const below = sorted.filter((op) => op.cash && op.amount < thresholdOn(op.day));
  const findings: Finding[] = [];
  for (const [clientId, ops] of byClientOf(below)) {
    for (const [i, first] of ops.entries()) {
      const threshold = thresholdOn(first.day);
      const window = ops.slice(i).filter((op) => daysBetween(first.day, op.day) < days);
      const near = window.filter((op) => op.amount >= (threshold * (100 - bandPercent)) / 100);
      const sameDay = window.filter((op) => op.day === first.day);
      const split =
        near.length >= count
          ? near
          : window.length >= count && totalOf(window) >= threshold
            ? window
            : sameDay.length >= 2 && totalOf(sameDay) >= threshold
              ? sameDay
              : null;
      const head = split?.[0];
      if (!split || !head) continue;
      findings.push({
        kind: 'unusual',
        rule: 'structuring',
        clientId,
        paymentId: head.paymentId,
        dedupeKey: `structuring:${clientId}:${head.paymentId}`,
        details: {
          payments: split.length,
          totalCentavos: totalOf(split),
          // Which payments: one reversed later leaves the total (`alert-payments.ts`).
          paymentIds: split.map((op) => op.paymentId).join(','),
          from: head.day,
          to: (split.at(-1) as Operation).day,
        },
      });
      break;
    }
  }
  return findings;
}

/** Payments from `sources` or more distinct sources within `days`. */
function manySources(sorted: readonly Operation[], settings: AmlSettings): Finding[] {
  const { days, sources } = settings.manySources;
  const findings: Finding[] = [];
  for (const [clientId, ops] of byClientOf(sorted)) {
    for (const first of ops) {
      const window = ops.filter((op) => op.day >= first.day && daysBetween(first.day, op.day) < days);
      const distinct = new Set(window.map((op) => op.source));
      if (distinct.size < sources) continue;
      findings.push({
        kind: 'unusual',
        rule: 'many_sources',
        clientId,
        paymentId: first.paymentId,
        dedupeKey: `many_sources:${clientId}:${first.paymentId}`,
        details: {
          sources: distinct.size,
          payments: window.length,
          totalCentavos: window.reduce((sum, op) => sum + op.amount, 0),
          from: first.day,
          paymentIds: window.map((op) => op.paymentId).join(','),
        },
      });
      break;
    }
  }
  return findings;
}
