import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { codeWords } from '../components/codes';
import { CreditBalanceTable } from '../components/credit-balance-table';
import { Field } from '../components/form';
import { FilterSelect } from '../components/list-filters';
import { ListScreen, ListTable } from '../components/list-screen';
import { RefundTable } from '../components/refund-table';
import { Badge, RecordedBy } from '../components/status';
import { centavos, date, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import { booleanParam } from '../server/list-query.server';
import { listScreenLoader, type PageRequest, pageQuery } from '../server/list-screen.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.payments'));

const FILTERS = ['channel', 'status', 'kind', 'from', 'to', 'loanId', 'clientId', 'fake', 'sort'] as const;
const CHANNELS = ['card', 'clabe', 'cash', 'manual'] as const;
const STATUSES = ['pending', 'completed', 'failed', 'reversed'] as const;
const PAYMENT_SORTS = ['id', '-id', 'amount', '-amount'] as const;

/** The API query of the payment list from the URL's filters (invalid values are dropped). */
function paymentListQuery(filters: Partial<Record<(typeof FILTERS)[number], string>>, at: PageRequest) {
  const query: Record<string, string | number> = { perPage: 25, ...pageQuery(at) };
  if (filters.channel && (CHANNELS as readonly string[]).includes(filters.channel))
    query.channel = filters.channel;
  if (filters.status && (STATUSES as readonly string[]).includes(filters.status))
    query.status = filters.status;
  if (filters.kind === 'repayment' || filters.kind === 'rollover') query.kind = filters.kind;
  for (const name of ['from', 'to'] as const)
    if (filters[name] && /^\d{4}-\d{2}-\d{2}$/.test(filters[name])) query[name] = filters[name];
  for (const name of ['loanId', 'clientId'] as const)
    if (filters[name] && /^\d+$/.test(filters[name])) query[name] = Number(filters[name]);
  const fake = booleanParam(filters.fake);
  if (fake) query.fake = fake;
  if (filters.sort && (PAYMENT_SORTS as readonly string[]).includes(filters.sort)) query.sort = filters.sort;
  return query;
}

export function loader({ request }: LoaderFunctionArgs) {
  return listScreenLoader(request, {
    permission: 'payments.read',
    filters: FILTERS,
    paging: 'cursor',
    fetch: (admin, filters, at) =>
      admin.api.backOffice.payments({ query: paymentListQuery(filters, at) as never }),
    extra: async (admin) => {
      const [unmatched, refunds, credit] = await Promise.all([
        admin.can('payments.reconcile')
          ? admin.api.backOffice.unmatchedCallbacks({ query: { page: 1, perPage: 20 } })
          : null,
        admin.api.backOffice.refunds({ query: { page: 1, perPage: 20 } }),
        admin.api.backOffice.creditBalances(),
      ]);
      return {
        // Reconciliation is finance's (issue 36): a role without it sees no provider notices.
        canReconcile: admin.can('payments.reconcile'),
        unmatched: unmatched?.success ? unmatched.data : [],
        refunds: refunds.success ? refunds.data : [],
        // Issue 61: money held for borrowers beyond their loans' balance, with its refund request.
        creditBalances: credit.success ? credit.data : [],
        canExport: admin.can('lists.export'),
      };
    },
  });
}

const STATUS_TONE = {
  completed: 'success',
  failed: 'danger',
  pending: 'warning',
  reversed: 'neutral',
} as const;

export default function Payments() {
  const page = useLoaderData<typeof loader>();
  const { filters, rows, unmatched, refunds, creditBalances, canExport, canReconcile } = page;
  const t = useT();
  return (
    <ListScreen
      title={t('backoffice:payments.title')}
      clearHref="/payments"
      keep={{ sort: filters.sort, loanId: filters.loanId, clientId: filters.clientId }}
      page={page}
      exportPath={canExport ? '/payments/export' : undefined}
      filters={
        <>
          <FilterSelect
            label={t('backoffice:payments.channel')}
            name="channel"
            value={filters.channel}
            options={CHANNELS.map((value) => ({ value, label: t(`backoffice:payments.channels.${value}`) }))}
          />
          <FilterSelect
            label={t('backoffice:payments.status')}
            name="status"
            value={filters.status}
            options={STATUSES.map((value) => ({ value, label: t(`backoffice:payments.statuses.${value}`) }))}
          />
          <Field label={t('backoffice:audit.from')} type="date" name="from" defaultValue={filters.from} />
          <Field label={t('backoffice:audit.to')} type="date" name="to" defaultValue={filters.to} />
        </>
      }
      table={{
        rows,
        columns: [
          { id: 'id', label: t('backoffice:payments.id'), sort: 'id', numeric: 'end', cell: (row) => row.id },
          {
            id: 'client',
            label: t('backoffice:payments.client'),
            name: true,
            cell: (row) => (
              <Link to={`/clients/${row.clientId}`}>{row.clientName || `#${row.clientId}`}</Link>
            ),
          },
          {
            id: 'loan',
            label: t('backoffice:loans.id'),
            cell: (row) => <Link to={`/loans/${row.loanId}`}>{row.loanId}</Link>,
          },
          {
            id: 'kind',
            label: t('backoffice:payments.kind'),
            cell: (row) => codeWords.of(t, 'paymentKind', row.kind),
          },
          {
            id: 'channel',
            label: t('backoffice:payments.channel'),
            cell: (row) => t(`backoffice:payments.channels.${row.channel}`),
          },
          {
            id: 'status',
            label: t('backoffice:payments.status'),
            cell: (row) => (
              <Badge tone={STATUS_TONE[row.status]}>{t(`backoffice:payments.statuses.${row.status}`)}</Badge>
            ),
          },
          {
            id: 'amount',
            label: t('backoffice:loans.amount'),
            sort: 'amount',
            numeric: 'end',
            cell: (row) => centavos(row.paidCentavos ?? row.amountCentavos),
          },
          { id: 'reference', label: t('backoffice:loans.reference'), cell: (row) => row.reference },
          {
            id: 'recordedBy',
            label: t('backoffice:payments.recordedBy'),
            cell: (row) => <RecordedBy by={row.recordedBy} name={row.recordedByName} />,
          },
          {
            id: 'when',
            label: t('backoffice:payments.paidOn'),
            numeric: 'when',
            // The day paid; when it was recorded on a later day (a deposit booked days after), that too.
            cell: (row) =>
              row.paidOn !== null && date(row.paidOn) === date(row.createdAt) ? (
                dateTime(row.createdAt)
              ) : (
                <>
                  {date(row.paidOn)}
                  <br />
                  <span className="bo-muted">
                    {t('backoffice:payments.recordedOn', { when: dateTime(row.createdAt) })}
                  </span>
                </>
              ),
          },
        ],
      }}
    >
      {canReconcile ? <h2>{t('backoffice:payments.unmatched')}</h2> : null}
      {canReconcile ? (
        <ListTable
          caption={t('backoffice:payments.unmatched')}
          empty={t('backoffice:client.noRows')}
          rows={unmatched}
          columns={[
            { id: 'event', label: t('backoffice:payments.eventId'), cell: (callback) => callback.eventId },
            {
              id: 'reference',
              label: t('backoffice:loans.reference'),
              cell: (callback) => callback.reference,
            },
            {
              id: 'amount',
              label: t('backoffice:loans.amount'),
              numeric: 'end',
              cell: (callback) => centavos(callback.amountCentavos),
            },
            {
              id: 'status',
              label: t('backoffice:payments.status'),
              cell: (callback) => codeWords.of(t, 'paymentStatus', callback.status),
            },
            {
              id: 'received',
              label: t('backoffice:payments.receivedAt'),
              cell: (callback) => dateTime(callback.receivedAt),
            },
          ]}
        />
      ) : null}
      <h2>{t('backoffice:payments.creditBalances')}</h2>
      <CreditBalanceTable balances={creditBalances} />
      <h2>{t('backoffice:payments.refunds')}</h2>
      <RefundTable refunds={refunds} />
    </ListScreen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
