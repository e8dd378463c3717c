import { Link, useLocation } from '@remix-run/react';
import { useT } from '../i18n';

export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
}

/** Previous/next links that keep every other parameter of the URL (list state lives in the URL). */
export function Pager({ info }: { info: PageInfo }) {
  const t = useT();
  const location = useLocation();
  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params}`;
  };
  const pages = Math.max(info.totalPages, 1);
  return (
    <nav className="bo-pagination" aria-label={t('backoffice:table.page', { page: info.page, pages })}>
      <span className="bo-muted">{t('backoffice:table.rows', { count: info.total })}</span>
      <span>{t('backoffice:table.page', { page: info.page, pages })}</span>
      {info.page > 1 ? (
        <Link to={href(info.page - 1)} rel="prev">
          {t('backoffice:table.previous')}
        </Link>
      ) : null}
      {info.page < pages ? (
        <Link to={href(info.page + 1)} rel="next">
          {t('backoffice:table.next')}
        </Link>
      ) : null}
    </nav>
  );
}
