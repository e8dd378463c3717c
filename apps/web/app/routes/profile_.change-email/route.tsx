import { Card, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/** `/profile/change-email` (spec §5: a new e-mail must differ from the current one and be unused). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await requireClient(request);
  return data({ email: me.email }, { headers: await ctx.headers() });
}

type Result = FormProblems & { email?: string };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx, me } = await requireClient(request);
  const email = text(await request.formData(), 'email').toLowerCase();
  if (!email) return data<Result>({ fieldErrors: { email: messageOf('required') }, email }, { status: 400 });
  if (email === me.email?.toLowerCase()) {
    return data<Result>(
      { fieldErrors: { email: serverTranslator()('profile:changeEmail.same') }, email },
      { status: 400 },
    );
  }
  const changed = await ctx.api.client.changeEmail({ body: { email } });
  if (!changed.success) return data<Result>({ ...problemsOf(changed), email }, { status: changed.status });
  return redirect(`${pathOf('profile___es')}?changed=email`, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:changeEmail.title');

export default function ChangeEmail() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:changeEmail.title')}</h1>
      <Card>
        <p>
          {t('profile:changeEmail.current')}: <strong>{email}</strong>
        </p>
        <StepForm submitLabel={t('profile:changeEmail.submit')} formError={result?.formError}>
          <TextField
            name="email"
            type="email"
            label={t('profile:changeEmail.new')}
            autoComplete="email"
            defaultValue={result?.email}
            error={result?.fieldErrors?.email}
            isRequired
          />
        </StepForm>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
