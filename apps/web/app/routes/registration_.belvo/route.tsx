import { randomUUID } from 'node:crypto';
import { Button, NativeSelect } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { BELVO_INSTITUTIONS } from '../../lib/belvo-institutions';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { belvoForm, liveErrors } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';

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
  // The store-link request's schema and the widget's list, as the browser checks them (ADR 034).
  const fieldErrors = liveErrors(belvoForm, form, serverTranslator());
  if (Object.keys(fieldErrors).length > 0) return data<FormProblems>({ fieldErrors }, { status: 400 });
  const institution = text(form, 'institution');
  const token = await ctx.api.client.belvoAccessToken();
  if (!token.success) return data<FormProblems>(problemsOf(token), { status: token.status });
  const stored = await ctx.api.client.belvoStoreLink({ body: { link: `web-${randomUUID()}`, institution } });
  if (!stored.success) return data<FormProblems>(problemsOf(stored), { status: stored.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:bank.belvo');

export default function Belvo() {
  const result = useActionData<typeof action>();
  const t = useT();
  const { errors, formProps } = useLiveForm(
    'belvo',
    () => import('../../lib/form-schemas').then((m) => m.validatorOf(m.belvoForm)),
    result?.fieldErrors,
  );
  return (
    <StepPage title={t('registration:bank.belvo')} lead={t('registration:bank.belvoText')}>
      <StepForm
        submitLabel={t('registration:belvo.connect')}
        intent="connect"
        formError={result?.formError}
        extraActions={null}
        formProps={formProps}
      >
        <NativeSelect
          name="institution"
          label={t('registration:belvo.institution')}
          options={BELVO_INSTITUTIONS}
          error={errors.institution}
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

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
