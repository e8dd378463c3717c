import type { RectifiableField } from '@lender/contracts';
import { formatDate } from '@lender/i18n';
import { Alert, NativeRadioGroup, PasswordField, Stack, TextField } from '@lender/ui';
import { type ReactNode, useId } from 'react';
import { StepForm } from '../../components/FormShell';
import { useT } from '../../lib/i18n';
import { DeletionPreview } from './DeletionPreview';
import type { DeletionPreviewWords } from './deletion-preview.server';
import type { RightsChoices, RightsIntent, RightsResult } from './rights.server';

/** What the rectification shows as held today (the CURP is not shown back). */
export type HeldData = Partial<Record<RectifiableField, string | null>>;

/** A multi-line text with its label, hint and error, posted as `name` (no JavaScript needed). */
export function TextArea({
  name,
  label,
  hint,
  error,
  defaultValue,
  minLength,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  minLength?: number;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="rights-textarea">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="native-file-hint">
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={4}
        maxLength={4000}
        minLength={minLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="native-file-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The problems and values of the form that posted, or none for the others. */
export function resultFor(result: RightsResult | undefined, intent: RightsIntent) {
  const mine = result?.intent === intent ? result : undefined;
  return {
    error: (field: string) => mine?.fieldErrors[field],
    value: (field: string) => mine?.values[field],
    formError: mine?.formError,
  };
}

/** Access, cancellation: the password again (the whole record leaves, or is blocked), a comment. */
function PasswordRequest({
  intent,
  result,
  lead,
  warning,
  submit,
  children,
}: {
  intent: 'access' | 'cancellation';
  result: RightsResult | undefined;
  lead: string;
  warning?: string | undefined;
  submit: string;
  /** What the borrower reads before filing (a cancellation: what would be deleted and kept). */
  children?: ReactNode;
}) {
  const t = useT();
  const mine = resultFor(result, intent);
  return (
    <section className="rights-form" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`}>{t(`profile:rights.rights.${intent}`)}</h3>
      <p>{lead}</p>
      {warning ? <Alert tone="warning">{warning}</Alert> : null}
      {children}
      <StepForm intent={intent} submitLabel={submit} formError={mine.formError}>
        <PasswordField
          name="password"
          label={t('profile:rights.file.password')}
          hint={t('profile:rights.file.passwordHint')}
          error={mine.error('password')}
        />
        <TextArea
          name="description"
          label={`${t('profile:rights.file.description')} ${t('profile:rights.optional')}`}
          defaultValue={mine.value('description')}
          error={mine.error('description')}
        />
      </StepForm>
    </section>
  );
}

/** The four ARCO requests, each its own form. */
export function RightsForms({
  result,
  held,
  hasActiveLoan,
  deletion,
  choices,
}: {
  result: RightsResult | undefined;
  held: HeldData;
  hasActiveLoan: boolean;
  /** What a cancellation would delete and keep today; null when the API could not say. */
  deletion: DeletionPreviewWords | null;
  choices: Pick<RightsChoices, 'rectifiableFields' | 'oppositionPurposes'>;
}) {
  const t = useT();
  const rectification = resultFor(result, 'rectification');
  const opposition = resultFor(result, 'opposition');
  const heldText = (field: RectifiableField) => {
    if (field === 'curp') return undefined;
    const value = held[field];
    const shown = value
      ? field === 'birthDate'
        ? formatDate(value)
        : value
      : t('profile:rights.file.rectification.empty');
    return t('profile:rights.file.rectification.current', { value: shown });
  };
  return (
    <Stack gap="6">
      <PasswordRequest
        intent="access"
        result={result}
        lead={t('profile:rights.file.access.text')}
        submit={t('profile:rights.file.access.submit')}
      />
      <section className="rights-form" aria-labelledby="rectification-title">
        <h3 id="rectification-title">{t('profile:rights.rights.rectification')}</h3>
        <p>{t('profile:rights.file.rectification.text')}</p>
        <p className="rights-meta">{t('profile:rights.file.rectification.otherData')}</p>
        <StepForm
          intent="rectification"
          encType="multipart/form-data"
          submitLabel={t('profile:rights.file.rectification.submit')}
          formError={rectification.formError}
        >
          {choices.rectifiableFields.map((field) => (
            <TextField
              key={field}
              name={field}
              label={`${t(`profile:rights.fields.${field}`)} ${t('profile:rights.optional')}`}
              hint={heldText(field)}
              defaultValue={rectification.value(field)}
              error={rectification.error(field)}
              autoComplete="off"
              {...(field === 'curp' ? { autoCapitalize: 'characters' as const, maxLength: 18 } : {})}
            />
          ))}
          <label className="native-file">
            <span>{t('profile:rights.file.rectification.document')}</span>
            <span className="native-file-hint">{t('profile:rights.file.rectification.documentHint')}</span>
            <input
              type="file"
              name="document"
              accept=".jpg,.jpeg,.png,.heic,.pdf"
              aria-invalid={rectification.error('document') ? true : undefined}
              aria-describedby={rectification.error('document') ? 'rectification-document-error' : undefined}
            />
            {rectification.error('document') ? (
              <span id="rectification-document-error" className="native-file-error" role="alert">
                {rectification.error('document')}
              </span>
            ) : null}
          </label>
          <TextArea
            name="description"
            label={`${t('profile:rights.file.description')} ${t('profile:rights.optional')}`}
            defaultValue={rectification.value('description')}
          />
        </StepForm>
      </section>
      <PasswordRequest
        intent="cancellation"
        result={result}
        lead={t('profile:rights.file.cancellation.text')}
        warning={hasActiveLoan ? t('profile:rights.file.cancellation.openLoan') : undefined}
        submit={t('profile:rights.file.cancellation.submit')}
      >
        {deletion ? <DeletionPreview preview={deletion} /> : null}
      </PasswordRequest>
      <section className="rights-form" aria-labelledby="opposition-title">
        <h3 id="opposition-title">{t('profile:rights.rights.opposition')}</h3>
        <p>{t('profile:rights.file.opposition.text')}</p>
        <StepForm
          intent="opposition"
          submitLabel={t('profile:rights.file.opposition.submit')}
          formError={opposition.formError}
        >
          <NativeRadioGroup
            name="purpose"
            label={t('profile:rights.file.opposition.purpose')}
            hint={t('profile:rights.file.opposition.automatedHint')}
            options={choices.oppositionPurposes.map((value) => ({
              value,
              label: t(`profile:rights.purposes.${value}`),
            }))}
            defaultValue={choices.oppositionPurposes.find((value) => value === opposition.value('purpose'))}
            error={opposition.error('purpose')}
            isRequired
          />
          <TextArea
            name="description"
            label={`${t('profile:rights.file.description')} ${t('profile:rights.optional')}`}
            defaultValue={opposition.value('description')}
          />
        </StepForm>
      </section>
    </Stack>
  );
}
