import { PAY_CYCLE_TABLE } from '@lender/calculator';
import type { EvidenceCheck, ManualCaseEvidence } from '@lender/contracts';
import { formatPercent, type MessageKey, messageKeyOf } from '@lender/i18n';
import type { ReactNode } from 'react';
import { centavos, date, dateTime } from '../format';
import { useT } from '../i18n';
import { CaseDocuments } from './case-documents';
import { checkWords } from './case-words';
import type { RevealedContact } from './client-contact';
import { ShowContactButton } from './client-contact';
import { Badge } from './status';

// The evidence half of the manual queue's decision panel (issue 48): the ID and selfie, the CURP
// and RFC checks, income and employment, the bank link; the engine's side is `case-engine.tsx`.

const TONE = { pass: 'success', fail: 'danger', unknown: 'neutral' } as const;

/** One check as a badge in words ("Coincide con el nombre"), its outcome also said, not only coloured. */
function Check({
  check,
  result,
}: {
  check: 'structure' | 'checkDigit' | 'name' | 'birthDate' | 'matchesCurp';
  result: EvidenceCheck;
}) {
  const t = useT();
  const mark = result === 'pass' ? '✓' : result === 'fail' ? '✗' : '?';
  return (
    <li data-check={check} data-result={result}>
      <Badge tone={TONE[result]}>
        <span aria-hidden="true">{mark}</span> {checkWords(t, check, result)}
      </Badge>
    </li>
  );
}

/** A term and its value in a section's list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CaseSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="bo-case-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Identity({
  evidence,
  revealed,
  canContact,
}: {
  evidence: ManualCaseEvidence;
  revealed: RevealedContact | undefined;
  canContact: boolean;
}) {
  const t = useT();
  const { curp, rfc } = evidence;
  const verification = evidence.identityVerification;
  return (
    <CaseSection title={t('backoffice:review.sections.identity')} id="case-identity">
      <dl className="bo-case-facts bo-case-facts-wide">
        <Fact term={t('backoffice:review.curp.label')}>
          {curp.masked === null ? (
            t('backoffice:review.curp.none')
          ) : (
            <code data-testid="case-curp">{revealed?.curp ?? curp.masked}</code>
          )}
          {curp.state ? (
            <span className="bo-case-sub">{t('backoffice:review.curp.state', { state: curp.state })}</span>
          ) : null}
          {curp.masked !== null ? (
            <ul className="bo-case-checks" aria-label={t('backoffice:review.curp.label')}>
              <Check check="structure" result={curp.structure} />
              <Check check="checkDigit" result={curp.checkDigit} />
              <Check check="name" result={curp.name} />
              <Check check="birthDate" result={curp.birthDate} />
            </ul>
          ) : null}
        </Fact>
        <Fact term={t('backoffice:review.rfc.label')}>
          {rfc.value ? <code>{rfc.value}</code> : t('backoffice:review.rfc.none')}
          <span className="bo-case-sub">{t('backoffice:review.rfc.hint')}</span>
          {rfc.value ? (
            <ul className="bo-case-checks" aria-label={t('backoffice:review.rfc.label')}>
              <Check check="structure" result={rfc.structure} />
              <Check check="matchesCurp" result={rfc.matchesCurp} />
            </ul>
          ) : null}
        </Fact>
        <Fact term={t('backoffice:review.identityVerification.label')}>
          <Badge
            tone={
              verification === 'approved' ? 'success' : verification === 'declined' ? 'danger' : 'neutral'
            }
          >
            {t(`backoffice:review.identityVerification.${verification}`)}
          </Badge>
        </Fact>
      </dl>
      {curp.masked !== null && !revealed ? (
        <div className="bo-case-reveal">
          <p className="bo-hint">{t('backoffice:review.curp.masked')}</p>
          {canContact ? <ShowContactButton clientId={evidence.client.id} /> : null}
        </div>
      ) : null}
    </CaseSection>
  );
}

function Income({ evidence }: { evidence: ManualCaseEvidence }) {
  const t = useT();
  const { employment, bankLink } = evidence;
  const position =
    employment?.status && employment.position
      ? t(`catalog:employmentPosition.${employment.status}.${employment.position}` as MessageKey)
      : null;
  return (
    <>
      <CaseSection title={t('backoffice:review.sections.income')} id="case-income">
        {employment === null ? (
          <p className="bo-muted">{t('backoffice:review.employment.none')}</p>
        ) : (
          <dl className="bo-case-facts">
            <Fact term={t('backoffice:review.employment.income')}>
              {centavos(employment.monthlyIncomeCentavos)}
            </Fact>
            <Fact term={t('backoffice:review.employment.status')}>
              {employment.status ? t(`catalog:employmentStatus.${employment.status}` as MessageKey) : '—'}
              {position ? <span className="bo-case-sub">{position}</span> : null}
            </Fact>
            <Fact term={t('backoffice:review.employment.company')}>{employment.companyName ?? '—'}</Fact>
            {employment.monthlyExpensesCentavos !== null ? (
              <Fact term={t('backoffice:review.employment.expenses')}>
                {centavos(employment.monthlyExpensesCentavos)}
              </Fact>
            ) : null}
            <Fact term={t('backoffice:review.summary.payCycle')}>
              {employment.payCycle
                ? t(messageKeyOf(PAY_CYCLE_TABLE[employment.payCycle].shortLabelKey))
                : '—'}
            </Fact>
            <Fact term={t('backoffice:review.employment.nextPay')}>{date(employment.nextPayDate)}</Fact>
          </dl>
        )}
      </CaseSection>
      <CaseSection title={t('backoffice:review.sections.bank')} id="case-bank">
        <dl className="bo-case-facts">
          <Fact term={t('backoffice:review.bank.status')}>
            <Badge tone={bankLink.status === 'linked' ? 'success' : 'neutral'}>
              {t(`backoffice:review.bank.statuses.${bankLink.status}`)}
            </Badge>
          </Fact>
          {bankLink.status === 'linked' ? (
            <>
              <Fact term={t('backoffice:review.bank.institution')}>{bankLink.institution ?? '—'}</Fact>
              <Fact term={t('backoffice:review.bank.income')}>
                {centavos(bankLink.monthlyIncomeCentavos)}
              </Fact>
              <Fact term={t('backoffice:review.bank.months')}>{bankLink.incomeMonths ?? '—'}</Fact>
              <Fact term={t('backoffice:review.bank.regularity')}>
                {bankLink.incomeRegularity === null
                  ? '—'
                  : formatPercent(bankLink.incomeRegularity * 100, { decimals: 0 })}
              </Fact>
              <Fact term={t('backoffice:review.bank.balance')}>{centavos(bankLink.balanceCentavos)}</Fact>
              <Fact term={t('backoffice:review.bank.linkedAt')}>{dateTime(bankLink.linkedAt)}</Fact>
            </>
          ) : null}
        </dl>
      </CaseSection>
    </>
  );
}

/** The client's side of a case: documents, identity, income and the bank link. */
export function CaseEvidence(props: {
  evidence: ManualCaseEvidence;
  revealed: RevealedContact | undefined;
  canContact: boolean;
}) {
  const t = useT();
  return (
    <>
      <CaseSection title={t('backoffice:review.sections.documents')} id="case-documents">
        <CaseDocuments documents={props.evidence.documents} clientName={props.evidence.client.fullName} />
      </CaseSection>
      <div className="bo-case-pair">
        <Identity {...props} />
        <div>
          <Income evidence={props.evidence} />
        </div>
      </div>
    </>
  );
}
