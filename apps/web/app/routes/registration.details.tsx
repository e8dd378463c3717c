import { DateField, masks, NameField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../components/FormShell';
import { env } from '../lib/env.server';
import { guardFlow } from '../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { businessToday } from '../lib/today';
import { wordsClientLoader } from '../lib/words';
import { PATHS } from '../paths';

/**
 * `/registration/details` for a signed-in client the flow sends here (step `new_client_created`
 * without a first name, e.g. created in the back-office): names and birth date.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, 'registration-details___es');
  return data({ me, today: businessToday() }, { headers: await ctx.headers() });
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-details___es');
  const form = await request.formData();
  const values = Object.fromEntries(
    ['firstName', 'middleName', 'lastName', 'secondLastName', 'birthDate'].map((n) => [n, text(form, n)]),
  );
  const birthDate = masks.dateDigitsToIso(masks.dateMask.parse(values.birthDate ?? ''));
  if (!birthDate)
    return data<Result>({ fieldErrors: { birthDate: messageOf('required') }, values }, { status: 400 });
  const result = await ctx.api.client.update({
    body: {
      firstName: values.firstName,
      middleName: values.middleName || null,
      lastName: values.lastName,
      secondLastName: values.secondLastName || null,
      birthDate,
    },
  });
  if (!result.success) return data<Result>({ ...problemsOf(result), values }, { status: result.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

export default function Details() {
  const { me, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const errors = result?.fieldErrors ?? {};
  const v = result?.values ?? {};
  return (
    <StepPage title={t('registration:details.title')} lead={t('registration:details.lead')}>
      <StepForm submitLabel={t('common:actions.continue')} formError={result?.formError}>
        <NameField
          name="firstName"
          label={t('registration:details.firstName')}
          defaultValue={v.firstName ?? me?.firstName ?? ''}
          error={errors.firstName}
          isRequired
        />
        <NameField
          name="middleName"
          label={`${t('registration:details.middleName')} ${t('common:states.optional')}`}
          defaultValue={v.middleName ?? me?.middleName ?? ''}
          error={errors.middleName}
        />
        <NameField
          name="lastName"
          label={t('registration:details.lastName')}
          defaultValue={v.lastName ?? me?.lastName ?? ''}
          error={errors.lastName}
          isRequired
        />
        <NameField
          name="secondLastName"
          label={`${t('registration:details.secondLastName')} ${t('common:states.optional')}`}
          defaultValue={v.secondLastName ?? me?.secondLastName ?? ''}
          error={errors.secondLastName}
        />
        <DateField
          name="birthDate"
          label={t('registration:details.birthDate')}
          hint={t('registration:details.birthDateHint')}
          today={today}
          rule="past"
          defaultValue={me?.birthDate ?? undefined}
          error={errors.birthDate}
          isRequired
        />
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
