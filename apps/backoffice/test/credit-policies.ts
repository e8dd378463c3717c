// The credit policy pages' tests (editor, scorecard, replay, challengers): policy v1's cut-offs
// as the API answers them, and a version of the policy in the API's shape.

export const POLICIES = '/web/private/back-office/credit-policies';

export const CUT_OFFS = {
  minAge: 18,
  maxAge: 75,
  minMonthlyIncome: 400_000,
  maxActiveLoans: 2,
  paycheckSharePercent: 50,
  specialOfferMinClosedLoans: 2,
  increaseMinClosedLoans: 1,
  firstDefaultRateBps: 1500,
  repeatedDefaultRateBps: 700,
};

/** A version as `GET credit-policies` answers it: based on v1, published ones dated; spread to vary. */
export const policyVersion = (version: number, status: string) => ({
  version,
  status,
  basedOn: version === 1 ? null : 1,
  document: {
    knockOuts: [{ check: 'client_status' }] as { check: string; years?: number }[],
    firstLoanNeedsIdDocument: true,
    offer: {
      paycheckSharePercent: 50,
      specialOfferMinClosedLoans: 2,
      increaseMinClosedLoans: 1,
      increaseNeedsBankLink: true,
    },
    expectedLoss: { defaultRateBps: { first: 1500, repeated: 700 } },
  },
  cutOffs: CUT_OFFS,
  sha256: 'a'.repeat(64),
  revision: 1,
  maker: null,
  checker: null,
  pending: null as unknown,
  createdAt: '2026-11-20T18:00:00.000Z',
  publishedAt: status === 'published' ? '2026-11-20T18:00:00.000Z' : null,
});
