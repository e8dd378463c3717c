import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate, useSubmit } from '@remix-run/react';
import { RegisterFilters } from '../components/case-register';
import { SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { RecordFailure } from '../components/record-tabs';
import { useRowKeyboard } from '../components/row-keyboard';
import { CaptionedTable } from '../components/table-region';
import { date, dateTime, pesos } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { collectionsQueueAction, collectionsQueueLoader } from './_app.collections._index.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.collections'));

export const loader = ({ request }: LoaderFunctionArgs) => collectionsQueueLoader(request);
export const action = ({ request }: ActionFunctionArgs) => collectionsQueueAction(request);

const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
const CLAIMS = ['all', 'mine', 'unclaimed'] as const;
const SORTS = ['-overdueDays', 'overdueDays', '-balance', 'balance'] as const;

/** The month before today's, `YYYY-MM`: what the regulator's monthly report usually asks for. */
function lastMonth(): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

export default function CollectionsQueue() {
  const { items, filters, pagination, me, canWork, canExport } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const submit = useSubmit();
  const navigate = useNavigate();
  // Keyboard, like the manual queue: j/k move, Enter claims and opens the focused case.
  const { rowProps } = useRowKeyboard(items, {
    onEnter(item) {
      if (canWork && !item.claim) {
        submit({ intent: 'claim', loanId: String(item.loanId) }, { method: 'post' });
      } else {
        navigate(`/collections/${item.loanId}`);
      }
    },
  });

  return (
    <>
      <h1>{t('backoffice:collections.title')}</h1>
      <p className="bo-muted" id="collections-keys">
        {t('backoffice:collections.keyboard')}
      </p>
      <p>
        <Link to="/collections/templates">{t('backoffice:contactTemplates.link')}</Link>
      </p>
      <RecordFailure failure={failure} />
      <RegisterFilters apply={t('backoffice:collections.apply')}>
        <SelectField
          label={t('backoffice:collections.bucket')}
          name="bucket"
          defaultValue={filters.bucket ?? ''}
          options={[
            { value: '', label: t('backoffice:collections.allBuckets') },
            ...BUCKETS.map((bucket) => ({ value: bucket, label: t(`backoffice:loans.buckets.${bucket}`) })),
          ]}
        />
        <SelectField
          label={t('backoffice:collections.claimFilter')}
          name="claim"
          defaultValue={filters.claim}
          options={CLAIMS.map((claim) => ({
            value: claim,
            label: t(`backoffice:collections.claimFilters.${claim}`),
          }))}
        />
        <SelectField
          label={t('backoffice:collections.sort')}
          name="sort"
          defaultValue={filters.sort}
          options={SORTS.map((sort) => ({ value: sort, label: t(`backoffice:collections.sorts.${sort}`) }))}
        />
      </RegisterFilters>
      <CaptionedTable
        caption={t('backoffice:collections.title')}
        empty={items.length === 0 ? t('backoffice:collections.empty') : undefined}
        describedBy="collections-keys"
      >
        <thead>
          <tr>
            <th scope="col" className="bo-num">
              {t('backoffice:collections.loan')}
            </th>
            <th scope="col">{t('backoffice:collections.client')}</th>
            <th scope="col">{t('backoffice:collections.bucket')}</th>
            <th scope="col" className="bo-num">
              {t('backoffice:collections.overdueDays')}
            </th>
            <th scope="col" className="bo-num">
              {t('backoffice:collections.balance')}
            </th>
            <th scope="col">{t('backoffice:collections.promise')}</th>
            <th scope="col">{t('backoffice:collections.lastContact')}</th>
            <th scope="col">{t('backoffice:collections.claim')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.loanId} {...rowProps(index)} data-loan-id={item.loanId}>
              <td className="bo-num">
                <Link to={`/collections/${item.loanId}`}>{item.loanId}</Link>
              </td>
              <td className="bo-name">{item.clientName}</td>
              <td>{t(`backoffice:loans.buckets.${item.bucket}`)}</td>
              <td className="bo-num">{item.overdueDays}</td>
              <td className="bo-num">{pesos(item.balance)}</td>
              <td>
                {item.brokenPromise ? (
                  <span className="bo-badge bo-badge-danger">
                    {t('backoffice:collections.brokenPromise')}
                  </span>
                ) : item.promise?.status === 'pending' ? (
                  `${date(item.promise.promisedDate)} · ${pesos(item.promise.amount)}`
                ) : (
                  '—'
                )}
              </td>
              <td>{dateTime(item.lastContactAt)}</td>
              <td>
                {item.claim ? (
                  <span className="bo-badge bo-badge-info">
                    {item.claim.userId === me
                      ? t('backoffice:collections.claimedByMe')
                      : t('backoffice:collections.claimedBy', { name: item.claim.name })}
                  </span>
                ) : (
                  <span className="bo-muted">{t('backoffice:collections.unclaimed')}</span>
                )}{' '}
                {canWork && !item.claim ? (
                  <button
                    type="submit"
                    form={`claim-${item.loanId}`}
                    className="bo-button bo-button-link"
                    aria-label={`${t('backoffice:collections.take')} ${item.loanId}`}
                  >
                    {t('backoffice:collections.take')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {items.map((item) => (
        <Form key={item.loanId} method="post" id={`claim-${item.loanId}`} hidden>
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="loanId" value={item.loanId} />
        </Form>
      ))}
      {pagination ? <Pager info={pagination} /> : null}
      {canExport ? (
        <section className="bo-stack bo-mt-16" aria-label={t('backoffice:collections.exportContacts')}>
          <Form method="get" action="/collections/contacts/export" reloadDocument className="bo-filters">
            <div className="bo-field">
              <label htmlFor="export-month">{t('backoffice:collections.month')}</label>
              <input id="export-month" type="month" name="month" defaultValue={lastMonth()} required />
            </div>
            <div className="bo-actions">
              <button type="submit" className="bo-button bo-button-secondary">
                {t('backoffice:collections.exportContacts')}
              </button>
            </div>
          </Form>
          <p>
            <a href="/collections/collectors/export" download>
              {t('backoffice:collections.exportCollectors')}
            </a>
          </p>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
