import type { HeldPayout } from '@lender/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { accountWords, longDateTime } from '../components/oversight-words';
import { ReasonAction } from '../components/reason-action';
import { RecordTable } from '../components/record-table';
import { RecordFailure } from '../components/record-tabs';
import { Badge } from '../components/status';
import { pesos } from '../format';
import { pageTitle, useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { payoutHoldsAction, payoutHoldsLoader } from './_app.payout-holds.server';

const P = 'backoffice:paymentOversight.holds';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, (t) => t(`${P}.title`));
export const loader = ({ request }: LoaderFunctionArgs) => payoutHoldsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => payoutHoldsAction(request);

const TONES = { held: 'danger', release_requested: 'warning', released: 'success' } as const;

/** Who asked for the release and who approved it, in sentences. */
function People({ hold }: { hold: HeldPayout }) {
  const t = useT();
  return (
    <>
      {hold.requestedBy ? (
        <p className="bo-flush">
          {t(`${P}.askedBy`, { name: hold.requestedBy.name, date: longDateTime(hold.requestedAt) })}
        </p>
      ) : null}
      {hold.requestReason ? (
        <p className="bo-muted bo-flush">{t(`${P}.reason`, { reason: hold.requestReason })}</p>
      ) : null}
      {hold.releasedBy ? (
        <p className="bo-flush">
          {t(`${P}.releasedBy`, { name: hold.releasedBy.name, date: longDateTime(hold.releasedAt) })}
        </p>
      ) : null}
    </>
  );
}

/** The action the signed-in officer may take on a hold: ask, or approve or reject another's request. */
function HoldActions({
  hold,
  me,
  can,
}: {
  hold: HeldPayout;
  me: number;
  can: { ask: boolean; decide: boolean };
}) {
  const t = useT();
  const answer = useActionData<typeof action>() as ActionFailure | undefined;
  const mine = (intent: string) =>
    answer?.intent === intent && answer.values?.payoutId === String(hold.payoutId) ? answer : undefined;
  if (hold.state === 'held' && can.ask) {
    const refusedReason = mine('ask')?.fields?.reason;
    return (
      <ReasonAction
        intent="ask"
        label={t(`${P}.ask`)}
        hidden={{ payoutId: hold.payoutId }}
        open={Boolean(mine('ask'))}
        error={refusedReason ? t(refusedReason) : undefined}
      />
    );
  }
  if (hold.state !== 'release_requested' || !can.decide) return null;
  if (hold.requestedBy?.id === me) return <p className="bo-muted bo-flush">{t(`${P}.ownRequest`)}</p>;
  return (
    <div className="bo-inline">
      {(['approve', 'reject'] as const).map((intent) => (
        <Form method="post" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="payoutId" value={hold.payoutId} />
          <button
            type="submit"
            className={`bo-button ${intent === 'approve' ? 'bo-button-primary' : 'bo-button-secondary'}`}
          >
            {t(`${P}.${intent}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}

/** The payouts held after a CEP named another person (ADR 327), with their release by two officers. */
export default function PayoutHolds() {
  const { holds, me, can } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionFailure | undefined;
  const t = useT();
  return (
    <>
      <h1>{t(`${P}.title`)}</h1>
      <p className="bo-muted">{t(`${P}.intro`)}</p>
      <RecordFailure failure={answer} />
      <RecordTable
        caption={t(`${P}.title`)}
        empty={t(`${P}.empty`)}
        head={[
          t(`${P}.client`),
          t(`${P}.amount`),
          t(`${P}.paidOn`),
          t(`${P}.account`),
          t(`${P}.finding`),
          t(`${P}.state`),
          '',
        ]}
        rows={holds.map((hold) => [
          <Link key="c" to={`/clients/${hold.clientId}`}>
            {hold.clientName}
          </Link>,
          pesos(hold.amount),
          longDateTime(hold.completedAt),
          hold.accountLast4 ? accountWords(t, 'clabe', hold.accountLast4) : '—',
          <span key="f">
            {t(`${P}.check.${hold.check}`)}.{' '}
            {hold.nameScore === null ? t(`${P}.noScore`) : t(`${P}.nameScore`, { score: hold.nameScore })}
            {hold.rfc ? `. ${t(`${P}.rfc.${hold.rfc}`)}` : ''}.
          </span>,
          <div key="s">
            <Badge tone={TONES[hold.state]}>{t(`${P}.states.${hold.state}`)}</Badge>
            <People hold={hold} />
          </div>,
          <HoldActions key="a" hold={hold} me={me} can={can} />,
        ])}
        numeric={[1]}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';
