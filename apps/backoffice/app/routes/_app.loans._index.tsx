import type { LoanStanding, OverdueBucket } from '@lender/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Field } from '../components/form';
import { FilterSelect, useFilterOptions } from '../components/list-filters';
import { ListScreen } from '../components/list-screen';
import { FakeFlag, Standing, StatusBadge } from '../components/status';
import { centavos, date } from '../format';
import { pageTitle, useT } from '../i18n';
import { LOAN_FILTERS, listScreenLoader, loanListQuery } from '../server/list-screen.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.loans'));

export function loader({ request }: LoaderFunctionArgs) {
  return listScreenLoader(request, {
    permission: 'loans.read',
    filters: LOAN_FILTERS,
    paging: 'cursor',
    fetch: (admin, filters, at) => admin.api.backOffice.loans({ query: loanListQuery(filters, at) }),
    extra: (admin) => ({ canExport: admin.can('lists.export') }),
  });
}

/** The overdue buckets of the portfolio (the contracts' list; no zod in the page's JavaScript). */
export const OVERDUE_BUCKETS = [
  '1-7',
  '8-30',
  '31-60',
  '61-90',
  '90+',
] as const satisfies readonly OverdueBucket[];
const STANDINGS = ['current', 'overdue', 'closed'] as const satisfies readonly LoanStanding[];

export default function Loans() {
  const page = useLoaderData<typeof loader>();
  const { filters, rows, canExport } = page;
  const t = useT();
  const options = useFilterOptions();
  return (
    <ListScreen
      title={t('backoffice:loans.title')}
      clearHref="/loans"
      keep={{ sort: filters.sort, clientId: filters.clientId }}
      page={page}
      exportPath={canExport ? '/loans/export' : undefined}
      filters={
        <>
          <FilterSelect
            label={t('backoffice:loans.status')}
            name="status"
            value={filters.status}
            options={options.statuses('loan', [1, 2, 3, 4, 5, 6, 8, 9, 10])}
          />
          <FilterSelect
            label={t('backoffice:loans.standing')}
            name="standing"
            value={filters.standing}
            options={STANDINGS.map((standing) => ({
              value: standing,
              label: t(`backoffice:loans.standings.${standing}`),
            }))}
          />
          <FilterSelect
            label={t('backoffice:loans.bucket')}
            name="overdueBucket"
            value={filters.overdueBucket}
            options={OVERDUE_BUCKETS.map((bucket) => ({
              value: bucket,
              label: t(`backoffice:loans.buckets.${bucket}`),
            }))}
          />
          <Field
            label={t('backoffice:loans.dueFrom')}
            type="date"
            name="dueFrom"
            defaultValue={filters.dueFrom}
          />
          <Field label={t('backoffice:loans.dueTo')} type="date" name="dueTo" defaultValue={filters.dueTo} />
          <FilterSelect
            label={t('backoffice:clients.fake')}
            name="fake"
            value={filters.fake}
            options={options.yesNo}
          />
        </>
      }
      table={{
        rows,
        columns: [
          {
            id: 'id',
            label: t('backoffice:loans.id'),
            sort: 'id',
            numeric: 'end',
            rowHeader: true,
            cell: (row) => <Link to={`/loans/${row.id}`}>{row.id}</Link>,
          },
          {
            id: 'client',
            label: t('backoffice:queue.client'),
            name: true,
            cell: (row) => (
              <Link to={`/clients/${row.clientId}`}>{row.clientName || `#${row.clientId}`}</Link>
            ),
          },
          {
            id: 'status',
            label: t('backoffice:loans.status'),
            cell: (row) => <StatusBadge kind="loan" status={row.status} />,
          },
          {
            id: 'standing',
            label: t('backoffice:loans.standing'),
            cell: (row) => <Standing standing={row.standing} bucket={row.overdueBucket} />,
          },
          {
            id: 'amount',
            label: t('backoffice:loans.amount'),
            sort: 'principal',
            numeric: 'end',
            cell: (row) => centavos(row.principalCentavos),
          },
          {
            id: 'principal',
            label: t('backoffice:loans.outstandingPrincipal'),
            numeric: 'end',
            cell: (row) => centavos(row.outstandingPrincipalCentavos),
          },
          {
            id: 'balance',
            label: t('backoffice:loans.balance'),
            numeric: 'end',
            cell: (row) => centavos(row.outstandingCentavos),
          },
          {
            id: 'due',
            label: t('backoffice:loans.due'),
            sort: 'dueDate',
            numeric: 'start',
            cell: (row) => date(row.dueDate),
          },
          {
            id: 'overdue',
            label: t('backoffice:loans.overdue'),
            sort: 'overdueDays',
            numeric: 'end',
            cell: (row) =>
              row.overdueDays > 0 ? t('backoffice:loans.overdueDays', { count: row.overdueDays }) : '—',
          },
          {
            id: 'fake',
            label: t('backoffice:clients.columns.fake'),
            cell: (row) => <FakeFlag fake={row.fake} />,
          },
        ],
      }}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
