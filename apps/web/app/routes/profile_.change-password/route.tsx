import { Card, PasswordField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { StepForm } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/**
 * `/profile/change-password` (spec §5): the old password, the new one and its repeat; the new one
 * must differ from the old (`not_unique`) and the old must be right (`incorrect_old_password`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  return data(null, { headers: await ctx.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const form = await request.formData();
  const oldPassword = text(form, 'oldPassword');
  const password = text(form, 'password');
  const repeatPassword = text(form, 'repeatPassword');
  const t = serverTranslator();
  const fieldErrors: Record<string, string> = {};
  if (!oldPassword) fieldErrors.oldPassword = messageOf('required');
  if (password.length < 4) fieldErrors.password = messageOf('too_short', 'password');
  if (repeatPassword !== password) fieldErrors.repeatPassword = t('profile:changePassword.mismatch');
  if (password && password === oldPassword) fieldErrors.password = t('profile:changePassword.notUnique');
  if (Object.keys(fieldErrors).length > 0) return data<FormProblems>({ fieldErrors }, { status: 400 });
  const changed = await ctx.api.client.changePassword({ body: { oldPassword, password, repeatPassword } });
  if (!changed.success) {
    const problems = problemsOf(changed);
    if (changed.code === 'incorrect_old_password') {
      return data<FormProblems>(
        { fieldErrors: { oldPassword: t('profile:changePassword.wrongOld') } },
        { status: changed.status },
      );
    }
    if (changed.code === 'not_unique') {
      return data<FormProblems>(
        { fieldErrors: { password: t('profile:changePassword.notUnique') } },
        { status: changed.status },
      );
    }
    return data<FormProblems>(problems, { status: changed.status });
  }
  return redirect(`${pathOf('profile___es')}?changed=password`, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:changePassword.title');

export default function ChangePassword() {
  const result = useActionData<typeof action>() as FormProblems | undefined;
  const t = useT();
  const errors = result?.fieldErrors ?? {};
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:changePassword.title')}</h1>
      <Card>
        <StepForm submitLabel={t('profile:changePassword.submit')} formError={result?.formError}>
          <PasswordField
            name="oldPassword"
            label={t('profile:changePassword.old')}
            autoComplete="current-password"
            error={errors.oldPassword}
            isRequired
          />
          <PasswordField
            name="password"
            label={t('profile:changePassword.new')}
            autoComplete="new-password"
            error={errors.password}
            isRequired
          />
          <PasswordField
            name="repeatPassword"
            label={t('profile:changePassword.repeat')}
            autoComplete="new-password"
            error={errors.repeatPassword}
            isRequired
          />
        </StepForm>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
