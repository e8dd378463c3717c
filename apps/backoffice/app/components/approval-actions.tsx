import type { ApprovalRequest } from '@lender/contracts';
import { Form } from '@remix-run/react';
import { useId } from 'react';
import { dateTime } from '../format';
import { useT } from '../i18n';
import { auditFieldWords, auditValueWords } from './audit-words';
import { codeWords } from './codes';
import { ruleValueWords } from './rule-words';
import { Badge } from './status';

/** The kinds whose request lists its changes field by field (ADR 170). */
const RULE_KINDS: readonly string[] = ['settings.provisioning', 'settings.collection_rules'];

/** A rules request's changes in words: "Reserva: al corriente: 2.00% → 3.25%". */
function RuleChanges({ changes }: { changes: unknown }) {
  const t = useT();
  const list = Array.isArray(changes)
    ? (changes as { field: string; before: unknown; after: unknown }[])
    : [];
  return (
    <ul className="bo-flush">
      {list.map((change) => (
        <li key={change.field}>
          {t('backoffice:settings.rules.change', {
            field: auditFieldWords(t, 'approval.request', [change.field]).text,
            before: ruleValueWords(t, change.field, change.before),
            after: ruleValueWords(t, change.field, change.after),
          })}
        </li>
      ))}
    </ul>
  );
}

/** What a request asks for, in words: its payload, without what the title already says. */
function PayloadFacts({ approval }: { approval: ApprovalRequest }) {
  const t = useT();
  if (RULE_KINDS.includes(approval.kind)) return <RuleChanges changes={approval.payload.changes} />;
  const shown = Object.entries({ ...approval.payload, ...(approval.result ?? {}) }).filter(
    ([field]) => !['loanId', 'version', 'paymentId'].includes(field),
  );
  if (shown.length === 0) return null;
  return (
    <dl className="bo-figures">
      {shown.map(([field, value]) => (
        <div key={field}>
          <dt>{auditFieldWords(t, 'approval.request', [field]).text}</dt>
          <dd>{auditValueWords(t, 'approval.request', [field], value).text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fragment of a request's card on a page (`/loans/7#approval-12`). */
export const approvalAnchor = (approvalId: number) => `approval-${approvalId}`;

/**
 * A maker-checker request with what the signed-in admin may do about it: another admin approves
 * or rejects it; its maker can only cancel it (ADR 056). Every form names the version it read.
 */
export function ApprovalCard({
  approval,
  me,
  canDecide,
}: {
  approval: ApprovalRequest;
  me: number;
  canDecide: boolean;
}) {
  const t = useT();
  const id = useId();
  const mine = approval.maker.id === me;
  const pending = approval.status === 'pending';
  return (
    <article
      id={approvalAnchor(approval.id)}
      className="bo-card bo-stack bo-spaced-bottom"
      aria-labelledby={`${id}-title`}
      data-approval-id={approval.id}
    >
      <h3 id={`${id}-title`} className="bo-flush">
        {t('backoffice:approvals.request', { id: approval.id })} ·{' '}
        {codeWords.of(t, 'approvalKind', approval.kind)} · {entityLabel(approval, t)}{' '}
        <Badge tone={pending ? 'warning' : approval.status === 'approved' ? 'success' : 'neutral'}>
          {codeWords.of(t, 'approvalStatus', approval.status)}
        </Badge>
      </h3>
      <PayloadFacts approval={approval} />
      <p className="bo-flush">
        {t('backoffice:approvals.requestedBy', {
          name: approval.maker.name,
          when: dateTime(approval.createdAt),
        })}
        {approval.checker
          ? ` · ${t('backoffice:approvals.decidedBy', { name: approval.checker.name, when: dateTime(approval.decidedAt) })}`
          : ''}
      </p>
      <p className="bo-flush">
        {t('backoffice:approvals.reason')}: {approval.reason}
      </p>
      {pending && mine ? <p className="bo-muted bo-flush">{t('backoffice:approvals.makerCannot')}</p> : null}
      {pending ? (
        <Form method="post" action="/approvals" className="bo-inline">
          <input type="hidden" name="approvalId" value={approval.id} />
          <input type="hidden" name="version" value={approval.version} />
          <input type="hidden" name="back" value="" />
          <div className="bo-field bo-grow">
            <label htmlFor={`${id}-reason`}>{t('backoffice:approvals.decisionReason')}</label>
            <input id={`${id}-reason`} name="reason" maxLength={500} />
          </div>
          {canDecide && !mine ? (
            <>
              <button type="submit" name="intent" value="approve" className="bo-button bo-button-primary">
                {t('backoffice:approvals.approve')}
              </button>
              <button type="submit" name="intent" value="reject" className="bo-button bo-button-danger">
                {t('backoffice:approvals.reject')}
              </button>
            </>
          ) : null}
          {mine ? (
            <button type="submit" name="intent" value="cancel" className="bo-button bo-button-secondary">
              {t('backoffice:approvals.cancel')}
            </button>
          ) : null}
        </Form>
      ) : null}
    </article>
  );
}

/** The record an approval acts on, in words: "Préstamo 12", "Pago 3 del préstamo 12", "Configuración". */
function entityLabel(approval: ApprovalRequest, t: ReturnType<typeof useT>): string {
  const { entity } = approval;
  if (entity.type === 'settings') return codeWords.of(t, 'auditEntity', 'settings');
  const loanId = approval.payload.loanId;
  if (entity.type === 'payment' && typeof loanId === 'number')
    return t('backoffice:approvals.paymentOfLoan', { id: entity.id, loan: loanId });
  return codeWords.record(t, entity.type, entity.id);
}
