import { COMPLAINT_RESOLUTIONS } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CaseHeader } from '../components/case-register';
import { FieldError, SelectField, useFailedForm } from '../components/form';
import { RecordFailure } from '../components/record-tabs';
import { date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { complaintAction, complaintLoader } from './_app.complaints.$id.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? (t) => t('backoffice:titles.complaint', { folio: data.item.folio }) : undefined);

export const loader = ({ request, params }: LoaderFunctionArgs) => complaintLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => complaintAction(request, params);

export default function ComplaintPage() {
  const { item, canWork } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const w = (key: string) => t(`backoffice:complaints.${key}` as never);
  const { typed, fieldError } = useFailedForm(failure, 'resolve');
  const facts: ReadonlyArray<readonly [string, React.ReactNode]> = [
    [w('receivedAt'), dateTime(item.receivedAt)],
    [w('channel'), w(`channels.${item.channel}`)],
    [w('kind'), w(`kinds.${item.kind}`)],
    [w('cause'), w(`causes.${item.cause}`)],
    [w('product'), t(`backoffice:risk.regulator.products.${item.product}`)],
    [
      w('complainant'),
      item.clientId ? (
        <Link to={`/clients/${item.clientId}`}>{item.complainant ?? item.clientId}</Link>
      ) : (
        `${item.complainant ?? '—'} (${w('notClient')})`
      ),
    ],
    [w('loan'), item.loanId ? <Link to={`/loans/${item.loanId}`}>{item.loanId}</Link> : '—'],
    [w('status'), w(`statuses.${item.status}`)],
    [
      w('dueDate'),
      <>
        {date(item.dueDate)}{' '}
        <span className={`bo-badge ${item.overdue ? 'bo-badge-danger' : 'bo-badge-info'}`}>
          {item.overdue ? w('overdue') : w('onTime')}
        </span>
      </>,
    ],
  ];
  const history: ReadonlyArray<readonly [string, string]> = [
    [w('loggedBy'), item.loggedBy?.name ?? w('loggedByClient')],
    ...(item.startedBy
      ? [[w('startedBy'), `${item.startedBy.name} · ${dateTime(item.startedAt)}`] as const]
      : []),
    ...(item.resolvedBy
      ? [[w('resolvedBy'), `${item.resolvedBy.name} · ${dateTime(item.resolvedAt)}`] as const]
      : []),
  ];

  return (
    <>
      <CaseHeader
        back={{ to: '/complaints', label: w('back') }}
        title={t('backoffice:complaints.itemTitle', { folio: item.folio })}
        facts={facts}
      >
        {canWork && item.status === 'received' ? (
          <Form method="post" className="bo-actions">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="bo-button bo-button-secondary">
              {w('start')}
            </button>
          </Form>
        ) : null}
      </CaseHeader>
      <RecordFailure failure={failure} />
      <section className="bo-card bo-stack" aria-labelledby="description-title">
        <h2 id="description-title">{w('description')}</h2>
        <p className="bo-pre-wrap">{item.description}</p>
      </section>
      {item.status === 'resolved' ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="resolution-title">
          <h2 id="resolution-title">
            {w('resolution')}: {item.resolution ? w(`resolutions.${item.resolution}`) : '—'}
          </h2>
          <p className="bo-pre-wrap">{item.resolutionText}</p>
        </section>
      ) : canWork ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="resolve-title">
          <h2 id="resolve-title">{w('resolve.title')}</h2>
          <p className="bo-hint">{w('resolve.hint')}</p>
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="resolve" />
            <SelectField
              label={w('resolution')}
              name="resolution"
              defaultValue={typed('resolution') ?? ''}
              options={[
                { value: '', label: '—' },
                ...COMPLAINT_RESOLUTIONS.map((value) => ({ value, label: w(`resolutions.${value}`) })),
              ]}
              error={fieldError('resolution')}
            />
            <div className="bo-field bo-field-wide">
              <label htmlFor="resolution-text">{w('resolutionText')}</label>
              <textarea
                id="resolution-text"
                name="resolutionText"
                rows={4}
                maxLength={4000}
                defaultValue={typed('resolutionText')}
                aria-invalid={fieldError('resolutionText') ? true : undefined}
                aria-describedby={fieldError('resolutionText') ? 'resolution-text-error' : undefined}
              />
              <FieldError id="resolution-text-error" error={fieldError('resolutionText')} />
            </div>
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {w('resolve.submit')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      <section className="bo-stack bo-mt-16" aria-labelledby="history-title">
        <h2 id="history-title">{w('history')}</h2>
        <dl className="bo-facts">
          {history.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
