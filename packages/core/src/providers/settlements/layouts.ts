// The settlement-file layouts of our own (issue 39, ADR 140): CSV, UTF-8 (a BOM is ignored), comma
// separated, one header line exactly as its columns, then one movement per line. Amounts in pesos
// with a point and at most two decimals (`1234.50`), never thousands separators; dates `YYYY-MM-DD`
// (the value date at the bank, Mexico City). A field holding a comma is quoted (`"OXXO Reforma,
// CDMX"`). Each adapter of a real bank or processor converts its own export into one of these.
// The columns are the contracts' `SETTLEMENT_FILE_LAYOUTS`, which the back office also describes
// and builds its example files from (issue 48): what it offers is what this parses.

import { SETTLEMENT_FILE_LAYOUTS, type SettlementChannel } from '@lender/contracts';

export { SETTLEMENT_CHANNELS, type SettlementChannel } from '@lender/contracts';

/** One movement of a settlement file, parsed. */
export interface SettlementLine {
  /** 1-based line number in the file (the header is line 1). */
  lineNumber: number;
  valueDate: string;
  /** Centavos, positive. */
  amount: number;
  /** The movement's own key: clave de rastreo (SPEI), operation id (card), payment reference (cash). */
  movementKey: string;
  /** Our payment reference as the file gives it ('' when none). */
  reference: string;
  /** Beneficiary CLABE (SPEI), store (cash), card's last four digits (card). */
  account: string;
}

/** A layout: its header and how a row's fields become a line. */
export interface SettlementLayout {
  readonly channel: SettlementChannel;
  readonly columns: readonly string[];
  /** The fields of a data row, by column name, into a line (or the name of the bad field). */
  toLine(
    fields: Readonly<Record<string, string>>,
  ): Omit<SettlementLine, 'lineNumber' | 'valueDate' | 'amount'>;
  /** Which column must not be empty besides `fecha` and `monto`. */
  readonly required: readonly string[];
}

/** SPEI account statement: the transfers received on our STP account. */
export const speiLayout: SettlementLayout = {
  channel: 'spei',
  columns: SETTLEMENT_FILE_LAYOUTS.spei.columns,
  required: SETTLEMENT_FILE_LAYOUTS.spei.required,
  toLine: (f) => ({
    movementKey: f.clave_rastreo ?? '',
    reference: f.referencia ?? '',
    account: f.clabe ?? '',
  }),
};

/** Cash-channel (OXXO and other stores) settlement: the barcodes paid at a store. */
export const cashLayout: SettlementLayout = {
  channel: 'cash',
  columns: SETTLEMENT_FILE_LAYOUTS.cash.columns,
  required: SETTLEMENT_FILE_LAYOUTS.cash.required,
  toLine: (f) => ({
    movementKey: f.referencia ?? '',
    reference: f.referencia ?? '',
    account: f.tienda ?? '',
  }),
};

/** Card processor settlement: the charges it paid us. */
export const cardLayout: SettlementLayout = {
  channel: 'card',
  columns: SETTLEMENT_FILE_LAYOUTS.card.columns,
  required: SETTLEMENT_FILE_LAYOUTS.card.required,
  toLine: (f) => ({
    movementKey: f.id_operacion ?? '',
    reference: f.referencia ?? '',
    account: f.tarjeta ?? '',
  }),
};

export const SETTLEMENT_LAYOUTS: Readonly<Record<SettlementChannel, SettlementLayout>> = {
  spei: speiLayout,
  cash: cashLayout,
  card: cardLayout,
};

/** Splits one CSV line into fields (double quotes group a field; `""` inside quotes is one quote). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** A field as CSV (quoted when it holds a comma, a quote or a line break). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `1234.5` → 123450 centavos, exactly (no floating point); null when not an amount of our layout. */
export function parsePesos(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 123450 centavos → `1234.50`. */
export function formatPesos(centavos: number): string {
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** A real calendar date `YYYY-MM-DD`, or null. */
export function parseIsoDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

/** What is wrong with a line: its number, the column and a code (`missing`, `invalid_amount`, …). */
export interface SettlementLineError {
  lineNumber: number;
  column: string;
  problem: 'header' | 'columns' | 'missing' | 'invalid_amount' | 'invalid_date';
}

/** Parses one data row of `layout`; a line or the first problem found. */
export function parseSettlementRow(
  layout: SettlementLayout,
  lineNumber: number,
  text: string,
): SettlementLine | SettlementLineError {
  const values = splitCsvLine(text);
  if (values.length !== layout.columns.length) return { lineNumber, column: '', problem: 'columns' };
  const fields: Record<string, string> = {};
  layout.columns.forEach((column, i) => {
    fields[column] = values[i] ?? '';
  });
  const valueDate = parseIsoDate(fields.fecha ?? '');
  if (!valueDate) return { lineNumber, column: 'fecha', problem: 'invalid_date' };
  const amount = parsePesos(fields.monto ?? '');
  if (amount === null || amount <= 0) return { lineNumber, column: 'monto', problem: 'invalid_amount' };
  for (const column of layout.required) {
    if (!fields[column]) return { lineNumber, column, problem: 'missing' };
  }
  return { lineNumber, valueDate, amount, ...layout.toLine(fields) };
}

/** Whether `text` is the layout's header line (case and spaces aside; a BOM is removed first). */
export function isLayoutHeader(layout: SettlementLayout, text: string): boolean {
  const fields = splitCsvLine(text.replace(/^\uFEFF/, '')).map((field) => field.toLowerCase());
  return fields.join(',') === layout.columns.join(',');
}

/** The header line of a layout. */
export const headerOf = (layout: SettlementLayout): string => layout.columns.join(',');
