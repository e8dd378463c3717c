import { addDays } from '@lender/calculator/kernel';
import { type CollectionRate, moneyFromCentavos } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, between, count, desc, eq, inArray } from '@lender/db/orm';
import {
  applications,
  clients,
  loans,
  mandateCharges,
  mandates,
  payments,
  provenIncomes,
  scheduledCharges,
} from '@lender/db/schema';
import { businessDate, type Clock, today } from '../../clock';
import { debitDaysAfter, declaredPayFrom, payInForce } from '../../debit-schedule/paydays';
import { CoreError } from '../../errors/core-error';
import { authorize } from '../authorize';
import { monthEnd } from '../reports/loan-history';

type Group = CollectionRate['total'];

/** One debit of the month: what it asked for and whether it is collected, not, or still open. */
export interface MonthDebit {
  readonly method: 'clabe' | 'card';
  readonly amount: number;
  readonly onPayday: boolean;
  readonly result: 'collected' | 'not_collected' | 'pending';
}

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The rate of a group of debits: collected over presented (those with an outcome), by count and amount. */
export function rateOf(debits: readonly MonthDebit[]): Group {
  const presented = debits.filter((debit) => debit.result !== 'pending');
  const collected = presented.filter((debit) => debit.result === 'collected');
  const sum = (list: readonly MonthDebit[]) => list.reduce((total, debit) => total + debit.amount, 0);
  return {
    presented: presented.length,
    collected: collected.length,
    presentedAmount: moneyFromCentavos(sum(presented)),
    collectedAmount: moneyFromCentavos(sum(collected)),
    rate: ratio(collected.length, presented.length),
    amountRate: ratio(sum(collected), sum(presented)),
  };
}

/**
 * A debit's result: collected when the bank accepted it and its money arrived; not collected when
 * declined (insufficient funds, account closed, objected at once), objected after it was taken, or
 * its payment failed or was reversed; pending while unanswered or accepted and not settled.
 */
export function debitResult(charge: string, payment: string): MonthDebit['result'] {
  if (charge === 'sent') return 'pending';
  if (charge === 'accepted') {
    if (payment === 'completed') return 'collected';
    if (payment === 'pending') return 'pending';
  }
  return 'not_collected';
}

/** The proofs of income of `clientIds`, newest first, with the Mexico City day each was uploaded. */
async function proofsOf(db: Database, clientIds: readonly number[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({
      clientId: provenIncomes.clientId,
      payCycle: provenIncomes.payCycle,
      newestPaidOn: provenIncomes.newestPaidOn,
      payDays: provenIncomes.payDays,
      confidence: provenIncomes.confidence,
      createdAt: provenIncomes.createdAt,
    })
    .from(provenIncomes)
    .where(inArray(provenIncomes.clientId, [...new Set(clientIds)]))
    .orderBy(desc(provenIncomes.id));
  return rows.map((row) => ({ ...row, uploadedOn: businessDate(row.createdAt) }));
}

/**
 * `backOffice.collectionRate` (issue 66 point 6, ADR 331): the direct debits of `month` (their
 * charge date, Mexico City, first to last day inclusive; default this month; a later month is
 * `invalid_value`), collected over presented, by method and by payday alignment: on payday when the
 * charge date is one of the borrower's paydays as the scheduler reads them (ADR 329: the declared
 * cycle, else the application's, each moved to the next bank business day; a proof of income
 * uploaded by the charge day first, ADR 340).
 */
export async function collectionRate(
  ctx: { readonly db: Database; readonly clock: Clock },
  { actorId, query }: { actorId: number; query: { month?: string | undefined } },
): Promise<CollectionRate> {
  await authorize(ctx, actorId, 'payments.read');
  const now = today(ctx.clock);
  const month = query.month ?? now.slice(0, 7);
  if (month > now.slice(0, 7))
    throw new CoreError('invalid_value', { field: ['month'], message: '`month` is after this month.' });
  const from = `${month}-01`;
  const to = monthEnd(month);
  const [rows, [notSent]] = await Promise.all([
    ctx.db
      .select({
        method: mandates.method,
        amount: mandateCharges.amount,
        chargeOn: mandateCharges.chargeOn,
        charge: mandateCharges.status,
        payment: payments.status,
        dueDate: loans.dueDate,
        clientId: loans.clientId,
        clientCycle: clients.salaryCycle,
        payDate: clients.payDate,
        applicationCycle: applications.salaryCycle,
      })
      .from(mandateCharges)
      .innerJoin(mandates, eq(mandates.id, mandateCharges.mandateId))
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .innerJoin(loans, eq(loans.id, mandateCharges.loanId))
      .innerJoin(clients, eq(clients.id, loans.clientId))
      .innerJoin(applications, eq(applications.id, loans.applicationId))
      .where(between(mandateCharges.chargeOn, from, to)),
    ctx.db
      .select({ n: count() })
      .from(scheduledCharges)
      .where(
        and(
          between(scheduledCharges.chargeOn, from, to),
          inArray(scheduledCharges.status, ['refused', 'cancelled']),
        ),
      ),
  ]);
  const proofs = await proofsOf(
    ctx.db,
    rows.map((row) => row.clientId),
  );
  const debits: MonthDebit[] = rows.map((row) => {
    // The newest proof the borrower had uploaded by the charge day, not stale that day (ADR 340).
    const proof = proofs.find((p) => p.clientId === row.clientId && p.uploadedOn <= row.chargeOn);
    const { pay } = payInForce(declaredPayFrom(row), proof ?? null, row.chargeOn);
    const paydays = debitDaysAfter(pay, row.dueDate, addDays(row.chargeOn, -1), row.chargeOn);
    return {
      method: row.method,
      amount: row.amount,
      onPayday: paydays.includes(row.chargeOn),
      result: debitResult(row.charge, row.payment),
    };
  });
  return {
    month,
    from,
    to,
    total: rateOf(debits),
    byMethod: {
      clabe: rateOf(debits.filter((debit) => debit.method === 'clabe')),
      card: rateOf(debits.filter((debit) => debit.method === 'card')),
    },
    byPayday: {
      onPayday: rateOf(debits.filter((debit) => debit.onPayday)),
      offPayday: rateOf(debits.filter((debit) => !debit.onPayday)),
    },
    pending: debits.filter((debit) => debit.result === 'pending').length,
    notSent: notSent?.n ?? 0,
  };
}
