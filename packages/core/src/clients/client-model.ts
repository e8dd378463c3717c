import type { ContactPerson, EmploymentStepRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { clientContacts, type clients } from '@lender/db/schema';
import type { PiiCrypto } from '../pii';
import { contactColumnsOf } from './registration-storage';

/** Spec §5: a client must be an adult. */

/** The employment step as core takes it: the request's fields with the monthly income in centavos. */
export type EmploymentStepInput = Omit<EmploymentStepRequest, 'monthlyIncome'> & {
  /** Centavos (whole pesos × 100). */
  readonly monthlyIncome: number;
};

export const ADULT_AGE = 18;

export type ClientRow = typeof clients.$inferSelect;

export async function upsertContact(
  db: Database,
  pii: PiiCrypto,
  clientId: number,
  kind: 'additional' | 'reference',
  input: ContactPerson,
): Promise<void> {
  await db
    .delete(clientContacts)
    .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.kind, kind)));
  // Each field in the column its row of `REGISTRATION_FIELDS` names (`registration-storage.ts`).
  await db.insert(clientContacts).values({ clientId, kind, ...contactColumnsOf(input, pii) });
}
export { isUniqueViolation } from '@lender/db';
