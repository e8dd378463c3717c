import {
  COMMON_PAY_CYCLE,
  computeOffer,
  type Offer,
  offerablePayDates,
  PAY_CYCLES,
  type PayCycle,
  type ProductConfig,
} from '@lender/calculator';
import { formatDate, formatMoney, formatPercent, toApiDate } from '@lender/i18n';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { type EffectivePricing, pricingFromForm, withPricing } from '../settings-form';

/** The sample offer of the preview: this amount (within the product's limits), the first pay date. */
const SAMPLE_PESOS = 3_000_00;
/** The most common cycle first, then the table's order: the first that the product can price today. */
const SAMPLE_CYCLES: readonly PayCycle[] = [
  COMMON_PAY_CYCLE,
  ...PAY_CYCLES.filter((c) => c !== COMMON_PAY_CYCLE),
];

/** A first loan as a borrower would be offered it today under `product`, or null when none can be priced. */
function sampleOffer(product: ProductConfig): Offer | null {
  const today = toApiDate(new Date());
  const { amounts } = product;
  const amount = Math.min(Math.max(SAMPLE_PESOS, amounts.first.minAmount), amounts.first.maxAmount);
  for (const payCycle of SAMPLE_CYCLES) {
    const option = offerablePayDates(product, payCycle, today)[0];
    if (!option) continue;
    try {
      return computeOffer(
        product,
        { amount, payCycle, payDates: option.value, sequenceType: 'first' },
        today,
      );
    } catch {
      // This cycle has no date the product accepts today: try the next.
    }
  }
  return null;
}

/**
 * The pricing fields with a live preview (issue 36): as an admin types, the yearly rate beside each
 * daily rate and a sample first-loan offer — amount, total to pay, CAT — priced by the borrower's
 * own engine (`@lender/calculator`) under the typed prices, before anything is asked for. The form
 * works without it (no JavaScript: the fields alone).
 */
export function PricingPreview({ product, children }: { product: ProductConfig; children: ReactNode }) {
  const t = useT();
  const box = useRef<HTMLDivElement | null>(null);
  const [offer, setOffer] = useState<{ before: Offer | null; after: Offer | null; invalid: boolean } | null>(
    null,
  );

  const update = useCallback(() => {
    const form = box.current?.closest('form');
    if (!form || !box.current) return;
    for (const output of box.current.querySelectorAll<HTMLOutputElement>('output[data-for]')) {
      const input = form.elements.namedItem(output.dataset.for ?? '') as HTMLInputElement | null;
      const daily = Number((input?.value ?? '').replace(',', '.'));
      const basis = Number(output.dataset.perYear);
      output.textContent = Number.isFinite(daily)
        ? t('backoffice:settings.perYear', { rate: formatPercent(daily * basis, { decimals: 2 }) })
        : '';
    }
    const parsed = pricingFromForm(new FormData(form), product as unknown as EffectivePricing);
    const before = sampleOffer(product);
    if ('fields' in parsed) {
      setOffer({ before, after: null, invalid: true });
      return;
    }
    setOffer({ before, after: sampleOffer(withPricing(product, parsed.typed)), invalid: false });
  }, [product, t]);

  useEffect(update, [update]);

  const figures = (value: Offer | null) =>
    value
      ? [
          [t('backoffice:settings.previewAmount'), formatMoney(value.principal)],
          [t('backoffice:settings.previewTotal'), formatMoney(value.total)],
          [t('backoffice:settings.previewDue'), formatDate(value.endDate)],
          [t('backoffice:loans.cat'), `${formatPercent(value.cat)} ${t('backoffice:loans.catNote')}`],
        ]
      : [];
  return (
    <div ref={box} className="bo-stack" onInput={update} onChange={update}>
      {children}
      <section className="bo-preview" aria-live="polite" aria-labelledby="pricing-preview-title">
        <h3 id="pricing-preview-title" className="bo-flush bo-title-small">
          {t('backoffice:settings.preview')}
        </h3>
        {offer?.invalid ? <p className="bo-muted bo-flush">{t('backoffice:settings.previewFix')}</p> : null}
        {offer && !offer.invalid ? (
          <dl className="bo-figures" data-testid="pricing-preview">
            {figures(offer.after).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {offer?.before ? (
          <p className="bo-muted bo-flush">
            {t('backoffice:settings.previewNow', {
              total: formatMoney(offer.before.total),
              cat: formatPercent(offer.before.cat),
            })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
