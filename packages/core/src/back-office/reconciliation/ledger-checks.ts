import { addDays } from '@lender/calculator/kernel';
import type { LedgerChecks } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, asc, eq, isNull, type SQL, sql } from '@lender/db/orm';
import { reconciliationAlerts } from '@lender/db/schema';
import { type Clock, today } from '../../clock';
import { LEDGER_ACCOUNTS, type LedgerAccount } from '../../ledger/accounts';
import { unbalancedTransactions } from '../../ledger/ledger';
import type { Logger } from '../../logger';
import type { ErrorReporter } from '../../providers/error-reporter/port';
import { SETTLEMENT_CHANNELS, type SettlementChannel } from '../../providers/settlements/layouts';
import type { ReadContext } from '../reader';

/** The rows of a raw statement on either driver (`{ rows }` or an array). */
async function rowsIn<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** One account of the trial balance: its balance as a debit or a credit (centavos, both ≥ 0). */
export interface TrialBalanceRow {
  account: LedgerAccount;
  debit: number;
  credit: number;
}

export interface TrialBalance {
  date: string;
  accounts: TrialBalanceRow[];
  totalDebit: number;
  totalCredit: number;
  /** Debits equal credits and no stored transaction is unbalanced. */
  even: boolean;
  unbalancedTransactions: number[];
}

/**
 * The trial balance of the whole ledger at the end of `date` (ADR 143): every account of the chart
 * with its balance summed over every loan's entries up to that business date.
 */
export async function trialBalance(db: Executor, date: string): Promise<TrialBalance> {
  const rows = await rowsIn<{ account: string; balance: string }>(
    db,
    sql`
    select e.account, sum(e.amount)::text as balance from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    where t.effective_date <= ${date}::date group by e.account`,
  );
  const balances = new Map(rows.map((row) => [row.account, Number(row.balance)]));
  const accounts = LEDGER_ACCOUNTS.map((account) => {
    const balance = balances.get(account) ?? 0;
    return { account, debit: Math.max(balance, 0), credit: Math.max(-balance, 0) };
  });
  const unknown = [...balances].filter(
    ([account]) => !(LEDGER_ACCOUNTS as readonly string[]).includes(account),
  );
  const totalDebit = [...balances.values()].reduce((sum, value) => sum + Math.max(value, 0), 0);
  const totalCredit = [...balances.values()].reduce((sum, value) => sum + Math.max(-value, 0), 0);
  const unbalanced = await unbalancedTransactions(db);
  return {
    date,
    accounts,
    totalDebit,
    totalCredit,
    even: totalDebit === totalCredit && unbalanced.length === 0 && unknown.length === 0,
    unbalancedTransactions: unbalanced,
  };
}

/** One channel's money on a day: what the settlement files say arrived, what the ledger holds. */
export interface CashPositionRow {
  channel: SettlementChannel;
  /** Centavos on the files' lines of the day (lines set aside as not ours, and lines repeated from an earlier file, excluded). */
  statement: number;
  /** Centavos the ledger's cash account received through the channel's payments that day. */
  ledger: number;
  /** Centavos set aside as not ours (at the bank, not the lender's). */
  notOurs: number;
  difference: number;
  /** Whether a settlement file of the channel covers the day (a day no file covers is not checked). */
  reported: boolean;
}

const PAYMENT_CHANNEL = sql`case p.payment_type when 'clabe' then 'spei' when 'cash' then 'cash'
  when 'card' then 'card' else (select l.channel from settlement_lines l where l.payment_id = p.id
  and l.resolution = 'posted' order by l.id limit 1) end`;

/** The cash position per channel on `date` (ADR 143). */
export async function cashPosition(db: Executor, date: string): Promise<CashPositionRow[]> {
  const ledger = await rowsIn<{ channel: string | null; amount: string }>(
    db,
    sql`
    select ${PAYMENT_CHANNEL} as channel, sum(e.amount)::text as amount
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    join payments p on p.id = substring(t.reference from '^(?:reversal:|rollover:)?payment:([0-9]+)$')::int
    where e.account = 'cash_bank' and t.effective_date = ${date}::date group by 1
    union all
    select l.channel, sum(e.amount)::text from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join settlement_lines l on l.id = substring(t.reference from '^settlement:([0-9]+)$')::int
    where e.account = 'cash_bank' and t.effective_date = ${date}::date group by 1`,
  );
  const files = await rowsIn<{ channel: string; statement: string; not_ours: string }>(
    db,
    sql`
    select channel, coalesce(sum(amount) filter (where resolution is distinct from 'not_ours'), 0)::text as statement,
      coalesce(sum(amount) filter (where resolution = 'not_ours'), 0)::text as not_ours
    from settlement_lines where value_date = ${date}::date and outcome is distinct from 'repeated'
    group by channel`,
  );
  const covered = await rowsIn<{ channel: string }>(
    db,
    sql`select distinct channel from settlement_imports where ${date}::date between period_from and period_to`,
  );
  return SETTLEMENT_CHANNELS.map((channel) => {
    const held = ledger
      .filter((row) => row.channel === channel)
      .reduce((sum, row) => sum + Number(row.amount), 0);
    const file = files.find((row) => row.channel === channel);
    const statement = Number(file?.statement ?? 0);
    return {
      channel,
      statement,
      ledger: held,
      notOurs: Number(file?.not_ours ?? 0),
      difference: statement - held,
      reported: covered.some((row) => row.channel === channel),
    };
  });
}

export type ReconciliationAlertRow = typeof reconciliationAlerts.$inferSelect;

/**
 * The daily check (ADR 143): the trial balance of `date` and each channel's cash. What does not tie
 * is logged, reported to the error reporter and kept as an alert row the back office shows; a row
 * whose figures tie again on a later run is cleared.
 */
export async function checkReconciliationDay(
  deps: { db: Database; clock: Clock; logger: Logger; providers: { errorReporter: ErrorReporter } },
  date: string,
): Promise<{ date: string; even: boolean; untied: SettlementChannel[] }> {
  const balance = await trialBalance(deps.db, date);
  const cash = await cashPosition(deps.db, date);
  const findings: {
    kind: 'trial_balance' | 'cash_position';
    channel: string;
    details: Record<string, number> | null;
  }[] = [
    {
      kind: 'trial_balance',
      channel: 'all',
      details: balance.even
        ? null
        : {
            debit: balance.totalDebit,
            credit: balance.totalCredit,
            difference: balance.totalDebit - balance.totalCredit,
            unbalancedTransactions: balance.unbalancedTransactions.length,
          },
    },
    ...cash.map((row) => ({
      kind: 'cash_position' as const,
      channel: row.channel,
      details:
        row.difference === 0 || !row.reported
          ? null
          : { statement: row.statement, ledger: row.ledger, difference: row.difference },
    })),
  ];
  const now = deps.clock.now();
  for (const finding of findings) {
    const key = and(
      eq(reconciliationAlerts.businessDate, date),
      eq(reconciliationAlerts.kind, finding.kind),
      eq(reconciliationAlerts.channel, finding.channel),
    );
    if (!finding.details) {
      await deps.db
        .update(reconciliationAlerts)
        .set({ clearedAt: now })
        .where(and(key, isNull(reconciliationAlerts.clearedAt)));
      continue;
    }
    await deps.db
      .insert(reconciliationAlerts)
      .values({
        businessDate: date,
        kind: finding.kind,
        channel: finding.channel,
        details: finding.details,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [reconciliationAlerts.businessDate, reconciliationAlerts.kind, reconciliationAlerts.channel],
        set: { details: finding.details, clearedAt: null },
      });
    const context = { date, kind: finding.kind, channel: finding.channel, ...finding.details };
    deps.logger.error('reconciliation: figures do not tie', context);
    await deps.providers.errorReporter.report(
      new Error(`reconciliation ${finding.kind} does not tie`),
      context,
    );
  }
  return {
    date,
    even: balance.even,
    untied: cash.filter((row) => row.reported && row.difference !== 0).map((row) => row.channel),
  };
}

/** The alerts still open, newest first. */
export async function openAlerts(db: Executor): Promise<ReconciliationAlertRow[]> {
  return db
    .select()
    .from(reconciliationAlerts)
    .where(isNull(reconciliationAlerts.clearedAt))
    .orderBy(asc(reconciliationAlerts.businessDate));
}

/**
 * `backOffice.ledgerChecks`: the trial balance, cash position and open alerts of a business date
 * (by default yesterday's).
 */
export async function ledgerChecks(
  { db, clock }: ReadContext,
  { query }: { readonly query: { date?: string | undefined } },
): Promise<LedgerChecks> {
  const date = query.date ?? addDays(today(clock), -1);
  const balance = await trialBalance(db, date);
  const cash = await cashPosition(db, date);
  const alerts = await openAlerts(db);
  return {
    date,
    trialBalance: {
      accounts: balance.accounts.map((row) => ({
        account: row.account,
        debitCentavos: row.debit,
        creditCentavos: row.credit,
      })),
      totalDebitCentavos: balance.totalDebit,
      totalCreditCentavos: balance.totalCredit,
      even: balance.even,
    },
    cashPosition: cash.map((row) => ({
      channel: row.channel,
      statementCentavos: row.statement,
      ledgerCentavos: row.ledger,
      notOursCentavos: row.notOurs,
      differenceCentavos: row.difference,
      reported: row.reported,
    })),
    alerts: alerts.map((alert) => ({
      id: alert.id,
      businessDate: alert.businessDate,
      kind: alert.kind,
      channel: alert.channel,
      differenceCentavos: alert.details.difference ?? 0,
    })),
  };
}
