import { describe, expect, it } from 'vitest';
import {
  isRegistrationColumn,
  REGISTRATION_FIELDS,
  REGISTRATION_STEPS,
  REGISTRATION_TABLES,
  type RegistrationStep,
  registrationFieldsOf,
} from './registration-fields.js';
import {
  AddressStepRequestSchema,
  ContactPersonSchema,
  EmploymentStepRequestSchema,
  RegistrationAnswersSchema,
} from './registration-steps.js';

const steps = Object.keys(REGISTRATION_STEPS) as RegistrationStep[];
const requestOf = {
  employment: EmploymentStepRequestSchema,
  address: AddressStepRequestSchema,
  reference: ContactPersonSchema,
} as const;

describe('REGISTRATION_FIELDS, the registration steps as one table', () => {
  it.each(steps)('gives the %s step its request: every row, in order, optional unless required', (step) => {
    const shape = requestOf[step].shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    const fields = registrationFieldsOf(step);
    expect(Object.keys(shape)).toEqual(fields.map((field) => field.name));
    for (const field of fields) expect(shape[field.name]?.safeParse(undefined).success).toBe(!field.required);
  });

  it.each(steps)('reads back the %s step as its answered rows, under their answer names', (step) => {
    const answers = RegistrationAnswersSchema.shape[step].options[0].shape;
    const answered = registrationFieldsOf(step).flatMap((field) => ('answer' in field ? [field.answer] : []));
    expect(Object.keys(answers)).toEqual(answered.map((answer) => answer.name));
  });

  it('names each field once per step, and each answer once', () => {
    for (const step of steps) {
      const names = registrationFieldsOf(step).map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      const stored = registrationFieldsOf(step).map((field) =>
        isRegistrationColumn(field.stored) ? `${field.stored.table}.${field.stored.column}` : field.stored,
      );
      expect(new Set(stored).size).toBe(stored.length);
    }
  });

  it('keeps each field where its step can: a JSON key only in a step with a JSON column, a contact column only in the contact step', () => {
    for (const field of REGISTRATION_FIELDS) {
      const contactStep = REGISTRATION_STEPS[field.step].storedIn === 'client_contacts';
      if (isRegistrationColumn(field.stored)) {
        expect(REGISTRATION_TABLES).toContain(field.stored.table);
        expect(field.stored.column).toMatch(/^[a-z][a-z0-9_]*$/);
        if (field.stored.table === 'client_contacts') expect(contactStep).toBe(true);
      } else {
        expect(contactStep).toBe(false);
      }
    }
  });

  it.each(REGISTRATION_FIELDS.map((field) => [`${field.step}.${field.name}`, field] as const))(
    '%s: asked with words, shown only when read back',
    (_name, field) => {
      // The site asks a field under its label (the pay day's inputs take theirs from the cycle's
      // kind of pay day); a field the site does not ask has none.
      if (field.widget.kind !== 'payDay') expect(field.labelKey === null).toBe(field.widget.kind === 'none');
      // The summary and the back-office write what `registrationAnswers` reads back.
      if (field.summary || field.backOffice) expect('answer' in field).toBe(true);
      if (field.backOffice) expect(field.backOffice.labelKey).toMatch(/^backoffice\.registration\./);
    },
  );
});
