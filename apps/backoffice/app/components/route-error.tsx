import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react';
import { useT } from '../i18n';
import { Notice } from './form';

/**
 * The error of one screen, inside the back-office's frame (issue 36): the navigation and the
 * flash of what the last action did stay on the page, so a reload that fails after a successful
 * action never reads as the action failing. A record the API answered with data that broke its
 * contract says so (it was reported); anything else offers to load the page again.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <>
        <h1>{t('backoffice:app.notFound')}</h1>
        <p>
          <Link to="/">{t('backoffice:app.back')}</Link>
        </p>
      </>
    );
  }
  if (status === 403) return <Notice tone="warning">{t('backoffice:app.notAllowed')}</Notice>;
  if (status === 502) {
    return (
      <Notice tone="danger">
        <span className="bo-badge bo-badge-danger">{t('backoffice:invalid.cell')}</span>{' '}
        {t('backoffice:invalid.record')}
      </Notice>
    );
  }
  return (
    <section className="bo-card" aria-labelledby="load-failed">
      <h1 id="load-failed" className="bo-flush-top">
        {t('backoffice:loadFailed.title')}
      </h1>
      <p>{t('backoffice:loadFailed.body')}</p>
      <p>
        <a className="bo-button bo-button-primary" href={`${location.pathname}${location.search}`}>
          {t('backoffice:loadFailed.retry')}
        </a>
      </p>
    </section>
  );
}
