import { ROLL_STATES } from '@lender/contracts';
import { formatPercent } from '@lender/i18n';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Notice } from '../components/form';
import { ReportSection, ReportTable } from '../components/report-section';
import { bucketWords, ROLL_FROM } from '../components/risk-words';
import { centavos, date, month } from '../format';
import { pageTitle, useT } from '../i18n';
import { riskReportLoader } from './_app.reports.risk.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:risk.title'));

export const loader = ({ request }: LoaderFunctionArgs) => riskReportLoader(request);

const share = (value: number | null) => (value === null ? '—' : formatPercent(value * 100, { decimals: 2 }));

/** `/reports/risk`: the risk report (`backOffice.riskReport`), each section a chart beside its table. */
export default function RiskReportPage() {
  const { filters, report, charts, invalid, canExport } = useLoaderData<typeof loader>();
  const t = useT();
  const csv = (kind: string) =>
    canExport && report ? `/reports/risk/export?report=${kind}&from=${report.from}&to=${report.to}` : null;
  const state = (value: (typeof ROLL_STATES)[number]) =>
    value === 'paid' || value === 'written_off'
      ? t(`backoffice:risk.states.${value}`)
      : bucketWords(t, value);
  const lastRoll = report?.rollRates.filter((row) => row.month === report.to) ?? [];
  return (
    <>
      <h1>{t('backoffice:risk.title')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:dashboard.period')}>
        <div className="bo-field">
          <label htmlFor="risk-from">{t('backoffice:risk.from')}</label>
          <input id="risk-from" type="month" name="from" defaultValue={filters.from ?? report?.from} />
        </div>
        <div className="bo-field">
          <label htmlFor="risk-to">{t('backoffice:risk.to')}</label>
          <input id="risk-to" type="month" name="to" defaultValue={filters.to ?? report?.to} />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:risk.apply')}
          </button>
          <Link to="/reports/risk">{t('backoffice:risk.clear')}</Link>
        </div>
      </Form>
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:risk.invalid')} {t(invalid)}
        </Notice>
      ) : null}
      {report && charts ? (
        <>
          <p className="bo-muted">{t('backoffice:risk.note')}</p>
          <ReportSection
            id="par"
            title={t('backoffice:risk.par.title')}
            note={t('backoffice:risk.par.note')}
            svg={charts.par}
            csvHref={csv('par')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.par.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.month'),
                t('backoffice:portfolio.principal'),
                ...(['par1', 'par8', 'par30', 'par60', 'par90'] as const).map((par) =>
                  t(`backoffice:risk.par.${par}`),
                ),
              ]}
              rows={report.snapshots.map((row) => [
                `${month(row.month)} (${date(row.asOf)})`,
                centavos(row.total.principalCentavos),
                ...(['par1', 'par8', 'par30', 'par60', 'par90'] as const).map((par) => share(row.par[par])),
              ])}
            />
          </ReportSection>
          <ReportSection
            id="roll-rates"
            title={`${t('backoffice:risk.rollRates.title')} · ${month(report.to)}`}
            note={t('backoffice:risk.rollRates.note')}
            csvHref={csv('roll-rates')}
          >
            {lastRoll.length === 0 ? (
              <p>{t('backoffice:risk.rollRates.none')}</p>
            ) : (
              <ReportTable
                caption={`${t('backoffice:risk.rollRates.from')} → ${t('backoffice:risk.rollRates.to')}`}
                head={[t('backoffice:risk.rollRates.from'), ...ROLL_STATES.map(state)]}
                rows={ROLL_FROM.filter((from) => lastRoll.some((row) => row.from === from)).map((from) => [
                  state(from),
                  ...ROLL_STATES.map((to) => {
                    const cell = lastRoll.find((row) => row.from === from && row.to === to);
                    return cell ? `${share(cell.share)} (${cell.count})` : '—';
                  }),
                ])}
              />
            )}
          </ReportSection>
          <ReportSection
            id="vintages"
            title={t('backoffice:risk.vintages.title')}
            note={t('backoffice:risk.vintages.note')}
            svg={charts.vintages}
            csvHref={csv('vintages')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.vintages.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.vintages.vintage'),
                t('backoffice:loans.title'),
                t('backoffice:risk.vintages.disbursed'),
                t('backoffice:risk.vintages.defaultRate'),
                t('backoffice:risk.vintages.lossRate'),
              ]}
              rows={report.vintages.map((row) => {
                const last = row.points.at(-1);
                return [
                  month(row.vintage),
                  row.loans,
                  centavos(row.disbursedCentavos),
                  share(last?.defaultRate ?? null),
                  share(last?.lossRate ?? null),
                ];
              })}
            />
          </ReportSection>
          <ReportSection
            id="funnel"
            title={t('backoffice:risk.funnel.title')}
            svg={charts.funnel}
            csvHref={csv('funnel')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.funnel.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.month'),
                ...(['created', 'approved', 'rejected', 'disbursed', 'approvalRate'] as const).map((key) =>
                  t(`backoffice:risk.funnel.${key}`),
                ),
              ]}
              rows={report.funnel.map((row) => [
                month(row.month),
                row.created,
                row.approved,
                row.rejected,
                row.disbursed,
                share(row.approvalRate),
              ])}
            />
          </ReportSection>
          <ReportSection
            id="yield"
            title={t('backoffice:risk.yield.title')}
            note={t('backoffice:risk.yield.note')}
            svg={charts.yield}
            csvHref={csv('yield')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.yield.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.month'),
                ...(['interest', 'fees', 'average', 'rate', 'annualised'] as const).map((key) =>
                  t(`backoffice:risk.yield.${key}`),
                ),
              ]}
              rows={report.yield.map((row) => [
                month(row.month),
                centavos(row.interestCentavos),
                centavos(row.feesCentavos),
                centavos(row.averageOutstandingCentavos),
                share(row.rate),
                share(row.annualisedRate),
              ])}
            />
          </ReportSection>
          <ReportSection
            id="extension-cure"
            title={t('backoffice:risk.cure.title')}
            note={t('backoffice:risk.cure.note')}
            svg={charts.cure}
            csvHref={csv('extension-cure')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.cure.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.month'),
                ...(['extended', 'cured', 'relapsed', 'pending', 'rate'] as const).map((key) =>
                  t(`backoffice:risk.cure.${key}`),
                ),
              ]}
              rows={report.extensionCure.map((row) => [
                month(row.month),
                row.extended,
                row.cured,
                row.relapsed,
                row.pending,
                share(row.rate),
              ])}
            />
          </ReportSection>
          <ReportSection
            id="provisioning"
            title={t('backoffice:risk.provisioning.title')}
            note={t('backoffice:risk.provisioning.note')}
            svg={charts.provisioning}
            csvHref={csv('provisioning')}
          >
            <ReportTable
              caption={`${t('backoffice:risk.provisioning.title')} · ${t('backoffice:risk.table')}`}
              head={[
                t('backoffice:risk.month'),
                t('backoffice:risk.provisioning.monthReserve'),
                t('backoffice:risk.provisioning.change'),
              ]}
              rows={report.provisioning.months.map((row) => [
                month(row.month),
                centavos(row.reserveCentavos),
                centavos(row.changeCentavos),
              ])}
            />
            <ReportTable
              caption={t('backoffice:risk.provisioning.rate')}
              head={[t('backoffice:risk.provisioning.bucket'), t('backoffice:risk.provisioning.rate')]}
              rows={Object.entries(report.provisioning.rates).map(([bucket, rate]) => [
                bucketWords(t, bucket as keyof typeof report.provisioning.rates),
                share(rate),
              ])}
            />
          </ReportSection>
          <ReportSection
            id="write-offs"
            title={t('backoffice:risk.writeOffs.title')}
            csvHref={csv('write-offs')}
          >
            {report.writeOffs.length === 0 ? (
              <p>{t('backoffice:risk.writeOffs.none')}</p>
            ) : (
              <ReportTable
                caption={t('backoffice:risk.writeOffs.title')}
                head={[
                  t('backoffice:risk.month'),
                  t('backoffice:risk.writeOffs.reason'),
                  t('backoffice:loans.title'),
                  t('backoffice:risk.writeOffs.amount'),
                ]}
                rows={report.writeOffs.map((row) => [
                  month(row.month),
                  row.reason || t('backoffice:risk.writeOffs.noReason'),
                  row.count,
                  centavos(row.centavos),
                ])}
              />
            )}
          </ReportSection>
          <ReportSection
            id="tags"
            title={t('backoffice:risk.tags.title')}
            note={t('backoffice:risk.tags.note')}
          >
            {report.tags.length === 0 ? (
              <p>{t('backoffice:risk.tags.none')}</p>
            ) : (
              <ReportTable
                caption={t('backoffice:risk.tags.title')}
                head={[
                  t('backoffice:risk.tags.tag'),
                  t('backoffice:loans.title'),
                  t('backoffice:risk.tags.owed'),
                ]}
                rows={report.tags.map((row) => [
                  t(`backoffice:risk.tags.names.${row.tag}` as never),
                  row.count,
                  centavos(row.centavos),
                ])}
              />
            )}
          </ReportSection>
        </>
      ) : null}
    </>
  );
}
