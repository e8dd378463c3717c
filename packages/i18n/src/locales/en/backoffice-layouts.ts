import type { Translation } from '../../types';
import type { layouts as es } from '../es-MX/backoffice-layouts';

/** The settlement-file layouts on the reconciliation page, in English. */
export const layouts = {
  title: 'File layouts',
  intro:
    "Each channel is imported in its own layout: a UTF-8 CSV, comma separated, whose first line is the columns exactly as shown here. Amounts in pesos with a point and at most two decimals, no thousands separators (1234.50); dates yyyy-mm-dd (the bank's value date); a field holding a comma goes in double quotes. A file with an error is refused whole, with the number of each wrong line, and nothing is kept.",
  header: 'First line',
  columns: 'Columns',
  required: 'required',
  download: 'Download an example ({{file}})',
  exampleNote: 'The example lines are made up: they show the layout; do not import it in production.',
  files: {
    spei: "Our account's SPEI statement: the transfers received.",
    cash: "The stores' settlement (OXXO and others): the references paid at the till.",
    card: "The card processor's settlement: the charges it paid us.",
  },
  matchedBy: {
    spei: 'Matched by the tracking key or our reference; otherwise by amount, date and CLABE.',
    cash: 'Matched by the reference paid; otherwise by amount and date.',
    card: "Matched by the processor's operation id or our reference; otherwise by amount and date.",
  },
  columnWords: {
    fecha: 'the value date, yyyy-mm-dd',
    clave_rastreo: 'the SPEI tracking key (clave de rastreo)',
    clabe: 'the CLABE that received the transfer',
    monto: 'the amount in pesos (1234.50)',
    referencia: 'our payment reference',
    tienda: 'the store where it was paid',
    id_operacion: "the processor's operation id",
    tarjeta: "the card's last 4 digits",
  },
  fileNames: { spei: 'example-spei.csv', cash: 'example-cash.csv', card: 'example-card.csv' },
} as const satisfies Translation<typeof es>;
