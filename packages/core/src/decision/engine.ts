import { type PayCycle, PERIODS_PER_YEAR } from '@lender/calculator';
import { APPLICATION_STATUS, CLIENT_STATUS } from '@lender/calculator/platform';
import type { DecisionReasonCode, DecisionRule, DecisionScore } from '@lender/contracts';
import { ageOn } from '../clock';

/**
 * The decision engine (ADR 020): a pure, deterministic rule set over an application and its
 * client. The same {@link DecisionInput} always gives the same {@link DecisionResult}; the service
 * stores every result with its reasons (`decisions` table). Amounts in integer centavos.
 */

/** The rule set's version, stored with every decision. */
export const DECISION_RULE_SET = 'v2-2026-11';

/** Spec §5: a client must be an adult. */
export const DECISION_MIN_AGE = 18;
/** ADR 020: no short-term credit past this age. */
export const DECISION_MAX_AGE = 75;
/** ADR 020: minimum monthly income, 4,000 MXN. */
export const DECISION_MIN_MONTHLY_INCOME = 400_000;
/** ADR 020: share of one paycheck a loan's principal may take, in percent. */
export const DECISION_PAYCHECK_SHARE_PERCENT = 50;
/** ADR 020: an additional loan is allowed beside one active loan, not beside two. */
export const DECISION_MAX_ACTIVE_LOANS = 2;
/** ADR 020: closed loans that make a client loyal: a too-high request becomes a special offer. */
export const DECISION_SPECIAL_OFFER_MIN_CLOSED_LOANS = 2;
/** Employment statuses without an income of their own (catalog keys of `catalog/employment.ts`). */
export const DECISION_REJECTED_EMPLOYMENT = ['unemployed'] as const;

/** Whether a piece of evidence exists; `not_provided` = its source (table, provider) is not there yet. */
export type Evidence = 'present' | 'missing' | 'not_provided';

/** Everything the rules read. Gathered by `gatherDecisionInput`; never contains a CURP or phone. */
export interface DecisionInput {
  /** The client's business date, `YYYY-MM-DD` (sandbox clock included). */
  readonly today: string;
  readonly application: {
    /** Requested principal, centavos. */
    readonly requestedAmount: number;
    readonly salaryCycle: PayCycle;
    readonly sequenceType: 'first' | 'repeated';
    /** iovation blackbox sent with the application. */
    readonly hasIovation: boolean;
    /** JuicyScore session id sent with the application. */
    readonly hasJuicySession: boolean;
  };
  readonly client: {
    /** Spec §4 client status. */
    readonly status: number;
    /** Birth date stored at registration (checked against the CURP then), `YYYY-MM-DD`. */
    readonly birthDate: string | null;
    /** Declared monthly income, centavos; null when the employment step is not done. */
    readonly monthlyIncome: number | null;
    readonly employmentStatus: string | null;
  };
  readonly loans: { readonly active: number; readonly closed: number };
  readonly evidence: {
    readonly idDocument: Evidence;
    /** Bank link (Belvo): `present` when linked. */
    readonly bankLink: Evidence;
    /** Identity verification (Veriff): declined is the only state that rejects. */
    readonly identity: 'approved' | 'declined' | 'pending' | 'not_provided';
  };
  /** The amount bounds of the application's sequence type (product config). */
  readonly bounds: { readonly min: number; readonly max: number; readonly interval: number };
  /** What a policy's scorecard reads beyond the rules' inputs (absent in older stored inputs). */
  readonly scoring?: ScoringInput;
}

/** The scorecard's own inputs (ADR 337); each null when the data is absent. */
export interface ScoringInput {
  /**
   * The newest payroll proof of high or medium confidence on `today` (ADR 333, 340), centavos a
   * month, with its payday: the days of the month paid on (31 = the month's last day) and the newest
   * pay date (absent in inputs stored before they were kept).
   */
  readonly provenIncome: {
    readonly monthlyIncome: number;
    readonly payCycle: PayCycle | null;
    readonly payDays?: readonly number[];
    readonly newestPaidOn?: string;
  } | null;
  /** Days from the client's registration to `today` (Mexico City). */
  readonly tenureDays: number | null;
  /** A credit bureau score; no bureau is connected yet, so null. */
  readonly bureauScore: number | null;
  /** The behavioural signal's flag, only with the optional consent and a recent dataset. */
  readonly behaviour: 'normal' | 'review' | null;
}

/** The outcomes of spec §4 the engine can give, as application statuses. */
export const DECISION_OUTCOMES = [
  APPLICATION_STATUS.accepted,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.specialOffer,
  APPLICATION_STATUS.manualVerification,
  APPLICATION_STATUS.yhatDecrease,
  APPLICATION_STATUS.yhatIncrease,
  APPLICATION_STATUS.decisionError,
] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** Why: the rule that fired and an i18n-style code, with parameters (no personal data). */
export interface DecisionReason {
  /** What the rule looks at (`DECISION_RULES` of `@lender/contracts`, each with its words). */
  readonly rule: DecisionRule;
  /** Why (`DECISION_REASON_CODES`, each with its words in the back-office, issue 36). */
  readonly code: DecisionReasonCode;
  readonly params?: Record<string, string | number>;
}

export interface DecisionResult {
  readonly outcome: DecisionOutcome;
  /** The principal the outcome offers (centavos): requested, decreased, increased; null on reject/manual/error. */
  readonly offeredAmount: number | null;
  readonly reasons: readonly DecisionReason[];
  readonly ruleSet: string;
  /** The score, band and points lost, when the deciding policy carries a scorecard. */
  readonly score?: DecisionScore;
}

const result = (
  outcome: DecisionOutcome,
  offeredAmount: number | null,
  reasons: DecisionReason[],
): DecisionResult => ({ outcome, offeredAmount, reasons, ruleSet: DECISION_RULE_SET });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `amount` rounded down to the interval of `bounds`. */
const onInterval = (amount: number, bounds: DecisionInput['bounds']) =>
  Math.floor(amount / bounds.interval) * bounds.interval;

/**
 * The most the client can borrow (ADR 020): `sharePercent` (half unless said) of one paycheck
 * (monthly income × 12 ÷ pay periods a year; a month's income when the cycle is not known), capped
 * at the sequence's maximum, rounded down to the interval (a maximum off the interval is never
 * offered: pricing refuses it).
 */
export function affordableAmount(
  monthlyIncome: number,
  cycle: PayCycle | null,
  bounds: DecisionInput['bounds'],
  sharePercent: number = DECISION_PAYCHECK_SHARE_PERCENT,
): number {
  const paycheck = cycle ? Math.floor((monthlyIncome * 12) / PERIODS_PER_YEAR[cycle]) : monthlyIncome;
  return onInterval(Math.min(Math.floor((paycheck * sharePercent) / 100), bounds.max), bounds);
}

/**
 * A request the rules would lend as asked (at most `affordable`, itself at least the minimum) that
 * the product in force cannot lend: under a minimum raised since it was filed, or off an interval
 * changed since. The nearest amount it can lend, offered for the borrower to take or leave — the
 * minimum as an increase, the interval below as a decrease — else null (lent as asked).
 */
export function boundsCounterOffer(
  requested: number,
  affordable: number,
  bounds: DecisionInput['bounds'],
): { outcome: DecisionOutcome; offeredAmount: number; reason: DecisionReason } | null {
  const lendable = Math.max(onInterval(requested, bounds), bounds.min);
  if (lendable === requested) return null;
  const up = lendable > requested;
  return {
    outcome: up ? APPLICATION_STATUS.yhatIncrease : APPLICATION_STATUS.yhatDecrease,
    offeredAmount: lendable,
    reason: {
      rule: 'affordability',
      code: up ? 'decision.increase' : 'decision.decrease',
      params: { affordable, requested, min: bounds.min },
    },
  };
}

/**
 * Decides an application. Rules in order, the first that gives an outcome wins (ADR 020 table):
 * 1 inputs incomplete → 401; 2 blocked/blacklisted → 6; 3 age → 6; 4 unemployed → 6;
 * 5 income unknown → 14; 6 income below minimum → 6; 7 too many active loans → 6;
 * 8 identity declined → 6; 9 no behavioural data (the optional consent declined) → decided without it,
 * noted as `decision.withoutBehaviouralData` beside the outcome's reason (ADR 115); 10 first client
 * without ID document → 14;
 * 11 affordable below minimum → 6; 12 request above affordable → 13 (loyal) or 17;
 * 13 request below affordable with a bank link and a closed loan → 18; 14 a request the product in
 * force cannot lend → 18 up to its minimum or 17 down to its interval ({@link boundsCounterOffer});
 * 15 otherwise → 3.
 */
/**
 * What makes a decision input unusable, whatever the rules (the engine's and every policy's first
 * check): a malformed day, amount, pay cycle or bounds, or no birth date; `null` when it is whole.
 */
export function inputProblem(
  input: DecisionInput,
): 'decision.inputInvalid' | 'decision.birthDateMissing' | null {
  const { application, client, bounds } = input;
  const requested = application.requestedAmount;
  if (
    !ISO_DATE.test(input.today) ||
    !Number.isSafeInteger(requested) ||
    requested <= 0 ||
    !(application.salaryCycle in PERIODS_PER_YEAR) ||
    !Number.isSafeInteger(bounds.interval) ||
    bounds.interval <= 0 ||
    bounds.min > bounds.max
  ) {
    return 'decision.inputInvalid';
  }
  if (client.birthDate === null || !ISO_DATE.test(client.birthDate)) return 'decision.birthDateMissing';
  return null;
}

export function decide(input: DecisionInput): DecisionResult {
  const { application, client, loans, evidence, bounds } = input;
  const requested = application.requestedAmount;

  const invalid = inputProblem(input);
  if (invalid) return result(APPLICATION_STATUS.decisionError, null, [{ rule: 'inputs', code: invalid }]);

  if (client.status === CLIENT_STATUS.blacklisted) {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'client_status', code: 'decision.blacklisted' },
    ]);
  }
  if (client.status === CLIENT_STATUS.blocked) {
    return result(APPLICATION_STATUS.rejected, null, [{ rule: 'client_status', code: 'decision.blocked' }]);
  }

  const age = ageOn(client.birthDate as string, input.today); // whole: `inputProblem` checked it
  if (age < DECISION_MIN_AGE) {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'age', code: 'decision.underAge', params: { age, min: DECISION_MIN_AGE } },
    ]);
  }
  if (age > DECISION_MAX_AGE) {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'age', code: 'decision.overAge', params: { age, max: DECISION_MAX_AGE } },
    ]);
  }

  if (
    client.employmentStatus !== null &&
    (DECISION_REJECTED_EMPLOYMENT as readonly string[]).includes(client.employmentStatus)
  ) {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'employment', code: 'decision.noEmployment', params: { employment: client.employmentStatus } },
    ]);
  }
  if (client.monthlyIncome === null) {
    return result(APPLICATION_STATUS.manualVerification, null, [
      { rule: 'income', code: 'decision.incomeUnknown' },
    ]);
  }
  if (client.monthlyIncome < DECISION_MIN_MONTHLY_INCOME) {
    return result(APPLICATION_STATUS.rejected, null, [
      {
        rule: 'income',
        code: 'decision.incomeTooLow',
        params: { income: client.monthlyIncome, min: DECISION_MIN_MONTHLY_INCOME },
      },
    ]);
  }

  if (loans.active >= DECISION_MAX_ACTIVE_LOANS) {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'active_loans', code: 'decision.tooManyActiveLoans', params: { active: loans.active } },
    ]);
  }

  if (evidence.identity === 'declined') {
    return result(APPLICATION_STATUS.rejected, null, [
      { rule: 'identity', code: 'decision.identityDeclined' },
    ]);
  }

  // Rule 9 (ADR 115): behavioural data exists only when the borrower gave the optional consent. An
  // optional purpose may not condition the service, so without it the remaining rules decide and the
  // reasons say the decision was taken without that data.
  const withoutBehaviour: DecisionReason[] =
    application.hasIovation || application.hasJuicySession
      ? []
      : [{ rule: 'scoring_data', code: 'decision.withoutBehaviouralData' }];
  const decided = (outcome: DecisionOutcome, offeredAmount: number | null, reasons: DecisionReason[]) =>
    result(outcome, offeredAmount, [...reasons, ...withoutBehaviour]);

  if (loans.closed === 0 && evidence.idDocument !== 'present') {
    return decided(APPLICATION_STATUS.manualVerification, null, [
      { rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: evidence.idDocument } },
    ]);
  }

  const affordable = affordableAmount(client.monthlyIncome, application.salaryCycle, bounds);
  const base: DecisionReason = {
    rule: 'affordability',
    code: 'decision.affordable',
    params: { affordable, requested },
  };
  if (affordable < bounds.min) {
    return decided(APPLICATION_STATUS.rejected, null, [
      { ...base, code: 'decision.affordableBelowMinimum', params: { affordable, min: bounds.min } },
    ]);
  }
  if (requested > affordable) {
    if (loans.closed >= DECISION_SPECIAL_OFFER_MIN_CLOSED_LOANS) {
      return decided(APPLICATION_STATUS.specialOffer, affordable, [
        { ...base, code: 'decision.specialOffer', params: { affordable, requested, closed: loans.closed } },
      ]);
    }
    return decided(APPLICATION_STATUS.yhatDecrease, affordable, [{ ...base, code: 'decision.decrease' }]);
  }
  if (requested < affordable && evidence.bankLink === 'present' && loans.closed >= 1) {
    return decided(APPLICATION_STATUS.yhatIncrease, affordable, [{ ...base, code: 'decision.increase' }]);
  }
  const counter = boundsCounterOffer(requested, affordable, bounds);
  if (counter) return decided(counter.outcome, counter.offeredAmount, [counter.reason]);
  return decided(APPLICATION_STATUS.accepted, requested, [{ ...base, code: 'decision.approve' }]);
}

/**
 * The offered amount when a sandbox tester forces `outcome` (ADR 021): decrease and special offer
 * halve the request (rounded down to the interval, not below the minimum), increase adds a third
 * (capped at the maximum), approve keeps it, the others offer nothing.
 */
export function forcedDecision(
  outcome: DecisionOutcome,
  requested: number,
  bounds: DecisionInput['bounds'],
): DecisionResult {
  const round = (amount: number) => Math.floor(amount / bounds.interval) * bounds.interval;
  const reasons: DecisionReason[] = [{ rule: 'sandbox', code: 'decision.forced', params: { outcome } }];
  switch (outcome) {
    case APPLICATION_STATUS.yhatDecrease:
    case APPLICATION_STATUS.specialOffer:
      return result(outcome, Math.max(bounds.min, round(requested / 2)), reasons);
    case APPLICATION_STATUS.yhatIncrease:
      return result(outcome, Math.min(bounds.max, Math.max(requested, round((requested * 4) / 3))), reasons);
    case APPLICATION_STATUS.accepted:
      return result(outcome, requested, reasons);
    default:
      return result(outcome, null, reasons);
  }
}
