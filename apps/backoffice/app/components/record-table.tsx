import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { type InvalidRow, withInvalidRows } from '../invalid';
import { InvalidRowLine } from './list-screen';
import { CaptionedTable } from './table-region';

/** A plain, dense table with a caption; `numeric` columns align their figures. */
export function RecordTable({
  caption,
  head,
  rows,
  invalidRows,
  numeric = [],
  empty,
}: {
  caption: string;
  /** What stands instead of an empty table. @default "Nada por aquí todavía." */
  empty?: string;
  head: string[];
  rows: ReactNode[][];
  /** Rows the API sent that broke their contract (issue 36), marked in their places. */
  invalidRows?: readonly InvalidRow[] | undefined;
  numeric?: number[];
}) {
  const t = useT();
  return (
    <CaptionedTable
      caption={caption}
      empty={rows.length === 0 && !invalidRows?.length ? (empty ?? t('backoffice:client.noRows')) : undefined}
    >
      <thead>
        <tr>
          {head.map((label, index) => (
            <th
              key={`${index}-${label}`}
              scope="col"
              className={numeric.includes(index) ? 'bo-num' : undefined}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {withInvalidRows(rows, invalidRows).map((entry, rowIndex) =>
          'invalid' in entry ? (
            <InvalidRowLine
              key={`invalid-${entry.invalid.position}`}
              row={entry.invalid}
              span={head.length}
            />
          ) : (
            <tr key={rowIndex}>
              {entry.row.map((cell, index) => (
                <td key={index} className={numeric.includes(index) ? 'bo-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ),
        )}
      </tbody>
    </CaptionedTable>
  );
}
