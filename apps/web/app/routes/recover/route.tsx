import { formatPhone } from '@lender/i18n';
import { masks } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { NewPasswordFields, ResendCodeFallback, SmsCodeEntry } from '../../components/CodeEntry';
import { StepForm, StepPage } from '../../components/FormShell';
import { SendCodeForm } from '../../components/PhoneStep';
import { env } from '../../lib/env.server';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { apiFor, commitHeaders } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../paths';

/** Spec §2 /recover: an SMS code to the phone, then a new password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await apiFor(request);
  const phone = ctx.session.get('recoverPhone');
  const stage =
    new URL(request.url).searchParams.get('paso') === 'codigo' && typeof phone === 'string'
      ? 'code'
      : 'phone';
  const resendAt = ctx.session.get('recoverResendAt');
  const resendIn = typeof resendAt === 'number' ? Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)) : 0;
  return { stage, phone: typeof phone === 'string' ? phone : '', resendIn } as const;
}

type Result = FormProblems;

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'send-code' || intent === 'resend') {
    const saved = ctx.session.get('recoverPhone');
    if (intent === 'resend' && typeof saved !== 'string') return redirect('/recover');
    const phone = intent === 'resend' ? String(saved) : masks.phoneMask.parse(text(form, 'phone'));
    if (phone.length !== 10)
      return data<Result>(
        { fieldErrors: { phone: messageOf('invalid_format', 'mobilePhone') } },
        { status: 400 },
      );
    const sent = await ctx.api.public.phoneSmsCode({
      body: {
        mobilePhone: { number: phone },
        purpose: 'recover_password',
        captchaToken: env().captchaToken ?? '',
      },
    });
    // A phone without an account is not revealed: the page moves on either way, except for limits.
    if (!sent.success && sent.code !== 'not_found') {
      const problems = problemsOf(sent, { 'mobilePhone.number': 'phone' });
      // A refused resend (the per-minute or daily limit, spec §8) is said on the code stage's form.
      return data<Result>(
        intent === 'resend'
          ? { fieldErrors: {}, formError: problems.formError ?? Object.values(problems.fieldErrors)[0] }
          : problems,
        { status: sent.status },
      );
    }
    ctx.session.set('recoverPhone', phone);
    if (sent.success) ctx.session.set('recoverResendAt', Date.now() + sent.data.resendIn * 1000);
    return redirect('/recover?paso=codigo', { headers: await commitHeaders(ctx.session) });
  }
  const phone = ctx.session.get('recoverPhone');
  if (typeof phone !== 'string') return redirect('/recover');
  const result = await ctx.api.public.recoverPassword({
    body: {
      mobilePhone: { number: phone },
      smsCode: text(form, 'smsCode'),
      password: text(form, 'password'),
      repeatPassword: text(form, 'repeatPassword'),
      captchaToken: env().captchaToken ?? '',
    },
  });
  if (!result.success) return data<Result>(problemsOf(result), { status: result.status });
  ctx.session.unset('recoverPhone');
  ctx.session.unset('recoverResendAt');
  return redirect(`${PATHS.login}?recuperada=1`, { headers: await commitHeaders(ctx.session) });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:recover.title');

export default function Recover() {
  const { stage, phone, resendIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    stage,
    () =>
      import('../../lib/form-schemas').then((m) =>
        m.validatorOf(stage === 'phone' ? m.phoneForm : m.recoverForm(phone)),
      ),
    result?.fieldErrors,
  );
  if (stage === 'phone') {
    return (
      <StepPage title={t('profile:recover.title')} lead={t('profile:recover.text')}>
        <SendCodeForm
          submitLabel={t('profile:recover.submit')}
          formError={result?.formError}
          formProps={formProps}
          error={errors.phone}
        />
      </StepPage>
    );
  }
  return (
    <StepPage
      title={t('profile:recover.title')}
      lead={t('registration:code.text', { phone: formatPhone(phone) })}
    >
      <StepForm
        submitLabel={t('common:recover.submit')}
        intent="reset"
        formError={result?.formError}
        formProps={formProps}
      >
        <SmsCodeEntry error={errors.smsCode} resendIn={resendIn} resendUrl="/recover?paso=codigo" />
        <NewPasswordFields label={t('common:recover.newPassword')} errors={errors} />
      </StepForm>
      <ResendCodeFallback />
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
