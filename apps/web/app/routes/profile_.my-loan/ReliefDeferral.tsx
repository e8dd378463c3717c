import type { ReliefDeferral as Relief } from '@lender/contracts';
import { Alert, Button, Card, Stack } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';

/**
 * The disaster-relief deferral (issue 52, ADR 301): a borrower whose home is in a declared disaster
 * zone moves the due date one to three months in one tap — each button is a plain form submit, so it
 * works without JavaScript. The terms are read above the buttons; their version goes with the tap as
 * the consent's evidence. Once taken, the new due date is shown instead.
 */
export function ReliefDeferral({
  relief,
  error,
  busy,
}: {
  relief: Relief | null;
  error?: string | undefined;
  busy: boolean;
}) {
  const t = useT();
  if (!relief) return null;
  if (relief.taken) {
    return (
      <Alert tone="success">
        {t('loan:relief.taken', { count: relief.taken.months, date: relief.taken.newDueDate })}
      </Alert>
    );
  }
  if (!relief.allowed || !relief.zone) return null;
  const { zone } = relief;
  return (
    <Card title={t('loan:relief.title')}>
      <Form method="post" replace noValidate aria-describedby="relief-terms">
        <input type="hidden" name="intent" value="relief" />
        <input type="hidden" name="termsVersion" value={relief.termsVersion} />
        <Stack gap="4">
          <p>
            {t('loan:relief.zone', {
              municipality: zone.municipality,
              state: zone.state,
              from: zone.startsOn,
              to: zone.endsOn,
              reference: zone.reference,
            })}
          </p>
          <p>{t('loan:relief.explain')}</p>
          <p id="relief-terms">{t('loan:relief.terms')}</p>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          {relief.options.map((option) => (
            <Button
              key={option.months}
              type="submit"
              name="months"
              value={String(option.months)}
              variant="secondary"
              fullWidth
              isLoading={busy}
            >
              {t('loan:relief.option', { count: option.months, date: option.newDueDate })}
            </Button>
          ))}
        </Stack>
      </Form>
    </Card>
  );
}
