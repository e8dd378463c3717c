import { PAY_CYCLE_TABLE, type ProductConfig } from '@lender/calculator';
import { formatPercent, messageKeyOf } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FieldError, Notice } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { FeeRegistrationsSection } from '../components/settings-fee-registrations';
import { MoneyField, useSettingsForm, WaitingNotice } from '../components/settings-fields';
import { PricingSection } from '../components/settings-pricing';
import { CollectionRulesSection, ProvisioningSection } from '../components/settings-rules';
import { centavos, dateTime } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { type EffectivePricing, PAY_CYCLES, pesosText } from '../settings-form';
import { settingsAction, settingsLoader } from './_app.settings.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t('backoffice:nav.settings'));

export const loader = ({ request }: LoaderFunctionArgs) => settingsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => settingsAction(request);

export default function Settings() {
  const { settings, canEdit, banks: bankChoices, pending } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const product = settings.product.effective as unknown as ProductConfig;
  const _effective = product as unknown as EffectivePricing;
  const amounts = product.amounts;
  const { of, errorOf, shownValue } = useSettingsForm(failure);
  const payCycleName = (cycle: (typeof PAY_CYCLES)[number]) =>
    t(messageKeyOf(PAY_CYCLE_TABLE[cycle].shortLabelKey));
  const bankName = (code: string) => bankChoices.find((bank) => bank.code === code)?.name ?? code;
  const waiting = (kind: string) => pending.find((request) => request.kind === kind);
  const Waiting = ({ kind }: { kind: string }) => <WaitingNotice request={waiting(kind)} />;
  const generalFailure = failure && !failure.fields ? failure : undefined;
  const _yearly = (bps: number) => formatPercent((bps / 100) * product.terms.dayCountBasis, { decimals: 2 });
  return (
    <>
      <h1>{t('backoffice:nav.settings')}</h1>
      <p className="bo-muted">
        {settings.product.updatedAt
          ? t('backoffice:settings.version', {
              version: settings.product.version,
              when: dateTime(settings.product.updatedAt),
            })
          : t('backoffice:settings.initial')}
      </p>
      {generalFailure ? (
        <Notice tone={generalFailure.conflict ? 'warning' : 'danger'}>
          {generalFailure.key ? t(generalFailure.key, generalFailure.params) : null}
        </Notice>
      ) : null}
      <div className="bo-grid">
        <section className="bo-card bo-stack" aria-labelledby="settings-amounts">
          <h2 className="bo-flush" id="settings-amounts">
            {t('backoffice:settings.amounts')}
          </h2>
          <dl className="bo-figures" aria-label={t('backoffice:settings.inForce')}>
            <div>
              <dt>{t('backoffice:settings.minMainLoan')}</dt>
              <dd>{centavos(amounts.minMainLoan)}</dd>
            </div>
            <div>
              <dt>{t('backoffice:settings.amountTo')}</dt>
              <dd>{centavos(amounts.amountTo)}</dd>
            </div>
            <div>
              <dt>{t('backoffice:settings.firstMax')}</dt>
              <dd>{centavos(amounts.first.maxAmount)}</dd>
            </div>
            <div>
              <dt>{t('backoffice:settings.interval')}</dt>
              <dd>{centavos(amounts.interval)}</dd>
            </div>
          </dl>
          <Waiting kind="settings.amount_limits" />
          {canEdit ? (
            <ReasonAction
              intent="amounts"
              label={t('backoffice:settings.requestAmounts')}
              error={errorOf('amounts', 'reason')}
              open={Boolean(of('amounts'))}
              reasonValue={of('amounts')?.values?.reason}
              hidden={{ version: settings.product.version }}
            >
              <p className="bo-muted bo-flush">{t('backoffice:settings.needsApproval')}</p>
              <FieldError id="settings-amounts-error" error={errorOf('amounts', 'amounts')} />
              {(
                [
                  ['minMainLoan', 'backoffice:settings.minMainLoan', amounts.minMainLoan],
                  ['amountTo', 'backoffice:settings.amountTo', amounts.amountTo],
                  ['firstMax', 'backoffice:settings.firstMax', amounts.first.maxAmount],
                ] as const
              ).map(([name, key, value]) => (
                <MoneyField
                  key={name}
                  id={`settings-${name}`}
                  name={name}
                  label={t(key)}
                  value={shownValue('amounts', name, pesosText(value))}
                  error={errorOf('amounts', name)}
                />
              ))}
            </ReasonAction>
          ) : null}
        </section>
        <section className="bo-card bo-stack" aria-labelledby="settings-pay-cycles">
          <h2 className="bo-flush" id="settings-pay-cycles">
            {t('backoffice:settings.payCycles')}
          </h2>
          <p className="bo-muted bo-flush">{t('backoffice:settings.payCyclesHelp')}</p>
          <p className="bo-flush">{settings.product.payCycles.map(payCycleName).join(', ')}</p>
          {canEdit ? (
            <ReasonAction
              intent="payCycles"
              label={t('backoffice:settings.changePayCycles')}
              error={errorOf('payCycles', 'reason')}
              open={Boolean(of('payCycles'))}
              reasonValue={of('payCycles')?.values?.reason}
              hidden={{ version: settings.product.version }}
            >
              <fieldset
                className="bo-field"
                aria-describedby={errorOf('payCycles', 'payCycles') ? 'settings-cycles-error' : undefined}
              >
                <legend>{t('backoffice:settings.payCycles')}</legend>
                {PAY_CYCLES.map((cycle) => (
                  <label key={cycle} htmlFor={`settings-cycle-${cycle}`}>
                    <input
                      id={`settings-cycle-${cycle}`}
                      type="checkbox"
                      name="payCycles"
                      value={cycle}
                      defaultChecked={settings.product.payCycles.includes(cycle)}
                    />{' '}
                    {payCycleName(cycle)}
                  </label>
                ))}
                <FieldError id="settings-cycles-error" error={errorOf('payCycles', 'payCycles')} />
              </fieldset>
            </ReasonAction>
          ) : null}
        </section>
        <section className="bo-card bo-stack" aria-labelledby="settings-banks">
          <h2 className="bo-flush" id="settings-banks">
            {t('backoffice:settings.banks')}
          </h2>
          <ul className="bo-muted bo-columns bo-flush">
            {settings.banks.enabled.map((code) => (
              <li key={code}>{bankName(code)}</li>
            ))}
          </ul>
          <Waiting kind="settings.banks" />
          {canEdit ? (
            <ReasonAction
              intent="banks"
              label={t('backoffice:settings.requestBanks')}
              error={errorOf('banks', 'reason')}
              open={Boolean(of('banks'))}
              reasonValue={of('banks')?.values?.reason}
              hidden={{ version: settings.banks.version }}
            >
              <p className="bo-muted bo-flush">{t('backoffice:settings.needsApproval')}</p>
              <fieldset
                className="bo-field bo-bank-choices"
                aria-describedby={errorOf('banks', 'enabled') ? 'settings-banks-error' : undefined}
              >
                <legend>{t('backoffice:settings.banksChoose')}</legend>
                {bankChoices.map((bank) => (
                  <label key={bank.code} htmlFor={`settings-bank-${bank.code}`}>
                    <input
                      id={`settings-bank-${bank.code}`}
                      type="checkbox"
                      name="enabled"
                      value={bank.code}
                      defaultChecked={settings.banks.enabled.includes(bank.code)}
                    />{' '}
                    {bank.name}
                  </label>
                ))}
              </fieldset>
              <FieldError id="settings-banks-error" error={errorOf('banks', 'enabled')} />
            </ReasonAction>
          ) : null}
        </section>
        <PricingSection
          product={product}
          canEdit={canEdit}
          failure={failure}
          waiting={waiting('settings.pricing')}
        />
        <FeeRegistrationsSection product={product} inForceOn={settings.product.inForceOn} />
        <ProvisioningSection settings={settings} canEdit={canEdit} failure={failure} waiting={waiting} />
        <CollectionRulesSection settings={settings} canEdit={canEdit} failure={failure} waiting={waiting} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
