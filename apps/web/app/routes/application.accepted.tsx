import { APPLICATION_STATUS } from '@lender/calculator';
import { createIdempotencyKey } from '@lender/sdk';
import { Alert, Button, Card, Countdown, Link, NativeCheckbox, OtpField, Stack } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '../components/FormShell';
import { OfferFigures } from '../components/OfferFigures';
import { env } from '../lib/env.server';
import { guardFlow } from '../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, text } from '../lib/forms.server';
import { useT } from '../lib/i18n';
import { keyFrom, pdfResponse } from '../lib/lending.server';
import { pathOf } from '../paths';

const ROUTE = 'application-accepted___es' as const;
const HERE = pathOf(ROUTE);

/** The documents to read before signing, downloadable from this page (`?download=`). */
const DOWNLOADS = ['draft', 'cover_sheet', 'payment_schedule'] as const;
type Download = (typeof DOWNLOADS)[number];

/**
 * application-accepted___es (spec §2, DESIGN.md "Offer and signing"): the carátula's figures, the documents to
 * read, the consent, where the money goes, then the SMS code that signs (`agreement/{id}/sms-code`,
 * then `agreement/{id}` with an Idempotency-Key made once per page). After signing it says the
 * money is on its way (the flow's `tmc_page` while the payout is pending). Every step is a form
 * that posts without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me, flow } = await guardFlow(request, ROUTE);
  const url = new URL(request.url);
  const download = url.searchParams.get('download') as Download | null;
  if (download && DOWNLOADS.includes(download)) {
    const pdf =
      download === 'draft'
        ? await ctx.api.client.draftLoanAgreement()
        : await ctx.api.client.documentDownload({ params: { type: download } });
    return pdfResponse(pdf, `${download}.pdf`);
  }
  const application = await ctx.api.client.actualApplication();
  const app = application.success ? application.data : null;
  const offer = app ? await ctx.api.client.actualOffer({ params: { id: app.id } }) : null;
  const signing = app?.status === APPLICATION_STATUS.accepted;
  if (app?.paymentMethod === 'cash' && !signing) {
    throw redirect(pathOf('application-accepted-cash___es'), { headers: await ctx.headers() });
  }
  return data(
    {
      app,
      offer: offer?.success ? offer.data : null,
      signing,
      step: flow?.step ?? null,
      needsAccount: flow?.errors.includes('clabe_required') ?? false,
      account: me?.bankAccountMasked ?? null,
      phone: me?.info.mobilePhone.number.slice(-4) ?? '',
      idempotencyKey: createIdempotencyKey(),
    },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & { sent?: boolean; resendIn?: number; agreed?: boolean };

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, ROUTE);
  const form = await request.formData();
  const application = await ctx.api.client.actualApplication();
  if (!application.success) return redirect(pathOf('flow___es'), { headers: await ctx.headers() });
  const id = application.data.id;
  const agreed = text(form, 'agree') !== '';
  if (text(form, 'intent') === 'send') {
    const sent = await ctx.api.client.agreementSmsCode({ params: { id } });
    if (!sent.success) return data<Result>({ ...problemsOf(sent), agreed }, { status: sent.status });
    return data<Result>({ fieldErrors: {}, sent: true, resendIn: sent.data.resendIn, agreed });
  }
  const smsCode = text(form, 'smsCode').replace(/\D/g, '');
  const fieldErrors: Record<string, string> = {};
  if (!agreed) fieldErrors.agree = messageOf('required');
  if (!/^\d{3}$/.test(smsCode)) fieldErrors.smsCode = messageOf('invalid_format', 'smsCode');
  if (Object.keys(fieldErrors).length > 0) {
    return data<Result>({ fieldErrors, sent: true, resendIn: 0, agreed }, { status: 400 });
  }
  const key = keyFrom(form);
  const signed = await ctx.api.client.signAgreement({
    params: { id },
    body: { smsCode },
    ...(key ? { idempotencyKey: key } : {}),
  });
  if (!signed.success) {
    return data<Result>(
      { ...problemsOf(signed), sent: true, resendIn: 0, agreed },
      { status: signed.status },
    );
  }
  return redirect(
    application.data.paymentMethod === 'cash' ? pathOf('application-accepted-cash___es') : HERE,
    {
      headers: await ctx.headers(),
    },
  );
}

export default function Accepted() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (!d.signing) {
    return (
      <main className="page page-narrow">
        <h1 className="page-title">{t('application:sign.signed')}</h1>
        <Card>
          <Stack gap="4">
            <p>{t('application:sign.signedText')}</p>
            <p>
              <Link href={pathOf('profile-my-loan___es')}>{t('application:sign.toLoan')}</Link>
            </p>
          </Stack>
        </Card>
      </main>
    );
  }
  const sent = result?.sent === true;
  const errors = result?.fieldErrors ?? {};
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:accepted.title')}</h1>
      {d.app && d.offer ? (
        <p className="page-lead">
          {t('application:accepted.text', {
            amount: Math.round(d.offer.offer.principal.amount * 100),
            total: Math.round(d.offer.offer.total.amount * 100),
            date: d.offer.offer.endDate,
          })}
        </p>
      ) : null}
      <Stack gap="6">
        <Card title={t('application:caratula.title')}>
          <p>{t('application:caratula.explain')}</p>
          {d.offer ? <OfferFigures offer={d.offer.offer} label={t('application:caratula.title')} /> : null}
          <p>{t('application:caratula.lateFee')}</p>
        </Card>
        <Card title={t('application:documents.title')}>
          <p>{t('application:documents.text')}</p>
          <ul className="link-list">
            <li>
              <a href={`${HERE}?download=draft`} download>
                {t('application:documents.draftAgreement')}
              </a>
            </li>
            <li>
              <a href={`${HERE}?download=cover_sheet`} download>
                {t('application:documents.caratula')}
              </a>
            </li>
            <li>
              <a href={`${HERE}?download=payment_schedule`} download>
                {t('application:documents.schedule')}
              </a>
            </li>
          </ul>
        </Card>
        <Card title={t('application:payout.title')}>
          {d.account ? (
            <p data-testid="payout-account">{t('application:payout.account', { account: d.account })}</p>
          ) : (
            <Alert tone="warning">
              {t('application:payout.noAccount')}{' '}
              <Link href={pathOf('flow___es')}>{t('application:payout.addAccount')}</Link>
            </Alert>
          )}
        </Card>
        <Card title={t('application:sign.title')}>
          <Form method="post" replace noValidate>
            <input type="hidden" name="idempotencyKey" value={d.idempotencyKey} />
            <Stack gap="4">
              <FormError error={result?.formError} />
              <NativeCheckbox
                name="agree"
                value="yes"
                defaultSelected={result?.agreed ?? false}
                error={errors.agree}
              >
                {t('application:consents.agreement')}
              </NativeCheckbox>
              {sent ? (
                <>
                  <p role="status">{t('application:sign.codeSent', { phone: `••••${d.phone}` })}</p>
                  <OtpField
                    name="smsCode"
                    label={t('application:sign.codeLabel')}
                    hint={t('application:sign.codeHint')}
                    error={errors.smsCode}
                    isRequired
                  />
                  <Button
                    type="submit"
                    variant="primary"
                    fullWidth
                    isLoading={busy}
                    name="intent"
                    value="sign"
                  >
                    {t('application:sign.submit')}
                  </Button>
                  <Countdown
                    seconds={result?.resendIn ?? 0}
                    done={
                      <Button type="submit" variant="link" name="intent" value="send">
                        {t('application:sign.resend')}
                      </Button>
                    }
                  >
                    {(count) => t('application:sign.resendIn', { count })}
                  </Countdown>
                </>
              ) : (
                <Button type="submit" variant="primary" fullWidth isLoading={busy} name="intent" value="send">
                  {t('application:sign.sendCode')}
                </Button>
              )}
            </Stack>
          </Form>
        </Card>
      </Stack>
    </main>
  );
}
