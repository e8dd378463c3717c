import { moneyView } from '@lender/calculator/kernel';
import {
  isRegistrationColumn,
  REGISTRATION_STEPS,
  type RegistrationAnswers,
  RegistrationAnswersSchema,
  type RegistrationFieldDeclaration,
  type RegistrationStep,
  registrationFieldsOf,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { clientContacts, clients } from '@lender/db/schema';
import type { PiiCrypto } from '../pii';
import { clientAnswerColumns, keptInColumn } from './registration-storage';

/** What reading the registration's answers needs. */
export interface RegistrationAnswersContext {
  db: Executor;
  pii: PiiCrypto;
}

type ContactRow = typeof clientContacts.$inferSelect;

const NOT_ANSWERED: RegistrationAnswers = { employment: null, address: null, reference: null };

/**
 * `client.registrationAnswers`: what the client answered in the employment, address and reference
 * steps, for the summary before signing (issue 37); a step not answered yet is `null`.
 */
export async function registrationAnswers(
  ctx: RegistrationAnswersContext,
  { actorId: clientId }: { readonly actorId: number },
): Promise<RegistrationAnswers> {
  return (await readRegistrationAnswers(ctx, [clientId])).get(clientId) ?? NOT_ANSWERED;
}

/**
 * The registration's answers of many clients at once (the back-office's record and CSV), each field
 * read where `REGISTRATION_FIELDS` says it is kept: a key of its step's JSON column of `clients`, or
 * a column of its own (`registration-storage.ts`) of the client's row or of the client's latest
 * reference person. A step is answered once its JSON column, or its contact row, exists.
 */
export async function readRegistrationAnswers(
  { db, pii }: RegistrationAnswersContext,
  clientIds: readonly number[],
): Promise<Map<number, RegistrationAnswers>> {
  if (clientIds.length === 0) return new Map();
  const ids = [...new Set(clientIds)];
  const rows = (await db
    .select({
      ...clientAnswerColumns(),
      id: clients.id,
      employment: clients.employment,
      address: clients.address,
    })
    .from(clients)
    .where(inArray(clients.id, ids))) as (Record<string, unknown> & {
    id: number;
    employment: Record<string, unknown> | null;
    address: Record<string, unknown> | null;
  })[];
  const contacts = await db
    .select()
    .from(clientContacts)
    .where(and(inArray(clientContacts.clientId, ids), eq(clientContacts.kind, 'reference')))
    .orderBy(desc(clientContacts.id));
  const reference = new Map<number, ContactRow>();
  for (const contact of contacts)
    if (!reference.has(contact.clientId)) reference.set(contact.clientId, contact);
  return new Map(
    rows.map((row) => {
      const contact = reference.get(row.id);
      const kept = {
        'clients.employment': row.employment,
        'clients.address': row.address,
        client_contacts: contact,
      } as const;
      const tables = { clients: row, client_contacts: contact } as const;
      const stepAnswer = (step: RegistrationStep) => {
        const stepKept: Readonly<Record<string, unknown>> | null | undefined =
          kept[REGISTRATION_STEPS[step].storedIn];
        if (!stepKept) return null;
        return answerOf(step, (stored) =>
          isRegistrationColumn(stored) ? keptInColumn(stored, tables[stored.table], pii) : stepKept[stored],
        );
      };
      // Each step's answer is what its schema parsed (`answerOf`), or null.
      const answers = {
        employment: stepAnswer('employment'),
        address: stepAnswer('address'),
        reference: stepAnswer('reference'),
      } as RegistrationAnswers;
      return [row.id, answers] as const;
    }),
  );
}

/**
 * A step's answer from what it keeps: each answered row's value as the contract reads it, or `null`
 * when the step's answer is incomplete (a step saved before one of its required fields existed).
 */
function answerOf(
  step: RegistrationStep,
  kept: (stored: RegistrationFieldDeclaration['stored']) => unknown,
): unknown {
  const candidate: Record<string, unknown> = {};
  for (const field of registrationFieldsOf(step)) {
    if ('answer' in field) candidate[field.answer.name] = answerValue(field, kept(field.stored));
  }
  const parsed = RegistrationAnswersSchema.shape[step].safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * A field's answer from what its step kept: centavos as `Money`, the pay day with each part `null`
 * when the cycle does not declare it; an optional field never answered (or left empty) is `null`,
 * a required one missing stays missing (its step's answer is then `null`).
 */
export function answerValue(
  field: Pick<RegistrationFieldDeclaration, 'required' | 'widget'>,
  raw: unknown,
): unknown {
  if (field.widget.kind === 'payDay') return payDayOf(raw);
  if (raw === undefined || raw === null || raw === '') return field.required ? undefined : null;
  return field.widget.kind === 'money' ? (typeof raw === 'number' ? moneyView(raw) : undefined) : raw;
}

/** The pay day as stored, each part `null` when the cycle does not declare it. */
function payDayOf(raw: unknown) {
  const stored = (raw ?? {}) as {
    referenceDate?: string | null;
    semiMonthlyPayDates?: [number, number] | null;
    dateOfMonth?: number | null;
  };
  return {
    referenceDate: stored.referenceDate ?? null,
    semiMonthlyPayDates: stored.semiMonthlyPayDates ?? null,
    dateOfMonth: stored.dateOfMonth ?? null,
  };
}
