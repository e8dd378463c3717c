import { randomUUID } from 'node:crypto';
import { Button, Select } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { StepForm, StepPage } from '../components/FormShell';
import { env } from '../lib/env.server';
import { guardFlow } from '../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { PATHS } from '../paths';

/** Institutions of Belvo's Mexican sandbox (the widget's list in sandbox mode). */
const INSTITUTIONS = [
  { value: 'bbva_mx_retail', label: 'BBVA México' },
  { value: 'banamex_mx_retail', label: 'Citibanamex' },
  { value: 'santander_mx_retail', label: 'Santander' },
  { value: 'banorte_mx_retail', label: 'Banorte' },
  { value: 'hsbc_mx_retail', label: 'HSBC' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await guardFlow(request, 'registration-belvo___es');
  return data(null, { headers: await ctx.headers() });
}

/**
 * Bank link (spec §2 /registration/belvo): `connect` opens a link with the widget's token and stores
 * it; `skip` goes on without one. Only Belvo's sandbox widget is wired: the link is created here.
 */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-belvo___es');
  const form = await request.formData();
  if (text(form, 'intent') === 'skip') {
    const skipped = await ctx.api.client.belvoSkip();
    if (!skipped.success) return data<FormProblems>(problemsOf(skipped), { status: skipped.status });
    return redirect(PATHS.flow, { headers: await ctx.headers() });
  }
  const institution = text(form, 'institution');
  if (!INSTITUTIONS.some((i) => i.value === institution)) {
    return data<FormProblems>({ fieldErrors: { institution: messageOf('required') } }, { status: 400 });
  }
  const token = await ctx.api.client.belvoAccessToken();
  if (!token.success) return data<FormProblems>(problemsOf(token), { status: token.status });
  const stored = await ctx.api.client.belvoStoreLink({ body: { link: `web-${randomUUID()}`, institution } });
  if (!stored.success) return data<FormProblems>(problemsOf(stored), { status: stored.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

export default function Belvo() {
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <StepPage title={t('registration:bank.belvo')} lead={t('registration:bank.belvoText')}>
      <StepForm
        submitLabel={t('registration:belvo.connect')}
        intent="connect"
        formError={result?.formError}
        extraActions={null}
      >
        <Select
          name="institution"
          label={t('registration:belvo.institution')}
          options={INSTITUTIONS}
          error={result?.fieldErrors.institution}
          isRequired
        />
      </StepForm>
      <Form method="post" className="secondary-form">
        <input type="hidden" name="intent" value="skip" />
        <p>{t('registration:belvo.skipText')}</p>
        <Button type="submit" variant="ghost" fullWidth>
          {t('registration:belvo.skip')}
        </Button>
      </Form>
    </StepPage>
  );
}
