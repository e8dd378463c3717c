import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Field, Notice, SelectField, SubmitButton } from '../components/form';
import { PolicyReplayTables } from '../components/policy-replay-table';
import { date } from '../format';
import { pageTitle, useT } from '../i18n';
import { policyReplayLoader } from './_app.credit-policy.replay.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:creditPolicy.replay.title'));

export const loader = ({ request }: LoaderFunctionArgs) => policyReplayLoader(request);

/** A version tried on the applications of a period, against the version in force. */
export default function PolicyReplayPage() {
  const { versions, version, from, to, replay, refusal } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <p>
        <Link to={version ? `/credit-policy?version=${version}` : '/credit-policy'}>
          ← {t('backoffice:creditPolicy.title')}
        </Link>
      </p>
      <h1>{t('backoffice:creditPolicy.replay.title')}</h1>
      <p className="bo-muted">{t('backoffice:creditPolicy.replay.intro')}</p>
      <Form method="get" className="bo-filters">
        <SelectField
          label={t('backoffice:creditPolicy.replay.version')}
          name="version"
          defaultValue={version === null ? undefined : String(version)}
          options={versions.map((option) => ({
            value: String(option.version),
            label: `${t('backoffice:creditPolicy.versionName', { version: option.version })} · ${t(
              `backoffice:creditPolicy.statuses.${option.status}`,
            )}`,
          }))}
        />
        <Field label={t('backoffice:creditPolicy.replay.from')} name="from" type="date" defaultValue={from} />
        <Field
          label={t('backoffice:creditPolicy.replay.to')}
          name="to"
          type="date"
          defaultValue={to}
          hint={t('backoffice:creditPolicy.replay.period')}
        />
        <SubmitButton label={t('backoffice:creditPolicy.replay.run')} />
      </Form>
      {refusal ? <Notice tone="danger">{t(refusal)}</Notice> : null}
      {replay ? (
        <section className="bo-stack bo-mt-16" aria-labelledby="replay-result">
          <h2 id="replay-result">
            {t('backoffice:creditPolicy.replay.compared', {
              version: replay.version,
              baseline: replay.baselineVersion,
              from: date(replay.from),
              to: date(replay.to),
            })}
          </h2>
          <p>
            {t('backoffice:creditPolicy.replay.summary', {
              replayed: replay.replayed,
              skipped: replay.skipped,
            })}
          </p>
          <PolicyReplayTables replay={replay} />
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
