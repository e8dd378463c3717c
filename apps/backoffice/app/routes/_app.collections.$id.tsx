import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { CaseHeader } from '../components/case-register';
import {
  BreakdownPanel,
  ContactsPanel,
  NotesList,
  PaymentsPanel,
  PromisesPanel,
} from '../components/collections-case';
import { ContactTemplatePicker, needsTemplate } from '../components/contact-template-picker';
import { Field, FieldError, Notice, SelectField, useFailedForm } from '../components/form';
import { PaymentPlansPanel } from '../components/payment-plans-panel';
import { RecordFailure } from '../components/record-tabs';
import { date, dateTime, pesos, phone } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { collectionsCaseAction, collectionsCaseLoader } from './_app.collections.$id.server';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(
    matches,
    data ? (t) => t('backoffice:titles.collectionsCase', { id: data.item.loanId }) : undefined,
  );

export const loader = ({ request, params }: LoaderFunctionArgs) => collectionsCaseLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => collectionsCaseAction(request, params);

const CHANNELS = ['call', 'sms', 'email', 'whatsapp'] as const;
const DIRECTIONS = ['outbound', 'inbound'] as const;
const RESULTS = ['reached', 'no_answer', 'wrong_number', 'refused', 'promised'] as const;

export default function CollectionsCase() {
  const { item, me, canWork } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const { typed, fieldError } = useFailedForm(failure, 'contact');
  const { fieldError: planError } = useFailedForm(failure, 'plan-offer');
  const [channel, setChannel] = useState<string>(typed('channel') ?? 'call');
  const [direction, setDirection] = useState<string>(typed('direction') ?? 'outbound');
  const [result, setResult] = useState<string>(typed('result') ?? 'reached');
  const mine = item.claim?.userId === me;
  const takenByOther = item.claim !== null && !mine;
  const formShown = canWork && !takenByOther;
  // A refusal of the contact form is said beside it (the notice at the top says the others).
  const contactRefusal = formShown && failure?.intent === 'contact' && !failure.fields ? failure : undefined;
  const byEmail = channel === 'email';
  const addresses = byEmail
    ? item.email
      ? [{ value: item.email, label: item.email }]
      : []
    : item.phone
      ? [{ value: item.phone, label: phone(item.phone) }]
      : [];
  const { allowance } = item;

  return (
    <>
      <CaseHeader
        back={{ to: '/collections', label: t('backoffice:collections.title') }}
        title={t('backoffice:collections.caseTitle', { id: item.loanId })}
        facts={[
          [
            t('backoffice:collections.client'),
            <Link to={`/clients/${item.clientId}`}>{item.clientName}</Link>,
          ],
          [t('backoffice:collections.balance'), <strong>{pesos(item.balance)}</strong>],
          [
            t('backoffice:collections.overdueDays'),
            `${item.overdueDays}${item.bucket ? ` · ${t(`backoffice:loans.buckets.${item.bucket}`)}` : ''}`,
          ],
          [t('backoffice:collections.dueDate'), date(item.dueDate)],
          [
            t('backoffice:collections.claim'),
            item.claim
              ? mine
                ? t('backoffice:collections.claimedByMe')
                : t('backoffice:collections.claimedBy', { name: item.claim.name })
              : t('backoffice:collections.unclaimed'),
          ],
        ]}
      >
        {canWork ? (
          <Form method="post" className="bo-actions">
            <input
              type="hidden"
              name="intent"
              value={mine ? 'release' : takenByOther ? 'take-over' : 'claim'}
            />
            <button type="submit" className="bo-button bo-button-secondary">
              {mine
                ? t('backoffice:collections.release')
                : takenByOther
                  ? t('backoffice:collections.takeOver')
                  : t('backoffice:collections.take')}
            </button>
          </Form>
        ) : null}
      </CaseHeader>
      <RecordFailure failure={contactRefusal ? undefined : failure} />
      <div className="bo-grid">
        <section className="bo-card bo-stack" aria-labelledby="borrower-title">
          <h2 id="borrower-title">{t('backoffice:collections.borrowerContact')}</h2>
          <p className="bo-hint">{t('backoffice:collections.borrowerContactHint')}</p>
          <dl className="bo-facts">
            <div>
              <dt>{t('backoffice:collections.phone')}</dt>
              <dd>{item.phone ? <a href={`tel:${item.phone}`}>{phone(item.phone)}</a> : '—'}</dd>
            </div>
            <div>
              <dt>{t('backoffice:collections.email')}</dt>
              <dd>{item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : '—'}</dd>
            </div>
          </dl>
          <p className="bo-muted">
            {allowance.insideWindow
              ? t('backoffice:collections.windowOpen')
              : t('backoffice:collections.windowClosed', { opensAt: dateTime(allowance.opensAt) })}{' '}
            {t('backoffice:collections.allowance', {
              today: allowance.today.used,
              todayLimit: allowance.today.limit,
              week: allowance.week.used,
              weekLimit: allowance.week.limit,
            })}
          </p>
        </section>
        <BreakdownPanel item={item} />
      </div>
      {formShown ? (
        <section key={item.contacts.length} className="bo-card bo-stack bo-mt-16" aria-labelledby="log-title">
          <h2 id="log-title">{t('backoffice:collections.logContact')}</h2>
          {contactRefusal?.key ? (
            <Notice tone={contactRefusal.conflict ? 'warning' : 'danger'}>
              {t(contactRefusal.key, contactRefusal.params)}
            </Notice>
          ) : null}
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="contact" />
            <div className="bo-filters">
              <SelectField
                label={t('backoffice:collections.channelLabel')}
                name="channel"
                value={channel}
                onChange={(event) => setChannel(event.target.value)}
                options={CHANNELS.map((value) => ({
                  value,
                  label: t(`backoffice:collections.channel.${value}`),
                }))}
              />
              <SelectField
                label={t('backoffice:collections.directionLabel')}
                name="direction"
                value={direction}
                onChange={(event) => setDirection(event.target.value)}
                options={DIRECTIONS.map((value) => ({
                  value,
                  label: t(`backoffice:collections.direction.${value}`),
                }))}
              />
              <SelectField
                label={t('backoffice:collections.resultLabel')}
                name="result"
                value={result}
                onChange={(event) => setResult(event.target.value)}
                options={RESULTS.map((value) => ({
                  value,
                  label: t(`backoffice:collections.result.${value}`),
                }))}
              />
              <SelectField
                label={t('backoffice:collections.to')}
                name="to"
                options={addresses}
                error={fieldError('to')}
              />
            </div>
            {needsTemplate(channel, direction) ? (
              <ContactTemplatePicker
                key={channel}
                templates={item.templates}
                channel={channel}
                typed={typed('templateId')}
                error={fieldError('templateId')}
              />
            ) : null}
            {result === 'promised' ? (
              <div className="bo-filters">
                <Field
                  label={t('backoffice:collections.promiseDate')}
                  type="date"
                  name="promiseDate"
                  defaultValue={typed('promiseDate')}
                  error={fieldError('promiseDate')}
                />
                <Field
                  label={t('backoffice:collections.promiseAmount')}
                  name="promiseAmount"
                  inputMode="decimal"
                  defaultValue={typed('promiseAmount')}
                  error={fieldError('promiseAmount')}
                />
              </div>
            ) : null}
            <div className="bo-field bo-field-wide">
              <label htmlFor="contact-note">{t('backoffice:collections.note')}</label>
              <textarea
                id="contact-note"
                name="note"
                rows={2}
                maxLength={2000}
                defaultValue={typed('note')}
              />
            </div>
            <div>
              <button type="submit" className="bo-button bo-button-primary">
                {t('backoffice:collections.logContact')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      <PaymentPlansPanel plans={item.plans} canWork={canWork} fieldError={planError} />
      <ContactsPanel item={item} />
      <PromisesPanel item={item} />
      <PaymentsPanel item={item} />
      <section className="bo-stack" aria-labelledby="notes-title">
        <h2 id="notes-title">{t('backoffice:collections.notes')}</h2>
        <NotesList item={item} />
        {canWork ? (
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="note" />
            <div className="bo-field bo-field-wide">
              <label htmlFor="note-text">{t('backoffice:collections.note')}</label>
              <textarea
                id="note-text"
                name="text"
                rows={2}
                maxLength={2000}
                aria-invalid={fieldError('text') ? true : undefined}
                aria-describedby={fieldError('text') ? 'note-text-error' : undefined}
              />
              <FieldError id="note-text-error" error={fieldError('text')} />
            </div>
            <div>
              <button type="submit" className="bo-button bo-button-secondary">
                {t('backoffice:collections.addNote')}
              </button>
            </div>
          </Form>
        ) : null}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
