import type { CreditBalance } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { centavos } from '../format';
import { useT } from '../i18n';
import { approvalAnchor } from './approval-actions';
import { ListTable } from './list-screen';

/**
 * Money held for borrowers (issue 61 point 2): each loan paid beyond its balance, its contract
 * number, the client, what is held and the refund request waiting for another user's approval
 * (linked to its card on the loan's page).
 */
export function CreditBalanceTable({ balances }: { balances: readonly CreditBalance[] }) {
  const t = useT();
  return (
    <ListTable
      caption={t('backoffice:payments.creditBalances')}
      empty={t('backoffice:client.noRows')}
      // One row per loan: the loan's id keys it.
      rows={balances.map((row) => ({ ...row, id: row.loanId }))}
      columns={[
        {
          id: 'loan',
          label: t('backoffice:loans.id'),
          cell: (row) => <Link to={`/loans/${row.loanId}`}>{row.loanId}</Link>,
        },
        { id: 'contract', label: t('backoffice:loans.contractNumber'), cell: (row) => row.contractNumber },
        {
          id: 'client',
          label: t('backoffice:queue.client'),
          cell: (row) => <Link to={`/clients/${row.clientId}`}>{row.clientName}</Link>,
        },
        {
          id: 'held',
          label: t('backoffice:loans.amount'),
          numeric: 'end',
          cell: (row) => centavos(row.heldCentavos),
        },
        {
          id: 'request',
          label: t('backoffice:payments.refundRequest'),
          cell: (row) =>
            row.refundRequestId === null ? (
              t('backoffice:payments.refundRequestNone')
            ) : (
              // To the request's own card on its loan's page, where another user approves it.
              <Link to={`/loans/${row.loanId}#${approvalAnchor(row.refundRequestId)}`}>
                {t('backoffice:payments.refundRequestLink', { id: row.refundRequestId })}
              </Link>
            ),
        },
      ]}
    />
  );
}
