import type { AddressStepRequest, PostalCodeLookup } from '@lender/contracts';
import { Button, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { RegistrationFields } from '../../components/RegistrationFields';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { liveErrors } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { FROM_SUMMARY } from '../../lib/from-summary';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { registrationFieldViews, registrationInputs } from '../../lib/registration.server';
import { registrationBody, registrationForm } from '../../lib/registration-form';
import { pageTitle } from '../../lib/titles';
import { businessToday } from '../../lib/today';
import { wordsClientLoader } from '../../lib/words';

export const handle = { name: 'registration-address___es' };

/** Spec §2/§5 address step: postal code first (GET ?cp=), then colonia, municipality and state follow. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardAnswerStep(request, 'registration-address___es');
  const postalCode = (new URL(request.url).searchParams.get('cp') ?? '').replace(/\D/g, '').slice(0, 5);
  let lookup: PostalCodeLookup | null = null;
  let postalCodeError: string | null = null;
  if (postalCode) {
    const found = /^\d{5}$/.test(postalCode)
      ? await ctx.api.public.addressPostalCode({ params: { postalCode } })
      : null;
    if (found?.success && found.data.wards.length > 0) lookup = found.data;
    else postalCodeError = serverTranslator()('registration:address.postalCodeNotFound');
  }
  const fromSummary = new URL(request.url).searchParams.get(FROM_SUMMARY.param) === FROM_SUMMARY.value;
  // The step's fields as `REGISTRATION_FIELDS` of the contracts lists them.
  const fields = await registrationFieldViews(ctx, 'address');
  return data(
    { postalCode, lookup, postalCodeError, fromSummary, fields, today: businessToday() },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, back } = await guardAnswerStep(request, 'registration-address___es');
  const form = await request.formData();
  const values = Object.fromEntries(registrationInputs('address').map((name) => [name, text(form, name)]));
  // The step's request schema, as the browser checks it while the borrower types.
  const spec = registrationForm('address');
  const fieldErrors = liveErrors(spec, form, serverTranslator());
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepThree({
    body: registrationBody('address', form) as AddressStepRequest,
  });
  if (!result.success) {
    return data<Result>({ ...problemsOf(result, spec.fields), values }, { status: result.status });
  }
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:address.title');

export default function Address() {
  const { postalCode, lookup, postalCodeError, fromSummary, fields, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'address',
    () => import('../../lib/registration-form').then((m) => m.registrationValidator('address')),
    result?.fieldErrors,
  );
  const values = result?.values ?? {};
  return (
    <StepPage title={t('registration:address.title')} lead={t('registration:address.lead')}>
      <Form method="get" className="inline-form" replace>
        {fromSummary ? <input type="hidden" name={FROM_SUMMARY.param} value={FROM_SUMMARY.value} /> : null}
        <TextField
          name="cp"
          label={t('registration:address.postalCode')}
          hint={t('registration:address.postalCodeHint')}
          defaultValue={postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          error={postalCodeError ?? undefined}
          isRequired
        />
        <Button type="submit" variant="secondary">
          {t('registration:address.search')}
        </Button>
      </Form>
      {lookup ? (
        <StepForm
          submitLabel={t('common:actions.continue')}
          formError={result?.formError}
          formProps={formProps}
        >
          <RegistrationFields fields={fields} values={values} errors={errors} context={{ today, lookup }} />
        </StepForm>
      ) : null}
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
