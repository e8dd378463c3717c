import { COMMON_PAY_CYCLE, onDeclaredPayDays, PAY_CYCLE_TABLE, PAY_CYCLES } from '@lender/calculator';
import type { CalculatorState } from '@lender/calculator/platform';
import { type PayCycle, PromoCodeSchema } from '@lender/contracts';
import { formatDate, messageKeyOf } from '@lender/i18n';
import { ApplicationCreationError, createIdempotencyKey } from '@lender/sdk';
import {
  Button,
  Card,
  NativeCheckbox,
  NativeRadioGroup,
  NativeSelect,
  Stack,
  TextField,
  WholePesosField,
} from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useSubmit } from '@remix-run/react';
import { type FormEvent, useCallback, useState } from 'react';
import { FormError } from '../../components/FormShell';
import { completeScoringSession, ScoringSession } from '../../components/ScoringSession';
import { SiteCalculator } from '../../components/SiteCalculator';
import {
  calculatorAction,
  calculatorClientOf,
  calculatorInitialOf,
  isRepeatClient,
  loadCalculator,
} from '../../lib/calculator.server';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { useFormBusy } from '../../lib/form-busy';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useHydrated } from '../../lib/hydrated';
import { useT } from '../../lib/i18n';
import { centavosFromForm, keyFrom, moneyOf } from '../../lib/lending.server';
import { collectorConfig, linkCollectorSession, newReferenceNumber } from '../../lib/registration.server';
import { readAffiliate, readCalculator } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';
import { applyDefaults, applyValuesOf, CASH_BRANDS } from './apply-defaults';

const ROUTE = 'application-apply___es' as const;
/** The scoring session ids this page makes (`newReferenceNumber`, prefix `app-`). */
const SESSION_ID = /^app-[0-9a-f-]{36}$/;

/**
 * `/application/apply` (spec §2, §4, §7): the calculator in its apply mode (its submit saves the
 * calculator cookie and comes back here), then the application itself: amount, pay cycle and date
 * (prefilled from the calculator), promo code (2–64 characters, verified by the API), how to receive
 * the money. Creating it sends the affiliate data and goes to the decision (loading). Works without
 * JavaScript: the form carries every value.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, ROUTE);
  const calculator = await loadCalculator(ctx);
  const config = await ctx.api.public.calculatorConfig();
  const saved = await readCalculator(request);
  const client = me ? calculatorClientOf(me) : null;
  const initial = calculatorInitialOf(saved, me);
  // The form carries what the calculator above shows: its initial state, cookie or not (issue 15).
  const defaults = applyDefaults({ product: calculator.product, today: calculator.today, client, initial });
  const cycle: PayCycle =
    defaults?.payCycle ??
    (saved?.payCycle as PayCycle | undefined) ??
    me?.salaryCycle ??
    (config.success ? config.data.payCycles[0] : undefined) ??
    COMMON_PAY_CYCLE;
  const payDates = config.success
    ? PAY_CYCLES.flatMap((c) =>
        config.data.payDates[c]
          // The declared pay days (employment step): the loan falls due when the salary arrives.
          .filter((option) => onDeclaredPayDays(c, option.dates, client))
          .map((option) => ({
            value: `${c}|${option.dates.join(',')}`,
            cycle: c,
            dueDate: option.dueDate,
          })),
      )
    : [];
  return data(
    {
      ...calculator,
      client,
      initial,
      amountPesos: defaults?.amountPesos ?? (saved?.amount ? String(Math.floor(saved.amount / 100)) : ''),
      payDate:
        defaults?.payDate ?? (saved?.payCycle && saved.payDates ? `${saved.payCycle}|${saved.payDates}` : ''),
      cycle,
      payDates,
      account: me?.bankAccountMasked ?? null,
      available: me ? Math.round(me.availableLoanAmount.amount * 100) : null,
      idempotencyKey: createIdempotencyKey(),
      // The repeat client's scoring session (issue 18's collector, opt-in as at registration).
      collector: isRepeatClient(me) ? await collectorConfig(newReferenceNumber('app')) : null,
    },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const form = await request.clone().formData();
  if (text(form, 'intent') === 'calculator') return calculatorAction(request);
  const { ctx } = await guardFlow(request, ROUTE);
  const values = Object.fromEntries(
    ['amount', 'payDate', 'promoCode', 'paymentMethod', 'cashBrand', 'juicySessionId'].map((name) => [
      name,
      text(form, name),
    ]),
  );
  const fieldErrors: Record<string, string> = {};
  const amount = centavosFromForm(values.amount ?? '');
  if (amount === null || amount <= 0) fieldErrors.amount = messageOf('required');
  const [cycle, dates] = (values.payDate ?? '').split('|') as [PayCycle, string | undefined];
  const [first, second] = (dates ?? '').split(',');
  if (!PAY_CYCLES.includes(cycle) || !first) fieldErrors.payDate = messageOf('required');
  const promoCode = values.promoCode ? values.promoCode.toUpperCase() : '';
  if (promoCode && !PromoCodeSchema.safeParse(promoCode).success) {
    fieldErrors.promoCode = serverTranslator()('application:apply.promoInvalid');
  }
  const cash = values.paymentMethod === 'cash';
  const brand = CASH_BRANDS.find((b) => b === values.cashBrand);
  if (cash && !brand) fieldErrors.cashBrand = messageOf('required');
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  if (promoCode) {
    const check = await ctx.api.client.promoCode({ body: { promoCode } });
    if (!check.success || !check.data.valid) {
      return data<Result>(
        { fieldErrors: { promoCode: serverTranslator()('application:apply.promoInvalid') }, values },
        { status: 400 },
      );
    }
  }
  const affiliate = await readAffiliate(request);
  const key = keyFrom(form);
  // Spec §4 repeat client submit: the browser completed the scoring session; tie it to the client
  // (so the decision can read it) and create the application with its id (spec §7 juicySessionId).
  const sessionId = SESSION_ID.test(values.juicySessionId ?? '') ? (values.juicySessionId as string) : '';
  if (sessionId) await linkCollectorSession(ctx.api, sessionId);
  try {
    const created = await ctx.api.client.createApplication({
      body: {
        salaryCycle: cycle,
        payDates: {
          first_repayment_option: first as string,
          ...(second ? { second_repayment_option: second } : {}),
        },
        loanAmount: moneyOf(amount as number),
        paymentMethod: cash ? 'cash' : 'bank_transfer',
        ...(cash && brand ? { cashBrand: brand } : {}),
        ...(promoCode ? { promoCode } : {}),
        ...(affiliate ? { affiliate } : {}),
        ...(sessionId ? { juicySessionId: sessionId } : {}),
      },
      ...(key ? { idempotencyKey: key } : {}),
    });
    if (!created.success) {
      return data<Result>(
        {
          ...problemsOf(created, {
            'loanAmount.amount': 'amount',
            'payDates.first_repayment_option': 'payDate',
          }),
          values,
        },
        { status: created.status },
      );
    }
  } catch (error) {
    // Spec §8: a 500 on creation is 'ERP failed to create application', shown in Spanish.
    if (error instanceof ApplicationCreationError) {
      return data<Result>(
        { fieldErrors: {}, formError: serverTranslator()('application:apply.createFailed'), values },
        { status: 500 },
      );
    }
    throw error;
  }
  return redirect(pathOf('application-loading___es'), { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:apply.title');

export default function Apply() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useFormBusy();
  const submit = useSubmit();
  const [scoring, setScoring] = useState(false);
  const [completing, setCompleting] = useState(false);
  const values = result?.values ?? {};
  // The form follows the calculator above (issue 15): the server renders its initial state, and
  // every move of the calculator updates the amount and pay date the form will post.
  const [amountPesos, setAmountPesos] = useState(values.amount ?? d.amountPesos);
  const [payDate, setPayDate] = useState(values.payDate ?? d.payDate);
  const [cycle, setCycle] = useState<PayCycle>(d.cycle);
  const [method, setMethod] = useState(values.paymentMethod || 'bank_transfer');
  const hydrated = useHydrated();
  const onCalculator = useCallback((state: CalculatorState) => {
    const next = applyValuesOf(state);
    if (next.amountPesos) setAmountPesos(next.amountPesos);
    if (next.payCycle) setCycle(next.payCycle);
    if (next.payDate) setPayDate(next.payDate);
  }, []);
  const sessionId = d.collector && scoring ? d.collector.referenceNumber : '';
  // Spec §4: a repeat client's submit completes the scoring session, then creates the application
  // with its id. Without JavaScript there is no session and the form posts as it is.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!sessionId) return;
    event.preventDefault();
    const form = event.currentTarget;
    setCompleting(true);
    void completeScoringSession(sessionId).then(() => {
      setCompleting(false);
      submit(form, { method: 'post', replace: true });
    });
  };
  const errors = result?.fieldErrors ?? {};
  const options = d.payDates
    .filter((option) => option.cycle === cycle)
    // In the order of the calendar: the configured pay days come in the order of their first date.
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .map((option) => ({
      value: option.value,
      // The date first: a phone's closed select shows the start of the label.
      label: `${formatDate(option.dueDate)} · ${t(messageKeyOf(PAY_CYCLE_TABLE[option.cycle].labelKey))}`,
    }));
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:apply.title')}</h1>
      <p className="page-lead">{t('application:apply.lead')}</p>
      <Stack gap="6">
        {/* One act, one button (issue 14): the form below submits; the calculator only sets its
            figures here, so it has no button of its own. */}
        <div className="apply-calculator" data-apply-card="calculator">
          <SiteCalculator
            product={d.product}
            today={d.today}
            error={d.error}
            authorized
            client={d.client}
            initial={d.initial}
            action={pathOf(ROUTE)}
            onChange={onCalculator}
            submitButton={false}
          />
        </div>
        <div data-apply-card="form">
          <Card>
            <Form method="post" replace noValidate onSubmit={onSubmit}>
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="idempotencyKey" value={d.idempotencyKey} />
              {sessionId ? <input type="hidden" name="juicySessionId" value={sessionId} /> : null}
              <Stack gap="4">
                <FormError error={result?.formError} />
                {/* One control per choice (issue 47): with scripts the calculator above sets the
                    amount and the pay date (its own slider and selects, the borrower's pay days
                    only); without them the calculator cannot post, and these fields carry both. */}
                {hydrated ? (
                  <>
                    <input type="hidden" name="amount" value={amountPesos} />
                    <input type="hidden" name="payDate" value={payDate} />
                    {[errors.amount, errors.payDate].filter(Boolean).map((error) => (
                      <p key={error} role="alert" className="field-error">
                        {error}
                      </p>
                    ))}
                  </>
                ) : (
                  <Stack gap="4" className="apply-fields-without-scripts">
                    <WholePesosField
                      name="amount"
                      label={t('application:offer.amount')}
                      value={amountPesos}
                      onChange={setAmountPesos}
                      error={errors.amount}
                      isRequired
                    />
                    <NativeSelect
                      name="payDate"
                      label={t('application:offer.dueDate')}
                      options={options}
                      value={options.some((option) => option.value === payDate) ? payDate : null}
                      onChange={setPayDate}
                      error={errors.payDate}
                      isRequired
                    />
                  </Stack>
                )}
                <TextField
                  name="promoCode"
                  label={t('application:apply.promoCode')}
                  hint={t('application:apply.promoCodeHint')}
                  defaultValue={values.promoCode}
                  error={errors.promoCode}
                  autoComplete="off"
                />
                <NativeRadioGroup
                  name="paymentMethod"
                  label={t('application:apply.disbursementMethod')}
                  options={[
                    {
                      value: 'bank_transfer',
                      label: d.account
                        ? t('application:apply.bankAccount', { account: d.account })
                        : t('application:disbursement.spei'),
                    },
                    { value: 'cash', label: t('application:disbursement.cash') },
                  ]}
                  value={method}
                  onChange={setMethod}
                />
                {/* Only for a cash payout; without JavaScript it stays and the action ignores it unless cash. */}
                {!hydrated || method === 'cash' ? (
                  <NativeSelect
                    name="cashBrand"
                    label={t('application:cash.brand')}
                    options={CASH_BRANDS.map((b) => ({ value: b, label: t(`application:cash.brands.${b}`) }))}
                    defaultValue={values.cashBrand || undefined}
                    error={errors.cashBrand}
                  />
                ) : null}
                {d.account ? null : <p>{t('application:apply.noBankAccount')}</p>}
                {d.collector ? (
                  <NativeCheckbox name="scoring" isSelected={scoring} onChange={setScoring}>
                    {t('registration:consents.scoring')}
                  </NativeCheckbox>
                ) : null}
                <Button type="submit" variant="primary" fullWidth isLoading={busy || completing}>
                  {t('application:apply.submit')}
                </Button>
              </Stack>
            </Form>
          </Card>
        </div>
      </Stack>
      <ScoringSession config={d.collector} consented={scoring} />
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
