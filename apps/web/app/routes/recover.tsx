import { formatPhone } from '@lender/i18n';
import { masks, OtpField, PasswordField, PhoneField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../components/FormShell';
import { env } from '../lib/env.server';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { useLiveForm } from '../lib/live-form';
import { apiFor, commitHeaders } from '../lib/session.server';
import { PATHS } from '../paths';

/** Spec §2 /recover: an SMS code to the phone, then a new password. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await apiFor(request);
  const phone = ctx.session.get('recoverPhone');
  const stage =
    new URL(request.url).searchParams.get('paso') === 'codigo' && typeof phone === 'string'
      ? 'code'
      : 'phone';
  return { stage, phone: typeof phone === 'string' ? phone : '' } as const;
}

type Result = FormProblems;

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'send-code') {
    const phone = masks.phoneMask.parse(text(form, 'phone'));
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
      return data<Result>(problemsOf(sent, { 'mobilePhone.number': 'phone' }), { status: sent.status });
    }
    ctx.session.set('recoverPhone', phone);
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
  return redirect(`${PATHS.login}?recuperada=1`, { headers: await commitHeaders(ctx.session) });
}

export default function Recover() {
  const { stage, phone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const { errors, formProps } = useLiveForm(
    stage,
    () =>
      import('../lib/form-schemas').then((m) =>
        m.validatorOf(stage === 'phone' ? m.phoneForm : m.recoverForm(phone)),
      ),
    result?.fieldErrors,
  );
  if (stage === 'phone') {
    return (
      <StepPage title={t('profile:recover.title')} lead={t('profile:recover.text')}>
        <StepForm
          submitLabel={t('profile:recover.submit')}
          intent="send-code"
          formError={result?.formError}
          formProps={formProps}
        >
          <PhoneField
            name="phone"
            label={t('registration:details.phone')}
            hint={t('registration:details.phoneHint')}
            error={errors.phone}
            isRequired
          />
        </StepForm>
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
        <OtpField
          name="smsCode"
          label={t('registration:code.label')}
          length={3}
          error={errors.smsCode}
          resendAfterSeconds={0}
          isRequired
        />
        <PasswordField
          name="password"
          label={t('common:recover.newPassword')}
          hint={t('registration:details.passwordHint')}
          error={errors.password}
          autoComplete="new-password"
          isRequired
        />
        <PasswordField
          name="repeatPassword"
          label={t('registration:details.passwordRepeat')}
          error={errors.repeatPassword ?? errors.repeated}
          autoComplete="new-password"
          isRequired
        />
      </StepForm>
    </StepPage>
  );
}
