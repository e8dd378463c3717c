import { PhoneField } from '@lender/ui';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { StepForm } from './FormShell';

/**
 * The form that asks for the phone an SMS code is sent to (`intent=send-code`): registration's
 * first step and password recovery's.
 */
export function SendCodeForm({
  submitLabel,
  formError,
  formProps,
  error,
  defaultValue,
  autoComplete,
  children,
}: {
  submitLabel: string;
  formError: string | undefined;
  formProps: ComponentProps<typeof StepForm>['formProps'];
  /** The phone field's error. */
  error: string | undefined;
  defaultValue?: string;
  autoComplete?: string;
  /** Below the phone field. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <StepForm submitLabel={submitLabel} intent="send-code" formError={formError} formProps={formProps}>
      <PhoneField
        name="phone"
        label={t('registration:details.phone')}
        defaultValue={defaultValue}
        error={error}
        autoComplete={autoComplete}
        isRequired
      />
      {children}
    </StepForm>
  );
}
