import { useEffect, useState } from 'react';
import { Button } from '../components/Actions';
import { useUiText } from '../text/text';
import { codeMask } from './masks';
import { TextField, type TextFieldProps } from './TextField';

export interface OtpFieldProps extends Omit<TextFieldProps, 'mask' | 'type' | 'label'> {
  /** Digits in the code (3). */
  length?: number;
  label?: TextFieldProps['label'];
  /** Asks for a new code; the button counts down `resendAfterSeconds` before it can be pressed again. */
  onResend?: () => void | Promise<void>;
  /** Seconds until a new code may be requested (from the server's last send). */
  resendAfterSeconds?: number;
}

/**
 * The SMS code: one input with `inputmode="numeric"` and `autocomplete="one-time-code"`, so the
 * phone offers the code from the SMS and paste works; a resend button with a countdown.
 */
export function OtpField({
  length = 3,
  label,
  hint,
  onResend,
  resendAfterSeconds = 60,
  ...rest
}: OtpFieldProps) {
  const t = useUiText();
  const [seconds, setSeconds] = useState(resendAfterSeconds);
  const [sending, setSending] = useState(false);
  useEffect(() => setSeconds(resendAfterSeconds), [resendAfterSeconds]);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TextField
        label={label ?? t('otp.label')}
        hint={hint ?? t('otp.hint', { length })}
        autoComplete="one-time-code"
        tabular
        {...rest}
        mask={codeMask(length)}
        inputMode="numeric"
      />
      {onResend ? (
        <div>
          <Button
            variant="link"
            isDisabled={seconds > 0}
            isLoading={sending}
            onPress={async () => {
              setSending(true);
              try {
                await onResend();
                setSeconds(resendAfterSeconds);
              } finally {
                setSending(false);
              }
            }}
          >
            {seconds > 0 ? t('otp.resendIn', { seconds }) : t('otp.resend')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
