import { moneyView } from '@lender/calculator/kernel';
import { validateCurp } from '@lender/clabe/curp';
import type { ClientProfile } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { clients, sessions } from '@lender/db/schema';
import { createLoginThrottle } from '../auth/login-throttle';
import { isCommonPassword, passwordContextWords } from '../auth/passwords';
import { sessionClientJoin, sessionIdIsPlaceholder } from '../auth/sessions';
import { ageOn, today } from '../clock';
import { emailOf } from '../contact/email';
import { nationalDigits } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { namePartsOf, nameValuesOf } from '../identity/name-parts';
import { takeFromCap } from '../limits-store';
import { ADULT_AGE, type ClientRow, type ClientsDeps } from './client-model';
import { type ProfileFacts, profileFactsFields, readProfileFacts } from './profile-flags';
import { registrationFlow } from './registration-flow';

/** What every part of the clients service shares. */
export type ClientsContext = ReturnType<typeof createClientsContext>;

export function createClientsContext(deps: ClientsDeps) {
  const { db, pii, clock, auth, codes } = deps;
  const throttle = createLoginThrottle({ db, clock, pii, limits: deps.limits, bucket: 'login:client' });

  const loginKey = (account: number | string) =>
    pii.hash('user', typeof account === 'number' ? `client-id:${account}` : `client:${account}`);

  /**
   * Captcha v3 (spec §9) through the captcha port: no token is `captcha_required`, a failed check
   * or a score under `captchaMinScore` is `captcha_invalid`; a provider outage fails closed.
   */
  const requireCaptcha = async (token: string | undefined, action: string) => {
    if (!token) throw new CoreError('captcha_required', { field: ['captchaToken'] });
    const limits = await deps.limits();
    const result = await deps.captcha.verify(token, action).catch(() => {
      throw new CoreError('provider_failed');
    });
    if (!result.ok || result.score < limits.captchaMinScore) {
      throw new CoreError('captcha_invalid', { field: ['captchaToken'] });
    }
  };

  /** Public code requests per caller address per minute, like `client/check` (issue 10 point 8). */
  const limitPublicRequests = async (requester: string) => {
    const limits = await deps.limits();
    const now = clock.now();
    const allowed = await takeFromCap(db, {
      bucket: 'public_code_request',
      key: pii.hash('user', `requester:${requester}`),
      window: now.toISOString().slice(0, 16),
      cap: limits.publicCodeRequestsPerMinute,
      now,
    });
    if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
  };

  // Read on every client call (the auth guard): built once (issue 17), a named prepared statement.
  const clientById = db
    .select()
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('lender_client_by_id');

  // `GET client`: the session, the client row and the profile's facts in one statement (issue 17,
  // ADR 091), for `auth.authenticateClientWith`.
  const profileRead = db
    .select({ session: sessions, client: clients, facts: profileFactsFields(clients.id) })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_client_profile_read');

  const byId = async (clientId: number): Promise<ClientRow> => {
    const [row] = await clientById.execute({ id: clientId });
    if (!row) throw new CoreError('unauthorized');
    return row;
  };

  const assertUnique = async (
    column: 'emailHash' | 'phoneHash' | 'curpHash' | 'clabeHash',
    value: string,
    field: string[],
    exceptId?: number,
  ) => {
    const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients[column], value));
    if (row && row.id !== exceptId) {
      throw column === 'clabeHash'
        ? new CoreError('clabe_already_registered', { field })
        : new CoreError('not_unique', { field });
    }
  };

  /**
   * NIST SP 800-63B §5.1.1.2 (issue 37 trap 12): a new password is refused when it is a breached or
   * common one, or built on the service's name or the account's own names, e-mail or phone.
   */
  const assertPasswordAllowed = (
    password: string,
    field: string[] = ['password'],
    account: Parameters<typeof passwordContextWords>[0] = {},
  ) => {
    if (isCommonPassword(password, passwordContextWords(account))) {
      throw new CoreError('common_password', { field });
    }
  };
  /** The details of a stored client a new password may not be built on. */
  const passwordContextOf = (row: ClientRow) => ({
    names: nameValuesOf(row),
    email: emailOf(pii, row),
    phone: pii.decrypt(row.phoneEnc),
  });

  /** Spec §5: a valid CURP, consistent with the birth date, of an adult. */
  const checkCurp = (curp: string, birthDate: string | null, field: string[]) => {
    const result = validateCurp(curp);
    if (!result.ok) throw new CoreError('invalid_identificator', { field });
    if (birthDate !== null && result.birthDate !== birthDate)
      throw new CoreError('invalid_identificator', { field });
    if (ageOn(result.birthDate, today(clock)) < ADULT_AGE)
      throw new CoreError('under_age', { field: ['birthDate'] });
    return result;
  };

  const profileOf = (row: ClientRow): ClientProfile => {
    const payDate = row.payDate ?? { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: null };
    const semi = payDate.semiMonthlyPayDates;
    const employment = (row.employment ?? {}) as { nextPayDate?: string };
    return {
      id: row.id,
      uuid: row.uuid,
      hashedUserId: pii.hash('user', `client:${row.id}`).slice(0, 32),
      ...namePartsOf(row),
      birthDate: row.birthDate,
      email: emailOf(pii, row),
      status: row.status as ClientProfile['status'],
      clientType: row.closedLoansCount > 0 ? 'repeated' : 'first',
      language: row.language,
      salaryCycle: (row.salaryCycle as ClientProfile['salaryCycle']) ?? null,
      payDate: {
        referenceDate: payDate.referenceDate,
        semiMonthlyPayDates: semi && semi.length === 2 ? [semi[0] as number, semi[1] as number] : null,
        dateOfMonth: payDate.dateOfMonth,
      },
      nextPayDate: employment.nextPayDate ?? null,
      info: { mobilePhone: { number: nationalDigits(pii.decrypt(row.phoneEnc)) } },
      availableLoanAmount: moneyView(row.availableLoanAmount),
      hasActiveLoan: false,
      hasActualApplication: false,
      hasActiveRefinancing: false,
      hasUncancelledApplications: false,
      closedLoansCount: row.closedLoansCount,
      hasNationalIdentificator: row.curpEnc !== null,
      bankAccountMasked: row.clabeEnc ? `••••${pii.decrypt(row.clabeEnc).slice(-4)}` : null,
      phoneVerified: row.phoneVerifiedAt !== null,
      emailVerified: row.emailVerifiedAt !== null,
      fake: row.fake,
    };
  };

  /**
   * The profile of `row` with the flags that come from applications, loans and extensions (issue
   * 5): `facts` when the caller read them with the row (`profileRead`), else one statement.
   */
  const withFlags = async (row: ClientRow, facts?: ProfileFacts): Promise<ClientProfile> => {
    const { hasActiveRefinancing, hasAcceptedBankTransfer, ...flags } =
      facts ?? (await readProfileFacts(db, row.id, row.closedLoansCount));
    return {
      ...profileOf(row),
      ...flags,
      hasActiveRefinancing,
      ...(awaitsBankAccount(row, hasAcceptedBankTransfer) && { status: CLIENT_STATUS.bankAccountSelect }),
    };
  };

  /**
   * Spec client status 5 "bank account select": an active client whose accepted application pays
   * out by bank transfer and who has no CLABE saved yet (shown, not stored: saving one ends it).
   */
  const awaitsBankAccount = (row: ClientRow, hasAcceptedBankTransfer: boolean): boolean =>
    row.status === CLIENT_STATUS.active && !row.clabeEnc && hasAcceptedBankTransfer;

  const touch = async (clientId: number, patch: Partial<typeof clients.$inferInsert>) => {
    await db
      .update(clients)
      .set({ ...patch, updatedAt: clock.now() })
      .where(eq(clients.id, clientId));
  };

  /**
   * Audits a change the client made to their own account: which fields changed, never their values
   * (personal data stays out of the log, in clear or masked).
   */
  const recordOwnChange = async (
    clientId: number,
    action:
      | 'client.register'
      | 'client.clabe_add'
      | 'client.clabe_change'
      | 'client.email_change'
      | 'client.phone_change'
      | 'client.password_change'
      | 'client.password_reset',
    fields: readonly string[],
    tx: Database = db,
  ) => {
    await deps.audit?.record(tx, {
      actor: { type: 'client', id: clientId },
      action,
      entity: 'client',
      entityId: clientId,
      after: { fields: [...fields] },
    });
  };

  const addStep = async (row: ClientRow, step: number, patch: Partial<typeof clients.$inferInsert>) => {
    const steps = [...new Set([...row.completedSteps, step])].sort();
    await touch(row.id, { ...patch, completedSteps: steps });
    const employment = (patch.employment ?? row.employment ?? {}) as { employmentStatusKey?: unknown };
    return registrationFlow(steps, {
      employmentStatus:
        typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
      closedLoans: row.closedLoansCount,
    });
  };
  return {
    deps,
    db,
    pii,
    clock,
    auth,
    codes,
    throttle,
    loginKey,
    requireCaptcha,
    limitPublicRequests,
    clientById,
    profileRead,
    byId,
    assertUnique,
    assertPasswordAllowed,
    passwordContextOf,
    checkCurp,
    profileOf,
    withFlags,
    awaitsBankAccount,
    touch,
    recordOwnChange,
    addStep,
  };
}
