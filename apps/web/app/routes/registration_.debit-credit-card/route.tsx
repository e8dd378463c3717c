import { CardNumberField, ClabeField, masks, NativeCheckbox, Stack, TextField } from '@lender/ui';
import { checkOrigin } from '@lender/web-kit';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StepForm, StepPage } from '../../components/FormShell';
import { env } from '../../lib/env.server';
import { guardFlow } from '../../lib/flow.server';
import { type FormProblems, messageOf, problemsOf, serverTranslator, text } from '../../lib/forms.server';
import { useT } from '../../lib/i18n';
import { useLiveForm } from '../../lib/live-form';
import { pageTitle } from '../../lib/titles';
import { wordsClientLoader } from '../../lib/words';
import { PATHS } from '../../site-paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, me } = await guardFlow(request, 'registration-debit-credit-card___es');
  return data({ bankAccount: me?.bankAccountMasked ?? null }, { headers: await ctx.headers() });
}

type Result = FormProblems & { values?: Record<string, string> };

/**
 * Spec §2 /registration/debit-credit-card (step `direct_debit_information`): the CLABE that
 * receives the money, then the card charged on the due date, with explicit consent to charge it.
 */
export async function action({ request }: ActionFunctionArgs) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await guardFlow(request, 'registration-debit-credit-card___es');
  const form = await request.formData();
  if (text(form, 'intent') === 'clabe') {
    const accountNumber = masks.clabeMask.parse(text(form, 'clabe'));
    const saved = await ctx.api.client.saveAccountNumber({ body: { accountNumber } });
    if (!saved.success) {
      return data<Result>(
        { ...problemsOf(saved, { accountNumber: 'clabe' }), values: { clabe: accountNumber } },
        { status: saved.status },
      );
    }
    return redirect(PATHS.flow, { headers: await ctx.headers() });
  }
  const values = {
    cardNumber: masks.cardMask.parse(text(form, 'cardNumber')),
    holderName: text(form, 'holderName'),
    expiry: text(form, 'expiry'),
  };
  const fieldErrors: Record<string, string> = {};
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry);
  if (values.cardNumber.length !== 16) fieldErrors.cardNumber = messageOf('invalid_format', 'cardNumber');
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    fieldErrors.expiry = messageOf('invalid_format');
  if (form.get('consent') !== 'on')
    fieldErrors.consent = serverTranslator()('registration:consents.required');
  if (Object.keys(fieldErrors).length > 0) return data<Result>({ fieldErrors, values }, { status: 400 });
  const consent = await ctx.api.client.directDebitConsent({ body: { accepted: true, paymentType: 'card' } });
  if (!consent.success) return data<Result>({ ...problemsOf(consent), values }, { status: consent.status });
  const card = await ctx.api.client.debitCard({
    body: {
      cardNumber: values.cardNumber,
      holderName: values.holderName,
      expiryMonth: Number(expiry?.[1]),
      expiryYear: 2000 + Number(expiry?.[2]),
    },
  });
  if (!card.success) return data<Result>({ ...problemsOf(card), values }, { status: card.status });
  return redirect(PATHS.flow, { headers: await ctx.headers() });
}

/** The page's title (issue 47): "<its heading> · <company>". */
export const meta = pageTitle('registration:bank.title');

export default function DebitCreditCard() {
  const { bankAccount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const consentRequired = t('registration:consents.required');
  const { errors, formProps } = useLiveForm(
    bankAccount ? 'card' : 'clabe',
    () =>
      import('../../lib/form-schemas').then((m) =>
        m.validatorOf(bankAccount ? m.cardForm(consentRequired) : m.clabeForm),
      ),
    result?.fieldErrors,
  );
  if (!bankAccount) {
    return (
      <StepPage title={t('registration:bank.title')} lead={t('registration:bank.clabeLead')}>
        <StepForm
          submitLabel={t('common:actions.save')}
          intent="clabe"
          formError={result?.formError}
          formProps={formProps}
        >
          <ClabeField
            name="clabe"
            label={t('registration:bank.clabe')}
            hint={t('registration:bank.clabeHint')}
            defaultValue={result?.values?.clabe}
            error={errors.clabe}
            isRequired
          />
        </StepForm>
      </StepPage>
    );
  }
  return (
    <StepPage
      title={t('registration:card.title')}
      lead={t('registration:card.lead', { account: bankAccount })}
    >
      <StepForm
        submitLabel={t('registration:card.submit')}
        intent="card"
        formError={result?.formError}
        formProps={formProps}
      >
        <CardNumberField
          name="cardNumber"
          label={t('registration:bank.card')}
          defaultValue={result?.values?.cardNumber}
          error={errors.cardNumber}
          autoComplete="cc-number"
          isRequired
        />
        <TextField
          name="holderName"
          label={t('registration:card.holder')}
          defaultValue={result?.values?.holderName}
          error={errors.holderName}
          autoComplete="cc-name"
          isRequired
        />
        <TextField
          name="expiry"
          label={t('registration:card.expiry')}
          hint={t('registration:card.expiryHint')}
          defaultValue={result?.values?.expiry}
          error={errors.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          isRequired
        />
        <Stack gap="2">
          <p className="consent-text">{t('registration:card.consentText')}</p>
          <NativeCheckbox name="consent" error={errors.consent}>
            {t('registration:card.consent')}
          </NativeCheckbox>
        </Stack>
      </StepForm>
    </StepPage>
  );
}

/** After a client navigation the page waits for its words too (static files, issue 37). */
export const clientLoader = wordsClientLoader;
