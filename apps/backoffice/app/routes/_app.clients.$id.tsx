import type { MessageKey } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { TABS, type ClientTab as Tab } from '../client-record';
import { ContactFacts, type RevealedContact, ShowContactButton } from '../components/client-contact';
import { ClientRecordPanels } from '../components/client-record-panels';
import { ReasonAction } from '../components/reason-action';
import { RecordFailure, RecordTabs } from '../components/record-tabs';
import { StatusBadge } from '../components/status';
import { date } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { clientRecordAction, clientRecordLoader } from './_app.clients.$id.server';

export { TABS };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? () => data.name : undefined);

export const loader = ({ request, params }: LoaderFunctionArgs) => clientRecordLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => clientRecordAction(request, params);

export default function ClientPage() {
  const { id, tab, name, detail, audit, offer, can, decisions, consents, documents, debits, invalid } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | (ActionFailure & { contact?: undefined })
    | { contact: RevealedContact; fields?: undefined; intent?: undefined }
    | undefined;
  const failure = answer && !answer.contact ? (answer as ActionFailure) : undefined;
  const contact = answer?.contact;
  const t = useT();
  const { profile } = detail;
  const tabLabel: Record<Tab, MessageKey> = {
    summary: 'backoffice:tabs.summary',
    applications: 'backoffice:tabs.applications',
    loans: 'backoffice:tabs.loans',
    payments: 'backoffice:tabs.payments',
    debits: 'backoffice:paymentOversight.tab',
    documents: 'backoffice:tabs.documents',
    consents: 'backoffice:client.consents',
    messages: 'backoffice:tabs.messages',
    audit: 'backoffice:tabs.audit',
    offer: 'backoffice:client.offer',
  };
  const visibleTabs = TABS.filter((item) =>
    item === 'offer' ? can.offer : item === 'debits' ? can.payments : true,
  );
  const seenStatus = { expectedStatus: profile.status };
  const errorOf = (intent: string) =>
    failure?.intent === intent && failure.fields?.reason ? t(failure.fields.reason) : undefined;
  return (
    <>
      <section className="bo-record-header" aria-labelledby="client-title">
        <h1 id="client-title">
          {name} <StatusBadge kind="client" status={profile.status} />
        </h1>
        <dl className="bo-facts">
          <div>
            <dt>{t('backoffice:clients.columns.id')}</dt>
            <dd className="bo-num bo-start">{id}</dd>
          </div>
          <div>
            <dt>{t('backoffice:client.email')}</dt>
            <dd>{profile.email ?? '—'}</dd>
          </div>
          <ContactFacts
            label={t('backoffice:client.phone')}
            masked={profile.info.mobilePhone.number}
            contact={contact}
            testId="client-phone"
          />
          <div>
            <dt>{t('backoffice:client.birthDate')}</dt>
            <dd>{date(profile.birthDate)}</dd>
          </div>
          <div>
            <dt>{t('backoffice:client.rfc')}</dt>
            <dd data-testid="client-rfc">{profile.rfc ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('backoffice:clients.fake')}</dt>
            <dd>{profile.fake ? t('backoffice:app.yes') : t('backoffice:app.no')}</dd>
          </div>
        </dl>
        <RecordFailure failure={failure} />
        <div className="bo-actions">
          {can.contact && !contact ? <ShowContactButton /> : null}
          {can.block && profile.status !== 2 && profile.status !== 3 ? (
            <ReasonAction
              intent="block"
              label={t('backoffice:actions.block')}
              tone="danger"
              error={errorOf('block')}
              hidden={seenStatus}
            />
          ) : null}
          {can.unblock && profile.status === 2 ? (
            <ReasonAction
              intent="unblock"
              label={t('backoffice:actions.unblock')}
              error={errorOf('unblock')}
              hidden={seenStatus}
            />
          ) : null}
          {can.blacklist && profile.status !== 3 ? (
            <ReasonAction
              intent="blacklist"
              label={t('backoffice:client.blacklist')}
              tone="danger"
              error={errorOf('blacklist')}
              hidden={seenStatus}
            />
          ) : null}
          {can.sandbox ? (
            <form method="post">
              <input type="hidden" name="intent" value="sandbox" />
              <button type="submit" className="bo-button bo-button-secondary">
                {t('backoffice:client.sandbox')}
              </button>
            </form>
          ) : null}
        </div>
      </section>

      <RecordTabs
        label={name}
        tabs={visibleTabs}
        labels={tabLabel}
        current={tab}
        extra={
          <li>
            <Link to={`/clients/${id}/features`}>{t('backoffice:features.link')}</Link>
          </li>
        }
      >
        <ClientRecordPanels
          tab={tab}
          detail={detail}
          audit={audit}
          offer={offer}
          decisions={decisions}
          consents={consents}
          documents={documents}
          debits={debits}
          invalid={invalid}
        />
      </RecordTabs>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
