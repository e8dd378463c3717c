import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import {
  ManualReviewPanel,
  MonitoringAlerts,
  PsiTable,
  SegmentTables,
} from '../components/credit-monitoring-panels';
import { Field, Notice, SubmitButton } from '../components/form';
import { month as monthText } from '../format';
import { pageTitle, useT } from '../i18n';
import { monitoringLoader } from './_app.credit-policy.monitoring.server';

const M = 'backoffice:creditMonitoring.monitoring' as const;

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t(`${M}.title`));

export const loader = ({ request }: LoaderFunctionArgs) => monitoringLoader(request);

/** A month's credit monitoring: alerts, population stability, approval by group, manual review. */
export default function CreditMonitoringPage() {
  const { month, reference, report, refusal } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to="/credit-policy">← {t('backoffice:creditMonitoring.back')}</Link>
      </p>
      <h1>{t(`${M}.title`)}</h1>
      <p className="bo-muted">{t(`${M}.intro`)}</p>
      <Form method="get" className="bo-filters">
        <Field label={t(`${M}.month`)} name="month" type="month" defaultValue={month} />
        <Field
          label={t(`${M}.reference`)}
          name="reference"
          type="month"
          defaultValue={reference ?? undefined}
          hint={t(`${M}.referenceHint`)}
        />
        <SubmitButton label={t(`${M}.show`)} />
      </Form>
      {refusal ? <Notice tone="danger">{t(refusal)}</Notice> : null}
      {report ? (
        <div className="bo-stack bo-mt-16">
          <p>
            {t(`${M}.summary`, {
              month: monthText(report.month),
              reference: monthText(report.reference),
              version: report.policyVersion,
              decided: report.decisions.month.toLocaleString('es-MX'),
              referenceDecided: report.decisions.reference.toLocaleString('es-MX'),
            })}
          </p>
          <MonitoringAlerts alerts={report.alerts} />
          <PsiTable psi={report.psi} />
          <SegmentTables segments={report.segments} />
          <ManualReviewPanel review={report.manualReview} />
        </div>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
