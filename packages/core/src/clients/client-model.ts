import type { ClientProfile, ContactPerson, EmploymentStepRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { clientContacts, type clients } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Authenticated, AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import type { CodesService } from '../codes/codes';
import type { PiiCrypto } from '../pii';
import type { ProfileFacts } from './profile-flags';

/** Spec §5: a client must be an adult. */

/** The employment step as core takes it: the request's fields with the monthly income in centavos. */
export type EmploymentStepInput = Omit<EmploymentStepRequest, 'monthlyIncome'> & {
  /** Centavos (whole pesos × 100). */
  readonly monthlyIncome: number;
};

export const ADULT_AGE = 18;

export type ClientRow = typeof clients.$inferSelect;

/**
 * Clients: what other parts of core read of a client (the guard, the profile). Registration and
 * login are plain use cases, one file each (`register-client.ts`, `client-login.ts`, issue 49).
 */
export interface ClientsService {
  /**
   * The client, or `unauthorized` when gone; a blocked client is logged out (`user_blocked`).
   * `loaded` is the row when the caller has just read it (`auth.authenticateClient`).
   */
  requireActive(clientId: number, loaded?: ClientRow): Promise<ClientRow>;
  /**
   * The profile, as the `get` use case (`get.ts`) answers it, for core's other readers. `row` is
   * the client row when the caller has just read it; `facts` the profile's facts read with it
   * ({@link authenticateProfile}).
   */
  profile(clientId: number, row?: ClientRow, facts?: ProfileFacts): Promise<ClientProfile>;
  /**
   * `GET client` in one statement (issue 17, ADR 091): the token's session, checked as
   * `auth.authenticate` checks it (`unauthorized`, `token_expired`, `session_revoked`), with the
   * client row (`undefined` for a back-office token or a client that is gone) and the facts
   * {@link profile} takes. The caller still checks the account (`requireActive` with the row).
   */
  authenticateProfile(
    token: string,
  ): Promise<{ auth: Authenticated; client: ClientRow | undefined; facts: ProfileFacts }>;
  /** Sets the status (back-office, seed); blocking revokes every session at once. */
  setStatus(clientId: number, status: number): Promise<void>;
}

/** What the clients service needs. */
export interface ClientsDeps {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  auth: AuthService;
  codes: CodesService;
  /** Records the client's own changes (registration, CLABE, e-mail, phone, password; ADR 225). */
  audit?: AuditService;
}

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
  await db.insert(clientContacts).values({
    clientId,
    kind,
    fullName: input.fullName,
    relationship: input.relation,
    phoneEnc: pii.encrypt(input.phone),
  });
}
export { isUniqueViolation } from '@lender/db';
