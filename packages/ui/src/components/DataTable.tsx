import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  Cell,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import * as choiceStyles from '../fields/choice.css';
import { useUiText } from '../text/text';
import { LoadingOverlay } from './Notice';
import * as styles from './table.css';

export interface DataTableColumn<T> {
  id: string;
  label: string;
  /** The column whose cell names the row for screen readers (one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
}

export interface DataTableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<T extends { id: string }> {
  /** Accessible name ("Clientes"). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** One page of rows: pagination and sorting happen on the server. */
  rows: readonly T[];
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** `multiple` shows checkboxes. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selected?: 'all' | ReadonlySet<string>;
  onSelectionChange?: (selected: 'all' | Set<string>) => void;
  /** Open a record (Enter or a click on the row). */
  onRowAction?: (id: string) => void;
  /** Back-office density: smaller padding. */
  dense?: boolean;
  isLoading?: boolean;
  emptyText?: string;
}

function SelectBox({ slot }: { slot?: string }) {
  return (
    <AriaCheckbox
      slot={slot ?? 'selection'}
      className={choiceStyles.checkbox}
      style={{ minHeight: 0, padding: 0 }}
    >
      {({ isSelected, isIndeterminate }) => (
        <span aria-hidden className={choiceStyles.box}>
          {isIndeterminate ? '–' : isSelected ? '✓' : null}
        </span>
      )}
    </AriaCheckbox>
  );
}

/**
 * The back-office table (React Aria Table): arrow-key navigation between cells, sortable columns,
 * row selection, row actions, dense mode; the page of rows comes from the server with `Pagination`.
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
  sort,
  onSortChange,
  selectionMode = 'none',
  selected,
  onSelectionChange,
  onRowAction,
  dense = false,
  isLoading,
  emptyText,
}: DataTableProps<T>) {
  const t = useUiText();
  const descriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;
  return (
    <div className={styles.wrap} aria-busy={isLoading || undefined}>
      <Table
        aria-label={label}
        className={styles.table}
        selectionMode={selectionMode}
        selectedKeys={selected === undefined ? undefined : selected === 'all' ? 'all' : new Set(selected)}
        onSelectionChange={(keys: Selection) =>
          onSelectionChange?.(keys === 'all' ? 'all' : new Set([...keys].map(String)))
        }
        sortDescriptor={descriptor}
        onSortChange={(next) => onSortChange?.({ column: String(next.column), direction: next.direction })}
        onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
      >
        <TableHeader>
          {selectionMode === 'multiple' ? (
            <Column className={styles.column} width={44}>
              <SelectBox />
            </Column>
          ) : null}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={styles.column}
              style={{ textAlign: column.align === 'end' ? 'end' : 'start' }}
            >
              {({ allowsSorting, sortDirection }) => (
                <>
                  {column.label}
                  {allowsSorting ? (
                    <span className={styles.sortIcon} aria-hidden>
                      {sortDirection === 'ascending' ? (
                        <ArrowUp size={14} />
                      ) : sortDirection === 'descending' ? (
                        <ArrowDown size={14} />
                      ) : (
                        <ArrowUpDown size={14} />
                      )}
                    </span>
                  ) : null}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={rows}
          dependencies={[columns, dense, selectionMode]}
          renderEmptyState={() => (
            <div style={{ padding: 24, textAlign: 'center' }}>{emptyText ?? t('table.empty')}</div>
          )}
        >
          {(row) => (
            <Row id={row.id} className={styles.row({ clickable: Boolean(onRowAction) })}>
              {selectionMode === 'multiple' ? (
                <Cell className={styles.cell({ dense })}>
                  <SelectBox />
                </Cell>
              ) : null}
              {columns.map((column) => (
                <Cell key={column.id} className={styles.cell({ dense, align: column.align ?? 'start' })}>
                  {column.render(row)}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
      {isLoading ? <LoadingOverlay /> : null}
    </div>
  );
}
