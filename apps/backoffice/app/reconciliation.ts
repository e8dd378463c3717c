import type { MessageKey } from '@lender/i18n';

// The codes the reconciliation screens offer (issue 39), as the contracts name them.
export const SETTLEMENT_CHANNELS = ['spei', 'cash', 'card'] as const;
export const LINE_OUTCOMES = ['matched', 'unmatched', 'duplicate', 'amount_mismatch', 'repeated'] as const;
export const RECONCILIATION_ACTIONS = [
  'post_payment',
  'reverse_duplicate',
  'correct_amount',
  'not_ours',
] as const;

/** A refused settlement file: each problem's words with its line (never the API's English). */
export interface FileProblems {
  problems: { key: MessageKey; params: Record<string, string | number> }[];
}

/** What the page shows of a settlement-file layout (the contracts' `SETTLEMENT_FILE_LAYOUTS`). */
export interface LayoutView {
  channel: (typeof SETTLEMENT_CHANNELS)[number];
  columns: readonly string[];
  /** Columns that must hold a value (`fecha` and `monto` always do). */
  required: readonly string[];
}

/** The words of each column of the layouts; a column without them reads "dato inválido". */
export const COLUMN_WORDS: Readonly<Record<string, MessageKey>> = {
  fecha: 'backoffice:reconciliation.layouts.columnWords.fecha',
  clave_rastreo: 'backoffice:reconciliation.layouts.columnWords.clave_rastreo',
  clabe: 'backoffice:reconciliation.layouts.columnWords.clabe',
  monto: 'backoffice:reconciliation.layouts.columnWords.monto',
  referencia: 'backoffice:reconciliation.layouts.columnWords.referencia',
  tienda: 'backoffice:reconciliation.layouts.columnWords.tienda',
  id_operacion: 'backoffice:reconciliation.layouts.columnWords.id_operacion',
  tarjeta: 'backoffice:reconciliation.layouts.columnWords.tarjeta',
};

/** Where a channel's example file downloads from (`routes/_app.reconciliation.example.$channel.tsx`). */
export const examplePath = (channel: LayoutView['channel']) => `/reconciliation/example/${channel}`;
