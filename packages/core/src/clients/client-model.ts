import type {
  ClientCheckKey,
  ClientLoginRequest,
  ClientProfile,
  ClientRegistrationRequest,
  ContactPerson,
  EmploymentStepRequest,
  RecoverPasswordRequest,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { clientContacts, type clients } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Authenticated, AuthService, IssuedToken } from '../auth/sessions';
import type { Clock } from '../clock';
import type { CodesService } from '../codes/codes';
import type { Limits } from '../limits';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { CaptchaProvider } from '../providers/captcha/port';
import type { ProfileFacts } from './profile-flags';

/** Spec §5: a client must be an adult. */

/** The employment step as core takes it: the request's fields with the monthly income in centavos. */
export type EmploymentStepInput = Omit<EmploymentStepRequest, 'monthlyIncome'> & {
  /** Centavos (whole pesos × 100). */
  readonly monthlyIncome: number;
};

export const ADULT_AGE = 18;

export type ClientRow = typeof clients.$inferSelect;

/** Who calls a public code endpoint: the caller's address and the captcha v3 token. */
export interface PublicCallContext {
  requester: string;
  captchaToken?: string | undefined;
}

/** Clients: registration, login, profile and the account calls of issue 4. */
export interface ClientsService {
  /**
   * Captcha v3 (`input.captchaToken`, action `register`) is required; the phone's SMS code
   * (limited per caller address when it was sent) proves the phone.
   */
  register(input: ClientRegistrationRequest): Promise<{ clientId: number; token: IssuedToken }>;
  /** `requester`: the caller's address, limited per minute and hour (issue 10 point 7). */
  login(input: ClientLoginRequest, requester?: string): Promise<IssuedToken>;
  /**
   * Whether an e-mail, phone or CURP is still free. `requester` (the caller's address) is limited
   * to `uniquenessChecksPerMinute` checks (`rate_limited`), which slows enumeration.
   */
  isUnique(key: ClientCheckKey, value: string, requester: string): Promise<boolean>;
  /**
   * Sends a registration or recovery SMS code, answering the same whoever owns the phone (issue 10
   * point 8): a registered phone gets a notice instead of a registration code; an unknown phone
   * gets no recovery code. Needs captcha v3 (action `sms_code`); `requester` (the caller's
   * address) is limited to `publicCodeRequestsPerMinute` requests and the per-address send caps.
   */
  sendPublicSmsCode(
    phone: string,
    purpose: 'registration' | 'recover_password',
    context: PublicCallContext,
  ): ReturnType<CodesService['send']>;
  /**
   * Checks the registration code on its own step without using it up (issue 37 trap 6): a wrong
   * guess spends one attempt (`code_invalid` …, field `smsCode`), a right one nothing; the
   * registration then consumes it. `requester` is limited like {@link sendPublicSmsCode}.
   */
  checkRegistrationCode(
    phone: string,
    smsCode: string,
    context: Pick<PublicCallContext, 'requester'>,
  ): ReturnType<CodesService['check']>;
  /** Sends an e-mail code (captcha action `email_code`), limited like {@link sendPublicSmsCode}. */
  sendEmailCode(email: string, context: PublicCallContext): ReturnType<CodesService['send']>;
  /**
   * Resets the password with the SMS code (captcha action `recover_password`). An unknown phone is
   * answered like a wrong code (`code_invalid`), never `not_found`.
   */
  recoverPassword(input: RecoverPasswordRequest): Promise<void>;
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
  logger: Logger;
  auth: AuthService;
  codes: CodesService;
  captcha: CaptchaProvider;
  limits: () => Promise<Limits>;
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
