import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, gte } from '@lender/db/orm';
import { clients, loans, payments, payouts } from '@lender/db/schema';
import { businessDate } from '../clock';
import type { AmlContext } from './aml-context';
import { amlSettings } from './aml-settings';
import { findOperations, instrumentOf, type Operation } from './operation-rules';
import { raiseAlert } from './raise-alert';
import { recomputeRisk } from './risk-grade';

const DAY_MS = 86_400_000;

/**
 * The job `aml-monitor` (issue 50): reads the completed payments of the longest rule window up to
 * now, runs the operation rules (`operation-rules.ts`) with the day's USD rate from the exchange-rate
 * port, and raises each finding once as an alert (relevant or unusual); the clients' risk grades are
 * recomputed. Running it again raises nothing twice.
 */
export async function monitorOperations(
  ctx: Pick<AmlContext, 'db' | 'clock' | 'audit' | 'providers'>,
): Promise<{ operations: number; alerts: number }> {
  const { db, clock } = ctx;
  const settings = await amlSettings(db);
  const windowDays =
    Math.max(settings.structuring.days, settings.manySources.days, settings.cashPayoffDays) + 1;
  const since = new Date(clock.now().getTime() - windowDays * DAY_MS);
  const rows = await db
    .select({
      paymentId: payments.id,
      clientId: payments.clientId,
      loanId: payments.loanId,
      channel: payments.paymentType,
      paymentForm: payments.paymentForm,
      amount: payments.paidAmount,
      completedAt: payments.completedAt,
      paidOn: payments.paidOn,
      clientClabeHash: clients.clabeHash,
      loanStatus: loans.status,
      payoutAt: payouts.completedAt,
    })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .innerJoin(loans, eq(loans.id, payments.loanId))
    .leftJoin(payouts, eq(payouts.loanId, payments.loanId))
    .where(and(eq(payments.status, 'completed'), gte(payments.completedAt, since), eq(payments.fake, false)));
  const lastOfLoan = new Map<number, number>();
  for (const row of rows)
    lastOfLoan.set(row.loanId, Math.max(lastOfLoan.get(row.loanId) ?? 0, row.paymentId));
  const operations: Operation[] = rows.map((row) => ({
    paymentId: row.paymentId,
    clientId: row.clientId,
    loanId: row.loanId,
    channel: row.channel,
    // Cash at a store, or cash deposited at a bank's window that the back office recorded (01).
    cash: instrumentOf({ paymentType: row.channel, paymentForm: row.paymentForm }) === 'cash',
    amount: row.amount ?? 0,
    // The day the money was paid (a deposit recorded days later is an operation of that day).
    day: row.paidOn ?? businessDate(row.completedAt ?? clock.now()),
    // The payment provider does not report the payer's account yet: the channel is the source.
    source: row.channel,
    payerClabeHash: null,
    clientClabeHash: row.clientClabeHash,
    payoutDay: row.payoutAt ? businessDate(row.payoutAt) : null,
    paidOff: row.loanStatus === LOAN_STATUS.paid && lastOfLoan.get(row.loanId) === row.paymentId,
  }));
  const rates = new Map<string, number>();
  for (const day of new Set(operations.map((op) => op.day))) {
    // The FIX as published (four decimals), or the port's centavos when it gives no more.
    const rate = await ctx.providers.exchangeRates.usdRate(day);
    rates.set(day, rate.tenThousandthsPerUsd ?? rate.centavosPerUsd * 100);
  }
  const findings = findOperations(operations, settings, (day) => rates.get(day) ?? 0);
  let alerts = 0;
  const now = clock.now();
  await db.transaction(async (tx) => {
    for (const finding of findings) {
      const id = await raiseAlert(ctx, tx, { ...finding }, now);
      if (id !== null) alerts += 1;
    }
    const touched = [...new Set(findings.map((finding) => finding.clientId))];
    for (const clientId of touched) await recomputeRisk(ctx, tx, clientId, settings);
  });
  return { operations: operations.length, alerts };
}
