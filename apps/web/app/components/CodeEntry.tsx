import { OtpField, PasswordField } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../lib/i18n';

/** Spec §9: SMS codes have three digits. */
export const SMS_CODE_LENGTH = 3;

/**
 * The SMS code a borrower types (registration and `/recover`): the 3-digit field and its resend
 * button, which counts down the server's `resendIn` and then posts `intent=resend` to `resendUrl`
 * (the page reloads with the new countdown). Put {@link ResendCodeFallback} outside the step's form
 * so the resend also works without JavaScript.
 */
export function SmsCodeEntry({
  error,
  resendIn,
  resendUrl,
}: {
  error: string | undefined;
  /** Seconds until a new code may be asked for (the server's last send). */
  resendIn: number;
  /** The action that sends a new code on `intent=resend`. */
  resendUrl: string;
}) {
  const t = useT();
  return (
    <OtpField
      name="smsCode"
      label={t('registration:code.label')}
      length={SMS_CODE_LENGTH}
      error={error}
      resendAfterSeconds={resendIn}
      onResend={() => {
        const body = new FormData();
        body.set('intent', 'resend');
        return fetch(resendUrl, { method: 'POST', body }).then(() => {
          window.location.reload();
        });
      }}
      isRequired
    />
  );
}

/** The resend button for a browser without JavaScript: its own form, posting `intent=resend` here. */
export function ResendCodeFallback() {
  const t = useT();
  return (
    <Form method="post" className="resend-form">
      <noscript>
        <button type="submit" name="intent" value="resend" className="text-button">
          {t('common:actions.resend')}
        </button>
      </noscript>
    </Form>
  );
}

/** A new password and its repetition (registration details and `/recover`). */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const t = useT();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
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
    </>
  );
}
