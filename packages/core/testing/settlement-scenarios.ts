// Settlement matching scenarios (ADR 297): payments, earlier files and a statement, matched by the
// set-based matcher and by the line-by-line one it replaced, in a transaction rolled back at the
// end. Used by `settlement-matching.test.ts` and `settlement-matching.property.test.ts`.
import { addDays } from '@lender/calculator/kernel';
import { type Executor, rowsOf } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { payments, settlementImports, settlementLines } from '@lender/db/schema';
import { expect } from 'vitest';
import { type MatchTolerance, matchImport } from '../src/back-office/reconciliation/settlement-matching';
import {
  closeStaging,
  openStaging,
  stagedSummary,
  stageLines,
} from '../src/back-office/reconciliation/settlement-staging';
import type { SettlementLine } from '../src/providers/settlements/layouts';
import { matchImportByLine } from './settlement-matching-by-line';

/** The loan (and its client) every scenario's payments belong to. */
export interface ScenarioLoan {
  readonly loanId: number;
  readonly clientId: number;
}

/** Days from 2027-05-03 (a Monday far from the other tests' payments). */
export const dayOf = (n: number) => addDays('2027-05-03', n);
export const CLABES = ['646180000000000001', '646180000000000002', '646180000000000009'] as const;

/** A payment: its keys are `P<i>` (provider id), `R<i>` (reference) and `B<i>` (barcode), by position. */
export interface PaymentDraft {
  status?: 'pending' | 'completed' | 'failed' | 'reversed';
  type?: 'clabe' | 'cash' | 'card';
  amount: number;
  /** Centavos paid when not the amount asked. */
  paid?: number | null;
  clabe?: string | null;
  /** Completion day (from {@link dayOf}) and Mexico City hour; none when pending or failed. */
  day?: number;
  hour?: number;
  providerId?: boolean;
  barcode?: boolean;
}
export interface LineDraft {
  key: string;
  ref?: string;
  amount: number;
  day: number;
  account?: string;
}
export interface Statement {
  lines: LineDraft[];
  /**
   * After its import, the exception of a line (index) posted as a payment (index): a line of this
   * file, or of the file at index `file` (this one or an earlier one).
   */
  post?: { line: number; payment: number; file?: number } | null;
}
export interface Scenario {
  channel: 'spei' | 'cash';
  tolerance?: MatchTolerance;
  payments: PaymentDraft[];
  files: Statement[];
}

class Undo extends Error {
  constructor(readonly value: unknown) {
    super('undone');
  }
}
/** Runs `work` in a transaction (a savepoint inside one) that is rolled back; answers its result. */
async function undone<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Undo(await work(tx));
    });
  } catch (error) {
    if (error instanceof Undo) return error.value as T;
    throw error;
  }
  throw new Error('not undone');
}

const TYPE = { spei: 'clabe', cash: 'cash' } as const;

async function insertPayments(tx: Executor, loan: ScenarioLoan, scenario: Scenario): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, p] of scenario.payments.entries()) {
    const status = p.status ?? 'completed';
    const settled = status === 'completed' || status === 'reversed';
    const hour = String(p.hour ?? 12).padStart(2, '0');
    const [row] = await tx
      .insert(payments)
      .values({
        loanId: loan.loanId,
        clientId: loan.clientId,
        kind: 'repayment',
        paymentType: p.type ?? TYPE[scenario.channel],
        amount: p.amount,
        paidAmount: p.paid ?? null,
        status,
        reference: `R${i}`,
        barcode: p.barcode ? `B${i}` : null,
        clabe: p.clabe === undefined ? CLABES[0] : p.clabe,
        providerPaymentId: p.providerId === false ? null : `P${i}`,
        completedAt: settled ? new Date(`${dayOf(p.day ?? 0)}T${hour}:30:00-06:00`) : null,
      })
      .returning({ id: payments.id });
    ids.push((row as { id: number }).id);
  }
  return ids;
}

const linesOf = (file: Statement): SettlementLine[] =>
  file.lines.map((line, i) => ({
    lineNumber: i + 2,
    valueDate: dayOf(line.day),
    amount: line.amount,
    movementKey: line.key,
    reference: line.ref ?? '',
    account: line.account ?? CLABES[0],
  }));

async function newImport(tx: Executor, channel: Scenario['channel']) {
  const [row] = await tx
    .insert(settlementImports)
    .values({
      channel,
      fileName: 'test.csv',
      fileHash: `test:${Math.random()}`,
      lineCount: 0,
      counts: {},
      importedBy: null,
      createdAt: new Date(),
    })
    .returning({ id: settlementImports.id });
  return (row as { id: number }).id;
}

/** What a matcher decided, payments by their position in the scenario and lines by number. */
async function decided(tx: Executor, importId: number, ids: number[], result: { counts: object }) {
  const at = (id: unknown) => (id == null ? null : ids.indexOf(Number(id)));
  const lines = await tx
    .select()
    .from(settlementLines)
    .where(eq(settlementLines.importId, importId))
    .orderBy(settlementLines.lineNumber);
  const checks = await rowsOf(
    tx,
    sql`select c.payment_id, c.outcome, l.line_number from settlement_payment_checks c
      left join settlement_lines l on l.id = c.line_id where c.import_id = ${importId} order by c.payment_id`,
  );
  return {
    lines: lines.map((l) => [l.lineNumber, l.outcome, at(l.paymentId), l.expectedAmount]),
    checks: checks.map((c) => [at(c.payment_id), c.outcome, c.line_number ?? null]),
    counts: result.counts,
  };
}

export type Decision = Awaited<ReturnType<typeof decided>>;

/**
 * Imports the scenario's files one after the other in a transaction rolled back at the end. Each
 * file is matched by the line-by-line matcher (then undone) and by the set-based one (kept for the
 * next file); answers both decisions of every file.
 */
export function decide(
  db: Executor,
  loan: ScenarioLoan,
  scenario: Scenario,
): Promise<{ byLine: Decision; setBased: Decision }[]> {
  const tolerance = scenario.tolerance ?? { amountCentavos: 0, days: 1 };
  const { channel } = scenario;
  return undone(db, async (tx) => {
    const ids = await insertPayments(tx, loan, scenario);
    const decisions: { byLine: Decision; setBased: Decision }[] = [];
    const imported: { importId: number; lines: number }[] = [];
    for (const file of scenario.files) {
      const lines = linesOf(file);
      const byLine = await undone(tx, async (sp) => {
        const importId = await newImport(sp, channel);
        if (lines.length > 0) {
          await sp.insert(settlementLines).values(lines.map((line) => ({ ...line, importId, channel })));
        }
        return decided(sp, importId, ids, await matchImportByLine(sp, { importId, channel, tolerance }));
      });
      const importId = await newImport(tx, channel);
      await openStaging(tx);
      await stageLines(tx, lines);
      const { from, to } = await stagedSummary(tx, 'none');
      const result = await matchImport(tx, { importId, channel, tolerance, from, to });
      await closeStaging(tx);
      decisions.push({ byLine, setBased: await decided(tx, importId, ids, result) });
      imported.push({ importId, lines: lines.length });
      const posted = file.post
        ? imported[(file.post.file ?? imported.length - 1) % imported.length]
        : undefined;
      if (file.post && posted && ids.length > 0 && posted.lines > 0) {
        await tx.execute(sql`update settlement_lines set resolution = 'posted',
          payment_id = ${ids[file.post.payment % ids.length]} where import_id = ${posted.importId}
          and line_number = ${(file.post.line % posted.lines) + 2}`);
      }
    }
    return decisions;
  });
}

/** The set-based decisions of a scenario, each file's held equal to the line-by-line one's. */
export async function agreed(db: Executor, loan: ScenarioLoan, scenario: Scenario): Promise<Decision[]> {
  const decisions = await decide(db, loan, scenario);
  for (const { byLine, setBased } of decisions) expect(setBased).toEqual(byLine);
  return decisions.map((decision) => decision.setBased);
}
export const outcomes = (decision: Decision | undefined) =>
  decision?.lines.map(([, outcome, payment]) => [outcome, payment]);
