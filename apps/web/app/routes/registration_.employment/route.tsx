import { PAY_CYCLE_TABLE, PAY_CYCLES, payCyclesDeclaring, SEMI_MONTHLY_PAY_DAYS } from '@lender/calculator';
import type { EmploymentStepRequest, PayCycle } from '@lender/contracts';
import { messageKeyOf } from '@lender/i18n';
import { DateField, IncomeField, NativeRadioGroup, NativeSelect, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { StepForm, StepPage } from '../../components/FormShell';
import { readCalculator } from '../../lib/cookies.server';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { employmentBody, employmentForm, liveErrors } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, text } from '../../lib/forms.server';
import { useHydrated } from '../../lib/hydrated';
import { useT } from '../../lib/i18n';
import { serverTranslator } from '../../lib/i18n.server';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
import { businessToday } from '../../lib/today';
import { wordsClientLoader } from '../../lib/words';
import { employmentPrefill } from './employment-prefill';

export const handle = { name: 'registration-employment___es' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardAnswerStep(request, 'registration-employment___es');
  const statuses = await ctx.api.public.employmentStatuses();
  const today = businessToday();
  return data(
    {
      statuses: statuses.success ? statuses.data : [],
      today,
      // The pay cycle (and day) the borrower chose in the calculator, as the first answer (trap 4).
      prefill: employmentPrefill(await readCalculator(request), today),
    },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, back } = await guardAnswerStep(request, 'registration-employment___es');
  const form = await request.formData();
  const values = Object.fromEntries(
    [
      'employmentStatusKey',
      'companyName',
      'monthlyIncome',
      'salaryCycle',
      'nextPayDate',
      'semiMonthly',
      'dateOfMonth',
    ].map((name) => [name, text(form, name)]),
  );
  // The step's request schema, as the browser checks it while the borrower types.
  const fieldErrors = liveErrors(employmentForm, form, serverTranslator());
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepTwo({
    body: employmentBody(form) as EmploymentStepRequest,
  });
  if (!result.success) {
    return data<Result>(
      {
        ...problemsOf(result, employmentForm.fields),
        values,
      },
      { status: result.status },
    );
  }
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:employment.title');

export default function Employment() {
  const { statuses, today, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const hydrated = useHydrated();
  const { errors, formProps } = useLiveForm(
    'employment',
    () => import('../../lib/form-schemas').then((m) => m.validatorOf(m.employmentForm)),
    result?.fieldErrors,
  );
  const values: Record<string, string | undefined> = result?.values ?? prefill;
  const [cycle, setCycle] = useState<string>(values.salaryCycle ?? '');
  const show = (c: PayCycle[]) => !hydrated || c.includes(cycle as PayCycle);
  // The cycle whose borrowers declare a pair of pay days (@lender/calculator's table).
  const [pairCycle] = payCyclesDeclaring('dayPair');
  return (
    <StepPage title={t('registration:employment.title')} lead={t('registration:employment.lead')}>
      <StepForm
        submitLabel={t('common:actions.continue')}
        formError={result?.formError}
        formProps={formProps}
      >
        <NativeSelect
          name="employmentStatusKey"
          label={t('registration:employment.type')}
          options={statuses.map((s) => ({ value: s.key, label: s.label }))}
          defaultValue={values.employmentStatusKey || undefined}
          error={errors.employmentStatusKey}
          isRequired
        />
        <TextField
          name="companyName"
          label={`${t('registration:employment.company')} ${t('common:states.optional')}`}
          defaultValue={values.companyName}
          error={errors.companyName}
          autoComplete="organization"
        />
        <IncomeField
          name="monthlyIncome"
          label={t('registration:employment.income')}
          hint={t('registration:employment.incomeHint')}
          defaultValue={values.monthlyIncome}
          error={errors.monthlyIncome}
          isRequired
        />
        <NativeRadioGroup
          name="salaryCycle"
          label={t('registration:employment.payCycle')}
          options={PAY_CYCLES.map((c) => ({ value: c, label: t(`calculator:payCycle.${c}`) }))}
          value={cycle || null}
          onChange={(value) => setCycle(value)}
          error={errors.salaryCycle}
          isRequired
        />
        {show(payCyclesDeclaring('date')) ? (
          <DateField
            name="nextPayDate"
            label={t('registration:employment.nextPayDate')}
            hint={t('registration:employment.nextPayDateHint')}
            today={today}
            rule="future"
            defaultValue={result?.values ? undefined : prefill.nextPayDate}
            error={errors.nextPayDate}
          />
        ) : null}
        {pairCycle && show([pairCycle]) ? (
          <NativeRadioGroup
            name="semiMonthly"
            label={t('registration:employment.semiMonthly')}
            options={SEMI_MONTHLY_PAY_DAYS.map(([a, b]) => ({
              value: `${a}-${b}`,
              label: t(messageKeyOf(PAY_CYCLE_TABLE[pairCycle].payDateKey), { first: a, second: b }),
            }))}
            defaultValue={values.semiMonthly || undefined}
            error={errors.semiMonthly}
          />
        ) : null}
        {show(payCyclesDeclaring('dayOfMonth')) ? (
          <TextField
            name="dateOfMonth"
            label={t('registration:employment.dateOfMonth')}
            hint={t('registration:employment.dateOfMonthHint')}
            inputMode="numeric"
            defaultValue={values.dateOfMonth}
            error={errors.dateOfMonth}
          />
        ) : null}
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
