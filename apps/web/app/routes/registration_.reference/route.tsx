import type { ReferenceStepRequest } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { RegistrationFields } from '../../components/RegistrationFields';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { liveErrors } from '../../lib/form-schemas';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { registrationFieldViews, registrationInputs } from '../../lib/registration.server';
import { registrationBody, registrationForm } from '../../lib/registration-form';
import { pageTitle } from '../../lib/titles';
import { businessToday } from '../../lib/today';
import { wordsClientLoader } from '../../lib/words';

export const handle = { name: 'registration-reference___es' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardAnswerStep(request, 'registration-reference___es');
  // The step's fields as `REGISTRATION_FIELDS` of the contracts lists them (the relations' words from
  // the API's classification).
  return data(
    { fields: await registrationFieldViews(ctx, 'reference'), today: businessToday() },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, me, back } = await guardAnswerStep(request, 'registration-reference___es');
  const form = await request.formData();
  const values = Object.fromEntries(registrationInputs('reference').map((name) => [name, text(form, name)]));
  const body = registrationBody('reference', form) as ReferenceStepRequest;
  const { phone } = body.reference;
  // The step's request schema (as the browser checks it), then spec §5's rule the API also applies:
  // the phone is not the borrower's own.
  const spec = registrationForm('reference');
  const fieldErrors = liveErrors(spec, form, serverTranslator());
  if (!fieldErrors.phone && me && phone === me.info.mobilePhone.number)
    fieldErrors.phone = messageOf('must_differ', 'phone');
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepFour({ body });
  if (!result.success) {
    return data<Result>({ ...problemsOf(result, spec.fields), values }, { status: result.status });
  }
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:reference.title');

export default function Reference() {
  const { fields, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'reference',
    () => import('../../lib/registration-form').then((m) => m.registrationValidator('reference')),
    result?.fieldErrors,
  );
  return (
    <StepPage title={t('registration:reference.title')} lead={t('registration:reference.hint')}>
      <StepForm
        submitLabel={t('common:actions.continue')}
        formError={result?.formError}
        formProps={formProps}
      >
        <RegistrationFields
          fields={fields}
          values={result?.values ?? {}}
          errors={errors}
          context={{ today }}
        />
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
