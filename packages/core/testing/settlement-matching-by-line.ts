// The line-by-line matcher the import used before it was set-based (ADR 141, 168, 173, 174; ADR 297
// replaced it): kept only as the reference the set-based matcher is compared with
// (`settlement-matching.test.ts`), like `runOverdueLoanByLoan` for the nightly close. It matches the
// lines already in `settlement_lines` (outcome null), 1,000 at a time.
import type { Executor } from '@lender/db';
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from '@lender/db/orm';
import { payments, settlementLines, settlementPaymentChecks } from '@lender/db/schema';
import { amountCandidates } from '../src/back-office/reconciliation/amount-candidates';
import {
  earlierMovements,
  movementOf,
  repeatedLine,
} from '../src/back-office/reconciliation/settlement-identity';
import type { MatchTolerance } from '../src/back-office/reconciliation/settlement-matching';
import type { SettlementChannel } from '../src/providers/settlements/layouts';
import { PAYMENT_TYPES_OF_CHANNEL } from '../src/providers/settlements/sandbox';

const BATCH = 1_000;
type Line = typeof settlementLines.$inferSelect;
type Payment = Pick<
  typeof payments.$inferSelect,
  'id' | 'status' | 'reference' | 'barcode' | 'clabe' | 'providerPaymentId' | 'amount' | 'paidAmount'
> & { completedOn: string | null };
type Outcome = { id: number; outcome: Line['outcome']; paymentId: number | null; expected: number | null };

const paymentColumns = {
  id: payments.id,
  status: payments.status,
  reference: payments.reference,
  barcode: payments.barcode,
  clabe: payments.clabe,
  providerPaymentId: payments.providerPaymentId,
  amount: payments.amount,
  paidAmount: payments.paidAmount,
  completedOn: sql<string | null>`(${payments.completedAt} at time zone 'America/Mexico_City')::date::text`,
};

/** Writes a batch of outcomes in one statement. */
async function writeOutcomes(tx: Executor, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  const rows = sql.join(
    outcomes.map((o) => sql`(${o.id}::int, ${o.outcome}::text, ${o.paymentId}::int, ${o.expected}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update settlement_lines set outcome = v.outcome, payment_id = v.payment_id,
    expected_amount = v.expected from (values ${rows}) as v(id, outcome, payment_id, expected)
    where settlement_lines.id = v.id`);
}

/** Lines of the import in id order, a batch at a time. */
async function* linesOf(tx: Executor, importId: number, where?: SQL) {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select()
      .from(settlementLines)
      .where(and(eq(settlementLines.importId, importId), gt(settlementLines.id, after), where))
      .orderBy(asc(settlementLines.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = (rows.at(-1) as Line).id;
  }
}

/**
 * Matches an import's lines (ADR 141). First by key: the movement's key or our reference names a
 * payment; a key seen before (this file or an earlier one) or a payment already matched is a
 * `duplicate`; a settled payment whose amount differs beyond the tolerance is an `amount_mismatch`;
 * a payment not settled (pending, failed) leaves the line `unmatched`, naming it. A line that is the
 * same movement as a line of an earlier file is `repeated` (ADR 168), naming that line's payment,
 * and takes part in nothing else. Then the lines left
 * without a payment by amount, value date and account (the CLABE for SPEI) within the tolerance.
 * Last, every settled payment of the channel in the file's period is `matched` or `missing`.
 */
export async function matchImportByLine(
  tx: Executor,
  input: { importId: number; channel: SettlementChannel; tolerance: MatchTolerance },
): Promise<{ counts: Record<string, number>; from: string | null; to: string | null }> {
  const { importId, channel, tolerance } = input;
  const type = PAYMENT_TYPES_OF_CHANNEL[channel];
  const earlier = and(eq(settlementLines.channel, channel), ne(settlementLines.importId, importId));
  /** Payments matched by a line: of this import (the line's id), or of an earlier one (null). */
  const matchedPayments = new Map<number, number | null>();
  const lookedUp = new Set<number>();
  /**
   * Adds to {@link matchedPayments} those of `paymentIds` an earlier import of the channel matched
   * (or whose exception was posted). Only the payments this import is about to judge are read, a
   * batch at a time, never the channel's whole history (which grows with every day's statement).
   */
  const markEarlierMatches = async (paymentIds: readonly number[]) => {
    const fresh = [...new Set(paymentIds)].filter((id) => !lookedUp.has(id));
    for (const id of fresh) lookedUp.add(id);
    for (let i = 0; i < fresh.length; i += BATCH) {
      for (const row of await tx
        .select({ paymentId: settlementLines.paymentId })
        .from(settlementLines)
        .where(
          and(
            earlier,
            inArray(settlementLines.paymentId, fresh.slice(i, i + BATCH)),
            or(
              inArray(settlementLines.outcome, ['matched', 'amount_mismatch']),
              eq(settlementLines.resolution, 'posted'),
            ),
          ),
        )) {
        if (!matchedPayments.has(row.paymentId as number)) matchedPayments.set(row.paymentId as number, null);
      }
    }
  };
  const seenKeys = new Set<string>();
  /** How many copies of each movement the file listed so far (ADR 168). */
  const copies = new Map<string, number>();

  for await (const batch of linesOf(tx, importId)) {
    const keys = [...new Set(batch.flatMap((line) => [line.movementKey, line.reference].filter(Boolean)))];
    const found = await tx
      .select(paymentColumns)
      .from(payments)
      .where(
        and(
          eq(payments.paymentType, type),
          or(
            inArray(payments.providerPaymentId, keys),
            inArray(payments.reference, keys),
            inArray(payments.barcode, keys),
          ),
        ),
      );
    await markEarlierMatches(found.map((payment) => payment.id));
    const byKey = new Map<string, Payment>();
    for (const payment of found) {
      for (const key of [payment.providerPaymentId, payment.reference, payment.barcode])
        if (key) byKey.set(key, payment);
    }
    // The lines of earlier files with the same keys: a same movement is repeated (ADR 168).
    const earlierLines = await earlierMovements(tx, {
      channel,
      keys: batch.map((line) => line.movementKey),
      besides: importId,
    });
    const before = earlierLines.keys;
    const outcomes: Outcome[] = batch.map((line) => {
      const movement = movementOf(line);
      const occurrence = (copies.get(movement) ?? 0) + 1;
      copies.set(movement, occurrence);
      const earlier = repeatedLine(earlierLines.byMovement.get(movement), occurrence);
      if (earlier) {
        // The same movement an earlier file holds: not matched again, not an exception.
        seenKeys.add(line.movementKey);
        return { id: line.id, outcome: 'repeated', paymentId: earlier.paymentId, expected: null };
      }
      const payment = byKey.get(line.movementKey) ?? (line.reference ? byKey.get(line.reference) : undefined);
      const repeated = seenKeys.has(line.movementKey) || before.has(line.movementKey);
      seenKeys.add(line.movementKey);
      if (repeated || (payment && matchedPayments.has(payment.id))) {
        return { id: line.id, outcome: 'duplicate', paymentId: payment?.id ?? null, expected: null };
      }
      if (!payment) return { id: line.id, outcome: 'unmatched', paymentId: null, expected: null };
      if (payment.status !== 'completed') {
        return { id: line.id, outcome: 'unmatched', paymentId: payment.id, expected: payment.amount };
      }
      matchedPayments.set(payment.id, line.id);
      const paid = payment.paidAmount ?? payment.amount;
      return Math.abs(paid - line.amount) <= tolerance.amountCentavos
        ? { id: line.id, outcome: 'matched', paymentId: payment.id, expected: null }
        : { id: line.id, outcome: 'amount_mismatch', paymentId: payment.id, expected: paid };
    });
    await writeOutcomes(tx, outcomes);
  }

  const [period] = await tx
    .select({
      from: sql<string | null>`min(${settlementLines.valueDate})::text`,
      to: sql<string | null>`max(${settlementLines.valueDate})::text`,
    })
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId));
  const from = period?.from ?? null;
  const to = period?.to ?? null;
  if (from && to) {
    const completedOn = sql`(${payments.completedAt} at time zone 'America/Mexico_City')::date`;
    const inWindow = await tx
      .select(paymentColumns)
      .from(payments)
      .where(
        and(
          eq(payments.paymentType, type),
          eq(payments.status, 'completed'),
          sql`${completedOn} between ${from}::date - ${tolerance.days}::int and ${to}::date + ${tolerance.days}::int`,
        ),
      )
      .orderBy(asc(payments.id));
    await markEarlierMatches(inWindow.map((payment) => payment.id));
    const candidates = amountCandidates(
      inWindow.filter((payment) => !matchedPayments.has(payment.id)),
      channel === 'spei',
      tolerance,
    );
    for await (const batch of linesOf(
      tx,
      importId,
      and(eq(settlementLines.outcome, 'unmatched'), isNull(settlementLines.paymentId)),
    )) {
      const outcomes: Outcome[] = [];
      for (const line of batch) {
        const payment = candidates.best(line, (candidate) => matchedPayments.has(candidate.id));
        if (!payment) continue;
        matchedPayments.set(payment.id, line.id);
        outcomes.push({ id: line.id, outcome: 'matched', paymentId: payment.id, expected: null });
      }
      await writeOutcomes(tx, outcomes);
    }
    const settled = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.paymentType, type),
          inArray(payments.status, ['completed', 'reversed']),
          sql`${completedOn} between ${from}::date and ${to}::date`,
        ),
      );
    await markEarlierMatches(settled.map((payment) => payment.id));
    for (let i = 0; i < settled.length; i += BATCH) {
      const rows = settled.slice(i, i + BATCH).map((payment) => ({
        importId,
        paymentId: payment.id,
        outcome: matchedPayments.has(payment.id) ? ('matched' as const) : ('missing' as const),
        lineId: matchedPayments.get(payment.id) ?? null,
      }));
      if (rows.length > 0) await tx.insert(settlementPaymentChecks).values(rows).onConflictDoNothing();
    }
  }
  const counts: Record<string, number> = {
    matched: 0,
    unmatched: 0,
    duplicate: 0,
    amount_mismatch: 0,
    repeated: 0,
    missing: 0,
  };
  for (const row of await tx
    .select({ outcome: settlementLines.outcome, n: sql<number>`count(*)::int` })
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId))
    .groupBy(settlementLines.outcome)) {
    counts[row.outcome ?? 'unmatched'] = row.n;
  }
  const [missing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(settlementPaymentChecks)
    .where(
      and(eq(settlementPaymentChecks.importId, importId), eq(settlementPaymentChecks.outcome, 'missing')),
    );
  counts.missing = missing?.n ?? 0;
  return { counts, from, to };
}
