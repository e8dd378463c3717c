import type { ProductConfig } from '@lender/calculator';
import { banks } from '@lender/clabe';
import type { ApprovalRequest } from '@lender/contracts';
import { formatPercent, type MessageKey } from '@lender/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { codeWords } from '../components/codes';
import { FieldError, Notice } from '../components/form';
import { ReasonAction } from '../components/reason-action';
import { PricingPreview } from '../components/settings-preview';
import { centavos, dateTime } from '../format';
import { useT } from '../i18n';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
} from '../server/auth.server';
import {
  amountsFromForm,
  type EffectiveAmounts,
  type EffectivePricing,
  FEE_NAMES,
  PAY_CYCLES,
  payCyclesFromForm,
  percentText,
  pesosText,
  pricingFromForm,
} from '../settings-form';

export const meta: MetaFunction = () => [{ title: 'Configuración · Lender back-office' }];

/** The SPEI participants an admin may enable, by code and name (the CLABE catalogue). */
const BANK_CHOICES = banks.filter((bank) => !bank.legacy).map(({ code, name }) => ({ code, name }));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'settings.read');
  const [result, pending] = await Promise.all([
    readable(admin.api.backOffice.settings()),
    admin.can('approvals.read')
      ? admin.api.backOffice.approvals({ query: { status: 'pending', page: 1, perPage: 50 } })
      : null,
  ]);
  if (!result.success) throw failureResponse(result);
  const waiting = (pending?.success ? pending.data : []).filter((request) =>
    request.kind.startsWith('settings.'),
  );
  return data(
    {
      settings: result.data,
      banks: BANK_CHOICES,
      pending: waiting.map((request: ApprovalRequest) => ({ id: request.id, kind: request.kind })),
      canEdit: admin.can('settings.edit'),
    },
    { headers: admin.headers },
  );
}

/** The form's field of an API field of the amount limits. */
const AMOUNT_FIELDS: Record<string, string> = {
  'amounts.minMainLoan': 'minMainLoan',
  'amounts.amountTo': 'amountTo',
  'amounts.first.maxAmount': 'firstMax',
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  const { backOffice } = admin.api;
  const reason = readReason(form);
  const reasonError: Record<string, MessageKey> = reason
    ? {}
    : { reason: 'backoffice:client.reasonRequired' };
  const current = await backOffice.settings();
  if (!current.success) return refused(request, admin, intent, current, { form });
  if (intent === 'amounts') {
    const parsed = amountsFromForm(
      form,
      current.data.product.effective.amounts as unknown as EffectiveAmounts,
    );
    if ('fields' in parsed || !reason)
      return invalid(intent, { ...reasonError, ...('fields' in parsed ? parsed.fields : {}) }, form);
    if (Object.keys(parsed.amounts).length === 0)
      return invalid(intent, { amounts: 'backoffice:settings.unchanged' }, form);
    const result = await backOffice.requestAmountLimits({
      body: { version, amounts: parsed.amounts, reason },
    });
    if (!result.success) {
      return refused(request, admin, intent, result, {
        form,
        fieldOf: (field) => AMOUNT_FIELDS[field],
        fieldWords: (field, code) =>
          code === 'invalid_value' && field === 'amounts.minMainLoan'
            ? 'backoffice:settings.minAboveMax'
            : code === 'invalid_value' && field === 'amounts.first.maxAmount'
              ? 'backoffice:settings.firstAboveMax'
              : undefined,
      });
    }
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  if (intent === 'banks') {
    const enabled = form.getAll('enabled').map(String);
    const fields: Record<string, MessageKey> = { ...reasonError };
    if (enabled.length === 0) fields.enabled = 'backoffice:settings.banksInvalid';
    if (Object.keys(fields).length > 0 || !reason) return invalid(intent, fields, form);
    const result = await backOffice.requestBanks({ body: { version, enabled, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'enabled' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  if (intent === 'payCycles') {
    const payCycles = payCyclesFromForm(form);
    if (!payCycles || !reason)
      return invalid(
        intent,
        {
          ...reasonError,
          ...(!payCycles && { payCycles: 'backoffice:settings.payCyclesInvalid' as MessageKey }),
        } as Record<string, MessageKey>,
        form,
      );
    const result = await backOffice.setPayCycles({ body: { version, payCycles, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'payCycles' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.payCyclesSaved', {
      version: result.data.product.version,
    });
  }
  if (intent === 'pricing') {
    const parsed = pricingFromForm(form, current.data.product.effective as unknown as EffectivePricing);
    if ('fields' in parsed || !reason)
      return invalid(intent, { ...reasonError, ...('fields' in parsed ? parsed.fields : {}) }, form);
    if (Object.keys(parsed.pricing).length === 0)
      return invalid(intent, { pricing: 'backoffice:settings.pricingUnchanged' }, form);
    const result = await backOffice.requestPricing({ body: { pricing: parsed.pricing, reason } });
    if (!result.success) return refused(request, admin, intent, result, { form, fieldOf: () => 'pricing' });
    return redirectWithNotice(admin, '/settings', 'backoffice:settings.requestedAs', {
      id: result.data.id,
      kind: `backoffice:approvals.kinds.${result.data.kind}`,
    });
  }
  return invalid(intent, {});
}

export default function Settings() {
  const { settings, canEdit, banks: bankChoices, pending } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  const product = settings.product.effective as unknown as ProductConfig;
  const effective = product as unknown as EffectivePricing;
  const amounts = product.amounts;
  /** This form's failure (its words beside each field, what was typed). */
  const of = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const errorOf = (intent: string, field: string) => {
    const key = of(intent)?.fields?.[field];
    return key ? t(key) : undefined;
  };
  /** What the field shows: what was typed when the last try failed, else the value in force. */
  const shownValue = (intent: string, field: string, current: string) =>
    of(intent)?.values?.[field] ?? current;
  const payCycleName = (cycle: (typeof PAY_CYCLES)[number]) => t(`catalog:payCycle.${cycle}`);
  const bankName = (code: string) => bankChoices.find((bank) => bank.code === code)?.name ?? code;
  const waiting = (kind: string) => pending.find((request) => request.kind === kind);
  const Waiting = ({ kind }: { kind: string }) => {
    const request = waiting(kind);
    return request ? (
      <Notice tone="info">
        {t('backoffice:settings.waiting')}{' '}
        <Link to="/approvals">{t('backoffice:approvals.request', { id: request.id })}</Link>
      </Notice>
    ) : null;
  };
  const generalFailure = failure && !failure.fields ? failure : undefined;
  const yearly = (bps: number) => formatPercent((bps / 100) * product.terms.dayCountBasis, { decimals: 2 });
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
          <h2 id="settings-amounts" style={{ margin: 0 }}>
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
              <p className="bo-muted" style={{ margin: 0 }}>
                {t('backoffice:settings.needsApproval')}
              </p>
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
          <h2 id="settings-pay-cycles" style={{ margin: 0 }}>
            {t('backoffice:settings.payCycles')}
          </h2>
          <p className="bo-muted" style={{ margin: 0 }}>
            {t('backoffice:settings.payCyclesHelp')}
          </p>
          <p style={{ margin: 0 }}>{settings.product.payCycles.map(payCycleName).join(', ')}</p>
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
          <h2 id="settings-banks" style={{ margin: 0 }}>
            {t('backoffice:settings.banks')}
          </h2>
          <ul className="bo-muted bo-columns" style={{ margin: 0 }}>
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
              <p className="bo-muted" style={{ margin: 0 }}>
                {t('backoffice:settings.needsApproval')}
              </p>
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
        <section
          className="bo-card bo-stack"
          aria-labelledby="settings-pricing"
          // The pricing editor and its preview need the whole row.
          style={{ gridColumn: '1 / -1' }}
        >
          <h2 id="settings-pricing" style={{ margin: 0 }}>
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
          <Waiting kind="settings.pricing" />
          {canEdit ? (
            <ReasonAction
              intent="pricing"
              label={t('backoffice:settings.requestPricing')}
              error={errorOf('pricing', 'reason')}
              open={Boolean(of('pricing'))}
              reasonValue={of('pricing')?.values?.reason}
            >
              <p className="bo-muted" style={{ margin: 0 }}>
                {t('backoffice:settings.pricingNeedsApproval')}
              </p>
              <FieldError id="settings-pricing-error" error={errorOf('pricing', 'pricing')} />
              <PricingPreview product={product}>
                <PercentField
                  id="settings-interest-first"
                  name="interestFirst"
                  label={t('backoffice:settings.interestFirstPercent')}
                  value={shownValue(
                    'pricing',
                    'interestFirst',
                    percentText(effective.dailyInterestBps.first),
                  )}
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
                      <div key={name} className="bo-inline" style={{ alignItems: 'flex-end' }}>
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
                          value={shownValue(
                            'pricing',
                            `extension${index}Percent`,
                            percentText(extension.bps),
                          )}
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
      </div>
    </>
  );
}

function PlainField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        inputMode="decimal"
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** Pesos, as an admin types them (`$` beside the field). */
function MoneyField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return <PlainField {...props} />;
}

/** A rate in percent a day, its yearly equivalent written beside it as it is typed. */
function PercentField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  perYear: number;
}) {
  return (
    <div className="bo-inline" style={{ alignItems: 'flex-end' }}>
      <PlainField {...props} />
      <output htmlFor={props.id} className="bo-muted" data-per-year={props.perYear} data-for={props.name} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
