import type { Database } from '@lender/db';
import { and, asc, eq, inArray, isNull } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { businessDate } from '../../clock';
import {
  csvField,
  formatPesos,
  headerOf,
  SETTLEMENT_LAYOUTS,
  type SettlementChannel,
  type SettlementLine,
} from './layouts';
import type { SettlementProvider } from './port';

/** Our payment types each channel settles. */
export const PAYMENT_TYPES_OF_CHANNEL: Readonly<Record<SettlementChannel, 'clabe' | 'cash' | 'card'>> = {
  spei: 'clabe',
  cash: 'cash',
  card: 'card',
};

/** The deliberate errors the sandbox writes into a file, to exercise the exceptions (ADR 140). */
export interface SandboxSettlementErrors {
  /** The oldest unpaid reference of the channel shows as paid (its callback "was lost"). */
  missingPayment: boolean;
  /** The first settled payment shows twice (the payer paid twice). */
  duplicate: boolean;
  /** The second settled payment shows 10.00 pesos less than the ledger holds. */
  amountMismatch: boolean;
}

export const NO_SANDBOX_SETTLEMENT_ERRORS: SandboxSettlementErrors = {
  missingPayment: false,
  duplicate: false,
  amountMismatch: false,
};

/** What a line is written from: a payment, or a reference the sandbox "paid" without a callback. */
type PaymentRow = Pick<
  typeof payments.$inferSelect,
  'id' | 'providerPaymentId' | 'reference' | 'clabe' | 'barcode'
>;
type Row = Omit<SettlementLine, 'lineNumber'>;

/** The line the processor would report for one of our payments. */
function rowOf(channel: SettlementChannel, payment: PaymentRow, valueDate: string, amount: number): Row {
  const key = payment.providerPaymentId ?? `SBX${String(payment.id).padStart(10, '0')}`;
  if (channel === 'spei') {
    return {
      valueDate,
      amount,
      movementKey: key,
      reference: payment.reference,
      account: payment.clabe ?? '',
    };
  }
  if (channel === 'cash') {
    const barcode = payment.barcode ?? payment.reference;
    return { valueDate, amount, movementKey: barcode, reference: barcode, account: 'OXXO Sandbox 001' };
  }
  return { valueDate, amount, movementKey: key, reference: payment.reference, account: '' };
}

/** A row in the channel's layout. */
function csvOf(channel: SettlementChannel, row: Row): string {
  const amount = formatPesos(row.amount);
  const fields =
    channel === 'spei'
      ? [row.valueDate, row.movementKey, row.account, amount, row.reference]
      : channel === 'cash'
        ? [row.valueDate, row.reference, amount, row.account]
        : [row.valueDate, row.movementKey, row.reference, amount, row.account];
  return fields.map(csvField).join(',');
}

/**
 * The sandbox settlement adapter: offline and deterministic. It reports every payment of the
 * channel the sandbox provider settled with a value date in the period (what the provider's own
 * records hold), plus, unless turned off, three deliberate errors (ADR 140).
 */
export function sandboxSettlements(options: {
  db: Database;
  errors?: SandboxSettlementErrors;
}): SettlementProvider {
  const errors = options.errors ?? { missingPayment: true, duplicate: true, amountMismatch: true };
  return {
    name: 'sandbox-settlements',
    sandbox: true,
    async *statement({ channel, from, to }) {
      const type = PAYMENT_TYPES_OF_CHANNEL[channel];
      const rows = await options.db
        .select()
        .from(payments)
        .where(and(eq(payments.paymentType, type), inArray(payments.status, ['completed', 'pending'])))
        .orderBy(asc(payments.id));
      const settled = rows.filter((row) => {
        if (row.status !== 'completed' || !row.completedAt) return false;
        const date = businessDate(row.completedAt);
        return date >= from && date <= to;
      });
      const lines: Row[] = settled.map((row, i) => {
        const paid = row.paidAmount ?? row.amount;
        const short = errors.amountMismatch && i === 1 && paid > 2_000;
        return rowOf(channel, row, businessDate(row.completedAt as Date), short ? paid - 1_000 : paid);
      });
      if (errors.duplicate && lines[0]) lines.push({ ...lines[0] });
      // A card charge is a payment from its request; cash and SPEI money arrives on a reference
      // (issue 47), which is no payment until its callback comes.
      const unpaid =
        type === 'card'
          ? rows.filter((row) => row.status === 'pending').map((row) => ({ ...row, providerPaymentId: null }))
          : (
              await options.db
                .select()
                .from(paymentReferences)
                .where(and(eq(paymentReferences.channel, type), isNull(paymentReferences.paymentId)))
                .orderBy(asc(paymentReferences.id))
            ).map((row) => ({ ...row, providerPaymentId: `SBXR${String(row.id).padStart(9, '0')}` }));
      const lost = unpaid.find((row) => businessDate(row.createdAt) <= to);
      if (errors.missingPayment && lost) lines.push(rowOf(channel, lost, to, lost.amount));
      yield `${headerOf(SETTLEMENT_LAYOUTS[channel])}\n`;
      for (const line of lines) yield `${csvOf(channel, line)}\n`;
    },
  };
}
