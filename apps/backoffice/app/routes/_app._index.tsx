import { formatPercent, type MessageKey } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { BarChart, RateChart } from '../components/charts';
import { CollectionRatePanel } from '../components/collection-rate-panel';
import { Notice, SelectField } from '../components/form';
import { centavos, date } from '../format';
import { pageTitle, useT } from '../i18n';
import { refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin } from '../server/auth.server';
import { pickParams } from '../server/list-query.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.dashboard'));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // A role without the dashboard lands on its own work: the privacy officer on the ARCO requests.
  if (!admin.can('dashboard.read'))
    throw redirect(!admin.can('clients.read') && admin.can('privacy.read') ? '/privacy' : '/clients');
  const filters = pickParams(new URL(request.url), ['from', 'to', 'granularity']);
  const query: Record<string, string> = {};
  for (const name of ['from', 'to'] as const)
    if (filters[name] && /^\d{4}-\d{2}-\d{2}$/.test(filters[name])) query[name] = filters[name];
  if (filters.granularity === 'day' || filters.granularity === 'week' || filters.granularity === 'month')
    query.granularity = filters.granularity;
  // Issue 66 point 6: the direct debits' collection rate, for the roles that may see payments.
  const rateMonth = new URL(request.url).searchParams.get('rateMonth') ?? '';
  const [result, rated] = await Promise.all([
    readable(admin.api.backOffice.dashboard({ query: query as never })),
    admin.can('payments.read')
      ? admin.api.backOffice.collectionRate({
          query: /^\d{4}-(0[1-9]|1[0-2])$/.test(rateMonth) ? { month: rateMonth } : {},
        })
      : null,
  ]);
  const rate = rated?.success ? rated.data : null;
  const canExport = admin.can('lists.export');
  if (!result.success) {
    if (result.status === 400)
      return data(
        { filters, dashboard: null, invalid: refusalWords(result), canExport, rate },
        { headers: admin.headers },
      );
    throw failureResponse(result);
  }
  return data(
    { filters, dashboard: result.data, invalid: null, canExport, rate },
    { headers: admin.headers },
  );
}

export default function Dashboard() {
  const { filters, dashboard, invalid, canExport, rate } = useLoaderData<typeof loader>();
  const t = useT();
  const onHold = dashboard?.loansByStatus.find((row) => row.status === 6)?.count ?? 0;
  const share = (value: number | null) =>
    value === null ? '—' : formatPercent(value * 100, { decimals: 2 });
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
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:table.invalidFilters')} {t(invalid)}
        </Notice>
      ) : null}
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
                <p className="bo-muted bo-flush">{t(key)}</p>
                <p className="bo-kpi">{centavos(amount.centavos)}</p>
                <p className="bo-muted bo-flush">
                  {t('backoffice:dashboard.loansCount', { count: amount.count })}
                </p>
              </section>
            ))}
          </div>
          <h2>{t('backoffice:portfolio.title')}</h2>
          <p className="bo-muted">
            {t('backoffice:portfolio.asOf', { date: date(dashboard.portfolio.asOf) })}
            {canExport ? (
              <>
                {' · '}
                <a href="/portfolio/export" download>
                  {t('backoffice:portfolio.report')}
                </a>
              </>
            ) : null}
          </p>
          <div className="bo-grid">
            {(
              [
                ['total', 'backoffice:portfolio.total', dashboard.portfolio.total, undefined],
                ['current', 'backoffice:portfolio.current', dashboard.portfolio.current, 'current'],
                ['overdue', 'backoffice:portfolio.overdue', dashboard.portfolio.overdue, 'overdue'],
              ] as const
            ).map(([id, key, slice, standing]) => (
              <section key={id} className="bo-card" aria-labelledby={`portfolio-${id}`} data-portfolio={id}>
                <h3 id={`portfolio-${id}`} className="bo-muted bo-flush bo-title-small">
                  {t(key)}
                </h3>
                <p className="bo-kpi">{centavos(slice.principalCentavos)}</p>
                <dl className="bo-figures">
                  <div>
                    <dt>{t('backoffice:portfolio.balance')}</dt>
                    <dd>{centavos(slice.balanceCentavos)}</dd>
                  </div>
                  <div>
                    <dt>{t('backoffice:loans.title')}</dt>
                    <dd>
                      <Link to={standing ? `/loans?standing=${standing}` : '/loans?status=4'}>
                        {t('backoffice:portfolio.loans', { count: slice.count })}
                      </Link>
                    </dd>
                  </div>
                </dl>
              </section>
            ))}
            <section className="bo-card" aria-labelledby="portfolio-par">
              <h3 id="portfolio-par" className="bo-muted bo-flush bo-title-small">
                {t('backoffice:portfolio.par')}
              </h3>
              <dl className="bo-figures bo-mt-8">
                {(['par1', 'par8', 'par30'] as const).map((par) => (
                  <div key={par}>
                    <dt>{t(`backoffice:portfolio.${par}`)}</dt>
                    <dd data-par={par}>{share(dashboard.portfolio.par[par])}</dd>
                  </div>
                ))}
              </dl>
              <p className="bo-muted bo-flush-bottom">{t('backoffice:portfolio.parNote')}</p>
            </section>
          </div>
          <div className="bo-grid bo-mt-16">
            <section className="bo-card">
              <h2 className="bo-flush-top">{t('backoffice:portfolio.byBucket')}</h2>
              <BarChart
                title={t('backoffice:portfolio.byBucket')}
                data={dashboard.portfolio.buckets.map((row) => ({
                  label: t(`backoffice:loans.buckets.${row.bucket}`),
                  value: row.principalCentavos,
                  display: `${centavos(row.principalCentavos)} · ${t('backoffice:portfolio.loans', { count: row.count })}`,
                  href: `/loans?overdueBucket=${encodeURIComponent(row.bucket)}`,
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 className="bo-flush-top">{t('backoffice:dashboard.byStatus')}</h2>
              <BarChart
                title={t('backoffice:dashboard.byStatus')}
                data={[
                  ...(['current', 'overdue'] as const).map((standing) => ({
                    label: `${t(`backoffice:loans.standings.${standing}`)}${
                      standing === 'overdue' && onHold > 0
                        ? ` (${t('backoffice:dashboard.onHoldOf', { count: onHold })})`
                        : ''
                    }`,
                    value: dashboard.portfolio[standing].count,
                    display: `${dashboard.portfolio[standing].count} · ${centavos(dashboard.portfolio[standing].principalCentavos)}`,
                    href: `/loans?standing=${standing}`,
                  })),
                  // The open loans are counted once, by standing (an on-hold loan is overdue, and says
                  // so beside it); the closed ones by their status (spec §4).
                  ...dashboard.loansByStatus
                    .filter((row) => row.status !== 4 && row.status !== 6)
                    .map((row) => ({
                      label: t(`backoffice:status.loan.${row.status}` as MessageKey),
                      value: row.count,
                      display: `${row.count} · ${centavos(row.principalCentavos)}`,
                      href: `/loans?status=${row.status}`,
                    })),
                ]}
              />
            </section>
            <section className="bo-card">
              <h2 className="bo-flush-top">{t('backoffice:dashboard.funnel')}</h2>
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
              <h2 className="bo-flush-top">{t('backoffice:dashboard.approvalRate')}</h2>
              <RateChart
                title={t('backoffice:dashboard.approvalRate')}
                empty={t('backoffice:dashboard.noDecisions')}
                points={dashboard.approvalRate.map((point) => ({
                  label: date(point.bucket),
                  rate: point.rate,
                }))}
              />
            </section>
            <section className="bo-card">
              <h2 className="bo-flush-top">{t('backoffice:dashboard.byChannel')}</h2>
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
      {rate ? <CollectionRatePanel rate={rate} keep={filters} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
