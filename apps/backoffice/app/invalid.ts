import type { InvalidData } from '@lender/sdk';

/** A row the API sent that broke its contract, left out by the SDK (issue 36): where it was, its id. */
export interface InvalidRow {
  /** Its place in the list as the API sent it. */
  position: number;
  id?: string | number;
}

/**
 * The rows of the list at `list` (`''` for an answer that is a list, `'applications'` for a
 * record's list) that the SDK left out, for the page to mark where they were.
 */
export function invalidRowsAt(invalid: readonly InvalidData[] | undefined, list = ''): InvalidRow[] {
  const prefix = list === '' ? '' : `${list}.`;
  return (invalid ?? []).flatMap((item) => {
    if (!item.path.startsWith(prefix)) return [];
    const rest = item.path.slice(prefix.length);
    if (!/^\d+$/.test(rest)) return [];
    return [{ position: Number(rest), ...(item.id !== undefined && { id: item.id }) }];
  });
}

/** Whether a field of a record (`summary.startDate`) was blanked because its value broke the contract. */
export function isInvalidField(invalid: readonly InvalidData[] | undefined, path: string): boolean {
  return (invalid ?? []).some((item) => item.path === path);
}

/** Rows with the left-out ones back in their places, as markers (`{ invalid }`). */
export function withInvalidRows<Row>(
  rows: readonly Row[],
  invalid: readonly InvalidRow[] | undefined,
): Array<{ row: Row } | { invalid: InvalidRow }> {
  const out: Array<{ row: Row } | { invalid: InvalidRow }> = rows.map((row) => ({ row }));
  for (const item of [...(invalid ?? [])].sort((a, b) => a.position - b.position)) {
    out.splice(Math.min(item.position, out.length), 0, { invalid: item });
  }
  return out;
}
