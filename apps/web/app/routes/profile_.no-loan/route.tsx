import { fromApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { formatDate, formatMoney } from '@lender/i18n';
import { Alert, Card, Link, Stack } from '@lender/ui';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { CreditBalance, creditOf } from '../../components/CreditBalance';
import { invoiceHref } from '../../components/Invoices';
import { SiteCalculator } from '../../components/SiteCalculator';
import {
  calculatorAction,
  calculatorClientOf,
  calculatorFrom,
  calculatorInitialOf,
} from '../../lib/calculator.server';
import { keptDocumentHref } from '../../lib/document-links';
import { guardPage } from '../../lib/flow.server';
import { useT } from '../../lib/i18n';
import { cepHref, paidWhen, receiptHref } from '../../lib/receipt-links';
import { readCalculator } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/**
 * `/profile/no-loan` (spec §2): where a borrower lands once their loan is over. A payoff's
 * confirmation (issue 61) and any credit balance first, then the calculator to apply again and the
 * history of closed loans, each with what a paid-off borrower still needs (issue 61): its contract and
 * other kept documents, the receipt and any CEP of the money received on it, and its CFDIs.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Issue 65 (ADR 328): the closed loans, the calculator and the journey's step in one read
  // (`client.noLoan`): the render asks the API twice, the session's profile and the page.
  const { ctx, me, page } = await guardPage(request, 'profile-no-loan___es', (ctx) =>
    ctx.api.client.noLoan(),
  );
  return data(
    {
      ...calculatorFrom(page?.calculator ?? null),
      client: me ? calculatorClientOf(me) : null,
      // A client with closed loans starts on the repeated tab (their next loan is a repeated one).
      initial: calculatorInitialOf(await readCalculator(request), me),
      loans: page?.loans ?? [],
      documents: page?.documents ?? [],
      cfdis: page?.cfdis.cfdis ?? [],
      // Issue 61: what the borrower paid beyond what was owed, held and being refunded to their CLABE.
      credit: creditOf(me),
    },
    { headers: await ctx.headers() },
  );
}

/** The calculator's submit: save the cookie and go to apply. */
export const action = ({ request }: ActionFunctionArgs) => calculatorAction(request);

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('loan:noLoan.title');

export default function NoLoan() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const last = d.loans[0];
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('loan:noLoan.title')}</h1>
      <p className="page-lead">{t('loan:noLoan.text')}</p>
      <Stack gap="6">
        {last?.status === LOAN_STATUS.paid && last.closedAt ? (
          <Alert tone="success" title={t('loan:paidOff.title', { contractNumber: last.contractNumber })}>
            <p>{t('loan:paidOff.text', { date: last.closedAt })}</p>
          </Alert>
        ) : null}
        <CreditBalance credit={d.credit} />
        <SiteCalculator
          product={d.product}
          today={d.today}
          error={d.error}
          authorized
          client={d.client}
          initial={d.initial}
          action={pathOf('profile-no-loan___es')}
        />
        <p>
          <Link href={pathOf('application-apply___es')}>{t('application:apply.submit')}</Link>
        </p>
        <Card title={t('loan:noLoan.history')}>
          {d.loans.length === 0 ? (
            <p>{t('loan:noLoan.historyEmpty')}</p>
          ) : (
            <ul className="link-list">
              {d.loans.map((loan) => (
                <li key={loan.id} data-closed-loan={loan.id}>
                  <strong>{t('loan:loanNumber', { contractNumber: loan.contractNumber })}</strong> ·{' '}
                  {formatMoney(fromApiAmount(loan.principal.amount))} ·{' '}
                  {t('loan:noLoan.paidTotal', { amount: fromApiAmount(loan.paid.amount) })}
                  {loan.closedAt
                    ? ` · ${t('loan:noLoan.closedOn', { date: loan.closedAt })}`
                    : ` · ${formatDate(loan.dueDate)}`}
                  <ul className="doc-list">
                    {d.documents
                      .filter((document) => document.loanId === loan.id)
                      .map((document) => (
                        <li key={`document-${document.id}`} data-document={document.type}>
                          <a href={keptDocumentHref(document.id)} download>
                            {t('loan:documents.download', { name: document.title })}
                          </a>
                        </li>
                      ))}
                    {loan.payments.map((payment) => {
                      const { at, paidOn } = paidWhen(payment);
                      const amount = fromApiAmount(payment.amount.amount);
                      return (
                        <li key={`payment-${payment.id}`}>
                          <a href={receiptHref(payment.folio)} download>
                            {t('loan:noLoan.receipt', { amount, date: paidOn ?? at })}
                          </a>
                          {payment.cepFormats.map((format) => (
                            <Fragment key={format}>
                              {' · '}
                              <a
                                href={cepHref(payment.folio, format)}
                                download
                                data-cep={format}
                                aria-label={t(`loan:pay.cep.${format}Label`, { amount, date: at })}
                              >
                                {t(`loan:pay.cep.${format}`)}
                              </a>
                            </Fragment>
                          ))}
                        </li>
                      );
                    })}
                    {d.cfdis
                      .filter((cfdi) => cfdi.loanId === loan.id)
                      .map((cfdi) => {
                        const name = `${cfdi.series}-${cfdi.folio}`;
                        const labels = { name, of: t(`loan:invoices.kindsOf.${cfdi.kind}`) };
                        return (
                          <li key={`cfdi-${cfdi.id}`} data-cfdi={cfdi.uuid}>
                            {t('loan:invoices.item', {
                              kind: t(`loan:invoices.kinds.${cfdi.kind}`),
                              name,
                              total: fromApiAmount(cfdi.total.amount),
                              date: cfdi.stampedAt,
                            })}{' '}
                            <a
                              href={invoiceHref(cfdi.id, 'xml')}
                              download
                              aria-label={t('loan:invoices.xmlLabel', labels)}
                            >
                              {t('loan:invoices.xml')}
                            </a>{' '}
                            <a
                              href={invoiceHref(cfdi.id, 'pdf')}
                              download
                              aria-label={t('loan:invoices.pdfLabel', labels)}
                            >
                              {t('loan:invoices.pdf')}
                            </a>
                          </li>
                        );
                      })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Stack>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
