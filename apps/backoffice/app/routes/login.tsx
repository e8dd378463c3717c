import { checkOrigin } from '@lender/web-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { Field, Notice } from '../components/form';
import { pageTitle, useT } from '../i18n';
import { apiFor, commitSession, getSession, kit, sessionData, setNotice } from '../server/api.server';
import { env } from '../server/env.server';
import { type LoginError, loginErrorOf, safeRedirect } from './login.server';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  if (kit().getToken(session)) throw redirect(redirectTo);
  const notice = sessionData.notice(session) ?? null;
  // Only a read flash changes the cookie; committing otherwise could race a concurrent sign-in.
  const headers: HeadersInit = notice ? { 'Set-Cookie': await commitSession(session) } : {};
  return data(
    { step: sessionData.mfaToken(session) ? ('totp' as const) : ('password' as const), notice },
    { headers },
  );
}

interface ActionData {
  error?: LoginError;
  fields?: { email?: string; password?: string; totp?: string };
  email?: string;
}

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const session = await getSession(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const redirectTo = safeRedirect(String(form.get('redirectTo') ?? ''));
  const cookie = async () => ({ 'Set-Cookie': await commitSession(session) });

  if (intent === 'restart') {
    session.unset('mfaToken');
    return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: await cookie() });
  }

  if (intent === 'password') {
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const fields: ActionData['fields'] = {};
    if (!email) fields.email = 'backoffice:auth.emailRequired';
    if (!password) fields.password = 'backoffice:auth.passwordRequired';
    if (fields.email || fields.password) return data<ActionData>({ fields, email }, { status: 400 });
    const { api, retryAfter } = apiFor(request, session, 'mfaToken');
    const result = await api.public.userLogin({ body: { username: email, password } });
    // A refused sign-in re-renders the form with the reason (200: the page itself is fine, and a
    // 4xx on the form's data request would read as a broken resource in the browser console).
    if (!result.success) return data<ActionData>({ error: loginErrorOf(result, retryAfter()), email });
    return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: await cookie() });
  }

  if (intent === 'totp') {
    const totp = String(form.get('totp') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(totp))
      return data<ActionData>({ fields: { totp: 'backoffice:auth.totpFormat' } }, { status: 400 });
    if (!sessionData.mfaToken(session)) return redirect('/login');
    const { api, retryAfter } = apiFor(request, session, 'mfaToken');
    const result = await api.public.userLogin({ body: { totp } });
    if (!result.success) {
      const error = loginErrorOf(result, retryAfter());
      if (error.restart) {
        session.unset('mfaToken');
        setNotice(session, error.key);
        return redirect('/login', { headers: await cookie() });
      }
      return data<ActionData>({ error });
    }
    // The language preference travels with the account (issue 12).
    const profile = await apiFor(request, session).api.backOffice.profile();
    if (profile.success) session.set('language', profile.data.language);
    return redirect(redirectTo, { headers: await cookie() });
  }
  return data<ActionData>({}, { status: 400 });
}

export default function Login() {
  const { step, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const t = useT();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== 'idle';
  const redirectTo = params.get('redirectTo') ?? '/';
  const error = actionData?.error;
  return (
    <main id="main" className="bo-login">
      <div className="bo-login-card">
        <p className="bo-brand-name">{t('backoffice:app.name')}</p>
        <h1>{step === 'totp' ? t('backoffice:auth.totpTitle') : t('backoffice:auth.passwordTitle')}</h1>
        {notice ? <Notice tone="info">{t(notice as Parameters<typeof t>[0])}</Notice> : null}
        {error ? (
          <Notice tone="danger">
            {t(error.key, error.seconds !== undefined ? { seconds: error.seconds } : undefined)}
          </Notice>
        ) : null}
        {step === 'password' ? (
          <Form method="post" className="bo-stack" noValidate>
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              label={t('backoffice:login.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
              error={
                actionData?.fields?.email ? t(actionData.fields.email as Parameters<typeof t>[0]) : undefined
              }
            />
            <Field
              label={t('backoffice:login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={
                actionData?.fields?.password
                  ? t(actionData.fields.password as Parameters<typeof t>[0])
                  : undefined
              }
            />
            <button type="submit" className="bo-button bo-button-primary" disabled={busy}>
              {t('backoffice:login.submit')}
            </button>
          </Form>
        ) : (
          <>
            <Form method="post" className="bo-stack" noValidate>
              <input type="hidden" name="intent" value="totp" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Field
                label={t('backoffice:login.totp')}
                hint={t('backoffice:auth.totpHint')}
                name="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                autoFocus
                error={
                  actionData?.fields?.totp ? t(actionData.fields.totp as Parameters<typeof t>[0]) : undefined
                }
              />
              <button type="submit" className="bo-button bo-button-primary" disabled={busy}>
                {t('backoffice:auth.verify')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className="bo-button bo-button-link">
                {t('backoffice:auth.restart')}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
