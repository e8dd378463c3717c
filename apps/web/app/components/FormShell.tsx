import { Alert, Button, Card, Stack } from '@lender/ui';
import { Form } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import { useFormBusy } from '../lib/form-busy';

/** One step of a wizard: a title, optional lead text and a form that posts (works without JavaScript). */
export function StepPage({
  title,
  lead,
  step,
  children,
  aside,
}: {
  title: string;
  lead?: ReactNode;
  step?: string;
  children: ReactNode;
  /** Another way through the step, below its form (the registration's payroll CFDIs). */
  aside?: ReactNode;
}) {
  return (
    <main className="page page-narrow">
      {step ? <p className="step-indicator">{step}</p> : null}
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      <Card>{children}</Card>
      {aside}
    </main>
  );
}

/** The form-level error of an action (announced at once), or nothing. */
export function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Alert tone="danger" role="alert">
      {error}
    </Alert>
  ) : null;
}

/** A POST form with the form-level error, the fields and the submit button. */
export function StepForm({
  children,
  submitLabel,
  formError,
  intent,
  encType,
  extraActions,
  formProps,
}: {
  children: ReactNode;
  submitLabel: string;
  formError?: string | undefined;
  intent?: string;
  encType?: 'multipart/form-data';
  extraActions?: ReactNode;
  /** Validation as you type (`useLiveForm(...).formProps`). */
  formProps?: {
    onBlur(event: FormEvent<HTMLFormElement>): void;
    onInput(event: FormEvent<HTMLFormElement>): void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
}) {
  // Disabled, not `isLoading`: React Aria's pending announcement points at the button's ids, which
  // are gone after the navigation and leave an unnamed live-region image (axe role-img-alt). The
  // layout's loading overlay announces the wait instead.
  const busy = useFormBusy();
  return (
    <Form method="post" noValidate encType={encType} {...formProps}>
      <Stack gap="6">
        <FormError error={formError} />
        {children}
        <Stack gap="2">
          <Button type="submit" variant="primary" fullWidth isDisabled={busy} name="intent" value={intent}>
            {submitLabel}
          </Button>
          {extraActions}
        </Stack>
      </Stack>
    </Form>
  );
}
