import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { ComplaintsSection } from '../components/complaints-section';
import { Notice } from '../components/form';
import { ReportSection, ReportTable } from '../components/report-section';
import { centavos, date, month } from '../format';
import { pageTitle, useT } from '../i18n';
import { refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin } from '../server/auth.server';
import { pickParams } from '../server/list-query.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:risk.regulator.title'));

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `GET /regulator?month=YYYY-MM`: CONDUSEF's counts, the bureau file, complaints and the collections log. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  if (!admin.can('reports.read')) throw redirect('/');
  const filters = pickParams(new URL(request.url), ['month']);
  const query = filters.month && MONTH.test(filters.month) ? { month: filters.month } : {};
  const canExport = admin.can('lists.export');
  const [result, complaints] = await Promise.all([
    readable(admin.api.backOffice.regulatorSummary({ query })),
    readable(admin.api.backOffice.complaintsMonth({ query })),
  ]);
  if (!result.success) {
    if (result.status === 400)
      return data(
        { filters, summary: null, complaints: null, invalid: refusalWords(result), canExport },
        { headers: admin.headers },
      );
    throw failureResponse(result);
  }
  if (!complaints.success) throw failureResponse(complaints);
  return data(
    { filters, summary: result.data, complaints: complaints.data, invalid: null, canExport },
    { headers: admin.headers },
  );
}

export default function Regulator() {
  const { filters, summary, complaints, invalid, canExport } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('backoffice:risk.regulator.title')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:risk.regulator.month')}>
        <div className="bo-field">
          <label htmlFor="regulator-month">{t('backoffice:risk.regulator.month')}</label>
          <input
            id="regulator-month"
            type="month"
            name="month"
            defaultValue={filters.month ?? summary?.month}
          />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:risk.apply')}
          </button>
        </div>
      </Form>
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:risk.invalid')} {t(invalid)}
        </Notice>
      ) : null}
      {summary ? (
        <>
          <p className="bo-muted">
            {month(summary.month)} · {t('backoffice:risk.regulator.asOf', { date: date(summary.asOf) })}
          </p>
          <ReportSection
            id="condusef"
            title={t('backoffice:risk.regulator.condusef')}
            csvHref={canExport ? `/regulator/condusef?month=${summary.month}` : null}
          >
            <ReportTable
              caption={t('backoffice:risk.regulator.condusef')}
              head={[
                t('backoffice:risk.regulator.product'),
                t('backoffice:risk.regulator.contractsSigned'),
                t('backoffice:risk.regulator.contractsInForce'),
                t('backoffice:portfolio.principal'),
                t('backoffice:portfolio.balance'),
              ]}
              rows={summary.products.map((row) => [
                t(`backoffice:risk.regulator.products.${row.product}`),
                row.contractsSigned,
                row.contractsInForce,
                centavos(row.principalCentavos),
                centavos(row.balanceCentavos),
              ])}
            />
          </ReportSection>
          <ReportSection id="bureau" title={t('backoffice:risk.regulator.bureau')}>
            <p>{t('backoffice:risk.regulator.bureauNote', { count: summary.bureauLoans })}</p>
            {canExport ? (
              <ul>
                {summary.bureaus.map((bureau) => (
                  <li key={bureau}>
                    <a href={`/regulator/bureau?month=${summary.month}&bureau=${bureau}`} download>
                      {t('backoffice:risk.regulator.bureauFile', {
                        bureau: t(`backoffice:risk.regulator.bureaus.${bureau}`),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </ReportSection>
          {complaints ? <ComplaintsSection month={complaints} canExport={canExport} /> : null}
          <ReportSection id="collections" title={t('backoffice:risk.regulator.collections')}>
            {canExport ? (
              <ul>
                <li>
                  {/* Built by the collections issue (its contact log and CSV). */}
                  <a href={`/collections/contacts/export?month=${summary.month}`} download>
                    {t('backoffice:risk.regulator.contactsCsv')}
                  </a>
                </li>
                <li>
                  <a href="/collections/collectors/export" download>
                    {t('backoffice:risk.regulator.collectorsCsv')}
                  </a>
                </li>
              </ul>
            ) : null}
          </ReportSection>
        </>
      ) : null}
    </>
  );
}
