import {
  APPLICATION_STATUS as A,
  LOAN_STATUS as L,
  preAccountPath,
  wizardPercent,
} from '@lender/calculator/platform';
import type { FlowStep } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { journeyPath, journeyPercent } from './journey-progress';
import { type JourneyFacts, journeyStep } from './journey-step';

// Issue 47: the bar of `GET flow`, walked along the ways real borrowers take (each row a moment of
// the journey, with the step the server reports then). Going forward it never moves back, it stays
// under 100 until the signature, and it reaches 100 with it.

/** A new borrower who has just created the account: nothing answered, sent or linked. */
const fresh: JourneyFacts = {
  forcedStep: null,
  completedSteps: [],
  employmentStatus: null,
  availableLoanAmount: 0,
  closedLoans: 0,
  loanStatus: null,
  application: null,
  lastClosedApplication: null,
  documents: { idDocument: 'missing', payroll: 'missing', bankStatement: 'missing' },
  bankLink: 'missing',
  identity: 'missing',
  directDebit: 'missing',
  clabeSaved: false,
};
type Moment = readonly [FlowStep, Partial<JourneyFacts>];
const transfer = (status: number, affiliateSource: string | null = null) => ({
  application: { status, paymentMethod: 'bank_transfer', affiliateSource },
});
const cash = (status: number) => ({ application: { status, paymentMethod: 'cash', affiliateSource: null } });

/** The registration of a first loan, answered as `employmentStatus`. */
function registration(employmentStatus: string): Moment[] {
  return [
    ['work_info', {}],
    ['address', { completedSteps: [2], employmentStatus }],
    ['relative_info', { completedSteps: [2, 3], employmentStatus }],
    ['new_client_created', { completedSteps: [2, 3, 4], employmentStatus }],
  ];
}
const REGISTERED = (employmentStatus: string) => ({ completedSteps: [2, 3, 4], employmentStatus });
const ID = { documents: { idDocument: 'present', payroll: 'missing', bankStatement: 'missing' } } as const;
const ID_AND_PAYROLL = {
  documents: { idDocument: 'present', payroll: 'present', bankStatement: 'missing' },
} as const;

const JOURNEYS: ReadonlyArray<readonly [string, readonly Moment[]]> = [
  [
    'a first loan by transfer: payroll slip, CLABE and card, then the signature',
    [
      ...registration('employed'),
      ['id_document_upload', { ...REGISTERED('employed'), ...transfer(A.new) }],
      ['belvo', { ...REGISTERED('employed'), ...transfer(A.new), ...ID }],
      ['payroll_upload', { ...REGISTERED('employed'), ...transfer(A.new), ...ID, bankLink: 'skipped' }],
      [
        'verification',
        { ...REGISTERED('employed'), ...transfer(A.new), ...ID_AND_PAYROLL, bankLink: 'skipped' },
      ],
      [
        'direct_debit_information',
        { ...REGISTERED('employed'), ...transfer(A.accepted), ...ID_AND_PAYROLL, bankLink: 'skipped' },
      ],
      [
        'direct_debit_information',
        {
          ...REGISTERED('employed'),
          ...transfer(A.accepted),
          ...ID_AND_PAYROLL,
          bankLink: 'skipped',
          clabeSaved: true,
        },
      ],
      [
        'otp_agreement',
        {
          ...REGISTERED('employed'),
          ...transfer(A.accepted),
          ...ID_AND_PAYROLL,
          bankLink: 'skipped',
          clabeSaved: true,
          directDebit: 'present',
        },
      ],
      [
        'tmc_page',
        { ...REGISTERED('employed'), ...transfer(A.signing), ...ID_AND_PAYROLL, clabeSaved: true },
      ],
      ['loan_page', { ...REGISTERED('employed'), loanStatus: L.active, clabeSaved: true }],
    ],
  ],
  [
    'a first loan whose bank link proves the income, offer lowered by the lender, paid out in cash',
    [
      ...registration('self_employed'),
      ['id_document_upload', { ...REGISTERED('self_employed'), ...transfer(A.new) }],
      ['belvo', { ...REGISTERED('self_employed'), ...transfer(A.new), ...ID }],
      ['verification', { ...REGISTERED('self_employed'), ...transfer(A.new), ...ID, bankLink: 'linked' }],
      [
        'offer_decrease',
        { ...REGISTERED('self_employed'), ...transfer(A.yhatDecrease), ...ID, bankLink: 'linked' },
      ],
      ['otp_agreement', { ...REGISTERED('self_employed'), ...cash(A.accepted), ...ID, bankLink: 'linked' }],
      ['tmc_page', { ...REGISTERED('self_employed'), ...cash(A.signing), ...ID, bankLink: 'linked' }],
    ],
  ],
  [
    'a first loan from a Facebook campaign, by a student (no income document), through manual review',
    [
      ...registration('student'),
      ['facebook', { ...REGISTERED('student'), ...transfer(A.new, 'facebook') }],
      [
        'id_document_upload',
        { ...REGISTERED('student'), ...transfer(A.new, 'facebook'), identity: 'approved' },
      ],
      ['belvo', { ...REGISTERED('student'), ...transfer(A.new, 'facebook'), identity: 'approved', ...ID }],
      [
        'manual_page',
        {
          ...REGISTERED('student'),
          ...transfer(A.manualVerification, 'facebook'),
          identity: 'approved',
          ...ID,
          bankLink: 'skipped',
        },
      ],
      [
        'direct_debit_information',
        {
          ...REGISTERED('student'),
          ...transfer(A.accepted, 'facebook'),
          identity: 'approved',
          ...ID,
          bankLink: 'skipped',
        },
      ],
      ['tmc_page', { ...REGISTERED('student'), loanStatus: L.draft }],
    ],
  ],
  [
    'a repeat borrower with a CLABE and a card on file',
    [
      [
        'no_loan_page',
        {
          ...REGISTERED('employed'),
          closedLoans: 1,
          loanStatus: L.paid,
          clabeSaved: true,
          directDebit: 'present',
        },
      ],
      [
        'offer_increase',
        {
          ...REGISTERED('employed'),
          closedLoans: 1,
          ...transfer(A.yhatIncrease),
          clabeSaved: true,
          directDebit: 'present',
        },
      ],
      [
        'otp_agreement',
        {
          ...REGISTERED('employed'),
          closedLoans: 1,
          ...transfer(A.accepted),
          clabeSaved: true,
          directDebit: 'present',
        },
      ],
      ['loan_page', { ...REGISTERED('employed'), closedLoans: 1, loanStatus: L.active }],
    ],
  ],
];

describe('the progress bar along a borrower journey', () => {
  it.each(JOURNEYS)('%s', (_name, moments) => {
    const percents: number[] = [];
    for (const [step, changes] of moments) {
      const facts = { ...fresh, ...changes };
      // The row describes the moment it claims to (the step the server reports then).
      expect(journeyStep(facts).step).toBe(step);
      const percent = journeyPercent(facts);
      const signed = step === 'tmc_page' || step === 'loan_page';
      if (signed) expect(percent, step).toBe(100);
      else expect(percent, step).toBeLessThan(100);
      percents.push(percent);
    }
    for (let i = 1; i < percents.length; i += 1) {
      expect(
        percents[i],
        `${moments[i]?.[0]} after ${moments[i - 1]?.[0]}: ${percents}`,
      ).toBeGreaterThanOrEqual(percents[i - 1] as number);
    }
  });

  it('goes on from where the registration page left a visitor without an account', () => {
    const visitor = (['phone', 'code', 'details'] as const).map((stage) =>
      wizardPercent(preAccountPath(stage)),
    );
    expect(visitor).toEqual([30, 35, 40]);
    expect(journeyPercent(fresh)).toBeGreaterThan(visitor[2] as number);
  });

  it('moves with every new step of a first loan by transfer', () => {
    const [, moments] = JOURNEYS[0] as (typeof JOURNEYS)[number];
    const bars = moments.map(([step, changes]) => [step, journeyPercent({ ...fresh, ...changes })] as const);
    expect(bars).toEqual([
      ['work_info', 45],
      ['address', 50],
      ['relative_info', 55],
      ['new_client_created', 60],
      ['id_document_upload', 65],
      ['belvo', 70],
      ['payroll_upload', 75],
      ['verification', 80],
      // The CLABE, then the card: one stage, the payout account.
      ['direct_debit_information', 85],
      ['direct_debit_information', 85],
      ['otp_agreement', 90],
      ['tmc_page', 100],
      ['loan_page', 100],
    ]);
  });

  it("leaves out what is not this borrower's", () => {
    const linked = journeyPath({
      ...fresh,
      ...REGISTERED('employed'),
      ...transfer(A.new),
      ...ID,
      bankLink: 'linked',
    });
    expect(linked.income_proof).toBeUndefined();
    expect(journeyPath({ ...fresh, ...cash(A.accepted) }).payout_account).toBeUndefined();
    expect(journeyPath({ ...fresh, closedLoans: 2 }).employment).toBeUndefined();
    expect(journeyPath({ ...fresh, ...transfer(A.new, 'facebook') }).facebook).toBe('todo');
    expect(journeyPath(fresh).facebook).toBeUndefined();
  });
});
