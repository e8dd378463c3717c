import { fromApiAmount } from '@lender/calculator';
import type { ClientCfdis, Money } from '@lender/contracts';
import { Card, Link, Stack } from '@lender/ui';
import { useT } from '../lib/i18n';
import { SITE_PATHS } from '../paths';

const c = (money: Money) => fromApiAmount(money.amount);

/** Where a CFDI's XML or PDF is downloaded: a resource route (`routes/profile_.facturas.$id.$format`). */
export const invoiceHref = (id: number, format: 'xml' | 'pdf'): string =>
  SITE_PATHS.invoiceFile.replace(':id', String(id)).replace(':format', format);

/**
 * "Tus facturas" of `/profile/my-loan` (issue 51): each CFDI of the interest and fees paid, or credit
 * note (CFDI de egreso) of an early payoff's rebate, named as such, with its
 * XML and its PDF (plain links: they work without scripts); the payments that went in a month's
 * global CFDI to the general public and those still being invoiced; without an RFC, where to add it.
 */
export function Invoices({ invoices }: { invoices: ClientCfdis }) {
  const t = useT();
  const name = (cfdi: ClientCfdis['cfdis'][number]) => `${cfdi.series}-${cfdi.folio}`;
  // Each row says what it is: a factura, or a credit note (CFDI de egreso) reducing earlier ones.
  const labels = (cfdi: ClientCfdis['cfdis'][number]) => ({
    name: name(cfdi),
    of: t(`loan:invoices.kindsOf.${cfdi.kind}`),
  });
  return (
    <Card title={t('loan:invoices.title')}>
      <Stack gap="2">
        <p>{t('loan:invoices.explain')}</p>
        {invoices.cfdis.length > 0 ? (
          <ul className="doc-list" data-testid="invoices">
            {invoices.cfdis.map((cfdi) => (
              <li key={cfdi.id} data-cfdi={cfdi.uuid} data-kind={cfdi.kind}>
                <span>
                  <strong>
                    {t('loan:invoices.item', {
                      kind: t(`loan:invoices.kinds.${cfdi.kind}`),
                      name: name(cfdi),
                      total: c(cfdi.total),
                      date: cfdi.stampedAt,
                    })}
                  </strong>
                  {cfdi.status === 'cancelled' ? ` · ${t('loan:invoices.cancelled')}` : null}
                  {cfdi.status === 'cancel_pending' || cfdi.status === 'cancel_requested'
                    ? ` · ${t('loan:invoices.cancelling')}`
                    : null}
                  {cfdi.kind === 'credit_note' ? (
                    <>
                      <br />
                      {t('loan:invoices.creditNote')}
                    </>
                  ) : null}
                  {cfdi.sandbox ? (
                    <>
                      <br />
                      {t('loan:invoices.sandbox')}
                    </>
                  ) : null}
                </span>
                <span className="doc-links">
                  <a
                    href={invoiceHref(cfdi.id, 'xml')}
                    download
                    aria-label={t('loan:invoices.xmlLabel', labels(cfdi))}
                  >
                    {t('loan:invoices.xml')}
                  </a>{' '}
                  <a
                    href={invoiceHref(cfdi.id, 'pdf')}
                    download
                    aria-label={t('loan:invoices.pdfLabel', labels(cfdi))}
                  >
                    {t('loan:invoices.pdf')}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('loan:invoices.none')}</p>
        )}
        {invoices.pending.map((payment) => (
          <p key={`pending-${payment.paymentFolio}`}>
            {t('loan:invoices.pending', {
              folio: payment.paymentFolio,
              date: payment.paidOn,
              total: c(payment.total),
            })}
          </p>
        ))}
        {invoices.inGlobal.map((payment) => (
          <p key={`global-${payment.paymentFolio}`}>
            {t('loan:invoices.inGlobal', {
              folio: payment.paymentFolio,
              date: payment.paidOn,
              total: c(payment.total),
              month: payment.period.split('-').reverse().join('/'),
            })}
          </p>
        ))}
        {invoices.inGlobal.length > 0 || invoices.cfdis.length === 0 ? (
          <p>
            {t('loan:invoices.addRfc')}{' '}
            <Link href={SITE_PATHS.profileRfc}>{t('loan:invoices.addRfcLink')}</Link>
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}
