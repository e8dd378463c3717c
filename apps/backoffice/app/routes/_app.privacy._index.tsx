import {
  ARCO_ACT_BUSINESS_DAYS,
  ARCO_ANSWER_BUSINESS_DAYS,
  ARCO_OPPOSITION_PURPOSES,
  ARCO_RIGHTS,
  ARCO_STATUSES,
} from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { RegisterFilters } from '../components/case-register';
import { Field, FieldError, SelectField, useFailedForm } from '../components/form';
import { Pager } from '../components/pagination';
import { Deadline, useShown } from '../components/privacy-panels';
import { RecordFailure } from '../components/record-tabs';
import { CaptionedTable } from '../components/table-region';
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
  const { typed, fieldError } = useFailedForm(failure);
  const w = (key: string) => t(`backoffice:privacy.${key}` as never);
  const choices = (group: string, codes: readonly string[]) =>
    codes.map((value) => ({ value, label: w(`${group}.${value}`) }));

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
        <SelectField
          label={w('filters.open')}
          name="open"
          defaultValue={filters.open ?? ''}
          options={[
            { value: '', label: w('filters.all') },
            { value: 'true', label: w('filters.onlyOpen') },
            { value: 'false', label: w('filters.onlyClosed') },
          ]}
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
        <SelectField
          label={w('filters.overdue')}
          name="overdue"
          defaultValue={filters.overdue ?? ''}
          options={[
            { value: '', label: w('filters.all') },
            { value: 'true', label: w('filters.onlyOverdue') },
            { value: 'false', label: w('filters.onlyOnTime') },
          ]}
        />
      </RegisterFilters>
      <CaptionedTable caption={w('title')} empty={items.length === 0 ? w('empty') : undefined}>
        <thead>
          <tr>
            <th scope="col">{w('folio')}</th>
            <th scope="col">{w('right')}</th>
            <th scope="col">{w('client')}</th>
            <th scope="col">{w('channel')}</th>
            <th scope="col">{w('receivedAt')}</th>
            <th scope="col">{w('status')}</th>
            <th scope="col">{w('nextDue')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="bo-nowrap">
                <Link to={`/privacy/${item.id}`}>{item.folio}</Link>
              </td>
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
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {pagination ? <Pager info={pagination} /> : null}
      {canWork ? (
        <section className="bo-card bo-stack bo-mt-16" aria-labelledby="log-title">
          <h2 id="log-title">{w('log.title')}</h2>
          <Form method="post" className="bo-stack" noValidate>
            <div className="bo-filters">
              <Field
                label={w('log.clientId')}
                name="clientId"
                inputMode="numeric"
                defaultValue={typed('clientId')}
                error={fieldError('clientId')}
              />
              <SelectField
                label={w('right')}
                name="right"
                defaultValue={typed('right') ?? 'access'}
                options={choices('rights', ARCO_RIGHTS)}
                error={fieldError('right')}
              />
              <SelectField
                label={w('channel')}
                name="channel"
                defaultValue={typed('channel') ?? 'email'}
                options={choices('channels', ['email', 'letter'])}
                error={fieldError('channel')}
              />
              <Field
                label={w('receivedAt')}
                hint={w('log.receivedAtHint')}
                type="datetime-local"
                name="receivedAt"
                defaultValue={typed('receivedAt')}
                error={fieldError('receivedAt')}
              />
              <SelectField
                label={w('purpose')}
                name="purpose"
                defaultValue={typed('purpose') ?? ''}
                options={[{ value: '', label: '—' }, ...choices('purposes', ARCO_OPPOSITION_PURPOSES)]}
                error={fieldError('purpose')}
              />
            </div>
            <div className="bo-field bo-field-wide">
              <label htmlFor="arco-changes">{w('log.changes')}</label>
              <p id="arco-changes-hint" className="bo-hint">
                {w('log.changesHint')}
              </p>
              <textarea
                id="arco-changes"
                name="changes"
                rows={3}
                defaultValue={typed('changes')}
                aria-invalid={fieldError('changes') ? true : undefined}
                aria-describedby={`arco-changes-hint${fieldError('changes') ? ' arco-changes-error' : ''}`}
              />
              <FieldError id="arco-changes-error" error={fieldError('changes')} />
            </div>
            <div className="bo-field bo-field-wide">
              <label htmlFor="arco-description">{w('description')}</label>
              <textarea
                id="arco-description"
                name="description"
                rows={4}
                maxLength={4000}
                defaultValue={typed('description')}
                aria-invalid={fieldError('description') ? true : undefined}
                aria-describedby={fieldError('description') ? 'arco-description-error' : undefined}
              />
              <FieldError id="arco-description-error" error={fieldError('description')} />
            </div>
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {w('log.submit')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
