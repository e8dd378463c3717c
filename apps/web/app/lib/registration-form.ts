import {
  PAY_CYCLE_TABLE,
  PAY_CYCLES,
  PAY_DAY_FIELDS,
  type PayCycle,
  SEMI_MONTHLY_PAY_DAYS,
} from '@lender/calculator';
import {
  AddressStepRequestSchema,
  EmploymentStepRequestSchema,
  ReferenceStepRequestSchema,
  type RegistrationStep,
  type RegistrationWidget,
  registrationFieldsOf,
} from '@lender/contracts';
import { masks } from '@lender/ui';
import type * as z from 'zod';
import { validatorOf } from './form-schemas';
import { type FormValidator, type LiveSchema, formText as text } from './live-form';
import { PAY_DAY_INPUTS } from './pay-day-inputs';

// The registration's steps (`REGISTRATION_FIELDS` of the contracts): each step's request built from
// its rows by their widgets, the schema the contracts build from the same rows.

const stepSchemas = {
  employment: EmploymentStepRequestSchema,
  address: AddressStepRequestSchema,
  // Sent as `{ reference: { … } }`: its fields' errors come back under `reference.`.
  reference: ReferenceStepRequestSchema,
} as const satisfies Record<RegistrationStep, z.ZodType>;

/** `/registration/employment`, `/address` and `/reference`: a step's form, checked with its request's schema. */
export function registrationForm(step: RegistrationStep): LiveSchema {
  const fields: Record<string, string> = {};
  for (const field of registrationFieldsOf(step)) {
    if (step === 'reference') fields[`reference.${field.name}`] = field.name;
    if (field.widget.kind === 'payDay') {
      fields[`${field.name}.${PAY_DAY_FIELDS.date}`] = PAY_DAY_INPUTS.date;
      fields[`${field.name}.${PAY_DAY_FIELDS.dayOfMonth}`] = PAY_DAY_INPUTS.dayOfMonth;
      fields[`${field.name}.${PAY_DAY_FIELDS.dayPair}`] = PAY_DAY_INPUTS.dayPair;
      // No cycle chosen: the pay day cannot be told, so the cycle is what is missing.
      fields[field.name] = payCycleFieldOf(step);
    }
  }
  return { schema: stepSchemas[step], body: (form) => registrationBody(step, form), fields };
}

const payCycleFieldOf = (step: RegistrationStep) =>
  registrationFieldsOf(step).find((field) => field.widget.kind === 'payCycle')?.name ?? '';

/**
 * A step's request from its form: each asked field read by its widget; an optional field left empty
 * is not sent. The reference step's fields go under `reference`.
 */
export function registrationBody(step: RegistrationStep, form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of registrationFieldsOf(step)) {
    const raw = text(form, field.name);
    switch (field.widget.kind) {
      case 'none':
        break;
      case 'payDay':
        Object.assign(body, payDayBody(form, field.name, text(form, payCycleFieldOf(step))));
        break;
      case 'payCycle':
        body[field.name] = raw === '' ? undefined : raw;
        break;
      case 'place':
        body[field.name] = raw === '' ? undefined : Number(raw);
        break;
      default: {
        const value = inputValue(field.widget.kind, raw);
        if (field.required || value !== '') body[field.name] = value;
      }
    }
  }
  return step === 'reference' ? { reference: body } : body;
}

/** A field's value from its input's text, by its widget. */
function inputValue(kind: RegistrationWidget['kind'], raw: string): unknown {
  switch (kind) {
    case 'phone':
      return masks.phoneMask.parse(raw);
    case 'money': {
      // Letters (`abc`) are not an empty answer: the text goes as typed, so the schema says it must be
      // a number (issue 37 trap 8), not that it is missing.
      const digits = masks.incomeMask.parse(raw);
      return /[^\d\s$,]/.test(raw) ? raw : digits === '' ? undefined : Number(digits);
    }
    case 'number':
      return /^\d+$/.test(raw) ? Number(raw) : raw === '' ? undefined : raw;
    case 'date':
      return masks.dateDigitsToIso(masks.dateMask.parse(raw)) ?? (raw === '' ? undefined : raw);
    default:
      return raw;
  }
}

/** The pay day the cycle's borrowers declare (@lender/calculator's table), and the next pay date when dated. */
function payDayBody(form: FormData, name: string, cycle: string) {
  const nextPayDate = masks.dateDigitsToIso(masks.dateMask.parse(text(form, PAY_DAY_INPUTS.date)));
  const pair = SEMI_MONTHLY_PAY_DAYS.find(([a, b]) => `${a}-${b}` === text(form, PAY_DAY_INPUTS.dayPair));
  const day = text(form, PAY_DAY_INPUTS.dayOfMonth);
  const input = PAY_CYCLES.find((c) => c === cycle) ? PAY_CYCLE_TABLE[cycle as PayCycle].input : undefined;
  const dated = input === 'date';
  return {
    [name]: {
      referenceDate: dated ? (nextPayDate ?? '') : null,
      // No pair chosen is a missing answer (`required`), not a too-short list.
      semiMonthlyPayDates: input === 'dayPair' ? (pair ? [pair[0], pair[1]] : undefined) : null,
      dateOfMonth: input === 'dayOfMonth' ? (day === '' ? undefined : Number(day)) : null,
    },
    ...(nextPayDate && dated ? { nextPayDate } : {}),
  };
}

/** The browser's validator of a step's form (`useLiveForm` loads it with this module). */
export const registrationValidator = (step: RegistrationStep): FormValidator =>
  validatorOf(registrationForm(step));
