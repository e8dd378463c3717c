import type { AddressStepRequest, PostalCodeLookup } from '@lender/contracts';
import { Button, NativeSelect, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { guardAnswerStep } from '../../lib/flow.server';
import { addressBody, addressForm, liveErrors } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, text } from '../../lib/forms.server';
import { FROM_SUMMARY } from '../../lib/from-summary';
import { useT } from '../../lib/i18n';
import { serverTranslator } from '../../lib/i18n.server';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
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
  return data({ postalCode, lookup, postalCodeError, fromSummary }, { headers: await ctx.headers() });
}

type Result = FormProblems & { values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, back } = await guardAnswerStep(request, 'registration-address___es');
  const form = await request.formData();
  const values = Object.fromEntries(
    ['postalCode', 'regionId', 'cityId', 'wardId', 'street', 'exteriorNumber', 'interiorNumber'].map((n) => [
      n,
      text(form, n),
    ]),
  );
  // The step's request schema, as the browser checks it while the borrower types.
  const fieldErrors = liveErrors(addressForm, form, serverTranslator());
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const result = await ctx.api.client.completeStepThree({
    body: addressBody(form) as AddressStepRequest,
  });
  if (!result.success) return data<Result>({ ...problemsOf(result), values }, { status: result.status });
  return redirect(back, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:address.title');

export default function Address() {
  const { postalCode, lookup, postalCodeError, fromSummary } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'address',
    () => import('../../lib/form-schemas').then((m) => m.validatorOf(m.addressForm)),
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
          <input type="hidden" name="postalCode" value={lookup.postalCode} />
          <input type="hidden" name="regionId" value={lookup.region.id} />
          <input type="hidden" name="cityId" value={lookup.city.id} />
          <NativeSelect
            name="wardId"
            label={t('registration:address.settlement')}
            options={lookup.wards.map((w) => ({ value: String(w.id), label: `${w.title} (${w.type})` }))}
            defaultValue={
              values.wardId || (lookup.wards.length === 1 ? String(lookup.wards[0]?.id) : undefined)
            }
            error={errors.wardId}
            isRequired
          />
          <dl className="facts">
            <div>
              <dt>{t('registration:address.municipality')}</dt>
              <dd>{lookup.city.title}</dd>
            </div>
            <div>
              <dt>{t('registration:address.state')}</dt>
              <dd>{lookup.region.title}</dd>
            </div>
          </dl>
          <TextField
            name="street"
            label={t('registration:address.street')}
            defaultValue={values.street}
            error={errors.street}
            autoComplete="address-line1"
            isRequired
          />
          <TextField
            name="exteriorNumber"
            label={t('registration:address.exteriorNumber')}
            defaultValue={values.exteriorNumber}
            error={errors.exteriorNumber}
            isRequired
          />
          <TextField
            name="interiorNumber"
            label={`${t('registration:address.interiorNumber')} ${t('common:states.optional')}`}
            defaultValue={values.interiorNumber}
            error={errors.interiorNumber}
          />
        </StepForm>
      ) : null}
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
