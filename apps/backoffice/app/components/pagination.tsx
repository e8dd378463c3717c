import { Link, useLocation } from '@remix-run/react';
import { useT } from '../i18n';
import {
  nextPageQuery,
  numberedPageQuery,
  previousPageQuery,
  withoutPosition,
  withQuery,
} from '../list-position';

export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
  /**
   * The total is the database's estimate past 1,000 rows (ADRs 064, 082; never for the unfiltered
   * client list, ADR 097): shown as "about".
   */
  totalEstimated?: boolean;
  /** The API's `x-next-cursor` (lists paged by key): the next link follows it. */
  nextCursor?: string | undefined;
}

/** The row count, saying so when the total is an estimate. */
export function RowCount({ info }: { info: Pick<PageInfo, 'total' | 'totalEstimated'> }) {
  const t = useT();
  return (
    <>
      {info.totalEstimated
        ? t('backoffice:table.rowsEstimated', { count: info.total })
        : t('backoffice:table.rows', { count: info.total })}
    </>
  );
}

/**
 * Previous/next links that keep every other parameter of the URL (list state lives in the URL).
 * `paging="cursor"` (clients, loans, payments: ADR 042) follows the API's cursors: next is the
 * page after `x-next-cursor`, previous pops the URL's `back` chain, and the first page is always
 * one link away; `paging="page"` moves by page number.
 */
export function Pager({ info, paging = 'page' }: { info: PageInfo; paging?: 'cursor' | 'page' }) {
  const t = useT();
  const location = useLocation();
  const href = (query: URLSearchParams) => withQuery(location.pathname, query);
  const pages = Math.max(info.totalPages, info.page, 1);
  const label = info.totalEstimated
    ? t('backoffice:table.pageEstimated', { page: info.page, pages })
    : t('backoffice:table.page', { page: info.page, pages });
  let first: string | undefined;
  let previous: string | undefined;
  let next: string | undefined;
  if (paging === 'cursor') {
    const before = previousPageQuery(location.search, info.page);
    previous = before ? href(before) : undefined;
    // Past the previous page, the first one (the URL keeps only the last pages' cursors).
    first = info.page > 2 || (info.page > 1 && !before) ? href(withoutPosition(location.search)) : undefined;
    next = info.nextCursor ? href(nextPageQuery(location.search, info.nextCursor)) : undefined;
  } else {
    previous = info.page > 1 ? href(numberedPageQuery(location.search, info.page - 1)) : undefined;
    next = info.page < pages ? href(numberedPageQuery(location.search, info.page + 1)) : undefined;
  }
  return (
    <nav className="bo-pagination" aria-label={t('backoffice:table.pagination')}>
      <span className="bo-muted">
        <RowCount info={info} />
      </span>
      <span>{label}</span>
      {first ? <Link to={first}>{t('backoffice:table.first')}</Link> : null}
      {previous ? (
        <Link to={previous} rel="prev">
          {t('backoffice:table.previous')}
        </Link>
      ) : null}
      {next ? (
        <Link to={next} rel="next">
          {t('backoffice:table.next')}
        </Link>
      ) : null}
    </nav>
  );
}
