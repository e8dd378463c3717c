import type { EmploymentStepRequest } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { RegistrationFields } from '../../components/RegistrationFields';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { liveErrors } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { registrationFieldViews, registrationInputs } from '../../lib/registration.server';
import { registrationBody, registrationForm } from '../../lib/registration-form';
import { readCalculator } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { businessToday } from '../../lib/today';
import { wordsClientLoader } from '../../lib/words';
import { employmentPrefill } from './employment-prefill';

export const handle = { name: 'registration-employment___es' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardAnswerStep(request, 'registration-employment___es');
  const today = businessToday();
  return data(
    {
      // The step's fields as `REGISTRATION_FIELDS` of the contracts lists them.
      fields: await registrationFieldViews(ctx, 'employment'),
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
  const values = Object.fromEntries(registrationInputs('employment').map((name) => [name, text(form, name)]));
  // The step's request schema, as the browser checks it while the borrower types.
  const spec = registrationForm('employment');
  const fieldErrors = liveErrors(spec, form, serverTranslator());
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepTwo({
    body: registrationBody('employment', form) as EmploymentStepRequest,
  });
  if (!result.success) {
    return data<Result>({ ...problemsOf(result, spec.fields), values }, { status: result.status });
  }
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:employment.title');

export default function Employment() {
  const { fields, today, prefill } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'employment',
    () => import('../../lib/registration-form').then((m) => m.registrationValidator('employment')),
    result?.fieldErrors,
  );
  return (
    <StepPage title={t('registration:employment.title')} lead={t('registration:employment.lead')}>
      <StepForm
        submitLabel={t('common:actions.continue')}
        formError={result?.formError}
        formProps={formProps}
      >
        <RegistrationFields
          fields={fields}
          values={result?.values ?? prefill}
          errors={errors}
          context={{ today, firstPayDate: result?.values ? undefined : prefill.nextPayDate }}
        />
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
