import { addDays } from '@lender/calculator/kernel';
import type { PromiseOptions } from '@lender/contracts';
import { formatLongDate } from '@lender/i18n';
import { Alert, Button, Card, MoneyField, NativeSelect, Stack } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';

/**
 * "Prometo pagar el…" (issue 38, ADR 138): a borrower whose payment is late says when and how much
 * they will pay, within the bounds the API gives (the date picked from a list, so it cannot be out
 * of range). A promise already waiting is shown instead of the form.
 */
export function PromiseToPay({
  options,
  values,
  errors,
  busy,
}: {
  options: PromiseOptions;
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const t = useT();
  const centavos = (money: { amount: number }) => Math.round(money.amount * 100);
  if (options.current) {
    return (
      <Alert tone="info">
        {t('loan:promise.current', {
          amount: centavos(options.current.amount),
          date: options.current.promisedDate,
        })}
      </Alert>
    );
  }
  if (!options.allowed) return null;
  const dates: string[] = [];
  for (let day = options.minDate; day <= options.maxDate; day = addDays(day, 1)) dates.push(day);
  return (
    <Card title={t('loan:promise.title')}>
      <Form method="post" replace noValidate>
        <input type="hidden" name="intent" value="promise" />
        <Stack gap="4">
          <p>{t('loan:promise.explain')}</p>
          <NativeSelect
            name="promiseDate"
            label={t('loan:promise.date')}
            hint={t('loan:promise.dateHint', { min: options.minDate, max: options.maxDate })}
            options={dates.map((day) => ({ value: day, label: formatLongDate(day) }))}
            defaultValue={values.promiseDate || undefined}
            error={errors.promiseDate}
          />
          <MoneyField
            name="promiseAmount"
            label={t('loan:promise.amount')}
            hint={t('loan:promise.amountHint', {
              min: centavos(options.minAmount),
              max: centavos(options.maxAmount),
            })}
            defaultValue={values.promiseAmount}
            error={errors.promiseAmount}
          />
          <Button type="submit" variant="secondary" fullWidth isLoading={busy}>
            {t('loan:promise.submit')}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
