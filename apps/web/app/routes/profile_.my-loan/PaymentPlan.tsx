import { Alert, Button, Card, Link, NativeSelect, Stack } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';
import type { PaymentPlanView, PlanDue } from './payment-plan.server';

/**
 * A way out of hardship (issue 52, ADR 299): the borrower asks to pay what they owe in 2–4
 * instalments without new fees, or accepts the plan collections offered. Plain forms inside a
 * `<details>`, so it works without JavaScript; the words and choices come from the loader
 * (`payment-plan.server.ts`), which keeps the page's client code small.
 */
export function PaymentPlan({
  view,
  values,
  errors,
  formError,
  busy,
}: {
  view: PaymentPlanView | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string | undefined;
  busy: boolean;
}) {
  const t = useT();
  const failed = formError ? <Alert tone="danger">{formError}</Alert> : null;
  const title = t('loan:paymentPlan.title');
  const { current, form } = view ?? {};
  if (current) {
    return (
      <Card title={title}>
        <Stack gap="3">
          <Alert tone={current.warning ? 'warning' : 'info'}>{current.status}</Alert>
          <ul>
            {current.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {current.watch ? <p>{current.watch}</p> : null}
          {current.canAccept ? (
            <Form method="post" replace>
              <input type="hidden" name="intent" value="payment-plan-accept" />
              {failed}
              <Button type="submit" fullWidth isLoading={busy}>
                {t('loan:paymentPlan.accept')}
              </Button>
            </Form>
          ) : null}
        </Stack>
      </Card>
    );
  }
  if (!form) return null;
  return (
    <details className="payment-plan" open={Object.keys(errors).length > 0 || Boolean(formError)}>
      <summary>{t('loan:paymentPlan.summary')}</summary>
      <Card title={title}>
        <Form method="post" replace noValidate>
          <input type="hidden" name="intent" value="payment-plan" />
          <Stack gap="4">
            {form.explain.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {failed}
            {form.selects.map(({ name, defaultValue, ...select }) => (
              <NativeSelect
                key={name}
                name={name}
                {...select}
                defaultValue={values[name] || defaultValue}
                error={errors[name]}
              />
            ))}
            <Button type="submit" variant="secondary" fullWidth isLoading={busy}>
              {t('loan:paymentPlan.submit')}
            </Button>
          </Stack>
        </Form>
      </Card>
    </details>
  );
}

/**
 * Issue 61 point 3: a loan in a running plan opens on its next instalment, or — past that
 * instalment's last day to pay — on a red notice with its days and "Pagar ahora".
 */
export function PlanDueNotice({ due }: { due: PlanDue | null }) {
  const t = useT();
  if (!due) return null;
  const { n, amount, dueDate: date, daysLate } = due;
  if (daysLate === 0) return <Alert tone="info">{t('loan:paymentPlan.next', { n, amount, date })}</Alert>;
  return (
    <Alert
      tone="danger"
      title={t('loan:paymentPlan.late', { n, amount, count: daysLate })}
      action={
        <Link variant="primary" href="#pagar">
          {t('loan:late.payNow')}
        </Link>
      }
    >
      <p>{t('loan:paymentPlan.lateExplain', { date })}</p>
    </Alert>
  );
}
