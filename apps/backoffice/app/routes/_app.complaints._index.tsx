import { COMPLAINT_CAUSES, COMPLAINT_CHANNELS, COMPLAINT_KINDS, COMPLAINT_STATUSES } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { RegisterFilters } from '../components/case-register';
import { Field, FieldError, SelectField, useFailedForm } from '../components/form';
import { Pager } from '../components/pagination';
import { RecordFailure } from '../components/record-tabs';
import { CaptionedTable } from '../components/table-region';
import { date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { complaintsAction, complaintsLoader } from './_app.complaints._index.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.complaints'));

export const loader = ({ request }: LoaderFunctionArgs) => complaintsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => complaintsAction(request);

/** The UNE's answer deadline the screen explains (ADR 167; core's default). */
const ANSWER_DAYS = 30;

export default function Complaints() {
  const { items, filters, pagination, canWork } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const { typed, fieldError } = useFailedForm(failure);
  const w = (key: string) => t(`backoffice:complaints.${key}` as never);
  const choices = (group: string, codes: readonly string[]) =>
    codes.map((value) => ({ value, label: w(`${group}.${value}`) }));

  return (
    <>
      <h1>{t('backoffice:complaints.title')}</h1>
      <p className="bo-muted">{t('backoffice:complaints.intro', { days: ANSWER_DAYS })}</p>
      <RecordFailure failure={failure} />
      <RegisterFilters
        apply={t('backoffice:complaints.apply')}
        clear={{ to: '/complaints', label: t('backoffice:complaints.clear') }}
      >
        <div className="bo-field">
          <label htmlFor="complaints-month">{t('backoffice:complaints.month')}</label>
          <input id="complaints-month" type="month" name="month" defaultValue={filters.month ?? ''} />
        </div>
        <SelectField
          label={t('backoffice:complaints.status')}
          name="status"
          defaultValue={filters.status ?? ''}
          options={[
            { value: '', label: t('backoffice:complaints.allStatuses') },
            ...choices('statuses', COMPLAINT_STATUSES),
          ]}
        />
        <SelectField
          label={t('backoffice:complaints.overdueFilter')}
          name="overdue"
          defaultValue={filters.overdue ?? ''}
          options={[
            { value: '', label: t('backoffice:complaints.overdueAll') },
            { value: 'true', label: t('backoffice:complaints.overdueOnly') },
            { value: 'false', label: t('backoffice:complaints.overdueNot') },
          ]}
        />
      </RegisterFilters>
      <CaptionedTable
        caption={t('backoffice:complaints.title')}
        empty={items.length === 0 ? t('backoffice:complaints.empty') : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{t('backoffice:complaints.folio')}</th>
            <th scope="col">{t('backoffice:complaints.receivedAt')}</th>
            <th scope="col">{t('backoffice:complaints.channel')}</th>
            <th scope="col">{t('backoffice:complaints.kind')}</th>
            <th scope="col">{t('backoffice:complaints.cause')}</th>
            <th scope="col">{t('backoffice:complaints.complainant')}</th>
            <th scope="col">{t('backoffice:complaints.status')}</th>
            <th scope="col">{t('backoffice:complaints.dueDate')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="bo-nowrap">
                <Link to={`/complaints/${item.id}`}>{item.folio}</Link>
              </td>
              <td>{dateTime(item.receivedAt)}</td>
              <td>{w(`channels.${item.channel}`)}</td>
              <td>{w(`kinds.${item.kind}`)}</td>
              <td>{w(`causes.${item.cause}`)}</td>
              <td className="bo-name">{item.complainant ?? '—'}</td>
              <td>{w(`statuses.${item.status}`)}</td>
              <td>
                {date(item.dueDate)}{' '}
                {item.overdue ? (
                  <span className="bo-badge bo-badge-danger">{t('backoffice:complaints.overdue')}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {pagination ? <Pager info={pagination} /> : null}
      {canWork ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="log-title">
          <h2 id="log-title">{t('backoffice:complaints.log.title')}</h2>
          <Form method="post" className="bo-stack" noValidate>
            <div className="bo-filters">
              <SelectField
                label={t('backoffice:complaints.channel')}
                name="channel"
                defaultValue={typed('channel') ?? 'phone'}
                options={choices('channels', COMPLAINT_CHANNELS)}
                error={fieldError('channel')}
              />
              <SelectField
                label={t('backoffice:complaints.kind')}
                name="kind"
                defaultValue={typed('kind') ?? 'claim'}
                options={choices('kinds', COMPLAINT_KINDS)}
                error={fieldError('kind')}
              />
              <SelectField
                label={t('backoffice:complaints.cause')}
                name="cause"
                defaultValue={typed('cause') ?? 'payment_not_applied'}
                options={choices('causes', COMPLAINT_CAUSES)}
                error={fieldError('cause')}
              />
              <Field
                label={t('backoffice:complaints.receivedAt')}
                hint={t('backoffice:complaints.log.receivedAtHint')}
                type="datetime-local"
                name="receivedAt"
                defaultValue={typed('receivedAt')}
                error={fieldError('receivedAt')}
              />
            </div>
            <p className="bo-hint">{t('backoffice:complaints.log.whoHint')}</p>
            <div className="bo-filters">
              <Field
                label={t('backoffice:complaints.log.clientId')}
                name="clientId"
                inputMode="numeric"
                defaultValue={typed('clientId')}
                error={fieldError('clientId')}
              />
              <Field
                label={t('backoffice:complaints.log.loanId')}
                name="loanId"
                inputMode="numeric"
                defaultValue={typed('loanId')}
                error={fieldError('loanId')}
              />
              <Field
                label={t('backoffice:complaints.log.complainantName')}
                name="complainantName"
                autoComplete="off"
                defaultValue={typed('complainantName')}
                error={fieldError('complainantName')}
              />
            </div>
            <div className="bo-field bo-field-wide">
              <label htmlFor="complaint-description">{t('backoffice:complaints.description')}</label>
              <textarea
                id="complaint-description"
                name="description"
                rows={4}
                maxLength={4000}
                defaultValue={typed('description')}
                aria-invalid={fieldError('description') ? true : undefined}
                aria-describedby={fieldError('description') ? 'complaint-description-error' : undefined}
              />
              <FieldError id="complaint-description-error" error={fieldError('description')} />
            </div>
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {t('backoffice:complaints.log.submit')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
