import type { PlatformClockAdvance } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Field, Notice } from '../components/form';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { type ActionFailure, invalid, refused } from '../server/actions.server';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';

// Issue 54: the platform clock of a sandbox or staging deployment (admins). Elsewhere the API
// refuses it (`sandbox_not_allowed`) and this screen is not found.

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:platformClock.title'));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'platform.clock');
  const result = await admin.api.backOffice.platformClock();
  if (!result.success) {
    if (result.code === 'sandbox_not_allowed') throw new Response(null, { status: 404 });
    throw failureResponse(result);
  }
  return data({ clock: result.data }, { headers: admin.headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'platform.clock');
  const form = await request.formData();
  const to = String(form.get('to') ?? '').slice(0, 16);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(to)) {
    return invalid('move', { to: 'backoffice:platformClock.toRequired' }, form);
  }
  const result = await admin.api.backOffice.advancePlatformClock({ body: { to } });
  if (!result.success) return refused(request, admin, 'move', result, { form });
  return data({ moved: result.data as PlatformClockAdvance }, { headers: admin.headers });
}

export default function PlatformClockScreen() {
  const { clock: loaded } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | (ActionFailure & { moved?: undefined })
    | { moved: PlatformClockAdvance }
    | undefined;
  const t = useT();
  const moved = answer && 'moved' in answer ? answer.moved : undefined;
  const failure = answer && !('moved' in answer && answer.moved) ? (answer as ActionFailure) : undefined;
  const clock = moved?.clock ?? loaded;
  const jobWords = (job: string) => t(`backoffice:platformClock.jobs.${job}` as never);
  return (
    <>
      <h1>{t('backoffice:platformClock.title')}</h1>
      <p>{t('backoffice:platformClock.intro')}</p>
      <dl className="bo-facts bo-record-header">
        <div>
          <dt>{t('backoffice:platformClock.now')}</dt>
          <dd>{dateTime(clock.now)}</dd>
        </div>
        <div>
          <dt>{t('backoffice:platformClock.ahead')}</dt>
          <dd>{t('backoffice:platformClock.aheadMinutes', { count: clock.aheadMinutes })}</dd>
        </div>
      </dl>
      {clock.advancing ? <Notice tone="warning">{t('backoffice:platformClock.moving')}</Notice> : null}
      {failure && !failure.fields && failure.key ? <Notice tone="danger">{t(failure.key)}</Notice> : null}
      <Form method="post" className="bo-card bo-stack" noValidate>
        <Field
          label={t('backoffice:platformClock.moveTo')}
          name="to"
          type="datetime-local"
          defaultValue={clock.dateTime}
          hint={t('backoffice:platformClock.moveHint', { days: clock.maxAdvanceDays })}
          error={failure?.fields?.to ? t(failure.fields.to) : undefined}
        />
        <div>
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:platformClock.move')}
          </button>
        </div>
      </Form>
      {moved ? (
        <section className="bo-card">
          <Notice tone="success">{t('backoffice:platformClock.moved')}</Notice>
          {moved.jobs.length === 0 ? (
            <p>{t('backoffice:platformClock.nothingRan')}</p>
          ) : (
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('backoffice:platformClock.job')}</th>
                  <th scope="col">{t('backoffice:platformClock.runs')}</th>
                  <th scope="col">{t('backoffice:platformClock.dueRuns')}</th>
                </tr>
              </thead>
              <tbody>
                {moved.jobs.map((job) => (
                  <tr key={job.job}>
                    <td>{jobWords(job.job)}</td>
                    <td>{job.runs}</td>
                    <td>{job.dueRuns}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
