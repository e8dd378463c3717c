import { LOAN_STATUS } from '@lender/calculator/platform';
import type { useLoaderData } from '@remix-run/react';
import { centavos, date, dateTime } from '../format';
import { useT } from '../i18n';
import type { LoanTab } from '../loan-record';
import type { loanRecordLoader } from '../routes/_app.loans.$id.server';
import { codeWords } from './codes';
import { PaymentReferencesTable } from './payment-references-table';
import { ReasonAction } from './reason-action';
import { RecordTable as Table } from './record-table';
import { RefundTable } from './refund-table';
import { RecordedBy } from './status';

type LoanRecord = ReturnType<typeof useLoaderData<typeof loanRecordLoader>>;

/** The open tab of a loan's record: schedule, payments (with reversals and refunds), ledger, extensions, documents. */
export function LoanRecordPanels({
  tab,
  page,
  invalid,
  canReverse,
  canReceipt,
  reversalAsked,
  reverseError,
}: Pick<LoanRecord, 'page' | 'invalid'> & {
  tab: LoanTab;
  canReverse: boolean;
  /** The admin reads payments: each completed one links its receipt (issue 47). */
  canReceipt: boolean;
  /** A reversal of this payment waits for a second admin. */
  reversalAsked: (paymentId: number) => boolean;
  reverseError: string | undefined;
}) {
  const t = useT();
  return (
    <>
      {tab === 'schedule' ? (
        <Table
          caption={t('backoffice:loans.schedule')}
          head={[
            t('backoffice:loans.status'),
            t('backoffice:loans.due'),
            t('backoffice:loans.principal'),
            t('backoffice:loans.interest'),
            t('backoffice:loans.fees'),
            t('backoffice:loans.vat'),
            t('backoffice:loans.lateFees'),
            t('backoffice:loans.total'),
            t('backoffice:loans.paid'),
            t('backoffice:loans.outstanding'),
            t('backoffice:loans.paidOn'),
          ]}
          rows={page.schedule.map((line) => [
            // The line's kind and status in one cell, broken only between the two (issue 48: "Pago ·
            // Por pagar" took three lines): the breakdown fits 1280 px. A written-off loan's unpaid
            // line is no longer "to pay": its balance went to the write-off.
            <>
              <span className="bo-nowrap">{codeWords.scheduleKind(t, line.kind)} ·</span>{' '}
              <span className="bo-nowrap">
                {line.status === 'unpaid' && page.summary.status === LOAN_STATUS.writeOff
                  ? t('backoffice:loans.scheduleStatuses.writtenOff')
                  : codeWords.scheduleStatus(t, line.status)}
              </span>
            </>,
            date(line.dueDate),
            centavos(line.principalCentavos),
            centavos(line.interestCentavos),
            centavos(line.feesCentavos),
            centavos(line.vatCentavos),
            centavos(line.lateFeesCentavos),
            centavos(line.amountCentavos),
            centavos(line.paidCentavos),
            centavos(line.outstandingCentavos),
            dateTime(line.paidAt),
          ])}
          invalidRows={invalid.schedule}
          numeric={[2, 3, 4, 5, 6, 7, 8, 9]}
        />
      ) : null}
      {tab === 'payments' ? (
        <Table
          caption={t('backoffice:loans.payments')}
          head={[
            t('backoffice:payments.id'),
            t('backoffice:payments.kind'),
            t('backoffice:payments.channel'),
            t('backoffice:payments.status'),
            t('backoffice:loans.amount'),
            t('backoffice:loans.reference'),
            t('backoffice:payments.recordedBy'),
            t('backoffice:payments.paidOn'),
            t('backoffice:audit.when'),
            t('backoffice:payments.receipt'),
            t('backoffice:loans.reverse'),
          ]}
          rows={page.payments.map((payment) => [
            payment.id,
            codeWords.of(t, 'paymentKind', payment.kind),
            codeWords.of(t, 'paymentChannel', payment.channel),
            codeWords.of(t, 'paymentStatus', payment.status),
            centavos(payment.paidCentavos ?? payment.amountCentavos),
            payment.reference,
            <RecordedBy key="by" by={payment.recordedBy} name={payment.recordedByName} />,
            date(payment.paidOn),
            dateTime(payment.createdAt),
            canReceipt && payment.status === 'completed' ? (
              <a
                key="receipt"
                href={`/receipts/${payment.id}`}
                download
                aria-label={t('backoffice:payments.receiptLabel', { id: payment.id })}
              >
                {t('backoffice:payments.receiptPdf')}
              </a>
            ) : (
              ''
            ),
            canReverse &&
            payment.status === 'completed' &&
            payment.kind === 'repayment' &&
            !reversalAsked(payment.id) ? (
              <ReasonAction
                key="reverse"
                intent="reverse"
                label={t('backoffice:loans.reverse')}
                tone="danger"
                error={reverseError}
                hidden={{ paymentId: payment.id }}
              >
                <p className="bo-flush">
                  {t('backoffice:loans.reverseOf', {
                    id: payment.id,
                    amount: centavos(payment.paidCentavos ?? payment.amountCentavos),
                  })}
                </p>
              </ReasonAction>
            ) : (
              ''
            ),
          ])}
          invalidRows={invalid.payments}
          numeric={[0, 4]}
        />
      ) : null}
      {tab === 'payments' ? <PaymentReferencesTable references={page.references} /> : null}
      {tab === 'payments' ? (
        <section aria-labelledby="loan-refunds">
          <h2 id="loan-refunds">{t('backoffice:payments.refunds')}</h2>
          <RefundTable refunds={page.refunds} withLoan={false} />
        </section>
      ) : null}
      {tab === 'ledger' ? (
        <Table
          caption={t('backoffice:client.ledger')}
          head={[
            t('backoffice:client.bookedOn'),
            t('backoffice:client.kind'),
            t('backoffice:client.account'),
            t('backoffice:loans.amount'),
            t('backoffice:loans.reference'),
          ]}
          rows={page.ledger.map((entry) => [
            date(entry.effectiveDate),
            codeWords.ledgerKind(t, entry.kind),
            codeWords.account(t, entry.account),
            centavos(entry.amountCentavos),
            codeWords.ledgerReference(t, entry.reference),
          ])}
          invalidRows={invalid.ledger}
          numeric={[3]}
        />
      ) : null}
      {tab === 'extensions' ? (
        <Table
          caption={t('backoffice:loans.extensions')}
          head={[
            t('backoffice:client.kind'),
            t('backoffice:loans.status'),
            t('backoffice:loans.days'),
            t('backoffice:client.offerFee'),
            t('backoffice:loans.due'),
          ]}
          rows={page.extensions.map((extension) => [
            codeWords.extensionType(t, extension.type),
            codeWords.extensionStatus(t, extension.status),
            extension.days,
            centavos(extension.feeCentavos),
            date(extension.newDueDate),
          ])}
          invalidRows={invalid.extensions}
          numeric={[2, 3]}
        />
      ) : null}
      {tab === 'documents' ? (
        <Table
          caption={t('backoffice:tabs.documents')}
          head={[t('backoffice:client.document'), t('backoffice:client.kind'), t('backoffice:audit.when')]}
          rows={page.documents.map((document) => [
            document.title,
            codeWords.of(t, 'loanDocument', document.type),
            dateTime(document.createdAt),
          ])}
          invalidRows={invalid.documents}
        />
      ) : null}
    </>
  );
}
