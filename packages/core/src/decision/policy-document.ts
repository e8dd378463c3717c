import { createHash } from 'node:crypto';
import {
  type CreditPolicyDocument,
  POLICY_CUT_OFFS,
  type PolicyCutOff,
  type PolicyCutOffChange,
  type PolicyCutOffs,
  type PolicyKnockOut,
} from '@lender/contracts';
import { CoreError, type CoreViolation } from '../errors/core-error';

// The credit policy as a typed document (issue 67, ADR 330): the knock-outs in order with their
// cut-offs, the document rule, the offer rules and the replay's loss assumption. Pure: nothing
// here reads the database. `policy-engine.ts` decides with a document.

/**
 * Policy v1: the rules the engine had in TypeScript (ADR 020, `engine.ts`), as data. Migration 0067
 * stores exactly this as version 1 (a test holds the two equal), and a test holds its outcomes,
 * offered amounts and reasons equal to `decide`'s over generated and stored applications.
 */
export const POLICY_V1: CreditPolicyDocument = {
  knockOuts: [
    { check: 'client_status' },
    { check: 'min_age', years: 18 },
    { check: 'max_age', years: 75 },
    { check: 'employment', rejected: ['unemployed'] },
    { check: 'income_known' },
    { check: 'min_income', centavos: 400_000 },
    { check: 'max_active_loans', count: 2 },
    { check: 'identity' },
  ],
  firstLoanNeedsIdDocument: true,
  offer: {
    paycheckSharePercent: 50,
    specialOfferMinClosedLoans: 2,
    increaseMinClosedLoans: 1,
    increaseNeedsBankLink: true,
  },
  // A replay assumption only (never an outcome): a first loan defaults 15 %, a repeated one 7 %.
  expectedLoss: { defaultRateBps: { first: 1500, repeated: 700 } },
};

/** Canonical JSON (keys sorted at every level, `undefined` left out): the bytes a hash covers. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a value's canonical JSON: a policy document, or a decision's stored inputs. */
export function sha256Of(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}

type KnockOutOf<C extends PolicyKnockOut['check']> = Extract<PolicyKnockOut, { check: C }>;

function knockOut<C extends PolicyKnockOut['check']>(
  document: CreditPolicyDocument,
  check: C,
): KnockOutOf<C> | undefined {
  return document.knockOuts.find((rule): rule is KnockOutOf<C> => rule.check === check);
}

/** The document's cut-offs one by one (a knock-out the document lacks reads 0). */
export function cutOffsOf(document: CreditPolicyDocument): PolicyCutOffs {
  return {
    minAge: knockOut(document, 'min_age')?.years ?? 0,
    maxAge: knockOut(document, 'max_age')?.years ?? 0,
    minMonthlyIncome: knockOut(document, 'min_income')?.centavos ?? 0,
    maxActiveLoans: knockOut(document, 'max_active_loans')?.count ?? 0,
    paycheckSharePercent: document.offer.paycheckSharePercent,
    specialOfferMinClosedLoans: document.offer.specialOfferMinClosedLoans,
    increaseMinClosedLoans: document.offer.increaseMinClosedLoans,
    firstDefaultRateBps: document.expectedLoss.defaultRateBps.first,
    repeatedDefaultRateBps: document.expectedLoss.defaultRateBps.repeated,
  };
}

/** `document` with `cutOffs` written into its rules (the order and the other rules kept). */
export function withCutOffs(document: CreditPolicyDocument, cutOffs: PolicyCutOffs): CreditPolicyDocument {
  return {
    ...document,
    knockOuts: document.knockOuts.map((rule): PolicyKnockOut => {
      switch (rule.check) {
        case 'min_age':
          return { ...rule, years: cutOffs.minAge };
        case 'max_age':
          return { ...rule, years: cutOffs.maxAge };
        case 'min_income':
          return { ...rule, centavos: cutOffs.minMonthlyIncome };
        case 'max_active_loans':
          return { ...rule, count: cutOffs.maxActiveLoans };
        default:
          return rule;
      }
    }),
    offer: {
      ...document.offer,
      paycheckSharePercent: cutOffs.paycheckSharePercent,
      specialOfferMinClosedLoans: cutOffs.specialOfferMinClosedLoans,
      increaseMinClosedLoans: cutOffs.increaseMinClosedLoans,
    },
    expectedLoss: {
      defaultRateBps: { first: cutOffs.firstDefaultRateBps, repeated: cutOffs.repeatedDefaultRateBps },
    },
  };
}

/** Spec §5: never below adulthood, whatever a draft says. */
export const POLICY_MIN_AGE_FLOOR = 18;

const BOUNDS: Record<PolicyCutOff, readonly [number, number]> = {
  minAge: [POLICY_MIN_AGE_FLOOR, 100],
  maxAge: [POLICY_MIN_AGE_FLOOR, 100],
  // Up to 1,000,000 MXN a month.
  minMonthlyIncome: [0, 100_000_000],
  maxActiveLoans: [1, 5],
  paycheckSharePercent: [1, 100],
  specialOfferMinClosedLoans: [0, 100],
  increaseMinClosedLoans: [0, 100],
  firstDefaultRateBps: [0, 10_000],
  repeatedDefaultRateBps: [0, 10_000],
};

/**
 * Refuses cut-offs a rule cannot use, every wrong one at once (400 `invalid_value`, each named
 * `cutOffs.<name>`): whole numbers within their bounds, the minimum age not above the maximum.
 */
export function checkCutOffs(cutOffs: PolicyCutOffs): void {
  const violations: CoreViolation[] = [];
  for (const name of POLICY_CUT_OFFS) {
    const value = cutOffs[name];
    const [min, max] = BOUNDS[name];
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      violations.push({
        field: ['cutOffs', name],
        code: 'invalid_value',
        message: `It must be a whole number from ${min} to ${max}.`,
        params: { min, max },
      });
    }
  }
  if (violations.length === 0 && cutOffs.minAge > cutOffs.maxAge) {
    violations.push({
      field: ['cutOffs', 'minAge'],
      code: 'invalid_value',
      message: 'The minimum age must not be above the maximum age.',
    });
  }
  if (violations.length > 0) {
    throw new CoreError('invalid_value', { message: 'The cut-offs are not valid.', violations });
  }
}

/** The cut-offs whose value differs, in the order of `POLICY_CUT_OFFS`, each before and after. */
export function cutOffChanges(before: PolicyCutOffs, after: PolicyCutOffs): PolicyCutOffChange[] {
  return POLICY_CUT_OFFS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}
