import { validateClabe } from '@lender/clabe';
import { validateCurp } from '@lender/clabe/curp';
import type {
  AddressStepRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  ClientCheckKey,
  ClientLoginRequest,
  ClientProfile,
  ClientRegistrationRequest,
  ContactPerson,
  EmploymentStepRequest,
  FlowState,
  GeoRequest,
  LoggerMetricsRequest,
  RecoverPasswordRequest,
  SavedBankAccount,
  UpdateClientRequest,
} from '@lender/contracts';
import { APPLICATION_STATUS, CLIENT_STATUS, centavosToPesos, STORED_LANGUAGE } from '@lender/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { applicationProfileFlags } from '../applications/profile-flags';
import type { AuditService } from '../audit/audit';
import { createLoginThrottle } from '../auth/login-throttle';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import type { AuthService, IssuedToken } from '../auth/sessions';
import { readEnabledBankCodes } from '../catalog/banks';
import { ageOn, type Clock, today } from '../clock';
import type { CodesService } from '../codes/codes';
import type { Database } from '../db/database';
import {
  applications,
  clientContacts,
  clientGeo,
  clientMetrics,
  clients,
  loans,
  rollovers,
} from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import { checkAddress } from '../geo/address-directory';
import type { Limits } from '../limits';
import { takeFromCap } from '../limits-store';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { CaptchaProvider } from '../providers/ports';
import { emailColumns, emailHashOf, emailOf } from './email';
import { nationalDigits, normalizePhone } from './phone';
import { registrationFlow } from './registration-flow';

/** Spec §5: a client must be an adult. */
export const ADULT_AGE = 18;

type ClientRow = typeof clients.$inferSelect;

/** Who calls a public code endpoint: the caller's address and the captcha v3 token. */
export interface PublicCallContext {
  requester: string;
  captchaToken?: string | undefined;
}

/** Clients: registration, login, profile and the account calls of issue 4. */
export interface ClientsService {
  /** Captcha v3 (`input.captchaToken`, action `register`) is required; `requester` is the caller's address. */
  register(
    input: ClientRegistrationRequest,
    requester?: string,
  ): Promise<{ clientId: number; token: IssuedToken }>;
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
  /** Sends an e-mail code (captcha action `email_code`), limited like {@link sendPublicSmsCode}. */
  sendEmailCode(email: string, context: PublicCallContext): ReturnType<CodesService['send']>;
  /**
   * Resets the password with the SMS code (captcha action `recover_password`). An unknown phone is
   * answered like a wrong code (`code_invalid`), never `not_found`.
   */
  recoverPassword(input: RecoverPasswordRequest): Promise<void>;
  /** The client, or `unauthorized` when gone; a blocked client is logged out (`user_blocked`). */
  requireActive(clientId: number): Promise<ClientRow>;
  profile(clientId: number): Promise<ClientProfile>;
  update(clientId: number, input: UpdateClientRequest): Promise<ClientProfile>;
  verificationCode(clientId: number): Promise<string>;
  verificationDigit(clientId: number): Promise<string>;
  changePassword(clientId: number, sessionId: string, input: ChangePasswordRequest): Promise<void>;
  changePhone(clientId: number, input: ChangePhoneRequest): Promise<void>;
  changeEmail(clientId: number, input: ChangeEmailRequest): Promise<void>;
  sendClientSmsCode(
    clientId: number,
    input: { mobilePhone?: { number: string } | undefined; purpose: 'verify_phone' | 'change_phone' },
    requester?: string,
  ): ReturnType<CodesService['send']>;
  verifyPhone(clientId: number, smsCode: string): Promise<void>;
  saveNationalIdentificator(clientId: number, curp: string): Promise<void>;
  saveAccountNumber(clientId: number, clabe: string): Promise<SavedBankAccount>;
  saveAdditionalContact(clientId: number, input: ContactPerson): Promise<ContactPerson>;
  completeStepTwo(clientId: number, input: EmploymentStepRequest): Promise<FlowState>;
  completeStepThree(clientId: number, input: AddressStepRequest): Promise<FlowState>;
  completeStepFour(clientId: number, input: ContactPerson): Promise<FlowState>;
  saveGeo(clientId: number, input: GeoRequest): Promise<void>;
  saveMetrics(clientId: number, input: LoggerMetricsRequest): Promise<void>;
  /** Sets the status (back-office, seed); blocking revokes every session at once. */
  setStatus(clientId: number, status: number): Promise<void>;
}

export function createClientsService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  auth: AuthService;
  codes: CodesService;
  captcha: CaptchaProvider;
  limits: () => Promise<Limits>;
  /**
   * Called after the client's income or pay cycle changed (`complete-step-two`, `PUT client`), to
   * recompute the available amount at once (spec §5: the logged-in calculator's maximum), with no
   * separate `PUT yhat/limit` call.
   */
  onIncomeChanged?: (clientId: number) => Promise<unknown>;
  /** Records the client's own changes (registration, CLABE, e-mail, phone, password; ADR 026). */
  audit?: AuditService;
}): ClientsService {
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

  const byId = async (clientId: number): Promise<ClientRow> => {
    const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
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

  const assertPasswordAllowed = (password: string, field: string[] = ['password']) => {
    if (isCommonPassword(password)) throw new CoreError('common_password', { field });
  };

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
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      secondLastName: row.secondLastName,
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
      availableLoanAmount: { amount: centavosToPesos(row.availableLoanAmount), currency: 'MXN' },
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
   * Spec §3 `hasActiveRefinancing`: an extension in progress, i.e. an `active` rollover (chosen, its
   * fee not yet paid) on the client's open loan (ADR 022).
   */
  const hasActiveRefinancing = async (clientId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: rollovers.id })
      .from(rollovers)
      .innerJoin(loans, eq(loans.id, rollovers.loanId))
      .where(
        and(
          eq(loans.clientId, clientId),
          inArray(loans.status, [...OPEN_LOAN_STATUSES]),
          eq(rollovers.status, 'active'),
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  /** The profile with the flags that come from applications, loans and extensions (issue 5). */
  const withFlags = async (row: ClientRow): Promise<ClientProfile> => ({
    ...profileOf(row),
    ...(await applicationProfileFlags(db, row.id, row.closedLoansCount)),
    hasActiveRefinancing: await hasActiveRefinancing(row.id),
    ...((await awaitsBankAccount(row)) && { status: CLIENT_STATUS.bankAccountSelect }),
  });

  /**
   * Spec client status 5 "bank account select": an active client whose accepted application pays
   * out by bank transfer and who has no CLABE saved yet (shown, not stored: saving one ends it).
   */
  const awaitsBankAccount = async (row: ClientRow): Promise<boolean> => {
    if (row.status !== CLIENT_STATUS.active || row.clabeEnc) return false;
    const [accepted] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.clientId, row.id),
          eq(applications.status, APPLICATION_STATUS.accepted),
          eq(applications.paymentMethod, 'bank_transfer'),
        ),
      )
      .limit(1);
    return accepted !== undefined;
  };

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
    action: string,
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
    return registrationFlow(steps);
  };

  const service: ClientsService = {
    async register(input, requester) {
      await requireCaptcha(input.captchaToken, 'register');
      const email = input.email.toLowerCase();
      const phone = normalizePhone(input.mobilePhone.number);
      const curp = checkCurp(input.nationalIdentificator, input.birthDate, ['nationalIdentificator']);
      if (ageOn(input.birthDate, today(clock)) < ADULT_AGE)
        throw new CoreError('under_age', { field: ['birthDate'] });
      assertPasswordAllowed(input.password);
      await assertUnique('emailHash', emailHashOf(pii, email), ['email']);
      await assertUnique('curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator']);
      // The code first, then the phone: a registered phone never gets a registration code (its
      // owner gets a notice), so whoever does not own it learns nothing here (issue 10 point 8).
      await codes.verify({ channel: 'sms', to: phone }, 'registration', input.smsCode, ['smsCode']);
      await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number']);
      const now = clock.now();
      let row: { id: number } | undefined;
      try {
        [row] = await db
          .insert(clients)
          .values({
            ...emailColumns(pii, email),
            firstName: input.firstName,
            middleName: input.middleName ?? null,
            lastName: input.lastName,
            secondLastName: input.secondLastName ?? null,
            birthDate: input.birthDate,
            phoneEnc: pii.encrypt(phone),
            phoneHash: pii.hash('phone', phone),
            phoneVerifiedAt: now,
            curpEnc: pii.encrypt(curp.curp),
            curpHash: pii.hash('curp', curp.curp),
            passwordHash: await hashPassword(input.password),
            // Spec §7: the API's `es` is stored as `mx`.
            language: STORED_LANGUAGE,
            affiliate: input.affiliate ?? null,
            status: CLIENT_STATUS.active,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: clients.id });
      } catch (error) {
        // A concurrent registration took the e-mail, phone or CURP between the checks and the insert.
        if (isUniqueViolation(error)) throw new CoreError('not_unique', { field: ['email'] });
        throw error;
      }
      const clientId = row?.id as number;
      deps.logger.info('client registered', { clientId });
      await recordOwnChange(clientId, 'client.register', [
        'email',
        'mobilePhone',
        'nationalIdentificator',
        'firstName',
        ...(input.middleName ? ['middleName'] : []),
        'lastName',
        ...(input.secondLastName ? ['secondLastName'] : []),
        'birthDate',
        'password',
      ]);
      const token = await auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false });
      return { clientId, token };
    },

    async login(input, requester) {
      const username = input.username.trim().toLowerCase();
      const isPhone = /^\d{10}$/.test(username);
      const [row] = await db
        .select()
        .from(clients)
        .where(
          isPhone
            ? eq(clients.phoneHash, pii.hash('phone', normalizePhone(username)))
            : eq(clients.emailHash, emailHashOf(pii, username)),
        );
      // One counter per account whichever identifier is typed (phone or e-mail); per username for
      // unknown ones. Claimed, and counted as a failure, BEFORE the password is checked.
      const key = loginKey(row?.id ?? username);
      await throttle.claim(key, requester);
      const matches = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !matches) throw new CoreError('invalid_credentials');
      await throttle.succeeded(key);
      if (row.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
      return auth.issue({ accountType: 'client', subjectId: row.id, mfaPending: false });
    },

    async isUnique(key, value, requester) {
      const limits = await deps.limits();
      const now = clock.now();
      const minute = now.toISOString().slice(0, 16);
      const allowed = await takeFromCap(db, {
        bucket: 'client_check',
        key: pii.hash('user', `requester:${requester}`),
        window: minute,
        cap: limits.uniquenessChecksPerMinute,
        now,
      });
      if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
      if (key === 'email') {
        const [row] = await db
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.emailHash, emailHashOf(pii, value)));
        return !row;
      }
      const column = key === 'phone' ? clients.phoneHash : clients.curpHash;
      const hashed =
        key === 'phone' ? pii.hash('phone', normalizePhone(value)) : pii.hash('curp', value.toUpperCase());
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(column, hashed));
      return !row;
    },

    async sendPublicSmsCode(number, purpose, context) {
      await limitPublicRequests(context.requester);
      await requireCaptcha(context.captchaToken, 'sms_code');
      const phone = normalizePhone(number);
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.phoneHash, pii.hash('phone', phone)));
      // One answer whoever owns the phone; every limit is spent the same way (issue 10 point 8).
      const deliver =
        purpose === 'registration' ? (row ? 'registered_notice' : 'code') : row ? 'code' : 'nothing';
      return codes.send({ channel: 'sms', to: phone }, purpose, { requester: context.requester, deliver });
    },

    async sendEmailCode(email, context) {
      await limitPublicRequests(context.requester);
      await requireCaptcha(context.captchaToken, 'email_code');
      return codes.send({ channel: 'email', to: email.toLowerCase() }, 'change_email', {
        requester: context.requester,
      });
    },

    async recoverPassword(input) {
      await requireCaptcha(input.captchaToken, 'recover_password');
      const phone = normalizePhone(input.mobilePhone.number);
      const [row] = await db
        .select()
        .from(clients)
        .where(eq(clients.phoneHash, pii.hash('phone', phone)));
      assertPasswordAllowed(input.password);
      // An unknown phone is judged like a known one (its code, if any, was never delivered), so
      // the answer is a code error either way, never `not_found` (issue 10 point 8).
      await codes.verify({ channel: 'sms', to: phone }, 'recover_password', input.smsCode, ['smsCode']);
      if (!row) throw new CoreError('code_invalid', { field: ['smsCode'] });
      await touch(row.id, { passwordHash: await hashPassword(input.password) });
      await recordOwnChange(row.id, 'client.password_reset', ['password']);
      // A reset password ends every open session (someone else may have had the old one).
      await auth.revokeAll('client', row.id, 'password_reset');
      // The owner proved the phone: wrong passwords typed before no longer delay the next login.
      await throttle.succeeded(loginKey(row.id));
      deps.logger.info('client password reset', { clientId: row.id });
    },

    async requireActive(clientId) {
      const row = await byId(clientId);
      if (row.status === CLIENT_STATUS.blocked) {
        await auth.revokeAll('client', clientId, 'blocked');
        throw new CoreError('user_blocked');
      }
      return row;
    },

    async profile(clientId) {
      return withFlags(await byId(clientId));
    },

    async update(clientId, input) {
      const row = await byId(clientId);
      if (input.birthDate !== undefined) {
        if (ageOn(input.birthDate, today(clock)) < ADULT_AGE)
          throw new CoreError('under_age', { field: ['birthDate'] });
        if (row.curpEnc) {
          const curp = validateCurp(pii.decrypt(row.curpEnc));
          if (curp.ok && curp.birthDate !== input.birthDate) {
            throw new CoreError('invalid_identificator', { field: ['birthDate'] });
          }
        }
      }
      const patch: Partial<typeof clients.$inferInsert> = {};
      if (input.firstName !== undefined) patch.firstName = input.firstName;
      if (input.middleName !== undefined) patch.middleName = input.middleName;
      if (input.lastName !== undefined) patch.lastName = input.lastName;
      if (input.secondLastName !== undefined) patch.secondLastName = input.secondLastName;
      if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
      if (input.salaryCycle !== undefined) patch.salaryCycle = input.salaryCycle;
      if (input.payDate !== undefined) patch.payDate = input.payDate;
      await touch(clientId, patch);
      if (input.salaryCycle !== undefined && input.salaryCycle !== row.salaryCycle) {
        await deps.onIncomeChanged?.(clientId);
      }
      return withFlags(await byId(clientId));
    },

    async verificationCode(clientId) {
      // A stable code the client reads to customer care: 8 characters of a keyed hash of the id.
      const digest = pii.hash('user', `verification:${clientId}`);
      return digest
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 8);
    },

    async verificationDigit(clientId) {
      return String(luhnCheckDigit(String(clientId).padStart(10, '0')));
    },

    async changePassword(clientId, sessionId, input) {
      const row = await byId(clientId);
      if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
        throw new CoreError('incorrect_old_password', { field: ['oldPassword'] });
      }
      assertPasswordAllowed(input.password);
      await touch(clientId, { passwordHash: await hashPassword(input.password) });
      await recordOwnChange(clientId, 'client.password_change', ['password']);
      await auth.revokeAll('client', clientId, 'password_changed', sessionId);
    },

    async changePhone(clientId, input) {
      const row = await byId(clientId);
      const phone = normalizePhone(input.mobilePhone.number);
      if (pii.hash('phone', phone) === row.phoneHash)
        throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
      await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
      await codes.verify({ channel: 'sms', to: phone }, 'change_phone', input.smsCode, ['smsCode']);
      await touch(clientId, {
        phoneEnc: pii.encrypt(phone),
        phoneHash: pii.hash('phone', phone),
        phoneVerifiedAt: clock.now(),
      });
      await recordOwnChange(clientId, 'client.phone_change', ['mobilePhone']);
    },

    async changeEmail(clientId, input) {
      const row = await byId(clientId);
      const email = input.email.toLowerCase();
      // Spec §5: a new e-mail must differ from the current one.
      if (emailHashOf(pii, email) === row.emailHash) throw new CoreError('must_differ', { field: ['email'] });
      await assertUnique('emailHash', emailHashOf(pii, email), ['email'], clientId);
      if (input.code !== undefined) {
        await codes.verify({ channel: 'email', to: email }, 'change_email', input.code, ['code']);
      }
      await touch(clientId, {
        ...emailColumns(pii, email),
        emailVerifiedAt: input.code !== undefined ? clock.now() : null,
      });
      await recordOwnChange(clientId, 'client.email_change', ['email']);
    },

    async sendClientSmsCode(clientId, input, requester) {
      const row = await byId(clientId);
      if (input.purpose === 'change_phone') {
        if (!input.mobilePhone) throw new CoreError('required', { field: ['mobilePhone', 'number'] });
        const phone = normalizePhone(input.mobilePhone.number);
        if (pii.hash('phone', phone) === row.phoneHash) {
          throw new CoreError('must_differ', { field: ['mobilePhone', 'number'] });
        }
        await assertUnique('phoneHash', pii.hash('phone', phone), ['mobilePhone', 'number'], clientId);
        return codes.send({ channel: 'sms', to: phone }, 'change_phone', { requester });
      }
      return codes.send({ channel: 'sms', to: pii.decrypt(row.phoneEnc) }, 'verify_phone', { requester });
    },

    async verifyPhone(clientId, smsCode) {
      const row = await byId(clientId);
      await codes.verify({ channel: 'sms', to: pii.decrypt(row.phoneEnc) }, 'verify_phone', smsCode, [
        'smsCode',
      ]);
      await touch(clientId, { phoneVerifiedAt: clock.now() });
    },

    async saveNationalIdentificator(clientId, input) {
      const row = await byId(clientId);
      const curp = checkCurp(input, row.birthDate, ['nationalIdentificator']);
      await assertUnique('curpHash', pii.hash('curp', curp.curp), ['nationalIdentificator'], clientId);
      await touch(clientId, {
        curpEnc: pii.encrypt(curp.curp),
        curpHash: pii.hash('curp', curp.curp),
        birthDate: row.birthDate ?? curp.birthDate,
      });
    },

    async saveAccountNumber(clientId, input) {
      const row = await byId(clientId);
      const enabled = await readEnabledBankCodes(db);
      const result = validateClabe(input, { allowedBanks: enabled });
      if (!result.ok) {
        const code = {
          length: 'clabe_invalid_length',
          characters: 'clabe_not_numeric',
          checksum: 'clabe_invalid_checksum',
          bank: 'clabe_invalid_bank_code',
          'bank-not-allowed': 'clabe_bank_not_enabled',
          city: 'clabe_invalid_city_code',
        } as const;
        throw new CoreError(code[result.error], {
          field: ['accountNumber'],
          message: result.message,
          params: {
            ...(result.params.expected !== undefined && { expected: result.params.expected }),
            ...(result.params.code !== undefined && { code: result.params.code }),
          },
        });
      }
      const hash = pii.hash('clabe', result.clabe);
      await assertUnique('clabeHash', hash, ['accountNumber'], clientId);
      await touch(clientId, {
        clabeEnc: pii.encrypt(result.clabe),
        clabeHash: hash,
        bankCode: result.bank.code,
      });
      await recordOwnChange(clientId, row.clabeEnc ? 'client.clabe_change' : 'client.clabe_add', ['clabe']);
      return {
        bankCode: result.bank.code,
        bankName: result.bank.name,
        masked: `••••${result.clabe.slice(-4)}`,
      };
    },

    async saveAdditionalContact(clientId, input) {
      const row = await byId(clientId);
      // Spec §5: the alternate phone must not equal the client's own mobile.
      if (input.phone === nationalDigits(pii.decrypt(row.phoneEnc)))
        throw new CoreError('must_differ', { field: ['phone'] });
      await upsertContact(db, pii, clientId, 'additional', input);
      return input;
    },

    async completeStepTwo(clientId, input) {
      const row = await byId(clientId);
      const flow = await addStep(row, 2, {
        employment: { ...input },
        salaryCycle: input.salaryCycle,
        payDate: input.payDate,
      });
      await deps.onIncomeChanged?.(clientId);
      return flow;
    },

    async completeStepThree(clientId, input) {
      const row = await byId(clientId);
      // Region, municipality, colonia and postal code must agree with the SEPOMEX catalogue.
      const { violations, resolved } = await checkAddress(db, input);
      if (violations.length > 0 || !resolved) {
        throw new CoreError('validation_failed', {
          violations: violations.map((v) => ({ field: [v.field], code: v.code, message: v.message })),
        });
      }
      return addStep(row, 3, {
        address: {
          ...input,
          region: resolved.region.title,
          city: resolved.city.title,
          ward: resolved.ward.title,
          wardType: resolved.ward.type,
        },
      });
    },

    async completeStepFour(clientId, input) {
      const row = await byId(clientId);
      if (input.phone === nationalDigits(pii.decrypt(row.phoneEnc))) {
        throw new CoreError('must_differ', { field: ['reference', 'phone'] });
      }
      await upsertContact(db, pii, clientId, 'reference', input);
      return addStep(row, 4, {});
    },

    async saveGeo(clientId, input) {
      await db.insert(clientGeo).values({
        clientId,
        latitude: String(input.latitude),
        longitude: String(input.longitude),
        accuracy: input.accuracy === undefined ? null : String(input.accuracy),
        createdAt: clock.now(),
      });
    },

    async saveMetrics(clientId, input) {
      await db.insert(clientMetrics).values({ clientId, payload: { ...input }, createdAt: clock.now() });
    },

    async setStatus(clientId, status) {
      await touch(clientId, { status });
      if (status === CLIENT_STATUS.blocked) await auth.revokeAll('client', clientId, 'blocked');
    },
  };
  return service;
}

async function upsertContact(
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

/** PostgreSQL's unique_violation (23505), raw or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The Luhn check digit of a digit string. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  let double = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}
