import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@lender/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuditTable } from '../components/audit-table';
import { codeWords } from '../components/codes';
import { Notice, SelectField } from '../components/form';
import { Pager } from '../components/pagination';
import { pageTitle, useT } from '../i18n';
import { invalidRowsAt } from '../invalid';
import { refusalWords } from '../server/actions.server';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';
import { pageOf, pickParams } from '../server/list-query.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.audit'));

const AUDIT_FILTERS = ['entityType', 'entityId', 'actorType', 'actorId', 'action', 'from', 'to'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'audit.read');
  const url = new URL(request.url);
  const filters = pickParams(url, AUDIT_FILTERS);
  const query: Record<string, string | number> = { page: pageOf(url), perPage: 50 };
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'actorId') {
      if (/^\d+$/.test(value)) query.actorId = Number(value);
    } else if (name === 'actorType') {
      if (['user', 'client', 'system'].includes(value)) query.actorType = value;
    } else query[name] = value;
  }
  // The audit log pages by number (the API has no cursor for it); its total past 10,000 entries
  // is an estimate (ADR 064), which the page says.
  const { result, totalEstimated } = await admin.withTotal(() =>
    readable(admin.api.backOffice.auditLog({ query: query as never })),
  );
  if (!result.success) {
    if (result.status === 400)
      return data(
        { filters, entries: [], pagination: null, invalid: refusalWords(result), invalidRows: [] },
        { headers: admin.headers },
      );
    throw failureResponse(result);
  }
  return data(
    {
      filters,
      entries: result.data,
      pagination: result.pagination ? { ...result.pagination, totalEstimated } : null,
      invalid: null,
      invalidRows: invalidRowsAt(result.invalid),
    },
    { headers: admin.headers },
  );
}

export default function Audit() {
  const { filters, entries, pagination, invalid, invalidRows } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('backoffice:audit.title')}</h1>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:table.filters')}>
        <SelectField
          label={t('backoffice:audit.actorType')}
          name="actorType"
          defaultValue={filters.actorType ?? ''}
          options={[
            { value: '', label: t('backoffice:app.any') },
            { value: 'user', label: t('backoffice:audit.actorTypes.user') },
            { value: 'client', label: t('backoffice:audit.actorTypes.client') },
            { value: 'system', label: t('backoffice:audit.actorTypes.system') },
          ]}
        />
        <div className="bo-field">
          <label htmlFor="audit-actor">{t('backoffice:audit.actorId')}</label>
          <input id="audit-actor" name="actorId" inputMode="numeric" defaultValue={filters.actorId} />
        </div>
        <SelectField
          label={t('backoffice:audit.entityType')}
          name="entityType"
          defaultValue={filters.entityType ?? ''}
          options={[
            { value: '', label: t('backoffice:app.any') },
            ...AUDIT_ENTITIES.map((value) => ({ value, label: codeWords.of(t, 'auditEntity', value) })),
          ]}
        />
        <div className="bo-field">
          <label htmlFor="audit-entity-id">{t('backoffice:audit.entityId')}</label>
          <input id="audit-entity-id" name="entityId" defaultValue={filters.entityId} />
        </div>
        <SelectField
          label={t('backoffice:audit.action')}
          name="action"
          defaultValue={filters.action ?? ''}
          options={[
            { value: '', label: t('backoffice:app.any') },
            ...AUDIT_ACTIONS.filter((value) => value !== 'application.status').map((value) => ({
              value,
              label: codeWords.auditAction(t, value),
            })),
          ]}
        />
        <div className="bo-field">
          <label htmlFor="audit-from">{t('backoffice:audit.from')}</label>
          <input id="audit-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="bo-field">
          <label htmlFor="audit-to">{t('backoffice:audit.to')}</label>
          <input id="audit-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:clients.apply')}
          </button>
          <Link to="/audit">{t('backoffice:table.clear')}</Link>
        </div>
      </Form>
      {invalid ? (
        <Notice tone="warning">
          {t('backoffice:table.invalidFilters')} {t(invalid)}
        </Notice>
      ) : null}
      <AuditTable entries={entries} caption={t('backoffice:audit.title')} invalidRows={invalidRows} />
      {pagination ? <Pager info={pagination} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
