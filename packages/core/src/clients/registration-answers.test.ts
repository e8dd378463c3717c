import { eq } from '@lender/db/orm';
import { clientContacts, clients } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../testing/test-core';
import { createPiiCrypto } from '../pii';
import { insertClientRow } from '../seed/lending-rows';
import { answerValue, readRegistrationAnswers, registrationAnswers } from './registration-answers';

let testDb: TestDb;
const pii = createPiiCrypto({
  encryptionKey: TEST_SECRETS.piiEncryptionKey,
  hashKey: TEST_SECRETS.piiHashKey,
});
const ctx = () => ({ db: testDb.db, pii });
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

let phones = 0;
const newClient = () => {
  phones += 1;
  const phone = `+5255${String(phones).padStart(8, '0')}`;
  return insertClientRow(testDb.db, pii, { phone, email: `ana${phones}@example.mx`, clabeHashOf: phone });
};

/** The employment and address steps as the steps keep them (`complete-step-two` and `-three`). */
const employment = {
  employmentStatusKey: 'employed',
  companyName: 'Tiendas del Centro',
  monthlyIncome: 1_250_000,
  salaryCycle: 'semi_monthly',
  payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
  // Kept but never read back: the site does not ask it.
  workPhone: '5587654321',
};
const address = {
  postalCode: '06700',
  regionId: 9,
  cityId: 15,
  wardId: 1,
  street: 'Av. Álvaro Obregón',
  exteriorNumber: '120',
  interiorNumber: '',
  region: 'Ciudad de México',
  city: 'Cuauhtémoc',
  ward: 'Roma Norte',
  wardType: 'Colonia',
};

describe('registrationAnswers: the steps read back through REGISTRATION_FIELDS', () => {
  it('gives null for the steps a new client has not answered', async () => {
    const id = await newClient();
    expect(await registrationAnswers(ctx(), { actorId: id })).toEqual({
      employment: null,
      address: null,
      reference: null,
    });
  });

  it('reads each answered field where its step keeps it: centavos as Money, an empty optional as null', async () => {
    const id = await newClient();
    await testDb.db.update(clients).set({ employment, address }).where(eq(clients.id, id));
    for (const fullName of ['Luis Pérez', 'Rosa Díaz']) {
      await testDb.db.insert(clientContacts).values({
        clientId: id,
        kind: 'reference',
        fullName,
        relationship: 'sibling',
        phoneEnc: pii.encrypt('5587651234'),
      });
    }
    expect(await registrationAnswers(ctx(), { actorId: id })).toEqual({
      employment: {
        employmentStatusKey: 'employed',
        companyName: 'Tiendas del Centro',
        monthlyIncome: { amount: 12_500, currency: 'MXN' },
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      },
      address: {
        postalCode: '06700',
        region: 'Ciudad de México',
        city: 'Cuauhtémoc',
        ward: 'Roma Norte',
        street: 'Av. Álvaro Obregón',
        exteriorNumber: '120',
        interiorNumber: null,
      },
      // The latest reference person, the phone masked.
      reference: { fullName: 'Rosa Díaz', relation: 'sibling', phoneMasked: '••••1234' },
    });
  });

  it('gives null for a step kept without one of its required answers', async () => {
    const id = await newClient();
    const { monthlyIncome: _missing, ...withoutIncome } = employment;
    await testDb.db.update(clients).set({ employment: withoutIncome }).where(eq(clients.id, id));
    expect((await registrationAnswers(ctx(), { actorId: id })).employment).toBeNull();
  });

  it('reads many clients at once, an unknown id left out', async () => {
    const first = await newClient();
    const second = await newClient();
    await testDb.db.update(clients).set({ address }).where(eq(clients.id, second));
    const answers = await readRegistrationAnswers(ctx(), [first, second, 999_999]);
    expect([...answers.keys()].sort()).toEqual([first, second].sort());
    expect(answers.get(first)?.address).toBeNull();
    expect(answers.get(second)?.address?.ward).toBe('Roma Norte');
  });

  it.each([
    [{ required: true, widget: { kind: 'money' } }, 1_250_050, { amount: 12_500.5, currency: 'MXN' }],
    [{ required: false, widget: { kind: 'money' } }, undefined, null],
    [{ required: true, widget: { kind: 'money' } }, undefined, undefined],
    [{ required: false, widget: { kind: 'text' } }, '', null],
    [{ required: false, widget: { kind: 'number' } }, 0, 0],
    [{ required: true, widget: { kind: 'choice', classification: 'x', words: 'catalog.x' } }, 'a', 'a'],
    [
      { required: true, widget: { kind: 'payDay' } },
      { dateOfMonth: 30 },
      { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 30 },
    ],
  ] as const)(
    'reads a field of %j kept as %j as %j (a new field of any widget too)',
    (field, raw, answer) => {
      expect(answerValue(field, raw)).toEqual(answer);
    },
  );
});
