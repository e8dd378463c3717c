import { FEE_KEYS, type FeeKey, type ProductConfig, productOn } from '@lender/calculator';
import { formatPercent } from '@lender/i18n';
import { centavos, date } from '../format';
import { useT } from '../i18n';
import { TableRegion } from './table-region';

type Translate = ReturnType<typeof useT>;

/** A fee or rate of `product` as es-MX words: `$39.00`, `1.50% del monto`, `0.70% al día`. */
export function feeValueText(t: Translate, product: ProductConfig, key: FeeKey): string {
  const rate = (bps: number) => formatPercent(bps / 100, { decimals: 2 });
  switch (key) {
    case 'interestFirst':
      return t('backoffice:settings.reco.perDay', { rate: rate(product.dailyInterestBps.first) });
    case 'interestRepeated':
      return t('backoffice:settings.reco.perDay', { rate: rate(product.dailyInterestBps.repeated) });
    case 'lateFee':
      return t('backoffice:settings.reco.perDay', { rate: rate(product.lateFee.dailyBps) });
    case 'extensionCheap':
    case 'extensionExpensive': {
      const extension = product.extensions.find(
        (price) => price.type === (key === 'extensionCheap' ? 'cheap' : 'expensive'),
      );
      return extension
        ? t('backoffice:settings.extensionIs', { days: extension.days, rate: rate(extension.bps) })
        : '—';
    }
    default: {
      const fee = product.fees[key];
      return fee.kind === 'percent'
        ? t('backoffice:settings.ofAmount', { rate: rate(fee.bps) })
        : centavos(fee.amount);
    }
  }
}

/**
 * RECO (LTOSF art. 6): each fee and rate in force today (the Mexico City business date the API read
 * the product on) with its value and CONDUSEF registration — folio, day registered, day in force —
 * and apart, the pricing changes scheduled for a later day, each with its day, the new values and
 * their folios. Read only: changes go through the pricing request (maker-checker).
 */
export function FeeRegistrationsSection({
  product,
  inForceOn,
}: {
  product: ProductConfig;
  inForceOn: string;
}) {
  const t = useT();
  const name = (key: FeeKey) => t(`backoffice:settings.reco.names.${key}`);
  const registrations = product.registrations;
  // The API gives only the changes still to come; sorted by day, each read with those before it.
  const schedule = [...(product.feeSchedule ?? [])].sort((a, b) =>
    a.effectiveOn.localeCompare(b.effectiveOn),
  );
  return (
    <section
      className="bo-card bo-stack bo-span-all"
      aria-labelledby="settings-reco"
      data-testid="settings-reco"
    >
      <h2 className="bo-flush" id="settings-reco">
        {t('backoffice:settings.reco.title')}
      </h2>
      <h3 id="settings-reco-in-force">
        {t('backoffice:settings.reco.inForceToday', { date: date(inForceOn) })}
      </h3>
      <TableRegion label={t('backoffice:settings.reco.inForceToday', { date: date(inForceOn) })}>
        <table className="bo-table" data-testid="settings-reco-in-force">
          <thead>
            <tr>
              <th scope="col">{t('backoffice:settings.reco.fee')}</th>
              <th scope="col">{t('backoffice:settings.reco.value')}</th>
              <th scope="col">{t('backoffice:settings.reco.folio')}</th>
              <th scope="col">{t('backoffice:settings.reco.registeredOn')}</th>
              <th scope="col">{t('backoffice:settings.reco.inForceFrom')}</th>
            </tr>
          </thead>
          <tbody>
            {FEE_KEYS.map((key) => {
              const registration = registrations?.[key];
              return (
                <tr key={key}>
                  <th scope="row">{name(key)}</th>
                  <td>{feeValueText(t, product, key)}</td>
                  {registration ? (
                    <>
                      <td>{registration.folio}</td>
                      <td>{date(registration.registeredOn)}</td>
                      <td>{date(registration.inForceFrom)}</td>
                    </>
                  ) : (
                    <td colSpan={3}>{t('backoffice:settings.reco.none')}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
      <h3>{t('backoffice:settings.reco.scheduled')}</h3>
      {schedule.length > 0 ? (
        <ul className="bo-stack" data-testid="settings-reco-scheduled">
          {schedule.map((change) => {
            const then = productOn(product, change.effectiveOn);
            return (
              <li key={`${change.effectiveOn}-${change.approvalId ?? ''}`}>
                <strong>
                  {t('backoffice:settings.reco.effectiveOn', { date: date(change.effectiveOn) })}
                </strong>
                <ul>
                  {FEE_KEYS.flatMap((key) => {
                    const registration = change.registrations[key];
                    return registration
                      ? [
                          <li key={key}>
                            {t('backoffice:settings.reco.changeOf', {
                              fee: name(key),
                              value: feeValueText(t, then, key),
                              folio: registration.folio,
                              registeredOn: date(registration.registeredOn),
                            })}
                          </li>,
                        ]
                      : [];
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('backoffice:settings.reco.noneScheduled')}</p>
      )}
    </section>
  );
}
