import type { CollectionRate } from '@lender/contracts';
import { formatPercent } from '@lender/i18n';
import { Form } from '@remix-run/react';
import { pesos } from '../format';
import { useT } from '../i18n';
import { longDate } from './oversight-words';
import { RecordTable } from './record-table';

const P = 'backoffice:paymentOversight.rate';

type Group = CollectionRate['total'];

/**
 * The dashboard's collection rate of a month (issue 66 point 6, ADR 331): collected over presented
 * direct debits, by count and by amount, for all, by method and by payday alignment, with the
 * formula in words. Its own month field keeps the dashboard's other filters.
 */
export function CollectionRatePanel({
  rate,
  keep,
}: {
  rate: CollectionRate;
  /** The dashboard's filters, kept when another month is chosen. */
  keep: Record<string, string | undefined>;
}) {
  const t = useT();
  const percent = (value: number | null) => (value === null ? t(`${P}.none`) : formatPercent(value * 100));
  const row = (label: string, group: Group) => [
    label,
    group.presented,
    group.collected,
    percent(group.rate),
    group.amountRate === null
      ? t(`${P}.none`)
      : `${percent(group.amountRate)} · ${t(`${P}.amounts`, {
          collected: pesos(group.collectedAmount),
          presented: pesos(group.presentedAmount),
        })}`,
  ];
  const head = [
    t(`${P}.group`),
    t(`${P}.presented`),
    t(`${P}.collected`),
    t(`${P}.rate`),
    t(`${P}.amountRate`),
  ];
  return (
    <section className="bo-card bo-mt-16" aria-labelledby="collection-rate">
      <h2 id="collection-rate" className="bo-flush-top">
        {t(`${P}.title`)}
      </h2>
      <Form method="get" className="bo-filters" aria-labelledby="collection-rate">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="bo-field">
          <label htmlFor="rate-month">{t(`${P}.month`)}</label>
          <input id="rate-month" type="month" name="rateMonth" defaultValue={rate.month} />
        </div>
        <div className="bo-inline">
          <button type="submit" className="bo-button bo-button-secondary">
            {t(`${P}.show`)}
          </button>
        </div>
      </Form>
      <p className="bo-muted">{t(`${P}.period`, { from: longDate(rate.from), to: longDate(rate.to) })}</p>
      <h3 className="bo-title-small">{t(`${P}.byMethod`)}</h3>
      <RecordTable
        caption={t(`${P}.byMethod`)}
        head={head}
        rows={[
          row(t(`${P}.total`), rate.total),
          row(t(`${P}.clabe`), rate.byMethod.clabe),
          row(t(`${P}.card`), rate.byMethod.card),
        ]}
        numeric={[1, 2, 3]}
      />
      <h3 className="bo-title-small">{t(`${P}.byPayday`)}</h3>
      <RecordTable
        caption={t(`${P}.byPayday`)}
        head={head}
        rows={[
          row(t(`${P}.onPayday`), rate.byPayday.onPayday),
          row(t(`${P}.offPayday`), rate.byPayday.offPayday),
        ]}
        numeric={[1, 2, 3]}
      />
      <p className="bo-muted bo-flush">
        {t(`${P}.pending`, { count: rate.pending })} · {t(`${P}.notSent`, { count: rate.notSent })}
      </p>
      <p className="bo-muted bo-flush-bottom">{t(`${P}.definition`)}</p>
    </section>
  );
}
