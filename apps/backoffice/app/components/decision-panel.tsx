import type { ManualCaseEvidence } from '@lender/contracts';
import type { MessageKey } from '@lender/i18n';
import type { Ref } from 'react';
import { pesos } from '../format';
import { useT } from '../i18n';
import { CaseEngine, CaseSummary } from './case-engine';
import { CaseEvidence } from './case-evidence';
import type { RevealedContact } from './client-contact';
import { DecisionForm, type ManualDecision } from './decision-form';
import { Notice } from './form';

/** The open case's evidence as the loader read it: the answer, or the words of why not. */
export type EvidenceState =
  | { ok: true; evidence: ManualCaseEvidence }
  | { ok: false; key: MessageKey }
  | null;

/**
 * The decision panel of the manual queue (issue 48): the case's evidence — documents, identity
 * checks, income, bank link, scoring, the engine's reasons, history, related clients — beside the
 * decision, so a case is decided here without opening the client's record.
 */
export function DecisionPanel(props: {
  open: { id: number; clientName: string; amount: { amount: number } };
  evidence: EvidenceState;
  revealed: RevealedContact | undefined;
  canContact: boolean;
  decision: ManualDecision;
  onChoose(decision: ManualDecision): void;
  panelRef: Ref<HTMLElement>;
  reasonRef: Ref<HTMLTextAreaElement>;
  errors: { amount?: string | undefined; reason?: string | undefined };
  values: Record<string, string> | undefined;
}) {
  const t = useT();
  const { open, evidence } = props;
  return (
    <section
      className="bo-card bo-mt-16 bo-case"
      aria-labelledby="decide-title"
      tabIndex={-1}
      ref={props.panelRef}
    >
      <h2 id="decide-title">
        {t('backoffice:queue.decide')}: {t('backoffice:applications.id')} {open.id} · {open.clientName} ·{' '}
        {pesos(open.amount)}
      </h2>
      {evidence?.ok ? <CaseSummary evidence={evidence.evidence} /> : null}
      {evidence && !evidence.ok ? <Notice tone="warning">{t(evidence.key)}</Notice> : null}
      <div className="bo-case-layout">
        {evidence?.ok ? (
          <section className="bo-case-evidence" aria-label={t('backoffice:review.evidence')}>
            <CaseEvidence
              evidence={evidence.evidence}
              revealed={props.revealed}
              canContact={props.canContact}
            />
            <CaseEngine evidence={evidence.evidence} />
          </section>
        ) : null}
        <aside className="bo-case-decide" aria-labelledby="case-decide-title">
          <h3 id="case-decide-title">{t('backoffice:review.sections.decide')}</h3>
          <DecisionForm
            applicationId={open.id}
            decision={props.decision}
            onChoose={props.onChoose}
            reasonRef={props.reasonRef}
            errors={props.errors}
            values={props.values}
          />
        </aside>
      </div>
    </section>
  );
}
