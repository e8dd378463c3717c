import type { MessageKey } from '@lender/i18n';
import { Form, Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { type InvalidRow, withInvalidRows } from '../invalid';
import { PAGE_SIZES, withoutPosition, withQuery } from '../list-position';
import { Notice } from './form';
import { type PageInfo, Pager, RowCount } from './pagination';
import { CaptionedTable } from './table-region';

/** One column of a list table. */
export interface ListColumn<Row> {
  /** Column id (React key). */
  id: string;
  label: string;
  /** The API's sort field: the header becomes a link that sorts by it (then reversed). */
  sort?: string;
  /**
   * Figures: `end` aligns right (amounts, ids), `start` keeps tabular digits left (dates), `when`
   * too for a date and time, which may break between the two when the table needs the room.
   */
  numeric?: 'end' | 'start' | 'when';
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Only a visually hidden header (an action column). */
  hiddenLabel?: boolean;
  /** A person's name: the column keeps room for it on two lines (`bo-name`, issue 48). */
  name?: boolean;
  cell(row: Row): ReactNode;
}

/** Sort links and `aria-sort` from the URL's `sort` (`field` ascending, `-field` descending). */
export function useSort(defaultSort = '-id') {
  const location = useLocation();
  const current = new URLSearchParams(location.search).get('sort') ?? defaultSort;
  return {
    href(field: string) {
      // A new order starts at its first page (a cursor belongs to one sort: ADR 048).
      const params = withoutPosition(location.search);
      params.set('sort', current === field ? `-${field}` : field);
      return `?${params}`;
    },
    state(field: string): 'ascending' | 'descending' | undefined {
      if (current === field) return 'ascending';
      if (current === `-${field}`) return 'descending';
      return undefined;
    },
  };
}

/** A dense list table (rows keyed by their `id`) with a hidden caption in a focusable scrolling region; empty: one line. */
export function ListTable<Row extends { id: string | number }>({
  caption,
  columns,
  rows,
  invalidRows,
  rowProps,
  defaultSort,
  empty,
}: {
  caption: string;
  /** What an empty table says. @default "no rows with these filters" */
  empty?: string;
  columns: ReadonlyArray<ListColumn<Row>>;
  rows: readonly Row[];
  /** Rows the API sent that broke their contract (issue 36): marked in their places. */
  invalidRows?: readonly InvalidRow[] | undefined;
  rowProps?(row: Row): Record<string, string | number | undefined>;
  defaultSort?: string;
}) {
  const t = useT();
  const sort = useSort(defaultSort);
  return (
    <CaptionedTable
      caption={caption}
      empty={rows.length === 0 && !invalidRows?.length ? (empty ?? t('backoffice:table.empty')) : undefined}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={column.numeric === 'end' ? 'bo-num' : undefined}
              aria-sort={column.sort ? sort.state(column.sort) : undefined}
            >
              {column.hiddenLabel ? (
                <span className="bo-visually-hidden">{column.label}</span>
              ) : column.sort ? (
                // The sorted header keeps its arrow beside its last word when headers wrap (issue 48).
                <Link
                  to={sort.href(column.sort)}
                  className={sort.state(column.sort) ? 'bo-nowrap' : undefined}
                >
                  {column.label}
                  <SortMark state={sort.state(column.sort)} />
                </Link>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {withInvalidRows(rows, invalidRows).map((entry) =>
          'invalid' in entry ? (
            <InvalidRowLine
              key={`invalid-${entry.invalid.position}`}
              row={entry.invalid}
              span={columns.length}
            />
          ) : (
            <ListRow key={entry.row.id} row={entry.row} columns={columns} rowProps={rowProps} />
          ),
        )}
      </tbody>
    </CaptionedTable>
  );
}

/** The sorted column's direction for the eye; screen readers have the header's `aria-sort`. */
function SortMark({ state }: { state: 'ascending' | 'descending' | undefined }) {
  if (!state) return null;
  return (
    <span aria-hidden="true" className="bo-sort-mark">
      {state === 'ascending' ? '↑' : '↓'}
    </span>
  );
}

/** A row the API sent that broke its contract: marked, never a blank or a crash (issue 36). */
export function InvalidRowLine({ row, span }: { row: InvalidRow; span: number }) {
  const t = useT();
  return (
    <tr className="bo-row-invalid" data-invalid-row={row.position}>
      <td colSpan={span}>
        <span className="bo-badge bo-badge-danger">{t('backoffice:invalid.cell')}</span>{' '}
        {row.id === undefined ? t('backoffice:invalid.row') : t('backoffice:invalid.rowOf', { id: row.id })}.{' '}
        <span className="bo-muted">{t('backoffice:invalid.reported')}</span>
      </td>
    </tr>
  );
}

function ListRow<Row extends { id: string | number }>({
  row,
  columns,
  rowProps,
}: {
  row: Row;
  columns: ReadonlyArray<ListColumn<Row>>;
  rowProps: ((row: Row) => Record<string, string | number | undefined>) | undefined;
}) {
  // Classes, not inline styles: the back-office's CSP refuses a `style` attribute.
  const cellClass = (column: ListColumn<Row>) =>
    [
      column.numeric === 'when'
        ? 'bo-num bo-num-start bo-when'
        : column.numeric === 'start'
          ? 'bo-num bo-num-start'
          : column.numeric
            ? 'bo-num'
            : undefined,
      column.name ? 'bo-name' : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <tr key={row.id} {...rowProps?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th
            key={column.id}
            scope="row"
            className={['bo-row-header', cellClass(column)].filter(Boolean).join(' ')}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={cellClass(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}

/**
 * A list screen (clients, loans, payments, messages, users): the title, the filter form (GET, so
 * the filters and sort live in the URL; submitting it starts at the first page), the API's
 * refusal of the filters or of the URL's cursor, the row count (an estimate says so) and CSV
 * export of exactly the filtered rows, the table and the pager (by cursor or by page number).
 */
/** The loader's paging state of a list screen (`listScreenLoader`). */
export interface ListPage {
  invalid?: string | null;
  /** The API refused the URL's cursor (damaged, or of another sort): offer the first page. */
  staleCursor?: boolean;
  pagination: PageInfo | null;
  /** How the list pages (ADR 042): by the API's cursor (`cursor`, `back`) or by number (`page`). */
  paging?: 'cursor' | 'page';
  /** Rows the API sent that broke their contract (issue 36). */
  invalidRows?: readonly InvalidRow[];
  /** The page size (`perPage` in the URL). */
  perPage?: number;
}

export function ListScreen<Row extends { id: string | number }>({
  title,
  filters,
  keep = {},
  clearHref,
  page,
  exportPath,
  notice,
  table,
  children,
}: {
  title: string;
  /** The filter fields; without them the screen has no filter form. */
  filters?: ReactNode;
  /** URL parameters the form keeps as hidden fields (the sort, a fixed client). */
  keep?: Record<string, string | undefined>;
  clearHref?: string;
  /** The loader's paging state: its `invalid`, `staleCursor`, `pagination` and `paging`. */
  page: ListPage;
  /** The CSV route of this list (the current query is added); without it no export link. */
  exportPath?: string | undefined;
  /** A message over the table (an action's refusal). */
  notice?: ReactNode;
  table: Omit<Parameters<typeof ListTable<Row>>[0], 'caption'> & { caption?: string };
  /** Below the pager (a second table). */
  children?: ReactNode;
}) {
  const { invalid, staleCursor = false, pagination, paging = 'page', invalidRows, perPage } = page;
  const t = useT();
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      {filters ? (
        <Form method="get" className="bo-filters" aria-label={t('backoffice:table.filters')}>
          {filters}
          {Object.entries({
            ...keep,
            perPage: new URLSearchParams(location.search).get('perPage') ?? undefined,
          }).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <div className="bo-inline">
            <button type="submit" className="bo-button bo-button-primary">
              {t('backoffice:clients.apply')}
            </button>
            {clearHref ? <Link to={clearHref}>{t('backoffice:table.clear')}</Link> : null}
          </div>
        </Form>
      ) : null}
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:table.invalidFilters')} {t(invalid as MessageKey)}
        </Notice>
      ) : null}
      {staleCursor ? (
        <Notice tone="warning">
          {t('backoffice:table.staleCursor')}{' '}
          <Link to={withQuery(location.pathname, withoutPosition(location.search))}>
            {t('backoffice:table.first')}
          </Link>
        </Notice>
      ) : null}
      {notice}
      {pagination || exportPath ? (
        <div className="bo-toolbar">
          {pagination ? (
            <span aria-live="polite">
              <RowCount info={pagination} />
            </span>
          ) : (
            <span />
          )}
          <span className="bo-inline bo-centred">
            {perPage ? <PageSizeLinks current={perPage} /> : null}
            {exportPath ? (
              <a
                className="bo-button bo-button-secondary bo-button-small"
                href={withQuery(exportPath, withoutPosition(location.search))}
                download
              >
                {t('backoffice:clients.exportCsv')}
              </a>
            ) : null}
          </span>
        </div>
      ) : null}
      <ListTable caption={title} invalidRows={invalidRows} {...table} />
      {pagination ? <Pager info={pagination} paging={paging} /> : null}
      {children}
    </>
  );
}

/** The page sizes as links that keep the filters and start at the first page (issue 36). */
function PageSizeLinks({ current }: { current: number }) {
  const t = useT();
  const location = useLocation();
  return (
    <nav aria-label={t('backoffice:loans.pageSize')} className="bo-inline bo-page-sizes">
      <span className="bo-muted">{t('backoffice:loans.pageSize')}:</span>
      {PAGE_SIZES.map((size) => {
        const params = withoutPosition(location.search);
        params.set('perPage', String(size));
        return size === current ? (
          <strong key={size} aria-current="true">
            {size}
          </strong>
        ) : (
          <Link key={size} to={withQuery(location.pathname, params)}>
            {size}
          </Link>
        );
      })}
    </nav>
  );
}
