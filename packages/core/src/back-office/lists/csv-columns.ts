import type { MessageKey, Translate } from '@lender/i18n';

// What the lists' CSV exports share (issue 36): a code's two columns and yes/no in words.

/** A CSV column: its header and how a row's cell is read. */
export type Column<T> = readonly [header: string, cell: (row: T) => unknown];

/**
 * The columns of a code (issue 36): the machine code, headed "<column> (código)", and its words
 * beside it, headed by the column's name.
 */
export function coded<T>(
  t: Translate,
  header: MessageKey,
  code: (row: T) => string | number,
  words: (row: T) => string,
) {
  const name = t(header);
  return [[t('backoffice:csv.code', { column: name }), code] as Column<T>, [name, words] as Column<T>];
}

export const yesNo = (t: Translate, value: boolean) => t(value ? 'backoffice:csv.yes' : 'backoffice:csv.no');
