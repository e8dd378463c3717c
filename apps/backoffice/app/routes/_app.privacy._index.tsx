import {
  ARCO_ACT_BUSINESS_DAYS,
  ARCO_ANSWER_BUSINESS_DAYS,
  ARCO_OPPOSITION_PURPOSES,
  ARCO_RIGHTS,
  ARCO_STATUSES,
} from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FolioCell, LogCaseForm, RegisterFilters, YesNoFilter } from '../components/case-register';
import { Field, SelectField, TextBox, useFailedForm } from '../components/form';
import { ItemTable } from '../components/item-table';
import { Pager } from '../components/pagination';
import { Deadline, useShown } from '../components/privacy-panels';
import { RecordFailure } from '../components/record-tabs';
import { useSectionWords } from '../components/section-words';
import { dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { privacyAction, privacyLoader } from './_app.privacy._index.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.privacy'));

export const loader = ({ request }: LoaderFunctionArgs) => privacyLoader(request);
export const action = ({ request }: ActionFunctionArgs) => privacyAction(request);

export default function PrivacyRequests() {
  const { items, filters, pagination, canWork } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const shown = useShown();
  const { field } = useFailedForm(failure);
  const { w, choices } = useSectionWords('privacy');

  return (
    <>
      <h1>{t('backoffice:privacy.title')}</h1>
      <p className="bo-muted">
        {t('backoffice:privacy.intro', {
          answerDays: ARCO_ANSWER_BUSINESS_DAYS,
          actDays: ARCO_ACT_BUSINESS_DAYS,
        })}
      </p>
      <RecordFailure failure={failure} />
      <RegisterFilters apply={w('filters.apply')} clear={{ to: '/privacy?open=', label: w('filters.clear') }}>
        <YesNoFilter
          label={w('filters.open')}
          name="open"
          value={filters.open}
          any={w('filters.all')}
          yes={w('filters.onlyOpen')}
          no={w('filters.onlyClosed')}
        />
        <SelectField
          label={w('filters.status')}
          name="status"
          defaultValue={filters.status ?? ''}
          options={[{ value: '', label: w('filters.all') }, ...choices('statuses', ARCO_STATUSES)]}
        />
        <SelectField
          label={w('filters.right')}
          name="right"
          defaultValue={filters.right ?? ''}
          options={[{ value: '', label: w('filters.all') }, ...choices('rights', ARCO_RIGHTS)]}
        />
        <YesNoFilter
          label={w('filters.overdue')}
          name="overdue"
          value={filters.overdue}
          any={w('filters.all')}
          yes={w('filters.onlyOverdue')}
          no={w('filters.onlyOnTime')}
        />
      </RegisterFilters>
      <ItemTable
        caption={w('title')}
        empty={w('empty')}
        head={[w('folio'), w('right'), w('client'), w('channel'), w('receivedAt'), w('status'), w('nextDue')]}
        items={items}
        cells={(item) => (
          <>
            <FolioCell to={`/privacy/${item.id}`} folio={item.folio} />
            <td>
              {w(`rights.${item.right}`)}
              {item.purpose ? ` · ${w(`purposes.${item.purpose}`)}` : ''}
            </td>
            <td className="bo-name">{shown(item.clientName)}</td>
            <td>{w(`channels.${item.channel}`)}</td>
            <td>{dateTime(item.receivedAt)}</td>
            <td>{w(`statuses.${item.status}`)}</td>
            <td className="bo-nowrap">
              <Deadline item={item} />
            </td>
          </>
        )}
      />
      {pagination ? <Pager info={pagination} /> : null}
      {canWork ? (
        <LogCaseForm title={w('log.title')} submit={w('log.submit')}>
          <div className="bo-filters">
            <Field label={w('log.clientId')} {...field('clientId')} inputMode="numeric" />
            <SelectField
              label={w('right')}
              {...field('right', 'access')}
              options={choices('rights', ARCO_RIGHTS)}
            />
            <SelectField
              label={w('channel')}
              {...field('channel', 'email')}
              options={choices('channels', ['email', 'letter'])}
            />
            <Field
              label={w('receivedAt')}
              hint={w('log.receivedAtHint')}
              type="datetime-local"
              {...field('receivedAt')}
            />
            <SelectField
              label={w('purpose')}
              {...field('purpose', '')}
              options={[{ value: '', label: '—' }, ...choices('purposes', ARCO_OPPOSITION_PURPOSES)]}
            />
          </div>
          <TextBox
            id="arco-changes"
            label={w('log.changes')}
            hint={w('log.changesHint')}
            {...field('changes')}
            rows={3}
          />
          <TextBox
            id="arco-description"
            label={w('description')}
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
