import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CfdiTable } from '../components/cfdi-table';
import { pageTitle, useT } from '../i18n';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';
import { cfdiMonthOf } from '../server/list-query.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:fiscal.title'));

/** `/cfdis?month=YYYY-MM` (issue 51): finance's month of CFDIs, their sums and the month's CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'fiscal.read');
  const month = cfdiMonthOf(new URL(request.url));
  const result = await admin.api.backOffice.monthCfdis({ query: { month } });
  if (!result.success) throw failureResponse(result);
  return data({ month, view: result.data, canExport: admin.can('lists.export') });
}

export default function CfdisOfMonth() {
  const { month, view, canExport } = useLoaderData<typeof loader>();
  const t = useT();
  const cents = (money: { amount: number }) => Math.round(money.amount * 100);
  return (
    <>
      <h1>{t('backoffice:fiscal.title')}</h1>
      <p className="bo-flush">{t('backoffice:fiscal.intro')}</p>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:fiscal.month')}>
        <div className="bo-field">
          <label htmlFor="cfdi-month">{t('backoffice:fiscal.month')}</label>
          <input id="cfdi-month" name="month" type="month" defaultValue={month} required />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-primary">
            {t('backoffice:fiscal.show')}
          </button>
          {canExport ? (
            <a className="bo-button bo-button-link" href={`/cfdis/export?month=${month}`} download>
              {t('backoffice:fiscal.export')}
            </a>
          ) : null}
        </div>
      </Form>
      <p data-testid="cfdi-totals">
        {t('backoffice:fiscal.totals', {
          issued: view.totals.issued,
          cancelled: view.totals.cancelled,
          subtotal: cents(view.totals.subtotal),
          vat: cents(view.totals.vat),
          total: cents(view.totals.total),
        })}
      </p>
      <CfdiTable
        cfdis={view.items}
        caption={`${t('backoffice:fiscal.title')} · ${month}`}
        empty={t('backoffice:fiscal.empty')}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
