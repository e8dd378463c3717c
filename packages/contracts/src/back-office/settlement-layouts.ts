import type { SettlementChannel } from './reconciliation.js';

/**
 * A settlement file's layout: the columns of its header line, in order, those that must hold a
 * value, and example rows. The file: CSV, UTF-8 (a byte-order mark is ignored), comma separated,
 * the header line exactly as `columns`, then one movement per line; amounts in pesos with a point
 * and at most two decimals, no thousands separators (`1234.50`); dates `YYYY-MM-DD` (the value date
 * at the bank, Mexico City); a field holding a comma in double quotes.
 */
export interface SettlementFileLayout {
  /** The header line's columns, in order. */
  readonly columns: readonly string[];
  /** Columns that must not be empty besides `fecha` and `monto`, which always must. */
  readonly required: readonly string[];
  /** Rows of an example file, by column: what the example file of the layout holds. */
  readonly example: ReadonlyArray<Readonly<Record<string, string>>>;
}

/**
 * The layouts of the settlement files the lender imports, by channel: the one definition the
 * importer parses with and the back office describes and offers an example file of. A bank's or a
 * processor's own export is converted into one of these.
 */
export const SETTLEMENT_FILE_LAYOUTS: Readonly<Record<SettlementChannel, SettlementFileLayout>> = {
  /** SPEI account statement: the transfers received on the lender's account. */
  spei: {
    columns: ['fecha', 'clave_rastreo', 'clabe', 'monto', 'referencia'],
    required: ['clave_rastreo', 'clabe'],
    example: [
      {
        fecha: '2026-03-06',
        clave_rastreo: 'BNET01002603060000123456',
        clabe: '646180000000000012',
        monto: '1500.00',
        referencia: 'REF-8231',
      },
      {
        fecha: '2026-03-06',
        clave_rastreo: 'MBAN01002603060000987654',
        clabe: '646180000000000025',
        monto: '730.50',
        referencia: '',
      },
    ],
  },
  /** Cash-channel settlement (OXXO and other stores): the references paid at a store. */
  cash: {
    columns: ['fecha', 'referencia', 'monto', 'tienda'],
    required: ['referencia'],
    example: [
      {
        fecha: '2026-03-06',
        referencia: '99000123456789012',
        monto: '850.00',
        tienda: 'OXXO Reforma 222, CDMX',
      },
      {
        fecha: '2026-03-07',
        referencia: '99000123456789029',
        monto: '1200.00',
        tienda: 'OXXO Insurgentes Sur',
      },
    ],
  },
  /** Card processor settlement: the charges it paid the lender. */
  card: {
    columns: ['fecha', 'id_operacion', 'referencia', 'monto', 'tarjeta'],
    required: ['id_operacion'],
    example: [
      {
        fecha: '2026-03-06',
        id_operacion: 'op_7Hq2Lm9XkP',
        referencia: 'REF-8231',
        monto: '1500.00',
        tarjeta: '4242',
      },
      {
        fecha: '2026-03-06',
        id_operacion: 'op_3Zt8Rw1VnC',
        referencia: '',
        monto: '730.50',
        tarjeta: '0005',
      },
    ],
  },
};

/** A field as CSV: in double quotes when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The example file of a channel's layout: its header line and example rows, CRLF line ends. */
export function settlementExampleCsv(channel: SettlementChannel): string {
  const layout = SETTLEMENT_FILE_LAYOUTS[channel];
  const rows = layout.example.map((row) =>
    layout.columns.map((column) => csvField(row[column] ?? '')).join(','),
  );
  return `${[layout.columns.join(','), ...rows].join('\r\n')}\r\n`;
}
