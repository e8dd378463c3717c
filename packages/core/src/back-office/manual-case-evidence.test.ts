import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { curpCheckDigit } from '@lender/clabe/curp';
import { personRfc } from '@lender/clabe/names';
import { eq } from '@lender/db/orm';
import {
  bankLinks,
  clientContacts,
  clientDataBlocks,
  clientDocuments,
  clients,
  fraudSignals,
  veriffSessions,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleHeicPhoto, sampleJpeg, uploadOf } from '../../testing/sample-files';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { idDocumentUpload } from '../documents/id-document-upload';
import { insertApplicationRow, insertClientRow, insertLoanRow, insertManualCase } from '../seed/lending-rows';
import { homonymCurps } from './case-duplicates';
import { manualCaseEvidence } from './manual-case-evidence';

// The evidence of a manual case (the queue's decision panel, issue 48), read from a real database:
// a borrower with an ID and a selfie, a bank link, an earlier paid loan, scoring and the engine's
// reasons, and four other clients: one registered on the same device, one with the same CURP but
// for the homonymy character (and the same name and birth date), one whose phone is the borrower's
// reference, and one that shares nothing.

const CURP = 'HEGG560427MVZRRL04';
let t: TestCore;
let seq = 0;
let applicationId: number;
const others: Record<'device' | 'homonym' | 'reference' | 'stranger', number> = {
  device: 0,
  homonym: 0,
  reference: 0,
  stranger: 0,
};

async function client(input: { firstName: string; lastName: string; phone?: string }): Promise<number> {
  seq += 1;
  return insertClientRow(t.core.db, t.core.pii, {
    phone: input.phone ?? `+5255300000${String(seq).padStart(2, '0')}`,
    email: `case${seq}@lender.test`,
    firstName: input.firstName,
    lastName: input.lastName,
    clabeHashOf: `clabe-${seq}`,
  });
}

async function setIdentity(id: number, curp: string, birthDate: string, secondLastName: string) {
  await t.core.db
    .update(clients)
    .set({
      curpEnc: t.core.pii.encrypt(curp),
      curpHash: t.core.pii.hash('curp', curp),
      birthDate,
      secondLastName,
    })
    .where(eq(clients.id, id));
}

async function fromDevice(clientId: number, deviceId: string, scored = false): Promise<number> {
  const id = await insertApplicationRow(t.core.db, {
    clientId,
    status: APPLICATION_STATUS.canceled,
    amount: 200_000,
    termDays: 14,
    salaryCycle: 'biweekly',
    payDates: '2026-03-16',
    pricedOn: '2026-03-02',
  });
  await t.core.db.insert(fraudSignals).values({
    applicationId: id,
    clientId,
    iovationBlackbox: 'bb',
    iovationResult: { verdict: 'review', deviceId, reason: 'device_new' },
    ...(scored && { juicyScoreResult: { verdict: 'allow', score: 812 } }),
  });
  return id;
}

beforeAll(async () => {
  t = await createTestCore();
  const gloria = await client({ firstName: 'Gloria', lastName: 'Hernández' });
  await setIdentity(gloria, CURP, '1956-04-27', 'García');
  await t.core.db
    .update(clients)
    .set({
      employment: {
        employmentStatusKey: 'employed',
        employmentPositionKey: 'sales',
        companyName: 'Tienda del Centro',
        monthlyIncome: 1_200_000,
        salaryCycle: 'biweekly',
        nextPayDate: '2026-03-13',
      },
    })
    .where(eq(clients.id, gloria));
  await insertLoanRow(t.core.db, {
    clientId: gloria,
    status: LOAN_STATUS.paid,
    principal: 200_000,
    total: 236_000,
    termDays: 14,
    dueDate: '2026-01-16',
    salaryCycle: 'biweekly',
    pricedOn: '2026-01-02',
    signedAt: new Date('2026-01-02T18:00:00Z'),
  });
  applicationId = await insertManualCase(t.core.db, {
    clientId: gloria,
    payDates: '2026-03-16',
    pricedOn: '2026-03-02',
  });
  await t.core.db.insert(fraudSignals).values({
    applicationId,
    clientId: gloria,
    iovationBlackbox: 'bb',
    iovationResult: { verdict: 'review', deviceId: 'dev_shared', reason: 'device_new' },
    juicyScoreResult: { verdict: 'allow', score: 812 },
  });
  await t.core.db.insert(veriffSessions).values({
    id: `vs-${gloria}`,
    clientId: gloria,
    provider: 'sandbox',
    url: 'https://sandbox.invalid/session',
    status: 'approved',
  });
  await t.core.db.insert(bankLinks).values({
    clientId: gloria,
    provider: 'sandbox-belvo',
    status: 'linked',
    linkId: `link-${gloria}`,
    institution: 'Banorte',
    summary: {
      accounts: [
        { id: 'a', name: 'Nómina', category: 'CHECKING_ACCOUNT', currency: 'MXN', balanceCurrent: 250_000 },
        { id: 'b', name: 'Ahorro', category: 'SAVINGS_ACCOUNT', currency: 'MXN', balanceCurrent: 50_000 },
        { id: 'c', name: 'Tarjeta', category: 'CREDIT_CARD', currency: 'MXN', balanceCurrent: -90_000 },
      ],
      monthlyIncome: 1_150_000,
      incomeMonths: 6,
      incomeRegularity: 0.9,
    },
  });
  await idDocumentUpload(t.core, uploadOf(gloria, 'id_front', sampleJpeg(1024, 768)));
  await idDocumentUpload(t.core, uploadOf(gloria, 'selfie', sampleHeicPhoto()));
  const gone = await idDocumentUpload(t.core, uploadOf(gloria, 'id_back', sampleJpeg(1024, 768)));
  await t.core.db
    .update(clientDocuments)
    .set({ deletedAt: new Date('2026-03-02T17:00:00Z') })
    .where(eq(clientDocuments.id, gone.id));

  others.device = await client({ firstName: 'Rosa', lastName: 'Luna' });
  await fromDevice(others.device, 'dev_shared');
  others.homonym = await client({ firstName: 'Gloria', lastName: 'Hernández' });
  await setIdentity(others.homonym, homonymCurps(CURP)[0] as string, '1956-04-27', 'García');
  others.reference = await client({ firstName: 'Pedro', lastName: 'Hernández', phone: '+525511112222' });
  await t.core.db.insert(clientContacts).values({
    clientId: gloria,
    kind: 'reference',
    fullName: 'Pedro Hernández',
    relationship: 'sibling',
    phoneEnc: t.core.pii.encrypt('5511112222'),
  });
  others.stranger = await client({ firstName: 'Gloria', lastName: 'Hernández' });
  await fromDevice(others.stranger, 'dev_other');
}, 120_000);
afterAll(() => t?.close());

describe('the evidence of a manual case', () => {
  it('reads the case, the client and the identity checks, the CURP masked and never whole', async () => {
    const evidence = await manualCaseEvidence(t.core, { params: { id: applicationId } });
    expect(evidence).toMatchObject({
      applicationId,
      status: APPLICATION_STATUS.manualVerification,
      requestedCentavos: 300_000,
      payCycle: 'biweekly',
      client: { fullName: 'Gloria Hernández García', birthDate: '1956-04-27', age: 69 },
      curp: {
        masked: 'HEGG**********RL04',
        structure: 'pass',
        checkDigit: 'pass',
        name: 'pass',
        birthDate: 'pass',
      },
      rfc: {
        value: personRfc(
          { givenNames: 'Gloria', firstSurname: 'Hernández', secondSurname: 'García' },
          '1956-04-27',
        ),
        structure: 'pass',
        matchesCurp: 'pass',
      },
      identityVerification: 'approved',
    });
    expect(JSON.stringify(evidence)).not.toContain(CURP);
    expect(JSON.stringify(evidence)).not.toContain(CURP.slice(4, 14));
  });

  it('gives the ID and the selfie (a HEIC shown as JPEG) with signed links, not the deleted back', async () => {
    const { documents } = await manualCaseEvidence(t.core, { params: { id: applicationId } });
    expect(documents.map((document) => [document.type, document.contentType])).toEqual([
      ['selfie', 'image/jpeg'],
      ['id_front', 'image/jpeg'],
    ]);
    for (const document of documents)
      expect(document.url).toMatch(/^\/web\/back-office\/files\/\d+\?expires=/);
  });

  it('gives income and employment, the bank link’s summary and the scoring', async () => {
    const evidence = await manualCaseEvidence(t.core, { params: { id: applicationId } });
    expect(evidence.employment).toEqual({
      status: 'employed',
      position: 'sales',
      companyName: 'Tienda del Centro',
      monthlyIncomeCentavos: 1_200_000,
      monthlyExpensesCentavos: null,
      payCycle: 'biweekly',
      nextPayDate: '2026-03-13',
    });
    expect(evidence.bankLink).toMatchObject({
      status: 'linked',
      institution: 'Banorte',
      monthlyIncomeCentavos: 1_150_000,
      incomeMonths: 6,
      incomeRegularity: 0.9,
      accounts: 3,
      // The credit card's debt is not money in the bank.
      balanceCentavos: 300_000,
    });
    expect(evidence.scoring).toEqual({
      juicyScore: { score: 812, verdict: 'allow' },
      helloSoda: null,
      iovation: { verdict: 'review' },
      behaviouralData: true,
    });
  });

  it('gives the engine’s decision with its reasons, and the earlier application and loan', async () => {
    const evidence = await manualCaseEvidence(t.core, { params: { id: applicationId } });
    expect(evidence.decision).toMatchObject({
      applicationId,
      outcome: APPLICATION_STATUS.manualVerification,
      decidedBy: 'engine',
      reasons: [{ rule: 'income', code: 'decision.incomeUnknown' }],
    });
    expect(evidence.history.applications).toEqual([
      expect.objectContaining({ status: APPLICATION_STATUS.completed, amountCentavos: 200_000 }),
    ]);
    expect(evidence.history.loans).toEqual([
      expect.objectContaining({
        status: LOAN_STATUS.paid,
        principalCentavos: 200_000,
        dueDate: '2026-01-16',
      }),
    ]);
  });

  it('lists the clients that share the device, the person (CURP and name) or the reference’s phone', async () => {
    const { duplicates } = await manualCaseEvidence(t.core, { params: { id: applicationId } });
    expect(duplicates).toEqual([
      { clientId: others.device, fullName: 'Rosa Luna', status: 1, matches: ['device'] },
      {
        clientId: others.homonym,
        fullName: 'Gloria Hernández García',
        status: 1,
        matches: ['curp', 'name_birth_date'],
      },
      { clientId: others.reference, fullName: 'Pedro Hernández', status: 1, matches: ['contact_phone'] },
    ]);
  });

  it('leaves out a client whose data is blocked (a cancellation): kept for the legal duties only', async () => {
    await t.core.db.insert(clientDataBlocks).values({ clientId: others.device, blockedAt: t.clock.now() });
    try {
      const { duplicates } = await manualCaseEvidence(t.core, { params: { id: applicationId } });
      expect(duplicates.map((d) => d.clientId)).toEqual([others.homonym, others.reference]);
    } finally {
      await t.core.db.delete(clientDataBlocks).where(eq(clientDataBlocks.clientId, others.device));
    }
  });

  it('is not_found for an application that does not exist', async () => {
    await expect(manualCaseEvidence(t.core, { params: { id: 999_999 } })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('homonymCurps', () => {
  it('changes only the homonymy character, with its check digit, in the CURP’s century', () => {
    const variants = homonymCurps(CURP);
    expect(variants).toHaveLength(9);
    for (const variant of variants) {
      expect(variant.slice(0, 16)).toBe(CURP.slice(0, 16));
      expect(variant[16]).toMatch(/\d/);
      expect(variant.slice(17)).toBe(String(curpCheckDigit(variant.slice(0, 17))));
    }
    expect(variants).not.toContain(CURP);
    expect(homonymCurps('PEPL000909HNLRDSA1').every((curp) => /[A-Z]/.test(curp[16] as string))).toBe(true);
    expect(homonymCurps('NOT A CURP')).toEqual([]);
  });
});
