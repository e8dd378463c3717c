import {
  type ContactPerson,
  type EmploymentStepRequest,
  isRegistrationColumn,
  REGISTRATION_FIELDS,
  type RegistrationFieldDeclaration,
  type RegistrationStep,
} from '@lender/contracts';
import { and, desc, eq, sql } from '@lender/db/orm';
import { clientContacts, clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { insertClientRow } from '../seed/lending-rows';
import type { EmploymentStepInput } from './client-model';
import { completeStepFour } from './complete-step-four';
import { completeStepThree } from './complete-step-three';
import { completeStepTwo } from './complete-step-two';
import { answerValue, registrationAnswers } from './registration-answers';
import {
  type ColumnField,
  clientAnswerColumns,
  clientColumnsOf,
  columnKeyOf,
  columnValuesOf,
  jsonAnswersOf,
  keptInColumn,
  REGISTRATION_TABLE_SCHEMAS,
} from './registration-storage';

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t?.close();
});

/** Every row of `REGISTRATION_FIELDS` kept in a column of its own. */
const columnFields = REGISTRATION_FIELDS.filter((field): field is typeof field & ColumnField =>
  isRegistrationColumn(field.stored),
);

/**
 * A value the row's request schema accepts (a new row of any widget finds one here), and what core
 * takes for it: a `money` field's pesos in centavos, as the API converts them.
 */
const CANDIDATES: readonly unknown[] = [
  'Rosa Díaz Pérez',
  '5587651234',
  'sibling',
  'employed',
  '2026-01-15',
  '2026-12-15',
  3,
  1500,
  true,
];
function sampleOf(field: RegistrationFieldDeclaration): { request: unknown; core: unknown } {
  const found = CANDIDATES.find((candidate) => field.schema.safeParse(candidate).success);
  if (found === undefined)
    throw new Error(`no sample value for ${field.step}.${field.name}: add one to CANDIDATES`);
  return { request: found, core: field.widget.kind === 'money' ? Number(found) * 100 : found };
}
const samples = (step: RegistrationStep) =>
  Object.fromEntries(
    columnFields.filter((field) => field.step === step).map((field) => [field.name, sampleOf(field).core]),
  );

/** The steps' requests as core takes them, every field kept in a column given its sample. */
const employment = {
  employmentStatusKey: 'employed',
  monthlyIncome: 1_200_000,
  salaryCycle: 'monthly',
  payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 30 },
  ...samples('employment'),
} as EmploymentStepInput & Omit<Partial<EmploymentStepRequest>, 'monthlyIncome'>;
const address = {
  postalCode: '06700',
  regionId: 9,
  cityId: 9015,
  wardId: 90150947,
  street: 'Calle Orizaba',
  exteriorNumber: '10',
  ...samples('address'),
};
const reference = {
  fullName: 'Pedro Ramírez',
  phone: '5511223344',
  relation: 'friend',
  ...samples('reference'),
} as ContactPerson;

describe('registration fields kept in a column of their own (registration-storage.ts)', () => {
  it('has such rows: the reference person, one column of client_contacts each', () => {
    expect(columnFields.map((field) => `${field.stored.table}.${field.stored.column}`)).toEqual(
      expect.arrayContaining([
        'client_contacts.full_name',
        'client_contacts.phone_enc',
        'client_contacts.relationship',
      ]),
    );
  });

  it.each(
    columnFields.map(
      (field) =>
        [`${field.step}.${field.name} → ${field.stored.table}.${field.stored.column}`, field] as const,
    ),
  )('%s: the column is in the Drizzle schema and in the migrated database', async (_name, field) => {
    expect(columnKeyOf(field.stored)).toBeDefined();
    // Fails when the column has no migration.
    await expect(
      t.db.db.execute(
        sql`select ${sql.identifier(field.stored.column)} from ${sql.identifier(field.stored.table)} limit 0`,
      ),
    ).resolves.toBeDefined();
  });

  it('writes every such row through the steps and reads it back, from its column, as its answer', async () => {
    const phone = '+525512340001';
    const id = await insertClientRow(t.db.db, t.core.pii, {
      phone,
      email: 'columnas@example.mx',
      clabeHashOf: phone,
    });
    await completeStepTwo(t.core, { actorId: id, body: employment });
    await completeStepThree(t.core, {
      actorId: id,
      body: address as Parameters<typeof completeStepThree>[1]['body'],
    });
    await completeStepFour(t.core, { actorId: id, body: { reference } });

    const [clientRow] = await t.db.db.select().from(clients).where(eq(clients.id, id));
    const [contactRow] = await t.db.db
      .select()
      .from(clientContacts)
      .where(and(eq(clientContacts.clientId, id), eq(clientContacts.kind, 'reference')))
      .orderBy(desc(clientContacts.id))
      .limit(1);
    const rows = { clients: clientRow, client_contacts: contactRow } as Record<
      string,
      Record<string, unknown>
    >;
    const answers = (await registrationAnswers(t.core, { actorId: id })) as Record<
      string,
      Record<string, unknown> | null
    >;

    for (const field of columnFields) {
      const written = sampleOf(field).core;
      const key = columnKeyOf(field.stored) as string;
      const kept = rows[field.stored.table]?.[key];
      // In its column (encrypted when the row says so), and not in its step's JSON column.
      expect(field.stored.encrypted ? t.core.pii.decrypt(String(kept)) : kept, field.name).toEqual(written);
      if (field.step !== 'reference') expect(clientRow?.[field.step]).not.toHaveProperty(field.name);
      const { answer } = field as RegistrationFieldDeclaration;
      if (answer) {
        const expected = field.stored.encrypted
          ? `••••${String(written).slice(-4)}`
          : answerValue(field, written);
        expect(answers[field.step]?.[answer.name], field.name).toEqual(expected);
      }
    }
  });
});

describe('the generic path over a column of clients (a row the table may gain)', () => {
  const base = REGISTRATION_FIELDS[0];
  const inClients = {
    ...base,
    name: 'cycleAgain',
    stored: { table: 'clients', column: 'salary_cycle' },
  } as const;
  const secret = {
    ...base,
    name: 'secret',
    required: false,
    stored: { table: 'clients', column: 'curp_enc', encrypted: true },
  } as const;
  const fields = [inClients, secret];
  const pii = () => t.core.pii;

  it('writes each into its column by its Drizzle property, encrypted when the row says so', () => {
    const values = clientColumnsOf(
      'employment',
      { cycleAgain: 'monthly', secret: 'GODE561231HDFRRN09', other: 1 },
      pii(),
      fields,
    );
    expect(values.salaryCycle).toBe('monthly');
    expect(pii().decrypt(String(values.curpEnc))).toBe('GODE561231HDFRRN09');
    expect(Object.keys(values).sort()).toEqual(['curpEnc', 'salaryCycle']);
    expect(clientColumnsOf('employment', { cycleAgain: 'monthly' }, pii(), fields).curpEnc).toBeNull();
    expect(jsonAnswersOf('employment', { cycleAgain: 'monthly', other: 1 }, fields)).toEqual({ other: 1 });
    expect(clientColumnsOf('address', { cycleAgain: 'monthly' }, pii(), fields)).toEqual({});
  });

  it('reads each back from its column, an encrypted one masked', () => {
    expect(clientAnswerColumns(fields)).toEqual({
      salaryCycle: clients.salaryCycle,
      curpEnc: clients.curpEnc,
    });
    expect(keptInColumn(inClients.stored, { salaryCycle: 'monthly' }, pii())).toBe('monthly');
    expect(keptInColumn(secret.stored, { curpEnc: pii().encrypt('GODE561231HDFRRN09') }, pii())).toBe(
      '••••RN09',
    );
    expect(keptInColumn(secret.stored, { curpEnc: null }, pii())).toBeNull();
  });

  it('refuses a row naming a column the schema lacks', () => {
    const missing = { ...base, stored: { table: 'clients', column: 'no_such_column' } } as const;
    expect(columnKeyOf(missing.stored)).toBeUndefined();
    expect(() => columnValuesOf('employment', 'clients', {}, pii(), [missing])).toThrow(
      /no column no_such_column/,
    );
  });

  it('finds a Drizzle column by its SQL name: snake case, or the name it was given', () => {
    expect(Object.keys(REGISTRATION_TABLE_SCHEMAS).sort()).toEqual(['client_contacts', 'clients']);
    expect(columnKeyOf({ table: 'client_contacts', column: 'client_id' })).toBe('clientId');
    expect(columnKeyOf({ table: 'clients', column: 'email' })).toBe('legacyEmail');
    expect(columnKeyOf({ table: 'clients', column: 'second_last_name' })).toBe('secondLastName');
  });
});
