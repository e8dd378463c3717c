import { fromApiAmount } from '@lender/calculator';
import type { Offer } from '@lender/contracts';
import { formatDate, formatPercent } from '@lender/i18n';
import { MoneySummary, type MoneySummaryItem } from '@lender/ui';
import { useT } from '../lib/i18n';

const c = (money: { amount: number }) => fromApiAmount(money.amount);

/** The fees of an offer, as the carátula adds them: service, withdrawal, invoicing and processing (centavos). */
export function feesOf(offer: Offer): number {
  return c(offer.serviceFee) + c(offer.withdrawalFee) + c(offer.invoicingFee) + c(offer.processingFee);
}

/**
 * An offer's figures as the carátula shows them (DESIGN.md "Offer and signing"): amount, total, due
 * date, CAT with its legal note, rate, interest and fees. With `before`, the figures asked for stand
 * beside the counter-offer's.
 */
export function OfferFigures({
  offer,
  before,
  label,
}: {
  offer: Offer;
  before?: Offer | null;
  label: string;
}) {
  const t = useT();
  const items: MoneySummaryItem[] = [
    {
      id: 'principal',
      label: t('application:caratula.amount'),
      value: c(offer.principal),
      ...(before ? { before: c(before.principal) } : {}),
      emphasis: true,
    },
    {
      id: 'total',
      label: t('application:caratula.total'),
      value: c(offer.total),
      ...(before ? { before: c(before.total) } : {}),
      emphasis: true,
    },
    {
      id: 'dueDate',
      label: t('application:caratula.dueDate'),
      value: formatDate(offer.endDate),
      ...(before ? { before: formatDate(before.endDate) } : {}),
    },
    {
      id: 'term',
      label: t('application:offer.termLabel'),
      value: t('application:offer.term', { count: offer.term.value }),
    },
    {
      id: 'interest',
      label: t('application:caratula.interest'),
      value: c(offer.interest),
      ...(before ? { before: c(before.interest) } : {}),
    },
    {
      id: 'fees',
      label: t('application:caratula.fees'),
      value: feesOf(offer),
      ...(before ? { before: feesOf(before) } : {}),
    },
    { id: 'apr', label: t('application:caratula.interestRate'), value: formatPercent(offer.apr) },
    {
      id: 'cat',
      label: t('application:caratula.cat'),
      value: formatPercent(offer.cat),
      note: t('application:offer.catNote'),
    },
  ];
  return (
    <MoneySummary
      label={label}
      items={items}
      {...(before
        ? {
            compareLabels: {
              before: t('application:offer.requested'),
              after: t('application:offer.counterOffer'),
            },
          }
        : {})}
    />
  );
}
