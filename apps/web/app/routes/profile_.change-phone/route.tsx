import { formatPhone } from '@lender/i18n';
import { Card, Countdown, masks, OtpField, PhoneField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

/**
 * `/profile/change-phone`: the new number gets a code (`phone/sms-code`, purpose change_phone), then
 * the number and the code change it (`change/phone`). Two posts of one form: works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await requireClient(request);
  return data({ phone: me.info.mobilePhone.number }, { headers: await ctx.headers() });
}

type Result = FormProblems & { phone?: string; sent?: boolean; resendIn?: number };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const form = await request.formData();
  const phone = masks.phoneMask.parse(text(form, 'phone'));
  if (!/^\d{10}$/.test(phone)) {
    return data<Result>(
      { fieldErrors: { phone: messageOf('invalid_format', 'phone') }, phone },
      { status: 400 },
    );
  }
  const mobilePhone = { number: phone };
  if (text(form, 'intent') !== 'change') {
    const sent = await ctx.api.client.phoneSmsCode({ body: { mobilePhone, purpose: 'change_phone' } });
    if (!sent.success)
      return data<Result>(
        { ...problemsOf(sent, { 'mobilePhone.number': 'phone' }), phone },
        { status: sent.status },
      );
    return data<Result>({ fieldErrors: {}, phone, sent: true, resendIn: sent.data.resendIn });
  }
  const smsCode = text(form, 'smsCode').replace(/\D/g, '');
  const changed = await ctx.api.client.changePhone({ body: { mobilePhone, smsCode } });
  if (!changed.success) {
    return data<Result>(
      { ...problemsOf(changed, { 'mobilePhone.number': 'phone' }), phone, sent: true, resendIn: 0 },
      { status: changed.status },
    );
  }
  return redirect(`${pathOf('profile___es')}?changed=phone`, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('profile:changePhone.title');

export default function ChangePhone() {
  const { phone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const sent = result?.sent === true;
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('profile:changePhone.title')}</h1>
      <Card>
        <p>
          {t('profile:changePhone.current')}: <strong>{formatPhone(phone)}</strong>
        </p>
        <StepForm
          submitLabel={sent ? t('profile:changePhone.submit') : t('profile:changePhone.sendCode')}
          intent={sent ? 'change' : 'send'}
          formError={result?.formError}
        >
          <PhoneField
            name="phone"
            label={t('profile:changePhone.new')}
            defaultValue={result?.phone}
            error={result?.fieldErrors?.phone}
            isRequired
          />
          {sent ? (
            <>
              <p role="status">
                {t('profile:changePhone.code', { phone: formatPhone(result?.phone ?? '') })}
              </p>
              <OtpField
                name="smsCode"
                label={t('profile:changePhone.codeLabel')}
                error={result?.fieldErrors?.smsCode}
                isRequired
              />
              <Countdown seconds={result?.resendIn ?? 0}>
                {(count) => t('application:sign.resendIn', { count })}
              </Countdown>
            </>
          ) : null}
        </StepForm>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
