import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import type { FlowStep } from '@lender/contracts';
import { DEFAULT_REAPPLY_COOL_OFF_DAYS } from '../catalog/reapply-cool-off';
import type { Evidence } from '../decision/engine';
import type { ClientFacts } from '../decision/facts';

/**
 * The client's journey step (spec §4 Flow, architecture decision 10), computed on the server from
 * the client, the application and the loan. The step → condition table is ADR 021; the step names
 * are those of `@lender/flow` (`FLOW_STEPS`), whose route table the web app follows.
 */

/**
 * ADR 021: a rejected client sees the reject page for this many days after the decision by
 * default: the cool-off before applying again (`reapply_cool_off_days`, ADR 208).
 */
export const REJECT_PAGE_DAYS = DEFAULT_REAPPLY_COOL_OFF_DAYS;

/** Employment statuses whose income a payroll slip proves (catalog keys). */
const PAYROLL_EMPLOYMENT = new Set(['employed', 'retired']);
/** Employment statuses whose income only a bank statement proves. */
const STATEMENT_EMPLOYMENT = new Set(['self_employed', 'business_owner', 'informal_employed']);

/** The document that proves the income of an employment status (catalog key), if any. */
export function incomeProofKind(employmentStatus: string): 'payroll' | 'bank_statement' | null {
  if (PAYROLL_EMPLOYMENT.has(employmentStatus)) return 'payroll';
  if (STATEMENT_EMPLOYMENT.has(employmentStatus)) return 'bank_statement';
  return null;
}

/** Everything the step depends on. */
export interface JourneyFacts {
  readonly forcedStep: FlowStep | null;
  readonly completedSteps: readonly number[];
  readonly employmentStatus: string | null;
  /** Pre-approved available amount (centavos) from `yhat/limit`. */
  readonly availableLoanAmount: number;
  readonly closedLoans: number;
  /** Status of the newest loan, if any. */
  readonly loanStatus: number | null;
  /** The active application, if any. */
  readonly application: {
    readonly status: number;
    readonly paymentMethod: string;
    readonly affiliateSource: string | null;
  } | null;
  /** The newest inactive application and days since it was decided (client clock). */
  readonly lastClosedApplication: { readonly status: number; readonly daysSinceDecision: number } | null;
  /** Days a rejected client waits before applying again (the reject page shows meanwhile). @default REJECT_PAGE_DAYS */
  readonly coolOffDays?: number;
  readonly documents: ClientFacts['documents'];
  readonly bankLink: ClientFacts['bankLink'];
  readonly identity: ClientFacts['identity'];
  readonly directDebit: Evidence;
  /**
   * A CLABE to receive the loan is saved (`POST bank/saveAccountNumber`); a bank transfer cannot be
   * signed without one. @default true
   */
  readonly clabeSaved?: boolean;
}

/** A step with its flow status and progress. */
export interface JourneyStep {
  readonly step: FlowStep;
  readonly status: 'active' | 'completed';
  /** Which row of the ADR 021 table decided it. */
  readonly rule: string;
}

const active = (step: FlowStep, rule: string): JourneyStep => ({ step, status: 'active', rule });

function registrationStep(facts: JourneyFacts): JourneyStep | null {
  if (facts.closedLoans > 0) return null;
  const done = new Set(facts.completedSteps);
  if (!done.has(2)) return active('work_info', 'registration.employment');
  if (!done.has(3)) return active('address', 'registration.address');
  if (!done.has(4)) return active('relative_info', 'registration.reference');
  return null;
}

/** The journey step of ADR 021, first matching row wins. Pure. */
export function journeyStep(facts: JourneyFacts): JourneyStep {
  if (facts.forcedStep) {
    return {
      step: facts.forcedStep,
      status: facts.forcedStep === 'verification' ? 'completed' : 'active',
      rule: 'sandbox',
    };
  }
  if (facts.loanStatus === LOAN_STATUS.active || facts.loanStatus === LOAN_STATUS.onHold) {
    return active('loan_page', 'loan.active');
  }
  if (facts.loanStatus === LOAN_STATUS.draft) return active('tmc_page', 'loan.disbursing');

  const app = facts.application;
  if (app) {
    switch (app.status) {
      case APPLICATION_STATUS.signing:
        return active('tmc_page', 'application.signing');
      case APPLICATION_STATUS.accepted:
        // Spec client status 5 "bank account select": the account that receives the money comes
        // before the SMS code that signs.
        if (app.paymentMethod === 'bank_transfer' && facts.clabeSaved === false) {
          return active('direct_debit_information', 'application.accepted.clabe');
        }
        if (app.paymentMethod === 'bank_transfer' && facts.directDebit !== 'present') {
          return active('direct_debit_information', 'application.accepted.directDebit');
        }
        return active('otp_agreement', 'application.accepted');
      case APPLICATION_STATUS.specialOffer:
        return active('offer_decrease', 'application.specialOffer');
      case APPLICATION_STATUS.yhatDecrease:
        return active('offer_decrease', 'application.decrease');
      case APPLICATION_STATUS.yhatIncrease:
        return active('offer_increase', 'application.increase');
      case APPLICATION_STATUS.manualVerification:
        return active('manual_page', 'application.manual');
      case APPLICATION_STATUS.decisionError:
        return active('manual_page', 'application.decisionError');
      case APPLICATION_STATUS.verification:
        return { step: 'verification', status: 'completed', rule: 'application.verification' };
      default: {
        // new (1): the onboarding still to do before the decision.
        const registration = registrationStep(facts);
        if (registration) return registration;
        const first = facts.closedLoans === 0;
        if (
          first &&
          app.affiliateSource === 'facebook' &&
          facts.identity !== 'approved' &&
          facts.documents.idDocument !== 'present'
        ) {
          return active('facebook', 'onboarding.facebook');
        }
        if (first && facts.documents.idDocument !== 'present') {
          return active('id_document_upload', 'onboarding.idDocument');
        }
        if (first && facts.bankLink === 'missing') return active('belvo', 'onboarding.bankLink');
        const linked = facts.bankLink === 'linked';
        if (first && !linked && facts.employmentStatus !== null) {
          const proof = incomeProofKind(facts.employmentStatus);
          if (proof === 'payroll' && facts.documents.payroll !== 'present') {
            return active('payroll_upload', 'onboarding.payroll');
          }
          if (proof === 'bank_statement' && facts.documents.bankStatement !== 'present') {
            return active('bank_statement_upload', 'onboarding.bankStatement');
          }
        }
        return { step: 'verification', status: 'completed', rule: 'onboarding.done' };
      }
    }
  }

  const registration = registrationStep(facts);
  if (registration) return registration;
  const last = facts.lastClosedApplication;
  if (
    last &&
    last.status === APPLICATION_STATUS.rejected &&
    last.daysSinceDecision < (facts.coolOffDays ?? REJECT_PAGE_DAYS)
  ) {
    return active('reject_page', 'application.rejected');
  }
  if (facts.closedLoans > 0 || facts.loanStatus === LOAN_STATUS.paid)
    return active('no_loan_page', 'loan.none');
  if (facts.availableLoanAmount > 0) return active('pre_approval_page', 'client.preApproved');
  return active('new_client_created', 'client.registered');
}
