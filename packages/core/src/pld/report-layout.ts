import { textField, toCsvLine } from './csv-line';
import type { Instrument } from './operation-rules';

/** One alert as a report file carries it. */
export interface ReportedAlert {
  readonly alertId: number;
  readonly kind: string;
  readonly rule: string | null;
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly paymentId: number | null;
  readonly amountCentavos: number | null;
  /** The payment's operation: the Mexico City day it was paid and its monetary instrument. */
  readonly paidOn: string | null;
  readonly instrument: Instrument | null;
  readonly raisedAt: string;
  readonly decidedAt: string | null;
  readonly reason: string | null;
}

/**
 * The report-file port (issue 50): how the alerts of a period (or one blocked-list hit) are
 * written. Our own layout is {@link LENDER_AML_V2}; the UIF's layout (its XML/TXT specification for
 * SOFOM reports, given to registered reporting entities) is one more adapter implementing this.
 */
export interface AmlReportLayout {
  readonly id: string;
  fileName(kind: 'periodic' | 'blocked_list', from: string, to: string): string;
  render(alerts: readonly ReportedAlert[], meta: { kind: string; from: string; to: string }): string;
}

export const LENDER_AML_V2_COLUMNS = [
  'alert_id',
  'kind',
  'rule',
  'client_id',
  'client_name',
  'payment_id',
  'amount_mxn',
  'paid_on',
  'instrument',
  'raised_at',
  'decided_at',
  'reason',
] as const;

/**
 * `lender-aml-v2` (docs/compliance.md "Report file"): UTF-8 CSV; the first line
 * `#lender-aml-v2,<kind>,<from>,<to>,<alerts>`, then the header {@link LENDER_AML_V2_COLUMNS}, then
 * one alert per line: amounts in pesos with two decimals (a rule over several payments gives their
 * total), the operation's day paid (`YYYY-MM-DD`, Mexico City; the first payment's) and instrument
 * (`cash`, `check`, `transfer`, `card`), instants in ISO 8601 UTC; a name or reason that a spreadsheet
 * would run as a formula starts with an apostrophe (`textField`). v1 had neither the day paid nor
 * the instrument.
 */
export const LENDER_AML_V2: AmlReportLayout = {
  id: 'lender-aml-v2',
  fileName: (kind, from, to) => `pld-${kind === 'periodic' ? 'periodico' : '24h'}-${from}-${to}.csv`,
  render(alerts, meta) {
    const lines = [
      toCsvLine(['#lender-aml-v2', meta.kind, meta.from, meta.to, String(alerts.length)]),
      toCsvLine([...LENDER_AML_V2_COLUMNS]),
      ...alerts.map((alert) =>
        toCsvLine([
          String(alert.alertId),
          alert.kind,
          alert.rule ?? '',
          alert.clientId === null ? '' : String(alert.clientId),
          textField(alert.clientName ?? ''),
          alert.paymentId === null ? '' : String(alert.paymentId),
          alert.amountCentavos === null ? '' : (alert.amountCentavos / 100).toFixed(2),
          alert.paidOn ?? '',
          alert.instrument ?? '',
          alert.raisedAt,
          alert.decidedAt ?? '',
          textField(alert.reason ?? ''),
        ]),
      ),
    ];
    return `${lines.join('\n')}\n`;
  },
};
