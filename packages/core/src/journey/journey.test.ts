import { FLOW_STEPS } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { type JourneyFacts, journeyStep } from './journey';

/** A registered first-time client who finished the registration steps and has nothing else. */
const base: JourneyFacts = {
  forcedStep: null,
  completedSteps: [2, 3, 4],
  employmentStatus: 'employed',
  availableLoanAmount: 0,
  closedLoans: 0,
  loanStatus: null,
  application: null,
  lastClosedApplication: null,
  documents: { idDocument: 'present', payroll: 'present', bankStatement: 'missing' },
  bankLink: 'skipped',
  identity: 'approved',
  directDebit: 'present',
};
const app = (status: number, extra: Partial<NonNullable<JourneyFacts['application']>> = {}) => ({
  application: { status, paymentMethod: 'bank_transfer', affiliateSource: null, ...extra },
});

const CASES: Array<[string, Partial<JourneyFacts>, string, 'active' | 'completed']> = [
  ['employment step not done', { completedSteps: [] }, 'work_info', 'active'],
  ['address step not done', { completedSteps: [2] }, 'address', 'active'],
  ['reference step not done', { completedSteps: [2, 3] }, 'relative_info', 'active'],
  ['registered, nothing else', {}, 'new_client_created', 'active'],
  ['pre-approved amount', { availableLoanAmount: 300_000 }, 'pre_approval_page', 'active'],
  ['returning client without loan', { closedLoans: 1 }, 'no_loan_page', 'active'],
  [
    'rejected 3 days ago',
    { lastClosedApplication: { status: 6, daysSinceDecision: 3 } },
    'reject_page',
    'active',
  ],
  [
    'rejected 3 days ago, cool-off of 2 days',
    { lastClosedApplication: { status: 6, daysSinceDecision: 3 }, coolOffDays: 2 },
    'new_client_created',
    'active',
  ],
  [
    'accepted bank transfer, no CLABE saved (card on file)',
    { ...app(3), clabeSaved: false },
    'direct_debit_information',
    'active',
  ],
  ['accepted bank transfer, CLABE saved', { ...app(3), clabeSaved: true }, 'otp_agreement', 'active'],
  [
    'accepted cash pick-up, no CLABE',
    { ...app(3, { paymentMethod: 'cash' }), clabeSaved: false },
    'otp_agreement',
    'active',
  ],
  [
    'rejected 40 days ago',
    { lastClosedApplication: { status: 6, daysSinceDecision: 40 } },
    'new_client_created',
    'active',
  ],
  [
    'new application from a facebook campaign',
    {
      ...app(1, { affiliateSource: 'facebook' }),
      identity: 'missing',
      documents: { ...base.documents, idDocument: 'missing' },
    },
    'facebook',
    'active',
  ],
  [
    'new application without ID',
    { ...app(1), documents: { ...base.documents, idDocument: 'missing' } },
    'id_document_upload',
    'active',
  ],
  [
    'new application, bank link neither made nor skipped',
    { ...app(1), bankLink: 'missing' },
    'belvo',
    'active',
  ],
  [
    'new application, employed, no payroll',
    { ...app(1), documents: { ...base.documents, payroll: 'missing' } },
    'payroll_upload',
    'active',
  ],
  [
    'new application, self-employed, no statement',
    { ...app(1), employmentStatus: 'self_employed' },
    'bank_statement_upload',
    'active',
  ],
  ['new application, onboarding done', app(1), 'verification', 'completed'],
  ['verification', app(7), 'verification', 'completed'],
  ['manual verification', app(14), 'manual_page', 'active'],
  ['decision error', app(401), 'manual_page', 'active'],
  ['increase', app(18), 'offer_increase', 'active'],
  ['decrease', app(17), 'offer_decrease', 'active'],
  ['special offer', app(13), 'offer_decrease', 'active'],
  [
    'accepted without direct debit',
    { ...app(3), directDebit: 'missing' },
    'direct_debit_information',
    'active',
  ],
  ['accepted with direct debit', app(3), 'otp_agreement', 'active'],
  [
    'accepted cash pick-up',
    { ...app(3, { paymentMethod: 'cash' }), directDebit: 'missing' },
    'otp_agreement',
    'active',
  ],
  ['signing', app(2), 'tmc_page', 'active'],
  ['loan draft (payout pending)', { loanStatus: 1 }, 'tmc_page', 'active'],
  ['active loan', { loanStatus: 4 }, 'loan_page', 'active'],
  ['loan on hold', { loanStatus: 6 }, 'loan_page', 'active'],
  ['paid loan', { loanStatus: 5 }, 'no_loan_page', 'active'],
  ['sandbox forced step', { forcedStep: 'belvo', loanStatus: 4 }, 'belvo', 'active'],
];

describe('journeyStep (ADR 021 table)', () => {
  it.each(CASES)('%s', (_name, patch, step, status) => {
    expect(journeyStep({ ...base, ...patch })).toMatchObject({ step, status });
  });

  it('reaches every step of spec §4', () => {
    const reached = new Set(CASES.map(([, , step]) => step));
    expect([...reached].sort()).toEqual([...FLOW_STEPS].sort());
  });
});
