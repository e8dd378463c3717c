import {
  APPLICATION_STATUS,
  LOAN_STATUS,
  type WizardPath,
  type WizardStage,
  wizardPercent,
} from '@lender/calculator/platform';
import { incomeProofKind, type JourneyFacts } from './journey-step';

/**
 * The progress bar of `GET flow` (issue 47): the stages this borrower has from the phone to the
 * signature (`WIZARD_STAGES` of `@lender/calculator/platform`), each done or still to do, from the
 * same facts as the step. A stage counts while it may still be asked and leaves the path once the
 * borrower's answers make it unnecessary (a bank link proves the income, a cash payout needs no
 * CLABE), so going forward the bar only grows; it reaches 100 with the signature. Taking an
 * unsigned offer back to change it, or a new application after a rejection, starts the application's
 * stages again.
 */
export function journeyPath(facts: JourneyFacts): WizardPath {
  const app = facts.application;
  const signed =
    app?.status === APPLICATION_STATUS.signing ||
    facts.loanStatus === LOAN_STATUS.draft ||
    facts.loanStatus === LOAN_STATUS.active ||
    facts.loanStatus === LOAN_STATUS.onHold;
  if (signed) return { signature: 'done' };

  const path: Partial<Record<WizardStage, 'done' | 'todo'>> = {};
  const mark = (stage: WizardStage, done: boolean) => {
    path[stage] = done ? 'done' : 'todo';
  };
  // A repeat borrower's way starts at the application: the registration was another loan's.
  const first = facts.closedLoans === 0;
  const registered = new Set(facts.completedSteps);
  if (first) {
    for (const stage of ['phone', 'code', 'details'] as const) mark(stage, true);
    mark('employment', registered.has(2));
    mark('address', registered.has(3));
    mark('reference', registered.has(4));
  }
  mark('apply', app !== null);
  if (first) {
    if (app?.affiliateSource === 'facebook') {
      mark('facebook', facts.identity === 'approved' || facts.documents.idDocument === 'present');
    }
    mark('id_document', facts.documents.idDocument === 'present');
    mark('bank_link', facts.bankLink !== 'missing');
    const proof = incomeProof(facts, registered.has(2));
    if (proof !== null) mark('income_proof', proof);
  }
  mark('decision', app?.status === APPLICATION_STATUS.accepted);
  if (!app || app.paymentMethod === 'bank_transfer') {
    mark('payout_account', facts.clabeSaved !== false && facts.directDebit === 'present');
  }
  mark('summary', false);
  mark('signature', false);
  return path;
}

/**
 * Whether the income proof is done (`true`), still to come (`false`), or not this borrower's
 * (`null`): a linked bank proves the income, and some occupations have no document to send. Before
 * the employment step nobody knows yet, so it counts.
 */
function incomeProof(facts: JourneyFacts, employmentAnswered: boolean): boolean | null {
  const kind = facts.employmentStatus === null ? null : incomeProofKind(facts.employmentStatus);
  const sent =
    kind === 'payroll'
      ? facts.documents.payroll === 'present'
      : kind === 'bank_statement'
        ? facts.documents.bankStatement === 'present'
        : false;
  if (sent) return true;
  if (facts.bankLink === 'linked') return null;
  if (kind !== null) return false;
  return employmentAnswered ? null : false;
}

/** `GET flow`'s `percent`: {@link journeyPath} on the bar's scale. */
export function journeyPercent(facts: JourneyFacts): number {
  return wizardPercent(journeyPath(facts));
}
