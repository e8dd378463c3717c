import type { RefundPayout } from '@lender/contracts';
import { Link } from '@remix-run/react';
import { centavos, dateTime } from '../format';
import { useT } from '../i18n';
import { ListTable } from './list-screen';
import { Badge } from './status';

const REFUND_TONE = { pending: 'warning', sent: 'info', completed: 'success', failed: 'danger' } as const;

/**
 * Payouts of approved overpayment refunds (issue 16): amount, status in words, when approved and
 * paid, with links to the client and the loan (the loan page leaves its own link out).
 */
export function RefundTable({
  refunds,
  withLoan = true,
}: {
  refunds: readonly RefundPayout[];
  withLoan?: boolean;
}) {
  const t = useT();
  return (
    <ListTable
      caption={t('backoffice:payments.refunds')}
      empty={t('backoffice:client.noRows')}
      rows={refunds}
      columns={[
        {
          id: 'id',
          label: t('backoffice:loans.ledgerKinds.refund'),
          numeric: 'end',
          cell: (refund) => refund.id,
        },
        ...(withLoan
          ? [
              {
                id: 'loan',
                label: t('backoffice:loans.id'),
                cell: (refund: RefundPayout) => <Link to={`/loans/${refund.loanId}`}>{refund.loanId}</Link>,
              },
            ]
          : []),
        {
          id: 'client',
          label: t('backoffice:queue.client'),
          cell: (refund) => <Link to={`/clients/${refund.clientId}`}>{refund.clientId}</Link>,
        },
        {
          id: 'status',
          label: t('backoffice:payments.status'),
          cell: (refund) => (
            <Badge tone={REFUND_TONE[refund.status]}>
              {t(`backoffice:payments.statuses.${refund.status}`)}
            </Badge>
          ),
        },
        {
          id: 'amount',
          label: t('backoffice:loans.amount'),
          numeric: 'end',
          cell: (refund) => centavos(refund.amountCentavos),
        },
        {
          id: 'reference',
          label: t('backoffice:loans.reference'),
          cell: (refund) => refund.reference ?? '—',
        },
        {
          id: 'created',
          label: t('backoffice:approvals.statuses.approved'),
          numeric: 'start',
          cell: (refund) => dateTime(refund.createdAt),
        },
        {
          id: 'completed',
          label: t('backoffice:loans.paidAt'),
          numeric: 'start',
          cell: (refund) => dateTime(refund.completedAt),
        },
      ]}
    />
  );
}
