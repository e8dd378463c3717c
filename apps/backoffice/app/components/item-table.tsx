import type { ReactNode } from 'react';
import { CaptionedTable } from './table-region';

/**
 * A captioned table of records, one row each: the screen writes a row's cells (a link, a badge, a
 * form), this writes the headers and the rows. With `empty` and no records, that line instead.
 */
export function ItemTable<Item extends { id: string | number }>({
  caption,
  empty,
  head,
  items,
  cells,
}: {
  caption: string;
  /** What stands instead of the table when there are no records; without it the table shows. */
  empty?: string;
  /** The column headers (an action column's may be `''`). */
  head: readonly string[];
  items: readonly Item[];
  /** A row's `<td>` cells. */
  cells(item: Item): ReactNode;
}) {
  return (
    <CaptionedTable caption={caption} empty={empty !== undefined && items.length === 0 ? empty : undefined}>
      <thead>
        <tr>
          {head.map((label, index) => (
            <th key={`${index}-${label}`} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>{cells(item)}</tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}
