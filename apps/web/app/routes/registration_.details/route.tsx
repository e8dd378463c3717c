import { NAME_FIELDS, type NameField as NamePart, type UpdateClientRequest } from '@lender/contracts';
import { DateField, masks } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { NameFields } from '../../components/NameFields';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { businessToday } from '../../lib/today';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';

/**
 * `/registration/details` for a signed-in client the flow sends here (step `new_client_created`
 * without a first name, e.g. created in the back-office): names and birth date.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, 'registration-details___es');
  return data({ me, today: businessToday(), nameFields: NAME_FIELDS }, { headers: await ctx.headers() });
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-details___es');
  const form = await request.formData();
  const values = Object.fromEntries(
    [...NAME_FIELDS.map((field) => field.name), 'birthDate'].map((n) => [n, text(form, n)]),
  );
  const birthDate = masks.dateDigitsToIso(masks.dateMask.parse(values.birthDate ?? ''));
  if (!birthDate)
    return data<Result>({ fieldErrors: { birthDate: messageOf('required') }, values }, { status: 400 });
  const result = await ctx.api.client.update({
    body: {
      // The parts of the name as declared (`NAME_FIELDS`): an optional part left empty is null.
      ...(Object.fromEntries(
        NAME_FIELDS.map((field) => [field.name, values[field.name] || (field.required ? '' : null)]),
      ) as Pick<UpdateClientRequest, NamePart>),
      birthDate,
    },
  });
  if (!result.success) return data<Result>({ ...problemsOf(result), values }, { status: result.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:details.title');

export default function Details() {
  const { me, today, nameFields } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const errors = result?.fieldErrors ?? {};
  const v = result?.values ?? {};
  return (
    <StepPage title={t('registration:details.title')} lead={t('registration:details.lead')}>
      <StepForm submitLabel={t('common:actions.continue')} formError={result?.formError}>
        <NameFields
          fields={nameFields}
          values={Object.fromEntries(
            nameFields.map((field) => [field.name, v[field.name] ?? me?.[field.name as NamePart]]),
          )}
          errors={errors}
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
