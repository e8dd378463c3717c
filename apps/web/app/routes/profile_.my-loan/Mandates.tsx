import { fromApiAmount } from '@lender/calculator';
import type { Mandate, Money, ScheduledCharge } from '@lender/contracts';
import { Alert, Button, Card, Stack } from '@lender/ui';
import { Form } from '@remix-run/react';
import { useT } from '../../lib/i18n';

/**
 * "Tus domiciliaciones" (issue 66, ADR 325): each direct-debit mandate in words — the account's last
 * four digits, the most one charge may take, the text accepted at signing — and a one-tap "Revocar"
 * that works without JavaScript (a plain form submit). A charge already sent to the bank when the
 * borrower revoked is reported, since it cannot be recalled.
 */
export function Mandates({
  mandates,
  revoked,
  error,
  busy,
}: {
  mandates: readonly Mandate[];
  revoked?: { inFlight: { amount: Money; chargeOn: string } | null } | undefined;
  error?: string | undefined;
  busy: boolean;
}) {
  const t = useT();
  if (mandates.length === 0 && !revoked) return null;
  return (
    <Card title={t('loan:mandate.section.title')}>
      <Stack gap="4">
        {revoked ? <Alert tone="success">{t('loan:mandate.section.revokedDone')}</Alert> : null}
        {revoked?.inFlight ? (
          <Alert tone="warning">
            {t('loan:mandate.section.inFlight', { amount: fromApiAmount(revoked.inFlight.amount.amount) })}
          </Alert>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {mandates.length === 0 ? <p>{t('loan:mandate.section.empty')}</p> : null}
        {mandates.map((mandate) => (
          <Stack gap="2" key={mandate.id}>
            <Form method="post" replace noValidate aria-labelledby={`mandate-${mandate.id}`}>
              <input type="hidden" name="intent" value="mandate-revoke" />
              <input type="hidden" name="id" value={String(mandate.id)} />
              <Stack gap="2">
                <p id={`mandate-${mandate.id}`}>
                  {t('loan:mandate.section.summary', {
                    method: t(`loan:mandate.method.${mandate.method}`),
                    last4: mandate.last4,
                    max: fromApiAmount(mandate.maxAmount.amount),
                  })}
                </p>
                <p>
                  {mandate.status === 'active'
                    ? t('loan:mandate.section.active')
                    : t('loan:mandate.section.revoked', { date: mandate.revokedAt ?? '' })}
                </p>
                <MandateCharges charges={mandate.charges} id={`mandate-charges-${mandate.id}`} />
                <details>
                  <summary>{t('loan:mandate.text.title', { version: mandate.textVersion })}</summary>
                  {mandate.text
                    .trim()
                    .split('\n')
                    .slice(1)
                    .map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                </details>
                {mandate.status === 'active' ? (
                  <Button type="submit" variant="secondary" fullWidth isLoading={busy}>
                    {t('loan:mandate.section.revoke')}
                  </Button>
                ) : null}
              </Stack>
            </Form>
            {mandate.status === 'active' ? <ChargeParts mandate={mandate} busy={busy} /> : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * "Tus cargos en día de pago" (ADR 329): each charge under the mandate, in date order — amount, date,
 * attempt and its outcome in words (a decline says why and what follows).
 */
function MandateCharges({ charges, id }: { charges: readonly ScheduledCharge[]; id: string }) {
  const t = useT();
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t('loan:mandate.charges.title')}</h3>
      {/* Which payday sets them (ADR 340): the proven one first, else the declared one. */}
      <p>{t('loan:mandate.charges.paydays')}</p>
      <ul>
        {charges.map((charge) => (
          <li key={charge.id}>
            {t('loan:mandate.charges.row', {
              amount: fromApiAmount(charge.amount.amount),
              date: charge.chargeOn,
            })}
            {' · '}
            {t('loan:mandate.charges.attempt', { attempt: charge.attempt })}
            {' · '}
            {charge.declineKind
              ? t(`loan:mandate.charges.decline.${charge.declineKind}`)
              : t(`loan:mandate.charges.status.${charge.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The most one part of a payday charge takes when the borrower chooses parts: MXN 1,000.00 (centavos). */
const PART_MAX = 1_000_00;

/**
 * The borrower's choice (ADR 329): on payday, charge the whole amount, or parts of at most
 * $1,000.00 (a plain form: one tap switches it).
 */
function ChargeParts({ mandate, busy }: { mandate: Mandate; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" replace noValidate>
      <input type="hidden" name="intent" value="mandate-parts" />
      <input type="hidden" name="id" value={String(mandate.id)} />
      <input type="hidden" name="inParts" value={mandate.inParts ? 'false' : 'true'} />
      <Stack gap="2">
        <p>
          {mandate.inParts
            ? t('loan:mandate.charges.parts.inParts', { max: PART_MAX })
            : t('loan:mandate.charges.parts.whole')}
        </p>
        <Button type="submit" variant="secondary" fullWidth isLoading={busy}>
          {mandate.inParts
            ? t('loan:mandate.charges.parts.toWhole')
            : t('loan:mandate.charges.parts.toParts', { max: PART_MAX })}
        </Button>
      </Stack>
    </Form>
  );
}
