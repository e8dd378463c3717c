import { COMPLAINT_CAUSES, COMPLAINT_CHANNELS, COMPLAINT_KINDS, COMPLAINT_STATUSES } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DueDate, FolioCell, LogCaseForm, RegisterFilters, YesNoFilter } from '../components/case-register';
import { Field, SelectField, TextBox, useFailedForm } from '../components/form';
import { ItemTable } from '../components/item-table';
import { Pager } from '../components/pagination';
import { RecordFailure } from '../components/record-tabs';
import { useSectionWords } from '../components/section-words';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { complaintsAction, complaintsLoader } from './_app.complaints._index.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.complaints'));

export const loader = ({ request }: LoaderFunctionArgs) => complaintsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => complaintsAction(request);

/** The UNE's answer deadline the screen explains (ADR 167; core's default). */
const ANSWER_DAYS = 30;

export default function Complaints() {
  const { items, filters, pagination, canLog } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const { w, choices } = useSectionWords('complaints');
  const { field } = useFailedForm(failure);

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
        <YesNoFilter
          label={t('backoffice:complaints.overdueFilter')}
          name="overdue"
          value={filters.overdue}
          any={t('backoffice:complaints.overdueAll')}
          yes={t('backoffice:complaints.overdueOnly')}
          no={t('backoffice:complaints.overdueNot')}
        />
      </RegisterFilters>
      <ItemTable
        caption={t('backoffice:complaints.title')}
        empty={t('backoffice:complaints.empty')}
        head={[
          t('backoffice:complaints.folio'),
          t('backoffice:complaints.receivedAt'),
          t('backoffice:complaints.channel'),
          t('backoffice:complaints.kind'),
          t('backoffice:complaints.cause'),
          t('backoffice:complaints.complainant'),
          t('backoffice:complaints.status'),
          t('backoffice:complaints.dueDate'),
        ]}
        items={items}
        cells={(item) => (
          <>
            <FolioCell to={`/complaints/${item.id}`} folio={item.folio} />
            <td>{dateTime(item.receivedAt)}</td>
            <td>{w(`channels.${item.channel}`)}</td>
            <td>{w(`kinds.${item.kind}`)}</td>
            <td>{w(`causes.${item.cause}`)}</td>
            <td className="bo-name">{item.complainant ?? '—'}</td>
            <td>{w(`statuses.${item.status}`)}</td>
            <td>
              <DueDate
                due={item.dueDate}
                overdue={item.overdue}
                words={{ overdue: t('backoffice:complaints.overdue') }}
              />
            </td>
          </>
        )}
      />
      {pagination ? <Pager info={pagination} /> : null}
      {canLog ? (
        <LogCaseForm
          title={t('backoffice:complaints.log.title')}
          submit={t('backoffice:complaints.log.submit')}
        >
          <div className="bo-filters">
            <SelectField
              label={t('backoffice:complaints.channel')}
              {...field('channel', 'phone')}
              options={choices('channels', COMPLAINT_CHANNELS)}
            />
            <SelectField
              label={t('backoffice:complaints.kind')}
              {...field('kind', 'claim')}
              options={choices('kinds', COMPLAINT_KINDS)}
            />
            <SelectField
              label={t('backoffice:complaints.cause')}
              {...field('cause', 'payment_not_applied')}
              options={choices('causes', COMPLAINT_CAUSES)}
            />
            <Field
              label={t('backoffice:complaints.receivedAt')}
              hint={t('backoffice:complaints.log.receivedAtHint')}
              type="datetime-local"
              {...field('receivedAt')}
            />
          </div>
          <p className="bo-hint">{t('backoffice:complaints.log.whoHint')}</p>
          <div className="bo-filters">
            <Field
              label={t('backoffice:complaints.log.clientId')}
              {...field('clientId')}
              inputMode="numeric"
            />
            <Field label={t('backoffice:complaints.log.loanId')} {...field('loanId')} inputMode="numeric" />
            <Field
              label={t('backoffice:complaints.log.complainantName')}
              {...field('complainantName')}
              autoComplete="off"
            />
          </div>
          <TextBox
            id="complaint-description"
            label={t('backoffice:complaints.description')}
            {...field('description')}
            rows={4}
            maxLength={4000}
          />
        </LogCaseForm>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
