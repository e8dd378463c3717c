import { describe, expect, it } from 'vitest';
import { backOfficeCatalogue } from '../audience/back-office-catalogue.js';
import { roleCan } from '../permissions.js';
import { type ManualCaseEvidence, ManualCaseEvidenceSchema } from './case-evidence.js';

/** An answer as the API gives it for a first-time borrower with a bank link and an ID. */
const evidence: ManualCaseEvidence = {
  applicationId: 12,
  status: 14,
  requestedCentavos: 300_000,
  termDays: 14,
  payCycle: 'biweekly',
  sequenceType: 'first',
  appliedAt: '2026-03-02T18:00:00.000Z',
  client: {
    id: 7,
    fullName: 'Gloria Hernández García',
    status: 1,
    birthDate: '1956-04-27',
    age: 69,
    registeredAt: '2026-03-01T12:00:00.000Z',
  },
  documents: [
    {
      id: 3,
      type: 'id_front',
      contentType: 'image/jpeg',
      size: 120_000,
      uploadedAt: '2026-03-01T12:30:00.000Z',
      format: 'jpeg',
      deletedAt: null,
      url: '/web/back-office/files/3?expires=1&signature=abc',
      urlExpiresAt: '2026-03-02T18:05:00.000Z',
    },
  ],
  curp: {
    masked: 'HEGG**********RL04',
    structure: 'pass',
    checkDigit: 'pass',
    name: 'pass',
    birthDate: 'pass',
    state: 'Veracruz',
  },
  rfc: { value: 'HEGG560427MS8', structure: 'pass', matchesCurp: 'pass' },
  identityVerification: 'approved',
  employment: {
    status: 'employed',
    position: 'sales',
    companyName: 'Tienda SA',
    monthlyIncomeCentavos: 1_200_000,
    monthlyExpensesCentavos: null,
    payCycle: 'biweekly',
    nextPayDate: '2026-03-15',
  },
  bankLink: {
    status: 'linked',
    institution: 'Banorte',
    monthlyIncomeCentavos: 1_150_000,
    incomeMonths: 6,
    incomeRegularity: 0.9,
    accounts: 2,
    balanceCentavos: 450_000,
    linkedAt: '2026-03-01T13:00:00.000Z',
  },
  scoring: {
    juicyScore: { score: 800, verdict: 'allow' },
    helloSoda: null,
    iovation: { verdict: 'review' },
    behaviouralData: true,
  },
  decision: {
    id: 4,
    applicationId: 12,
    outcome: 14,
    reasons: [{ rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: 'missing' } }],
    inputs: {},
    ruleSet: 'v2-2026-11',
    decidedBy: 'engine',
    offeredCentavos: null,
    createdAt: '2026-03-02T18:00:00.000Z',
  },
  history: {
    applications: [{ id: 9, status: 4, amountCentavos: 200_000, createdAt: '2026-01-02T18:00:00.000Z' }],
    loans: [
      {
        id: 5,
        status: 5,
        principalCentavos: 200_000,
        dueDate: '2026-01-16',
        overdueDays: 0,
        closedAt: '2026-01-15T18:00:00.000Z',
      },
    ],
  },
  duplicates: [{ clientId: 8, fullName: 'Gloria Hernández', status: 1, matches: ['device', 'curp'] }],
};

describe('the evidence of a manual case', () => {
  it('is read by the roles that read the queue, with the case in the path', () => {
    const endpoint = backOfficeCatalogue['backOffice.manualCaseEvidence'];
    expect(endpoint).toMatchObject({
      method: 'get',
      path: '/web/private/back-office/applications/:id/evidence',
      permission: 'applications.queue',
    });
    expect(roleCan('agent', 'applications.queue')).toBe(true);
    expect(roleCan('finance', 'applications.queue')).toBe(false);
  });

  it('takes the API’s answer as it is', () => {
    expect(ManualCaseEvidenceSchema.parse(evidence)).toEqual(evidence);
  });

  it('never carries a whole CURP where the masked one goes', () => {
    const whole = { ...evidence, curp: { ...evidence.curp, masked: 'HEGG560427MVZRRL04' } };
    expect(ManualCaseEvidenceSchema.safeParse(whole).success).toBe(false);
  });

  it('names at least one thing a duplicate shares, from the list', () => {
    const none = { ...evidence, duplicates: [{ ...evidence.duplicates[0], matches: [] }] };
    const unknown = { ...evidence, duplicates: [{ ...evidence.duplicates[0], matches: ['email'] }] };
    expect(ManualCaseEvidenceSchema.safeParse(none).success).toBe(false);
    expect(ManualCaseEvidenceSchema.safeParse(unknown).success).toBe(false);
  });
});
