import type { MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { BarChart, RateChart } from '../components/charts';
import { Notice, SelectField } from '../components/form';
import { centavos, date } from '../format';
import { useT } from '../i18n';
import { failureResponse, requireAdmin } from '../server/auth.server';
import { pickParams } from '../server/list-query.server';

export const meta: MetaFunction = () => [{ title: 'Dashboard · Lender back-office' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  if (!admin.can('dashboard.read')) throw redirect('/clients');
  const filters = pickParams(new URL(request.url), ['from', 'to', 'granularity']);
  const query: Record<string, string> = {};
  for (const name of ['from', 'to'] as const)
    if (filters[name] && /^\d{4}-\d{2}-\d{2}$/.test(filters[name])) query[name] = filters[name];
  if (filters.granularity === 'day' || filters.granularity === 'week' || filters.granularity === 'month')
    query.granularity = filters.granularity;
  const result = await admin.api.backOffice.dashboard({ query: query as never });
  if (!result.success) {
    if (result.status === 400)
      return data({ filters, dashboard: null, invalid: result.message }, { headers: admin.headers });
    throw failureResponse(result);
  }
  return data({ filters, dashboard: result.data, invalid: null }, { headers: admin.headers });
}

export default function Dashboard() {
  const { filters, dashboard, invalid } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('backoffice:nav.dashboard')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:dashboard.period')}>
        <div className="bo-field">
          <label htmlFor="dash-from">{t('backoffice:audit.from')}</label>
          <input
            id="dash-from"
            type="date"
            name="from"
            defaultValue={filters.from ?? dashboard?.period.from}
          />
        </div>
        <div className="bo-field">
          <label htmlFor="dash-to">{t('backoffice:audit.to')}</label>
          <input id="dash-to" type="date" name="to" defaultValue={filters.to ?? dashboard?.period.to} />
        </div>
        <SelectField
          label={t('backoffice:dashboard.granularity')}
          name="granularity"
          defaultValue={filters.granularity ?? 'day'}
          options={(['day', 'week', 'month'] as const).map((value) => ({
            value,
            label: t(`backoffice:dashboard.granularities.${value}`),
          }))}
        />
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:clients.apply')}
          </button>
          <Link to="/">{t('backoffice:table.clear')}</Link>
        </div>
      </Form>
      {invalid ? <Notice tone="warning">{invalid}</Notice> : null}
      {dashboard ? (
        <>
          <div className="bo-grid">
            {(
              [
                ['backoffice:dashboard.disbursedToday', dashboard.disbursedToday],
                ['backoffice:dashboard.disbursedThisMonth', dashboard.disbursedThisMonth],
                ['backoffice:dashboard.disbursedInPeriod', dashboard.disbursedInPeriod],
              ] as const
            ).map(([key, amount]) => (
              <section key={key} className="bo-card" aria-label={t(key)}>
                <p className="bo-muted" style={{ margin: 0 }}>
                  {t(key)}
                </p>
                <p className="bo-kpi">{centavos(amount.centavos)}</p>
                <p className="bo-muted" style={{ margin: 0 }}>
                  {t('backoffice:dashboard.loansCount', { count: amount.count })}
                </p>
              </section>
            ))}
            <section className="bo-card" aria-label={t('backoffice:dashboard.outstanding')}>
              <p className="bo-muted" style={{ margin: 0 }}>
                {t('backoffice:dashboard.outstanding')}
              </p>
              <p className="bo-kpi">{centavos(dashboard.outstandingPrincipalCentavos)}</p>
              <p className="bo-muted" style={{ margin: 0 }}>
                {date(dashboard.period.from)} – {date(dashboard.period.to)}
              </p>
            </section>
          </div>
          <div className="bo-grid" style={{ marginTop: 16 }}>
            <section className="bo-card">
              <h2 style={{ marginTop: 0 }}>{t('backoffice:dashboard.overdue')}</h2>
              <BarChart
                title={t('backoffice:dashboard.overdue')}
                data={dashboard.overdue.map((row) => ({
                  label: t('backoffice:loans.bucket', { bucket: row.bucket }),
                  value: row.outstandingCentavos,
                  display: `${centavos(row.outstandingCentavos)} (${row.count})`,
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 style={{ marginTop: 0 }}>{t('backoffice:dashboard.byStatus')}</h2>
              <BarChart
                title={t('backoffice:dashboard.byStatus')}
                data={dashboard.loansByStatus.map((row) => ({
                  label: t(`backoffice:status.loan.${row.status}` as MessageKey),
                  value: row.count,
                  display: `${row.count} · ${centavos(row.principalCentavos)}`,
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 style={{ marginTop: 0 }}>{t('backoffice:dashboard.funnel')}</h2>
              <BarChart
                title={t('backoffice:dashboard.funnel')}
                data={(
                  [
                    'created',
                    'decided',
                    'approved',
                    'manualVerification',
                    'rejected',
                    'signed',
                    'disbursed',
                  ] as const
                ).map((step) => ({
                  label: t(`backoffice:dashboard.steps.${step}`),
                  value: dashboard.funnel[step],
                  display: String(dashboard.funnel[step]),
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 style={{ marginTop: 0 }}>{t('backoffice:dashboard.approvalRate')}</h2>
              <RateChart
                title={t('backoffice:dashboard.approvalRate')}
                points={dashboard.approvalRate.map((point) => ({
                  label: date(point.bucket),
                  rate: point.rate,
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 style={{ marginTop: 0 }}>{t('backoffice:dashboard.byChannel')}</h2>
              <BarChart
                title={t('backoffice:dashboard.byChannel')}
                data={dashboard.paymentsByChannel.map((row) => ({
                  label: t(`backoffice:payments.channels.${row.channel}`),
                  value: row.centavos,
                  display: `${centavos(row.centavos)} (${row.count})`,
                }))}
              />
            </section>
          </div>
        </>
      ) : null}
    </>
  );
}
