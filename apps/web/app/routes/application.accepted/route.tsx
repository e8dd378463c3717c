import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { createIdempotencyKey } from '@lender/sdk';
import { Alert, Button, Card, Countdown, Link, NativeCheckbox, OtpField, Stack } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { FormError } from '../../components/FormShell';
import { LazyCostScenarios } from '../../components/LazyCostScenarios';
import { LateFeeTerms, OfferFigures } from '../../components/OfferFigures';
import { actualOfferCostView } from '../../lib/cost-scenarios.server';
import { agreementDocumentHref } from '../../lib/document-links';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { useFormBusy } from '../../lib/form-busy';
import { type FormProblems, messageOf, problemsOf, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { keyFrom } from '../../lib/lending.server';
import { commitHeaders, type RequestContext } from '../../lib/session.server';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { pathOf } from '../../paths';

const ROUTE = 'application-accepted___es' as const;
const HERE = pathOf(ROUTE);

/**
 * application-accepted___es (spec §2, DESIGN.md "Offer and signing"): the carátula's figures (interest,
 * fees and IVA apart, the late-payment charge with an example), the documents to read, the consent,
 * where the money goes, then the SMS code that signs (`agreement/{id}/sms-code`, then
 * `agreement/{id}` with an Idempotency-Key per attempt: a refused code never blocks the next one,
 * issue 37 trap 1). A code sent is remembered in the session, so a reload keeps the code field.
 * After signing it says the money is on its way with the payout's live status (the flow's
 * `tmc_page` while the payout is pending, trap 11). Every step is a form that posts without
 * JavaScript.
 */

/** The signing code last sent for an application (session): when another may be asked, when it dies. */
interface SigningCode {
  applicationId: number;
  resendAt: number;
  expiresAt: number;
}
const SIGNING_CODE = 'signingCode';

function signingCodeOf(ctx: RequestContext, applicationId: number): SigningCode | null {
  const saved = ctx.session.get(SIGNING_CODE) as SigningCode | undefined;
  return saved && saved.applicationId === applicationId && saved.expiresAt > Date.now() ? saved : null;
}
const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me, flow } = await guardFlow(request, ROUTE);
  const application = await ctx.api.client.actualApplication();
  const app = application.success ? application.data : null;
  const offer = app ? await ctx.api.client.actualOffer({ params: { id: app.id } }) : null;
  const signing = app?.status === APPLICATION_STATUS.accepted;
  if (app?.paymentMethod === 'cash' && !signing) {
    throw redirect(pathOf('application-accepted-cash___es'), { headers: await ctx.headers() });
  }
  const code = app && signing ? signingCodeOf(ctx, app.id) : null;
  // After signing: the payout's live status (the loan is a draft until the money is out).
  const loan = signing ? null : await ctx.api.client.activeLoan();
  const disbursement = loan?.success ? loan.data.disbursement : null;
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
      codeSent: code !== null,
      resendIn: code ? secondsUntil(code.resendAt) : 0,
      payout: disbursement ? { status: disbursement.status, reference: disbursement.reference } : null,
      cost: signing ? actualOfferCostView(offer?.success ? offer.data : null, request) : null,
    },
    { headers: await ctx.headers() },
  );
}

type Result = FormProblems & {
  sent?: boolean;
  resendIn?: number;
  agreed?: boolean;
  /** The code was sent less than a minute ago (no new SMS): type that one. */
  alreadySent?: boolean;
  /** The Idempotency-Key of the next attempt: a refused attempt's key is never sent again. */
  nextKey?: string;
};

export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, ROUTE);
  const form = await request.formData();
  const application = await ctx.api.client.actualApplication();
  if (!application.success) return redirect(pathOf('flow___es'), { headers: await ctx.headers() });
  const id = application.data.id;
  const agreed = text(form, 'agree') !== '';
  const nextKey = createIdempotencyKey();
  if (text(form, 'intent') === 'send') {
    const sent = await ctx.api.client.agreementSmsCode({ params: { id } });
    if (!sent.success) {
      if (sent.code === 'already_sent_in_last_minutes') {
        // A code is on its way (another tab, a double tap, a reload): type that one.
        const known = signingCodeOf(ctx, id);
        return data<Result>({
          fieldErrors: {},
          sent: true,
          alreadySent: true,
          resendIn: known ? secondsUntil(known.resendAt) : 60,
          agreed,
          nextKey,
        });
      }
      return data<Result>({ ...problemsOf(sent), agreed, nextKey }, { status: sent.status });
    }
    const now = Date.now();
    ctx.session.set(SIGNING_CODE, {
      applicationId: id,
      resendAt: now + sent.data.resendIn * 1000,
      expiresAt: now + sent.data.expiresIn * 1000,
    } satisfies SigningCode);
    return data<Result>(
      { fieldErrors: {}, sent: true, resendIn: sent.data.resendIn, agreed, nextKey },
      { headers: await commitHeaders(ctx.session) },
    );
  }
  const known = signingCodeOf(ctx, id);
  const resendIn = known ? secondsUntil(known.resendAt) : 0;
  const smsCode = text(form, 'smsCode').replace(/\D/g, '');
  const fieldErrors: Record<string, string> = {};
  if (!agreed) fieldErrors.agree = messageOf('required');
  if (!/^\d{3}$/.test(smsCode)) fieldErrors.smsCode = messageOf('invalid_format', 'smsCode');
  if (Object.keys(fieldErrors).length > 0) {
    return data<Result>({ fieldErrors, sent: true, resendIn, agreed, nextKey }, { status: 400 });
  }
  const key = keyFrom(form);
  const signed = await ctx.api.client.signAgreement({
    params: { id },
    body: { smsCode },
    ...(key ? { idempotencyKey: key } : {}),
  });
  if (!signed.success) {
    return data<Result>(
      { ...problemsOf(signed), sent: true, resendIn, agreed, nextKey },
      { status: signed.status },
    );
  }
  ctx.session.unset(SIGNING_CODE);
  // The whole session (token included) is written: the code it remembered is gone.
  return redirect(
    application.data.paymentMethod === 'cash' ? pathOf('application-accepted-cash___es') : HERE,
    { headers: await commitHeaders(ctx.session) },
  );
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('application:accepted.title');

export default function Accepted() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const busy = useFormBusy();
  if (!d.signing) return <Signed payout={d.payout} account={d.account} />;
  // A code sent (this answer, or an earlier one the session remembers after a reload) shows the field.
  const sent = result?.sent === true || (result === undefined && d.codeSent);
  const resendIn = result?.resendIn ?? d.resendIn;
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
          {d.offer ? (
            <>
              <OfferFigures
                offer={d.offer.offer}
                costs={d.offer.costs}
                label={t('application:caratula.title')}
              />
              <LateFeeTerms offer={d.offer.offer} costs={d.offer.costs} />
            </>
          ) : (
            <p>{t('application:caratula.lateFee')}</p>
          )}
        </Card>
        {d.cost ? <LazyCostScenarios view={d.cost} /> : null}
        <Card title={t('application:documents.title')}>
          <p>{t('application:documents.text')}</p>
          {/* Plain links to the PDFs' resource routes: the browser saves the file (issue 47). */}
          <ul className="link-list">
            <li>
              <a href={agreementDocumentHref('loan_agreement')} download>
                {t('application:documents.draftAgreement')}
              </a>
            </li>
            <li>
              <a href={agreementDocumentHref('cover_sheet')} download>
                {t('application:documents.caratula')}
              </a>
            </li>
            <li>
              <a href={agreementDocumentHref('payment_schedule')} download>
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
            <input type="hidden" name="idempotencyKey" value={result?.nextKey ?? d.idempotencyKey} />
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
                  <p role="status">
                    {result?.alreadySent
                      ? t('application:sign.alreadySent', { phone: `••••${d.phone}` })
                      : t('application:sign.codeSent', { phone: `••••${d.phone}` })}
                  </p>
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
                    seconds={resendIn}
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

/** Seconds between two looks at the payout while it is on its way (the flow's poll, spec §9). */
const PAYOUT_POLL_MS = 10_000;

/**
 * After signing (step `tmc_page`): the money is on its way, with the payout's live status, refreshed
 * every 10 s; "Ver mi préstamo" only once the money is out, so it never bounces back here (trap 11).
 */
function Signed({
  payout,
  account,
}: {
  payout: { status: 'pending' | 'sent' | 'completed' | 'failed'; reference: string | null } | null;
  account: string | null;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const status = payout?.status ?? 'pending';
  const settled = status === 'completed' || status === 'failed';
  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') revalidator.revalidate();
    }, PAYOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [settled, revalidator]);
  return (
    <main className="page page-narrow">
      <h1 className="page-title">{t('application:sign.signed')}</h1>
      <Card title={t('application:sign.payoutTitle')}>
        <Stack gap="4">
          <p role="status" aria-live="polite" data-payout-status={status}>
            {t(`application:sign.payoutStatus.${status}`, { account: account ?? '' })}
          </p>
          {payout?.reference && status !== 'pending' ? (
            <p>{t('application:sign.payoutReference', { reference: payout.reference })}</p>
          ) : null}
          <p>{t('application:sign.signedText')}</p>
          {status === 'completed' ? (
            <p>
              <Link variant="primary" href={pathOf('profile-my-loan___es')}>
                {t('application:sign.toLoan')}
              </Link>
            </p>
          ) : (
            <p className="form-note">
              {t('application:sign.payoutWait')} {settled ? null : t('application:sign.payoutUpdated')}
            </p>
          )}
        </Stack>
      </Card>
    </main>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
