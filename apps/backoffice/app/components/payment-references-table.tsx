import type { PaymentReferenceRow } from '@lender/contracts';
import { centavos, dateTime } from '../format';
import { useT } from '../i18n';
import { codeWords } from './codes';
import { RecordTable as Table } from './record-table';

/**
 * The cash and SPEI references a borrower was shown (issue 47), apart from the payments: each with
 * its state (live, expired, paid) and, once paid, the payment its money made.
 */
export function PaymentReferencesTable({ references }: { references: readonly PaymentReferenceRow[] }) {
  const t = useT();
  return (
    <section aria-labelledby="loan-references">
      <h2 id="loan-references">{t('backoffice:payments.references')}</h2>
      <p className="bo-flush">{t('backoffice:payments.referencesNote')}</p>
      <Table
        caption={t('backoffice:payments.references')}
        empty={t('backoffice:payments.referencesNone')}
        head={[
          t('backoffice:loans.reference'),
          t('backoffice:payments.channel'),
          t('backoffice:payments.kind'),
          t('backoffice:loans.amount'),
          t('backoffice:payments.clabeOrBarcode'),
          t('backoffice:payments.status'),
          t('backoffice:payments.expiresAt'),
          t('backoffice:payments.paidBy'),
        ]}
        rows={references.map((reference) => [
          reference.reference,
          codeWords.of(t, 'paymentChannel', reference.channel),
          codeWords.of(t, 'paymentKind', reference.kind),
          centavos(reference.amountCentavos),
          reference.clabe ?? reference.barcode ?? '—',
          codeWords.of(t, 'paymentReferenceState', reference.state),
          dateTime(reference.expiresAt),
          reference.paymentId ?? '—',
        ])}
        numeric={[3]}
      />
    </section>
  );
}
