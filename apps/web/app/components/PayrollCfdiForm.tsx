import { useId } from 'react';
import { useT } from '../lib/i18n';
import { CFDIS_FIELD } from '../lib/payroll-cfdi-limits';
import { StepForm } from './FormShell';

/**
 * The payroll CFDI upload (issue 67 point 6, ADR 333): one file input taking the XML of the last one
 * to three payroll CFDIs, its hint, and the action's refusal on it. A plain multipart form that
 * posts without JavaScript; on the proven-income page of the profile and at the registration's
 * payroll step (there with `intent`, beside the slip's form). `resetKey` changes after each answer,
 * so the file input starts empty again.
 */
export function PayrollCfdiForm({
  submitLabel,
  error,
  formError,
  resetKey,
  intent,
}: {
  submitLabel: string;
  error?: string | undefined;
  formError?: string | undefined;
  resetKey: string;
  intent?: string;
}) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <StepForm
      key={resetKey}
      submitLabel={submitLabel}
      formError={formError}
      encType="multipart/form-data"
      {...(intent ? { intent } : {})}
    >
      <label className="native-file">
        <span>{t('registration:payrollCfdis.label')}</span>
        <span id={hintId} className="native-file-hint">
          {t('registration:payrollCfdis.hint')}
        </span>
        <input
          type="file"
          name={CFDIS_FIELD}
          accept=".xml,text/xml,application/xml"
          multiple
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        {error ? (
          <span id={errorId} className="native-file-error" role="alert">
            {error}
          </span>
        ) : null}
      </label>
    </StepForm>
  );
}
