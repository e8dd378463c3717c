import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { Field } from '../components/form';
import { FilterSelect, useFilterOptions } from '../components/list-filters';
import { ListScreen } from '../components/list-screen';
import { FakeFlag, StatusBadge } from '../components/status';
import { dateTime, phone } from '../format';
import { pageTitle, useT } from '../i18n';
import { withQuery } from '../list-position';
import { CLIENT_FILTERS, clientListQuery, listScreenLoader } from '../server/list-screen.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.clients'));

export function loader({ request }: LoaderFunctionArgs) {
  return listScreenLoader(request, {
    permission: 'clients.read',
    filters: CLIENT_FILTERS,
    paging: 'cursor',
    fetch: (admin, filters, at) => admin.api.backOffice.clients({ query: clientListQuery(filters, at) }),
    extra: (admin) => ({ canExport: admin.can('lists.export'), canContact: admin.can('clients.contact') }),
  });
}

export default function Clients() {
  const page = useLoaderData<typeof loader>();
  const { filters, rows, canExport, canContact } = page;
  const t = useT();
  const options = useFilterOptions();
  const location = useLocation();
  const revealHref = () => {
    const params = new URLSearchParams(location.search);
    if (filters.reveal === 'phone') params.delete('reveal');
    else params.set('reveal', 'phone');
    return withQuery(location.pathname, params);
  };
  return (
    <ListScreen
      title={t('backoffice:clients.title')}
      clearHref="/clients"
      keep={{ sort: filters.sort, reveal: filters.reveal }}
      page={page}
      exportPath={canExport ? '/clients/export' : undefined}
      notice={
        canContact ? (
          <p className="bo-muted">
            <Link to={revealHref()}>
              {filters.reveal === 'phone'
                ? t('backoffice:contact.hidePhones')
                : t('backoffice:contact.showPhones')}
            </Link>{' '}
            · {t('backoffice:contact.audited')}
          </p>
        ) : null
      }
      filters={
        <>
          <Field
            className="bo-field-wide"
            label={t('backoffice:clients.search')}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={t('backoffice:clients.searchHint')}
          />
          <FilterSelect
            label={t('backoffice:clients.status')}
            name="status"
            value={filters.status}
            options={options.statuses('client', [1, 2, 3, 4, 5])}
          />
          <FilterSelect
            label={t('backoffice:clients.type')}
            name="type"
            value={filters.type}
            options={[
              { value: 'first', label: t('backoffice:clients.typeFirst') },
              { value: 'repeated', label: t('backoffice:clients.typeRepeated') },
            ]}
          />
          {(['hasActiveLoan', 'overdue', 'fake'] as const).map((name) => (
            <FilterSelect
              key={name}
              label={t(`backoffice:clients.${name}`)}
              name={name}
              value={filters[name]}
              options={options.yesNo}
            />
          ))}
        </>
      }
      table={{
        rows,
        columns: [
          {
            id: 'id',
            label: t('backoffice:clients.columns.id'),
            sort: 'id',
            numeric: 'end',
            cell: (row) => row.id,
          },
          {
            id: 'name',
            label: t('backoffice:clients.columns.name'),
            sort: 'name',
            rowHeader: true,
            name: true,
            cell: (row) => <Link to={`/clients/${row.id}`}>{row.fullName || `#${row.id}`}</Link>,
          },
          { id: 'email', label: t('backoffice:clients.columns.email'), cell: (row) => row.email ?? '—' },
          {
            id: 'phone',
            label: t('backoffice:clients.columns.phone'),
            numeric: 'start',
            cell: (row) => (row.phone ? phone(row.phone) : '—'),
          },
          {
            id: 'status',
            label: t('backoffice:clients.columns.status'),
            cell: (row) => <StatusBadge kind="client" status={row.status} />,
          },
          {
            id: 'created',
            label: t('backoffice:clients.columns.created'),
            sort: 'createdAt',
            numeric: 'when',
            cell: (row) => dateTime(row.createdAt),
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
