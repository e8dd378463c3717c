import { Alert, Button, FileUpload, Stack } from '@lender/ui';
import { useActionData, useNavigation, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import type { FormProblems } from '../lib/forms.server';
import { useHydrated } from '../lib/hydrated';
import { StepPage } from './FormShell';

export interface UploadSlot {
  name: string;
  label: string;
  hint?: string;
  camera?: 'user' | 'environment';
}

/**
 * An upload step: a file per slot, checked in the browser (format, size, and the 120 s freshness of
 * ID photos, spec §5) and posted as one multipart form. Without JavaScript plain file inputs post
 * the same form.
 */
export function UploadStep({
  title,
  lead,
  slots,
  submitLabel,
  formats,
  maxAgeMs,
  missingText,
}: {
  title: string;
  lead: string;
  slots: readonly UploadSlot[];
  submitLabel: string;
  formats: readonly string[];
  maxAgeMs: number | null;
  missingText: string;
}) {
  const result = useActionData<FormProblems>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [missing, setMissing] = useState(false);
  const accept = formats.map((f) => `.${f}`).join(',');
  if (!hydrated) {
    return (
      <StepPage title={title} lead={lead}>
        <form method="post" encType="multipart/form-data">
          <Stack gap="6">
            {slots.map((slot) => (
              <label key={slot.name} className="native-file">
                <span>{slot.label}</span>
                <input type="file" name={slot.name} accept={accept} capture={slot.camera} required />
              </label>
            ))}
            <button type="submit" className="native-submit">
              {submitLabel}
            </button>
          </Stack>
        </form>
      </StepPage>
    );
  }
  return (
    <StepPage title={title} lead={lead}>
      <Stack gap="6">
        {result?.formError ? (
          <Alert tone="danger" role="alert">
            {result.formError}
          </Alert>
        ) : null}
        {missing ? (
          <Alert tone="danger" role="alert">
            {missingText}
          </Alert>
        ) : null}
        {slots.map((slot) => (
          <FileUpload
            key={slot.name}
            label={slot.label}
            hint={slot.hint}
            formats={formats}
            maxAgeMs={maxAgeMs}
            camera={slot.camera ?? false}
            error={result?.fieldErrors[slot.name]}
            onFile={(file) => setFiles((current) => ({ ...current, [slot.name]: file }))}
            onRemove={() =>
              setFiles((current) => {
                const { [slot.name]: _removed, ...rest } = current;
                return rest;
              })
            }
          />
        ))}
        <Button
          variant="primary"
          fullWidth
          isDisabled={navigation.state === 'submitting'}
          onPress={() => {
            if (slots.some((slot) => !files[slot.name])) {
              setMissing(true);
              return;
            }
            setMissing(false);
            const body = new FormData();
            for (const [name, file] of Object.entries(files)) body.set(name, file);
            submit(body, { method: 'post', encType: 'multipart/form-data' });
          }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </StepPage>
  );
}
