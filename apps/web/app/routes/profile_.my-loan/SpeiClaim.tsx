import type { CepClaim } from '@lender/contracts';
import { Alert, Button, MoneyField, NativeSelect, Stack, TextField } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';
import type { SpeiClaimChoices } from './spei-claim.server';

/**
 * "Ya pagué por SPEI" (issue 52, ADR 302): the borrower who paid by SPEI and sees no credit gives
 * the transfer's date, amount, clave de rastreo and bank; Banxico's CEP decides at once. A plain
 * form inside a `<details>` (works without JavaScript); the dates and banks, labelled, come from the
 * loader so the page's script stays small (170 KB first-load budget).
 */
export function SpeiClaim({
  choices,
  claim,
  values,
  errors,
  formError,
  busy,
}: {
  /** From the loader; nothing is shown without them. */
  choices: SpeiClaimChoices | null | undefined;
  claim?: CepClaim | undefined;
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string | undefined;
  busy: boolean;
}) {
  const t = useT();
  if (!choices) return null;
  const applied = claim?.outcome !== 'unverified';
  return (
    <details
      className="spei-claim"
      id="ya-pague"
      open={Boolean(claim || formError) || Object.keys(errors).length > 0}
    >
      <summary>{t('loan:speiClaim.summary')}</summary>
      <Form method="post" replace noValidate>
        <input type="hidden" name="intent" value="spei-claim" />
        <Stack gap="4">
          <h2>{t('loan:speiClaim.title')}</h2>
          {claim ? (
            <Alert tone={applied ? 'success' : 'warning'} role="status">
              {t(`loan:speiClaim.${claim.outcome}`, {
                amount: Math.round(claim.amount.amount * 100),
                folio: (applied ? claim.receiptFolio : claim.caseFolio) ?? '',
              })}
            </Alert>
          ) : null}
          <p>{t('loan:speiClaim.explain')}</p>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <NativeSelect
            name="date"
            label={t('loan:speiClaim.date')}
            options={choices.dates}
            defaultValue={values.date || choices.dates[0]?.value}
            error={errors.date}
          />
          <MoneyField
            name="amount"
            label={t('loan:speiClaim.amount')}
            defaultValue={values.amount}
            error={errors.amount}
          />
          <TextField
            name="trackingKey"
            label={t('loan:speiClaim.trackingKey')}
            hint={t('loan:speiClaim.trackingKeyHint')}
            defaultValue={values.trackingKey}
            error={errors.trackingKey}
            maxLength={30}
          />
          <NativeSelect
            name="senderBank"
            label={t('loan:speiClaim.senderBank')}
            placeholder={t('loan:speiClaim.chooseBank')}
            options={choices.banks}
            defaultValue={values.senderBank || undefined}
            error={errors.senderBank}
          />
          <Button type="submit" variant="secondary" fullWidth isLoading={busy}>
            {t('loan:speiClaim.submit')}
          </Button>
        </Stack>
      </Form>
    </details>
  );
}
