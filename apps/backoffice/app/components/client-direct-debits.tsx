import type { ClientDirectDebits } from '@lender/contracts';
import { pesos } from '../format';
import { useT } from '../i18n';
import { accountWords, longDate, longDateTime, refusalWords } from './oversight-words';
import { RecordTable as Table } from './record-table';
import { Badge } from './status';

const P = 'backoffice:paymentOversight';

const OUTCOME_TONES = {
  planned: 'neutral',
  noticed: 'info',
  sent: 'info',
  paid: 'success',
  declined: 'danger',
  objected: 'danger',
  cancelled: 'warning',
  refused: 'warning',
} as const;

/**
 * A client's direct debits on their record (issue 66 point 6, ADR 331): the mandates with their
 * terms, the scheduled charges with what became of each, and the debits objected to with their
 * refund cases. Every code in words; accounts by their last four digits; dates in words.
 */
export function ClientDirectDebitsPanel({ debits }: { debits: ClientDirectDebits }) {
  const t = useT();
  return (
    <>
      <Table
        caption={t(`${P}.mandates.title`)}
        empty={t(`${P}.mandates.empty`)}
        head={[
          t(`${P}.mandates.loan`),
          t(`${P}.mandates.method`),
          t(`${P}.mandates.max`),
          t(`${P}.mandates.covers`),
          t(`${P}.mandates.preNotice`),
          t(`${P}.mandates.split`),
          t(`${P}.mandates.status`),
          t(`${P}.mandates.created`),
          t(`${P}.mandates.revoked`),
        ]}
        rows={debits.mandates.map((mandate) => [
          mandate.loanId,
          accountWords(t, mandate.method, mandate.last4),
          pesos(mandate.maxAmount),
          t(`${P}.mandates.coversRange`, {
            from: longDate(mandate.coversFrom),
            to: longDate(mandate.coversTo),
          }),
          t(`${P}.mandates.preNoticeDays`, { count: mandate.preNoticeDays }),
          mandate.splitInParts ? t(`${P}.mandates.splitYes`) : t(`${P}.mandates.splitNo`),
          <Badge key="s" tone={mandate.status === 'active' ? 'success' : 'neutral'}>
            {mandate.revokedReason
              ? t(`${P}.mandates.revokedBecause.${mandate.revokedReason}`)
              : t(`${P}.mandates.statusWords.${mandate.status}`)}
          </Badge>,
          longDateTime(mandate.acceptedAt),
          longDateTime(mandate.revokedAt),
        ])}
        numeric={[0, 2]}
      />
      <Table
        caption={t(`${P}.charges.title`)}
        empty={t(`${P}.charges.empty`)}
        head={[
          t(`${P}.charges.date`),
          t(`${P}.mandates.loan`),
          t(`${P}.mandates.method`),
          t(`${P}.charges.amount`),
          t(`${P}.charges.attempt`),
          t(`${P}.charges.noticed`),
          t(`${P}.charges.outcome`),
        ]}
        rows={debits.charges.map((charge) => [
          longDate(charge.chargeOn),
          charge.loanId,
          accountWords(t, charge.method, charge.last4),
          pesos(charge.amount),
          t(`${P}.charges.attemptOf`, { attempt: charge.attempt, part: charge.part }),
          charge.noticedAt
            ? t(`${P}.charges.noticedAt`, { date: longDateTime(charge.noticedAt) })
            : t(`${P}.charges.notNoticed`),
          <span key="o">
            <Badge tone={OUTCOME_TONES[charge.outcome]}>{t(`${P}.charges.outcomes.${charge.outcome}`)}</Badge>
            {charge.outcome === 'declined' && charge.declineKind
              ? ` ${t(`${P}.charges.declined.${charge.declineKind}`)}`
              : charge.outcome === 'refused'
                ? ` ${refusalWords(t, charge.refusalCode)}`
                : ''}
          </span>,
        ])}
        numeric={[1, 3]}
      />
      <Table
        caption={t(`${P}.objections.title`)}
        empty={t(`${P}.objections.empty`)}
        head={[
          t(`${P}.objections.charged`),
          t(`${P}.mandates.method`),
          t(`${P}.charges.amount`),
          t(`${P}.objections.objectedOn`),
          t(`${P}.objections.windowEnds`),
          t(`${P}.objections.refund`),
        ]}
        rows={debits.objections.map((objection) => [
          longDate(objection.chargeOn),
          accountWords(t, objection.method, objection.last4),
          pesos(objection.amount),
          longDate(objection.objectedOn),
          longDate(objection.windowEnds),
          objection.refund
            ? t(`${P}.objections.refundStatus.${objection.refund.status}`)
            : objection.moneyTaken
              ? t(`${P}.objections.outsideWindow`)
              : t(`${P}.objections.notTaken`),
        ])}
        numeric={[2]}
      />
    </>
  );
}
