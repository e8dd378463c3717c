import type { ClientLoginRequest } from '@lender/contracts';
import { PasswordField, TextField } from '@lender/ui';
import { checkOrigin, readTokenClaims, safeRedirect } from '@lender/web-kit';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { useActionData, useSearchParams } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { liveErrors, loginForm } from '../../lib/form-schemas';
import { type FormProblems, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { apiFor } from '../../lib/session.server';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../site-paths';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.title ?? '' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await apiFor(request);
  if (ctx.loggedIn) throw redirect(PATHS.flow);
  return { title: serverTranslator()('profile:login.pageTitle') };
}

type Result = FormProblems & { values?: { username: string } };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  const form = await request.formData();
  const raw = text(form, 'username');
  const isEmail = raw.includes('@');
  // The request's own schema, as the browser checks it while the borrower types.
  const fieldErrors = liveErrors(loginForm, form, serverTranslator());
  const { username, password } = loginForm.body(form) as ClientLoginRequest;
  if (Object.keys(fieldErrors).length > 0)
    return data<Result>({ fieldErrors, values: { username: raw } }, { status: 400 });

  const login = await ctx.api.public.clientLogin({ body: { username, password } });
  if (login.success) {
    const token = ctx.session.get('token');
    const claims = typeof token === 'string' ? readTokenClaims(token) : null;
    if (claims?.mfa) ctx.session.unset('token');
    // web-kit's one rule (issue 35): a path of this site, or the flow.
    const to = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), PATHS.flow);
    return redirect(to, { headers: await ctx.headers() });
  }
  // Spec §2: admins are sent to the back-office (which asks for their TOTP code).
  if (isEmail && login.status === 401) {
    const admin = await ctx.api.public.userLogin({ body: { username, password } });
    if (admin.success) {
      ctx.session.unset('token');
      return redirect(env().backofficeUrl);
    }
  }
  return data<Result>(
    { ...problemsOf(login, { username: 'username', password: 'password' }), values: { username: raw } },
    { status: login.status },
  );
}

export default function Login() {
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const [params] = useSearchParams();
  const { errors, formProps } = useLiveForm(
    'login',
    () => import('../../lib/form-schemas').then((m) => m.validatorOf(m.loginForm)),
    result?.fieldErrors,
  );
  return (
    <StepPage
      title={t('profile:login.title')}
      lead={params.get('redirectTo') ? t('common:login.sessionEnded') : undefined}
    >
      <StepForm
        submitLabel={t('profile:login.submit')}
        formError={result?.formError}
        formProps={formProps}
        extraActions={
          <div className="form-links">
            <a className="text-link" href="/recover">
              {t('profile:login.forgot')}
            </a>
            <a className="text-link" href={PATHS.registration}>
              {t('profile:login.noAccount')}
            </a>
          </div>
        }
      >
        <TextField
          name="username"
          label={t('profile:login.phoneOrEmail')}
          hint={t('common:login.usernameHint')}
          defaultValue={result?.values?.username}
          error={errors.username}
          autoComplete="username"
          isRequired
        />
        <PasswordField
          name="password"
          label={t('profile:login.password')}
          error={errors.password}
          isRequired
        />
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
