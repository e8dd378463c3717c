import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Field, Notice } from '../components/form';
import { RecordTable } from '../components/record-table';
import { Badge } from '../components/status';
import { centavos, date } from '../format';
import { pageTitle, useT } from '../i18n';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, (t) => t('backoffice:reconciliation.ledger'));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'payments.reconcile');
  const asked = new URL(request.url).searchParams.get('date') ?? '';
  const query = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? { date: asked } : {};
  const result = await readable(admin.api.backOffice.ledgerChecks({ query }));
  if (!result.success) throw failureResponse(result);
  return data({ checks: result.data }, { headers: admin.headers });
}

export default function LedgerChecksPage() {
  const { checks } = useLoaderData<typeof loader>();
  const t = useT();
  const balance = checks.trialBalance;
  const accounts = balance.accounts.filter((row) => row.debitCentavos !== 0 || row.creditCentavos !== 0);
  // Each table's heading is its caption too (the caption names the table for screen readers).
  const cashTitle = `${t('backoffice:reconciliation.cashPosition')} · ${date(checks.date)}`;
  const balanceTitle = `${t('backoffice:reconciliation.trialBalance')} · ${date(checks.date)}`;
  return (
    <>
      <p>
        <Link to="/reconciliation">{t('backoffice:reconciliation.title')}</Link>
      </p>
      <h1>{t('backoffice:reconciliation.ledger')}</h1>
      <p className="bo-muted">{t('backoffice:reconciliation.ledgerIntro')}</p>
      <Form method="get" className="bo-filters" aria-label={t('backoffice:table.filters')}>
        <Field
          label={t('backoffice:reconciliation.date')}
          type="date"
          name="date"
          defaultValue={checks.date}
        />
        <button type="submit" className="bo-button bo-button-primary">
          {t('backoffice:reconciliation.show')}
        </button>
      </Form>
      <h2>{t('backoffice:reconciliation.alerts')}</h2>
      {checks.alerts.length === 0 ? (
        <p className="bo-muted">{t('backoffice:reconciliation.noAlerts')}</p>
      ) : (
        checks.alerts.map((alert) => (
          <Notice key={alert.id} tone="danger">
            {date(alert.businessDate)} · {t(`backoffice:reconciliation.alertKinds.${alert.kind}`)} ·{' '}
            {alert.channel === 'spei' || alert.channel === 'cash' || alert.channel === 'card'
              ? t(`backoffice:reconciliation.channels.${alert.channel}`)
              : t('backoffice:reconciliation.allChannels')}{' '}
            · {t('backoffice:reconciliation.difference')}: {centavos(alert.differenceCentavos)}
          </Notice>
        ))
      )}
      <h2>{cashTitle}</h2>
      <RecordTable
        caption={cashTitle}
        head={[
          t('backoffice:reconciliation.channel'),
          t('backoffice:reconciliation.statement'),
          t('backoffice:reconciliation.ledgerCash'),
          t('backoffice:reconciliation.notOurs'),
          t('backoffice:reconciliation.difference'),
          t('backoffice:reconciliation.outcome'),
        ]}
        numeric={[1, 2, 3, 4]}
        rows={checks.cashPosition.map((row) => [
          t(`backoffice:reconciliation.channels.${row.channel}`),
          centavos(row.statementCentavos),
          centavos(row.ledgerCentavos),
          centavos(row.notOursCentavos),
          centavos(row.differenceCentavos),
          !row.reported ? (
            <Badge key="n" tone="neutral">
              {t('backoffice:reconciliation.noFile')}
            </Badge>
          ) : row.differenceCentavos === 0 ? (
            <Badge key="t" tone="success">
              {t('backoffice:reconciliation.ties')}
            </Badge>
          ) : (
            <Badge key="d" tone="danger">
              {t('backoffice:reconciliation.alertKinds.cash_position')}
            </Badge>
          ),
        ])}
      />
      <h2>{balanceTitle}</h2>
      <p>
        <Badge tone={balance.even ? 'success' : 'danger'}>
          {balance.even ? t('backoffice:reconciliation.even') : t('backoffice:reconciliation.uneven')}
        </Badge>
      </p>
      <RecordTable
        caption={balanceTitle}
        head={[
          t('backoffice:reconciliation.accountName'),
          t('backoffice:reconciliation.debit'),
          t('backoffice:reconciliation.credit'),
        ]}
        numeric={[1, 2]}
        rows={[
          ...accounts.map((row) => [
            // A fee account is `fee_receivable:<component>`; its words are nested by component.
            t(`backoffice:reconciliation.accounts.${row.account.replace(':', '.') as 'cash_bank'}`),
            row.debitCentavos ? centavos(row.debitCentavos) : '',
            row.creditCentavos ? centavos(row.creditCentavos) : '',
          ]),
          [
            <strong key="t">{t('backoffice:reconciliation.totals')}</strong>,
            <strong key="d">{centavos(balance.totalDebitCentavos)}</strong>,
            <strong key="c">{centavos(balance.totalCreditCentavos)}</strong>,
          ],
        ]}
      />
    </>
  );
}
