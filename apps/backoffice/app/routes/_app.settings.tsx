import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Notice } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import { failureResponse, redirectWithNotice, requireAdmin, requirePermission } from '../server/auth.server';
import {
  type EffectivePricing,
  FEE_NAMES,
  PAY_CYCLES,
  payCyclesFromForm,
  pricingFromForm,
} from '../settings-form';

export const meta: MetaFunction = () => [{ title: 'Configuración · Lender back-office' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const result = await admin.api.backOffice.settings();
  if (!result.success) throw failureResponse(result);
  return data({ settings: result.data, canEdit: admin.can('settings.edit') }, { headers: admin.headers });
}

/** Pesos typed by an admin as integer centavos, or undefined when empty or invalid. */
function centavosOf(value: FormDataEntryValue | null): number | undefined {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  if (!text) return undefined;
  const pesos = Number(text);
  return Number.isFinite(pesos) && pesos >= 0 && Math.round(pesos * 100) === pesos * 100
    ? Math.round(pesos * 100)
    : Number.NaN;
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reason = readReason(form);
  if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' });
  const version = Number(form.get('version'));
  const { backOffice } = admin.api;
  if (intent === 'amounts') {
    const minMainLoan = centavosOf(form.get('minMainLoan'));
    const amountTo = centavosOf(form.get('amountTo'));
    const firstMax = centavosOf(form.get('firstMax'));
    if ([minMainLoan, amountTo, firstMax].some((value) => Number.isNaN(value))) {
      return invalid(intent, { amounts: 'backoffice:loans.amountInvalid' });
    }
    const amounts = {
      ...(minMainLoan !== undefined && { minMainLoan }),
      ...(amountTo !== undefined && { amountTo }),
      ...(firstMax !== undefined && { first: { maxAmount: firstMax } }),
    };
    const result = await backOffice.setAmountLimits({ body: { version, amounts, reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, '/settings', 'backoffice:app.saved');
  }
  if (intent === 'banks') {
    const enabled = String(form.get('enabled') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    if (enabled.length === 0 || enabled.some((code) => !/^\d{3}$/.test(code))) {
      return invalid(intent, { enabled: 'backoffice:settings.banksInvalid' });
    }
    const result = await backOffice.setBanks({ body: { version, enabled, reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, '/settings', 'backoffice:app.saved');
  }
  if (intent === 'payCycles') {
    const payCycles = payCyclesFromForm(form);
    if (!payCycles) return invalid(intent, { payCycles: 'backoffice:settings.payCyclesInvalid' });
    const result = await backOffice.setPayCycles({ body: { version, payCycles, reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, '/settings', 'backoffice:app.saved');
  }
  if (intent === 'pricing') {
    // Only what differs from the product in force is asked for (the audit shows just that).
    const current = await backOffice.settings();
    if (!current.success) return refused(request, admin, intent, current);
    const parsed = pricingFromForm(form, current.data.product.effective as unknown as EffectivePricing);
    if ('error' in parsed) {
      return invalid(intent, {
        pricing:
          parsed.error === 'unchanged'
            ? 'backoffice:settings.pricingUnchanged'
            : 'backoffice:settings.pricingInvalid',
      });
    }
    const result = await backOffice.requestPricing({ body: { pricing: parsed.pricing, reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.pricingRequested');
  }
  return invalid(intent, {});
}

interface EffectiveAmounts {
  minMainLoan?: number;
  amountTo?: number;
  first?: { maxAmount?: number };
}

const pesosOf = (value: number | undefined) => (value === undefined ? '' : String(value / 100));

export default function Settings() {
  const { settings, canEdit } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const effective = settings.product.effective as unknown as EffectivePricing & {
    amounts?: EffectiveAmounts;
  };
  const amounts = effective.amounts ?? {};
  const errorOf = (intent: string, field: string) =>
    failure?.intent === intent && failure.fields?.[field] ? t(failure.fields[field]) : undefined;
  const payCycleName = (cycle: (typeof PAY_CYCLES)[number]) => t(`catalog:payCycle.${cycle}`);
  return (
    <>
      <h1>{t('backoffice:nav.settings')}</h1>
      {failure && !failure.fields ? (
        <Notice tone={failure.conflict ? 'warning' : 'danger'}>
          {failure.key ? t(failure.key) : null} {failure.message}
        </Notice>
      ) : null}
      <div className="bo-grid">
        <section className="bo-card" aria-labelledby="settings-amounts">
          <h2 id="settings-amounts" style={{ marginTop: 0 }}>
            {t('backoffice:settings.amounts')}
          </h2>
          <p className="bo-muted">
            {t('backoffice:settings.version', {
              version: settings.product.version,
              when: dateTime(settings.product.updatedAt),
            })}
          </p>
          {canEdit ? (
            <ReasonAction
              intent="amounts"
              label={t('backoffice:actions.save')}
              error={errorOf('amounts', 'reason') ?? errorOf('amounts', 'amounts')}
              hidden={{ version: settings.product.version }}
            >
              {(
                [
                  ['minMainLoan', 'backoffice:settings.minMainLoan', amounts.minMainLoan],
                  ['amountTo', 'backoffice:settings.amountTo', amounts.amountTo],
                  ['firstMax', 'backoffice:settings.firstMax', amounts.first?.maxAmount],
                ] as const
              ).map(([name, key, value]) => (
                <div key={name} className="bo-field">
                  <label htmlFor={`settings-${name}`}>{t(key)}</label>
                  <input
                    id={`settings-${name}`}
                    name={name}
                    inputMode="decimal"
                    defaultValue={pesosOf(value)}
                  />
                </div>
              ))}
            </ReasonAction>
          ) : (
            <dl className="bo-facts">
              <div>
                <dt>{t('backoffice:settings.amountTo')}</dt>
                <dd>{pesosOf(amounts.amountTo)}</dd>
              </div>
            </dl>
          )}
        </section>
        <section className="bo-card" aria-labelledby="settings-pay-cycles">
          <h2 id="settings-pay-cycles" style={{ marginTop: 0 }}>
            {t('backoffice:settings.payCycles')}
          </h2>
          <p className="bo-muted">{t('backoffice:settings.payCyclesHelp')}</p>
          <p>{settings.product.payCycles.map(payCycleName).join(', ')}</p>
          {canEdit ? (
            <ReasonAction
              intent="payCycles"
              label={t('backoffice:actions.save')}
              error={errorOf('payCycles', 'reason') ?? errorOf('payCycles', 'payCycles')}
              hidden={{ version: settings.product.version }}
            >
              <fieldset className="bo-field">
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
              </fieldset>
            </ReasonAction>
          ) : null}
        </section>
        <section className="bo-card" aria-labelledby="settings-banks">
          <h2 id="settings-banks" style={{ marginTop: 0 }}>
            {t('backoffice:settings.banks')}
          </h2>
          <p>{settings.banks.enabled.join(', ')}</p>
          {canEdit ? (
            <ReasonAction
              intent="banks"
              label={t('backoffice:actions.save')}
              error={errorOf('banks', 'reason') ?? errorOf('banks', 'enabled')}
              hidden={{ version: settings.banks.version }}
            >
              <div className="bo-field">
                <label htmlFor="settings-enabled">{t('backoffice:settings.banksCodes')}</label>
                <textarea
                  id="settings-enabled"
                  name="enabled"
                  defaultValue={settings.banks.enabled.join(', ')}
                />
              </div>
            </ReasonAction>
          ) : null}
        </section>
        <section className="bo-card" aria-labelledby="settings-pricing">
          <h2 id="settings-pricing" style={{ marginTop: 0 }}>
            {t('backoffice:settings.pricing')}
          </h2>
          <p className="bo-muted">{t('backoffice:settings.pricingNeedsApproval')}</p>
          {canEdit ? (
            <ReasonAction
              intent="pricing"
              label={t('backoffice:settings.requestPricing')}
              error={errorOf('pricing', 'reason') ?? errorOf('pricing', 'pricing')}
            >
              <NumberField
                id="settings-interest-first"
                name="interestFirst"
                label={t('backoffice:settings.interestFirst')}
                value={effective.dailyInterestBps?.first}
              />
              <NumberField
                id="settings-interest-repeated"
                name="interestRepeated"
                label={t('backoffice:settings.interestRepeated')}
                value={effective.dailyInterestBps?.repeated}
              />
              <fieldset className="bo-field">
                <legend>{t('backoffice:settings.fees')}</legend>
                {FEE_NAMES.map((name) => {
                  const fee = effective.fees?.[name];
                  const feeName = t(`backoffice:settings.fee.${name}`);
                  return (
                    <div key={name} className="bo-field">
                      <label htmlFor={`settings-${name}-kind`}>
                        {t('backoffice:settings.feeKind', { fee: feeName })}
                      </label>
                      <select id={`settings-${name}-kind`} name={`${name}Kind`} defaultValue={fee?.kind}>
                        <option value="fixed">{t('backoffice:settings.feeFixed')}</option>
                        <option value="percent">{t('backoffice:settings.feePercent')}</option>
                      </select>
                      <label htmlFor={`settings-${name}-value`}>
                        {t('backoffice:settings.feeValue', { fee: feeName })}
                      </label>
                      <input
                        id={`settings-${name}-value`}
                        name={`${name}Value`}
                        inputMode="decimal"
                        defaultValue={fee?.kind === 'percent' ? fee.bps : pesosOf(fee?.amount)}
                      />
                    </div>
                  );
                })}
              </fieldset>
              <fieldset className="bo-field">
                <legend>{t('backoffice:settings.discount')}</legend>
                <NumberField
                  id="settings-discount-interest"
                  name="discountInterest"
                  label={t('backoffice:settings.discountInterest')}
                  value={effective.firstLoanDiscount?.interestPercent}
                />
                <NumberField
                  id="settings-discount-service-fee"
                  name="discountServiceFee"
                  label={t('backoffice:settings.discountServiceFee')}
                  value={effective.firstLoanDiscount?.serviceFeePercent}
                />
              </fieldset>
              <fieldset className="bo-field">
                <legend>{t('backoffice:settings.extensions')}</legend>
                {(effective.extensions ?? []).map((extension, index) => {
                  const type = t(`backoffice:settings.extensionType.${extension.type}`);
                  return (
                    <div key={extension.type} className="bo-stack">
                      <NumberField
                        id={`settings-extension-${index}-days`}
                        name={`extension${index}Days`}
                        label={t('backoffice:settings.extensionDays', { type })}
                        value={extension.days}
                      />
                      <NumberField
                        id={`settings-extension-${index}-bps`}
                        name={`extension${index}Bps`}
                        label={t('backoffice:settings.extensionBps', { type })}
                        value={extension.bps}
                      />
                    </div>
                  );
                })}
              </fieldset>
            </ReasonAction>
          ) : null}
        </section>
      </div>
    </>
  );
}

function NumberField(props: { id: string; name: string; label: string; value: number | undefined }) {
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} name={props.name} inputMode="numeric" defaultValue={props.value} />
    </div>
  );
}
