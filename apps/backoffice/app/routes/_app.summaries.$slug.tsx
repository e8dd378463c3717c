import type { MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Notice } from '../components/form';
import { CaptionedTable } from '../components/table-region';
import { date } from '../format';
import { pageTitle, useT } from '../i18n';
import { requireAdmin } from '../server/auth.server';
import { loadSummary, screenOf, summaryAt } from '../server/summaries.server';
import { summaryCell } from '../summaries';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, (t) =>
    t(data ? (`backoffice:${data.table.titleKey}` as MessageKey) : 'backoffice:nav.summaries'),
  );

/** `GET /summaries/<slug>?from=&to=`: one summary table over a date range (the current month by default). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const table = summaryAt(admin, params.slug);
  const loaded = await loadSummary(admin, table, new URL(request.url));
  return data(
    { table: screenOf(table), canExport: admin.can('lists.export'), ...loaded },
    { headers: admin.headers },
  );
}

export default function SummaryScreen() {
  const { table, canExport, filters, summary, invalid } = useLoaderData<typeof loader>();
  const t = useT();
  const slug = table.slug;
  const title = t(`backoffice:${table.titleKey}` as MessageKey);
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return (
    <>
      <p className="bo-muted">
        <Link to="/summaries">{t('backoffice:summaries.title')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="bo-muted">{t(`backoffice:${table.descriptionKey}` as MessageKey)}</p>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:summaries.period')}>
        <div className="bo-field">
          <label htmlFor="summary-from">{t('backoffice:audit.from')}</label>
          <input id="summary-from" type="date" name="from" defaultValue={filters.from ?? summary?.from} />
        </div>
        <div className="bo-field">
          <label htmlFor="summary-to">{t('backoffice:audit.to')}</label>
          <input id="summary-to" type="date" name="to" defaultValue={filters.to ?? summary?.to} />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:clients.apply')}
          </button>
          <Link to={`/summaries/${slug}`}>{t('backoffice:table.clear')}</Link>
        </div>
      </Form>
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:table.invalidFilters')} {t(invalid)}
        </Notice>
      ) : null}
      {summary ? (
        <>
          <p className="bo-muted">
            {t('backoffice:summaries.range', { from: date(summary.from), to: date(summary.to) })}
            {canExport ? (
              <>
                {' · '}
                <a href={`/summaries/${slug}/export?${query}`} download>
                  {t('backoffice:summaries.export')}
                </a>
              </>
            ) : null}
          </p>
          <CaptionedTable
            caption={title}
            empty={summary.rows.length === 0 ? t('backoffice:summaries.empty') : undefined}
          >
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.format === 'words' ? undefined : 'bo-num'}
                  >
                    {t(`backoffice:${column.labelKey}` as MessageKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row, index) => (
                // A summary's rows have no id; their order is the table's.
                <tr key={index}>
                  {table.columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.key} scope="row">
                        {summaryCell(t, column, row[column.key])}
                      </th>
                    ) : (
                      <td key={column.key} className={column.format === 'words' ? undefined : 'bo-num'}>
                        {summaryCell(t, column, row[column.key])}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {summary.totals ? (
              <tfoot>
                <tr>
                  {table.columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.key} scope="row">
                        {t('backoffice:summaries.total')}
                      </th>
                    ) : (
                      <td key={column.key} className="bo-num">
                        {summaryCell(t, column, summary.totals?.[column.key])}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            ) : null}
          </CaptionedTable>
        </>
      ) : null}
    </>
  );
}
