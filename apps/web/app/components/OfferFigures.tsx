import { fromApiAmount } from '@lender/calculator';
import { lastDayToPay } from '@lender/calculator/kernel';
import type { Offer, OfferCosts } from '@lender/contracts';
import { formatDate, formatPercent } from '@lender/i18n';
import { MoneySummary, type MoneySummaryItem } from '@lender/ui';
import { useT } from '../lib/i18n';

const c = (money: { amount: number }) => fromApiAmount(money.amount);

/** The fees of an offer, as the carátula adds them: service, withdrawal, invoicing and processing (centavos). */
export function feesOf(offer: Offer): number {
  return c(offer.serviceFee) + c(offer.withdrawalFee) + c(offer.invoicingFee) + c(offer.processingFee);
}

/**
 * An offer's figures as the carátula shows them (DESIGN.md "Offer and signing", "Nothing hidden"):
 * amount, total and due date as the largest figures (the money is the hero), term, then — with
 * `costs` from the API — interest and fees before IVA and the IVA apart, exactly as the schedule
 * books them (issue 37 trap 3); the rate and the CAT with its legal note. With `before`, the figures
 * asked for stand beside the counter-offer's (interest and fees with IVA, as both offers give them).
 */
export function OfferFigures({
  offer,
  costs,
  before,
  label,
}: {
  offer: Offer;
  costs?: OfferCosts | undefined;
  before?: Offer | null;
  label: string;
}) {
  const t = useT();
  const split = costs && !before;
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
      emphasis: true,
    },
    {
      id: 'term',
      label: t('application:offer.termLabel'),
      value: t('application:offer.term', { count: offer.term.value }),
    },
    ...(split
      ? [
          {
            id: 'interest',
            label: t('application:caratula.interestWithoutVat'),
            value: c(costs.interest.withoutVat),
          },
          {
            id: 'fees',
            label: t('application:caratula.feesWithoutVat'),
            value: c(costs.fees.withoutVat),
            // Each fee by the name the contract, the receipts and the CFDIs give it.
            ...(costs.feeLines.length > 0
              ? {
                  note: (
                    <ul className="fee-lines">
                      {costs.feeLines.map((fee) => (
                        <li key={fee.kind} data-fee={fee.kind}>
                          {t('application:caratula.feeLine', {
                            name: t(`application:caratula.feeNames.${fee.kind}`),
                            amount: c(fee.withoutVat),
                          })}
                        </li>
                      ))}
                    </ul>
                  ),
                }
              : {}),
          },
          {
            id: 'vat',
            label: t('application:caratula.vat', { percent: costs.vatPercent }),
            value: c(costs.vat),
          },
        ]
      : [
          {
            id: 'interest',
            label: t('application:caratula.interestWithVat'),
            value: c(offer.interest),
            ...(before ? { before: c(before.interest) } : {}),
          },
          {
            id: 'fees',
            label: t('application:caratula.feesWithVat'),
            value: feesOf(offer),
            ...(before ? { before: feesOf(before) } : {}),
          },
        ]),
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

/** The late-payment charge of the carátula: its rate and a worked example on this offer. */
export function LateFeeTerms({ offer, costs }: { offer: Offer; costs: OfferCosts | undefined }) {
  const t = useT();
  if (!costs) return <p>{t('application:caratula.lateFee')}</p>;
  const late = costs.lateFee;
  return (
    <section aria-labelledby="late-fee-title" className="late-fee" data-figure="lateFee">
      <h3 id="late-fee-title" className="late-fee-title">
        {t('application:caratula.lateFeeTitle')}
      </h3>
      <p>
        {t('application:caratula.lateFeeRate', {
          daily: late.dailyPercent,
          perDay: c(late.perDay),
          maxDays: late.maxDays,
          annual: late.annualPercent,
        })}
      </p>
      <p data-figure="lateFeeExample">
        {t('application:caratula.lateFeeExample', {
          days: late.example.days,
          // Late fees count from the last day to pay (a due date on a weekend or a bank holiday
          // moves to the next bank business day): N days after it are N days of fees.
          date: lastDayToPay(offer.endDate),
          amount: c(late.example.amount),
          total: c(offer.total),
        })}
      </p>
      <p>{t('application:caratula.lateFeeNotice')}</p>
    </section>
  );
}
