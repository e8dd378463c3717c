import type { ProductConfig } from '@lender/calculator';
import { formatPercent } from '@lender/i18n';
import { centavos } from '../format';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { type EffectivePricing, FEE_NAMES, percentText, pesosText } from '../settings-form';
import { codeWords } from './codes';
import { FieldError } from './form';
import { ReasonAction } from './reason-action';
import { PercentField, PlainField, useSettingsForm, WaitingNotice } from './settings-fields';
import { PricingPreview } from './settings-preview';

/** The pricing in force (rates a day and a year, fees, discount, extensions) and the request to change it. */
export function PricingSection({
  product,
  canEdit,
  failure,
  waiting,
}: {
  product: ProductConfig;
  canEdit: boolean;
  failure: ActionFailure | undefined;
  /** The pricing change waiting for a second admin, if any. */
  waiting: { id: number } | undefined;
}) {
  const t = useT();
  const effective = product as unknown as EffectivePricing;
  const { of, errorOf, shownValue } = useSettingsForm(failure);
  const yearly = (bps: number) => formatPercent((bps / 100) * product.terms.dayCountBasis, { decimals: 2 });
  return (
    <section
      className="bo-card bo-stack bo-span-all"
      aria-labelledby="settings-pricing"
      // The pricing editor and its preview need the whole row.
    >
      <h2 className="bo-flush" id="settings-pricing">
        {t('backoffice:settings.pricing')}
      </h2>
      <dl className="bo-figures" aria-label={t('backoffice:settings.inForce')}>
        <div>
          <dt>{t('backoffice:settings.interestFirst')}</dt>
          <dd>
            {formatPercent(effective.dailyInterestBps.first / 100, { decimals: 2 })} ·{' '}
            {t('backoffice:settings.perYear', { rate: yearly(effective.dailyInterestBps.first) })}
          </dd>
        </div>
        <div>
          <dt>{t('backoffice:settings.interestRepeated')}</dt>
          <dd>
            {formatPercent(effective.dailyInterestBps.repeated / 100, { decimals: 2 })} ·{' '}
            {t('backoffice:settings.perYear', { rate: yearly(effective.dailyInterestBps.repeated) })}
          </dd>
        </div>
        {FEE_NAMES.map((name) => {
          const fee = effective.fees[name];
          return (
            <div key={name}>
              <dt>{t(`backoffice:settings.fee.${name}`)}</dt>
              <dd>
                {fee.kind === 'percent'
                  ? t('backoffice:settings.ofAmount', {
                      rate: formatPercent(fee.bps / 100, { decimals: 2 }),
                    })
                  : centavos(fee.amount)}
              </dd>
            </div>
          );
        })}
        <div>
          <dt>{t('backoffice:settings.discount')}</dt>
          <dd>
            {t('backoffice:settings.discountIs', {
              interest: formatPercent(effective.firstLoanDiscount.interestPercent, { decimals: 0 }),
              fee: formatPercent(effective.firstLoanDiscount.serviceFeePercent, { decimals: 0 }),
            })}
          </dd>
        </div>
        {effective.extensions.map((extension) => (
          <div key={extension.type}>
            <dt>{codeWords.extensionType(t, extension.type)}</dt>
            <dd>
              {t('backoffice:settings.extensionIs', {
                days: extension.days,
                rate: formatPercent(extension.bps / 100, { decimals: 2 }),
              })}
            </dd>
          </div>
        ))}
      </dl>
      <WaitingNotice request={waiting} />
      {canEdit ? (
        <ReasonAction
          intent="pricing"
          label={t('backoffice:settings.requestPricing')}
          error={errorOf('pricing', 'reason')}
          open={Boolean(of('pricing'))}
          reasonValue={of('pricing')?.values?.reason}
        >
          <p className="bo-muted bo-flush">{t('backoffice:settings.pricingNeedsApproval')}</p>
          <FieldError id="settings-pricing-error" error={errorOf('pricing', 'pricing')} />
          <PricingPreview product={product}>
            <PercentField
              id="settings-interest-first"
              name="interestFirst"
              label={t('backoffice:settings.interestFirstPercent')}
              value={shownValue('pricing', 'interestFirst', percentText(effective.dailyInterestBps.first))}
              error={errorOf('pricing', 'interestFirst')}
              perYear={product.terms.dayCountBasis}
            />
            <PercentField
              id="settings-interest-repeated"
              name="interestRepeated"
              label={t('backoffice:settings.interestRepeatedPercent')}
              value={shownValue(
                'pricing',
                'interestRepeated',
                percentText(effective.dailyInterestBps.repeated),
              )}
              error={errorOf('pricing', 'interestRepeated')}
              perYear={product.terms.dayCountBasis}
            />
            <fieldset className="bo-field">
              <legend>{t('backoffice:settings.fees')}</legend>
              {FEE_NAMES.map((name) => {
                const fee = effective.fees[name];
                const feeName = t(`backoffice:settings.fee.${name}`);
                const kind = shownValue('pricing', `${name}Kind`, fee.kind);
                const error = errorOf('pricing', `${name}Value`);
                return (
                  <div key={name} className="bo-inline bo-end">
                    <div className="bo-field">
                      <label htmlFor={`settings-${name}-kind`}>
                        {t('backoffice:settings.feeKind', { fee: feeName })}
                      </label>
                      <select id={`settings-${name}-kind`} name={`${name}Kind`} defaultValue={kind}>
                        <option value="fixed">{t('backoffice:settings.feeFixed')}</option>
                        <option value="percent">{t('backoffice:settings.feePercentOfAmount')}</option>
                      </select>
                    </div>
                    <div className="bo-field">
                      <label htmlFor={`settings-${name}-value`}>
                        {t('backoffice:settings.feeValue', { fee: feeName })}
                      </label>
                      <input
                        id={`settings-${name}-value`}
                        name={`${name}Value`}
                        inputMode="decimal"
                        defaultValue={shownValue(
                          'pricing',
                          `${name}Value`,
                          fee.kind === 'percent' ? percentText(fee.bps) : pesosText(fee.amount),
                        )}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `settings-${name}-value-error` : undefined}
                      />
                      <FieldError id={`settings-${name}-value-error`} error={error} />
                    </div>
                  </div>
                );
              })}
            </fieldset>
            <fieldset className="bo-field">
              <legend>{t('backoffice:settings.discount')}</legend>
              <PlainField
                id="settings-discount-interest"
                name="discountInterest"
                label={t('backoffice:settings.discountInterest')}
                value={shownValue(
                  'pricing',
                  'discountInterest',
                  String(effective.firstLoanDiscount.interestPercent),
                )}
                error={errorOf('pricing', 'discountInterest')}
              />
              <PlainField
                id="settings-discount-service-fee"
                name="discountServiceFee"
                label={t('backoffice:settings.discountServiceFee')}
                value={shownValue(
                  'pricing',
                  'discountServiceFee',
                  String(effective.firstLoanDiscount.serviceFeePercent),
                )}
                error={errorOf('pricing', 'discountServiceFee')}
              />
            </fieldset>
            <fieldset className="bo-field">
              <legend>{t('backoffice:settings.extensions')}</legend>
              {effective.extensions.map((extension, index) => {
                const type = codeWords.extensionType(t, extension.type);
                return (
                  <div key={extension.type} className="bo-inline">
                    <PlainField
                      id={`settings-extension-${index}-days`}
                      name={`extension${index}Days`}
                      label={t('backoffice:settings.extensionDays', { type })}
                      value={shownValue('pricing', `extension${index}Days`, String(extension.days))}
                      error={errorOf('pricing', `extension${index}Days`)}
                    />
                    <PlainField
                      id={`settings-extension-${index}-percent`}
                      name={`extension${index}Percent`}
                      label={t('backoffice:settings.extensionPercent', { type })}
                      value={shownValue('pricing', `extension${index}Percent`, percentText(extension.bps))}
                      error={errorOf('pricing', `extension${index}Percent`)}
                    />
                  </div>
                );
              })}
            </fieldset>
          </PricingPreview>
        </ReasonAction>
      ) : null}
    </section>
  );
}
