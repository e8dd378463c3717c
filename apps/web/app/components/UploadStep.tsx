import type { ClientDocumentType } from '@lender/contracts';
import { Button, FileUpload, Stack } from '@lender/ui';
import { useActionData, useSubmit } from '@remix-run/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFormBusy } from '../lib/form-busy';
import type { FormProblems } from '../lib/forms.server';
import { useHydrated } from '../lib/hydrated';
import { useT } from '../lib/i18n';
import type { FormValidator } from '../lib/live-form';
import type { UploadRules } from '../lib/upload-rules';
import { FormError, StepForm, StepPage } from './FormShell';

export interface UploadSlot {
  name: ClientDocumentType;
  label: string;
  /** What to photograph or upload; the formats are said by the field itself (never twice, trap 8). */
  hint?: string;
  camera?: 'user' | 'environment';
}

type Files = Partial<Record<ClientDocumentType, File>>;

function formOf(files: Files): FormData {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) if (file) form.set(name, file);
  return form;
}

/**
 * An upload step (ADR 034 for uploads): a file per slot, checked as the borrower picks it and again
 * on submit with the step's `uploadForm` (the upload requests' schemas from `@lender/contracts`,
 * format, size and the 120 s freshness of ID photos, spec §5/§9), the same checks the action runs
 * before calling the API. A slot's error shows once it has a file or a submit was tried; the
 * server's error on a slot shows until another file is picked there. Without JavaScript plain file
 * inputs post the same multipart form and the action's errors show beside them.
 */
export function UploadStep({
  title,
  lead,
  slots,
  submitLabel,
  rules,
  aside,
}: {
  title: string;
  lead: string;
  slots: readonly UploadSlot[];
  submitLabel: string;
  rules: UploadRules;
  /** Another way through the step, below the upload (`StepPage`'s `aside`). */
  aside?: ReactNode;
}) {
  const result = useActionData<FormProblems>();
  const submit = useSubmit();
  const busy = useFormBusy();
  const hydrated = useHydrated();
  const t = useT();
  const id = useId();
  const [files, setFiles] = useState<Files>({});
  const [tried, setTried] = useState(false);
  const [live, setLive] = useState<Record<string, string>>({});
  const [repicked, setRepicked] = useState<ReadonlySet<string>>(new Set());
  const validator = useRef<FormValidator | null>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  // A new answer from the server: its errors show again on every slot.
  useEffect(() => {
    if (result) setRepicked(new Set());
  }, [result]);

  const check = async (next: Files) => {
    let validate = validator.current;
    if (!validate) {
      const m = await import('../lib/form-schemas');
      validate = m.validatorOf(m.uploadForm(rulesRef.current));
      validator.current = validate;
    }
    const errors = validate(formOf(next), t);
    setLive(errors);
    return errors;
  };

  const pick = (slot: ClientDocumentType, file: File | undefined) => {
    const next = { ...files, [slot]: file };
    if (!file) delete next[slot];
    setFiles(next);
    setRepicked((before) => new Set(before).add(slot));
    void check(next);
  };

  const errorOf = (slot: ClientDocumentType): string | undefined => {
    if (!repicked.has(slot) && result?.fieldErrors[slot]) return result.fieldErrors[slot];
    return files[slot] || tried ? live[slot] : undefined;
  };

  const accept = rules.formats.map((f) => `.${f}`).join(',');
  const formatList = rules.formats.map((f) => f.toUpperCase()).join(', ');
  if (!hydrated) {
    return (
      <StepPage title={title} lead={lead} aside={aside}>
        <StepForm submitLabel={submitLabel} formError={result?.formError} encType="multipart/form-data">
          {slots.map((slot) => {
            const error = result?.fieldErrors[slot.name];
            const errorId = `${id}-${slot.name}-error`;
            return (
              <label key={slot.name} className="native-file">
                <span>{slot.label}</span>
                {/* What to photograph, then the formats once (the kit's field says them itself). */}
                <span className="native-file-hint">
                  {slot.hint ? `${slot.hint} ` : null}
                  {t('registration:uploads.formatsList', { formats: formatList })}
                </span>
                <input
                  type="file"
                  name={slot.name}
                  accept={accept}
                  capture={slot.camera}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {error ? (
                  <span id={errorId} className="native-file-error" role="alert">
                    {error}
                  </span>
                ) : null}
              </label>
            );
          })}
        </StepForm>
      </StepPage>
    );
  }
  return (
    <StepPage title={title} lead={lead} aside={aside}>
      <Stack gap="6">
        <FormError error={result?.formError} />
        {slots.map((slot) => (
          <FileUpload
            key={slot.name}
            label={slot.label}
            hint={slot.hint}
            formats={rules.formats}
            maxAgeMs={rules.maxAgeMs}
            camera={slot.camera ?? false}
            error={errorOf(slot.name)}
            onFile={(file) => pick(slot.name, file)}
            onRemove={() => pick(slot.name, undefined)}
          />
        ))}
        <Button
          variant="primary"
          fullWidth
          isDisabled={busy}
          onPress={async () => {
            setTried(true);
            const errors = await check(files);
            if (slots.some((slot) => errors[slot.name])) return;
            submit(formOf(files), { method: 'post', encType: 'multipart/form-data' });
          }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </StepPage>
  );
}
