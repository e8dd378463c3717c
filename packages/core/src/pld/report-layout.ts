import { toCsvLine } from './csv-line';

/** One alert as a report file carries it. */
export interface ReportedAlert {
  readonly alertId: number;
  readonly kind: string;
  readonly rule: string | null;
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly paymentId: number | null;
  readonly amountCentavos: number | null;
  readonly raisedAt: string;
  readonly decidedAt: string | null;
  readonly reason: string | null;
}

/**
 * The report-file port (issue 50): how the alerts of a period (or one blocked-list hit) are
 * written. Our own layout is {@link LENDER_AML_V1}; the UIF's layout (its XML/TXT specification for
 * SOFOM reports, given to registered reporting entities) is one more adapter implementing this.
 */
export interface AmlReportLayout {
  readonly id: string;
  fileName(kind: 'periodic' | 'blocked_list', from: string, to: string): string;
  render(alerts: readonly ReportedAlert[], meta: { kind: string; from: string; to: string }): string;
}

export const LENDER_AML_V1_COLUMNS = [
  'alert_id',
  'kind',
  'rule',
  'client_id',
  'client_name',
  'payment_id',
  'amount_mxn',
  'raised_at',
  'decided_at',
  'reason',
] as const;

/**
 * `lender-aml-v1` (docs/compliance.md "Report file"): UTF-8 CSV; the first line
 * `#lender-aml-v1,<kind>,<from>,<to>,<alerts>`, then the header {@link LENDER_AML_V1_COLUMNS}, then
 * one alert per line: amounts in pesos with two decimals, instants in ISO 8601 UTC.
 */
export const LENDER_AML_V1: AmlReportLayout = {
  id: 'lender-aml-v1',
  fileName: (kind, from, to) => `pld-${kind === 'periodic' ? 'periodico' : '24h'}-${from}-${to}.csv`,
  render(alerts, meta) {
    const lines = [
      toCsvLine(['#lender-aml-v1', meta.kind, meta.from, meta.to, String(alerts.length)]),
      toCsvLine([...LENDER_AML_V1_COLUMNS]),
      ...alerts.map((alert) =>
        toCsvLine([
          String(alert.alertId),
          alert.kind,
          alert.rule ?? '',
          alert.clientId === null ? '' : String(alert.clientId),
          alert.clientName ?? '',
          alert.paymentId === null ? '' : String(alert.paymentId),
          alert.amountCentavos === null ? '' : (alert.amountCentavos / 100).toFixed(2),
          alert.raisedAt,
          alert.decidedAt ?? '',
          alert.reason ?? '',
        ]),
      ),
    ];
    return `${lines.join('\n')}\n`;
  },
};
