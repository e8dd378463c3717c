import { moneyView } from '@lender/calculator/kernel';
import { validateCurp } from '@lender/clabe/curp';
import type { ClientProfile } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { isCommonPassword, passwordContextWords } from '../auth/passwords';
import { ageOn, type Clock, today } from '../clock';
import { emailOf } from '../contact/email';
import { nationalDigits } from '../contact/phone';
import { CoreError } from '../errors/core-error';
import { namePartsOf, nameValuesOf } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';
import { ADULT_AGE, type ClientRow } from './client-model';
import { rfcOfRow } from './client-rfc';
import { type ProfileFacts, readProfileFacts } from './profile-flags';
import { registrationFlow } from './registration-flow';

// What the client's own use cases share: reading, changing and checking the client row, and
// showing it as the profile. Plain functions over the few parts of core each one reads.

/** The client-row statement, prepared once per database (issue 17: read on every client call). */
const clientByIdOf = new WeakMap<Database, ReturnType<typeof prepareClientById>>();

function prepareClientById(db: Database) {
  return db
    .select()
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare('lender_client_by_id');
}

/** The client's row, or `unauthorized` when the client is gone. */
export async function clientRow(ctx: { readonly db: Database }, clientId: number): Promise<ClientRow> {
  let statement = clientByIdOf.get(ctx.db);
  if (!statement) {
    statement = prepareClientById(ctx.db);
    clientByIdOf.set(ctx.db, statement);
  }
  const [row] = await statement.execute({ id: clientId });
  if (!row) throw new CoreError('unauthorized');
  return row;
}

/** Columns of the client row to write. */
export type ClientPatch = Partial<typeof clients.$inferInsert>;

/** Writes `patch` to the client row and stamps `updatedAt`. */
export async function touchClient(
  ctx: { readonly db: Database; readonly clock: Clock },
  clientId: number,
  patch: ClientPatch,
): Promise<void> {
  await ctx.db
    .update(clients)
    .set({ ...patch, updatedAt: ctx.clock.now() })
    .where(eq(clients.id, clientId));
}

/** The look-up hashes no two clients share. */
export type UniqueColumn = 'emailHash' | 'phoneHash' | 'curpHash' | 'clabeHash';

/** Refuses a hashed e-mail, phone, CURP or CLABE another client (not `exceptId`) already has. */
export async function assertUniqueClient(
  ctx: { readonly db: Database },
  column: UniqueColumn,
  value: string,
  field: string[],
  exceptId?: number,
): Promise<void> {
  const [row] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients[column], value));
  if (row && row.id !== exceptId) {
    throw column === 'clabeHash'
      ? new CoreError('clabe_already_registered', { field })
      : new CoreError('not_unique', { field });
  }
}

/** A change the client made to their own account, as the audit log names it (ADR 225). */
export type OwnChange =
  | 'client.register'
  | 'client.clabe_add'
  | 'client.clabe_change'
  | 'client.email_change'
  | 'client.phone_change'
  | 'client.password_change'
  | 'client.password_reset';

/**
 * Audits a change the client made to their own account: which fields changed, never their values
 * (personal data stays out of the log, in clear or masked).
 */
export async function recordOwnChange(
  ctx: { readonly db: Database; readonly audit?: Pick<AuditService, 'record'> | undefined },
  clientId: number,
  action: OwnChange,
  fields: readonly string[],
  tx: Database = ctx.db,
): Promise<void> {
  await ctx.audit?.record(tx, {
    actor: { type: 'client', id: clientId },
    action,
    entity: 'client',
    entityId: clientId,
    after: { fields: [...fields] },
  });
}

/** Spec §5: a valid CURP, consistent with the birth date, of an adult. */
export function checkCurp(
  ctx: { readonly clock: Clock },
  curp: string,
  birthDate: string | null,
  field: string[],
) {
  const result = validateCurp(curp);
  if (!result.ok) throw new CoreError('invalid_identificator', { field });
  if (birthDate !== null && result.birthDate !== birthDate)
    throw new CoreError('invalid_identificator', { field });
  if (ageOn(result.birthDate, today(ctx.clock)) < ADULT_AGE)
    throw new CoreError('under_age', { field: ['birthDate'] });
  return result;
}

/**
 * NIST SP 800-63B §5.1.1.2 (issue 37 trap 12): a new password is refused when it is a breached or
 * common one, or built on the service's name or the account's own names, e-mail or phone.
 */
export function assertPasswordAllowed(
  password: string,
  field: string[] = ['password'],
  account: Parameters<typeof passwordContextWords>[0] = {},
): void {
  if (isCommonPassword(password, passwordContextWords(account))) {
    throw new CoreError('common_password', { field });
  }
}

/** The details of a stored client a new password may not be built on. */
export function passwordContextOf(ctx: { readonly pii: PiiCrypto }, row: ClientRow) {
  return { names: nameValuesOf(row), email: emailOf(ctx.pii, row), phone: ctx.pii.decrypt(row.phoneEnc) };
}

/** The profile of the client row alone (the flags from applications and loans are false, no credit). */
export function profileOfRow(ctx: { readonly pii: PiiCrypto }, row: ClientRow): ClientProfile {
  const { pii } = ctx;
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
    creditBalance: moneyView(0),
    hasNationalIdentificator: row.curpEnc !== null,
    bankAccountMasked: row.clabeEnc ? `••••${pii.decrypt(row.clabeEnc).slice(-4)}` : null,
    rfc: rfcOfRow(pii, row),
    phoneVerified: row.phoneVerifiedAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
    fake: row.fake,
  };
}

/**
 * Spec client status 5 "bank account select": an active client whose accepted application pays
 * out by bank transfer and who has no CLABE saved yet (shown, not stored: saving one ends it).
 */
function awaitsBankAccount(row: ClientRow, hasAcceptedBankTransfer: boolean): boolean {
  return row.status === CLIENT_STATUS.active && !row.clabeEnc && hasAcceptedBankTransfer;
}

/**
 * The profile of `row` with the flags that come from applications, loans and extensions (issue
 * 5): `facts` when the caller read them with the row (`GET client`'s one statement), else one
 * statement.
 */
export async function profileWithFlags(
  ctx: { readonly db: Database; readonly pii: PiiCrypto },
  row: ClientRow,
  facts?: ProfileFacts,
): Promise<ClientProfile> {
  const { hasActiveRefinancing, hasAcceptedBankTransfer, creditBalance, ...flags } =
    facts ?? (await readProfileFacts(ctx.db, row.id, row.closedLoansCount));
  return {
    ...profileOfRow(ctx, row),
    ...flags,
    hasActiveRefinancing,
    creditBalance: moneyView(creditBalance),
    ...(awaitsBankAccount(row, hasAcceptedBankTransfer) && { status: CLIENT_STATUS.bankAccountSelect }),
  };
}

/** Marks registration step `step` done with `patch`, and answers the journey state after it. */
export async function completeRegistrationStep(
  ctx: { readonly db: Database; readonly clock: Clock },
  row: ClientRow,
  step: number,
  patch: ClientPatch,
) {
  const steps = [...new Set([...row.completedSteps, step])].sort();
  await touchClient(ctx, row.id, { ...patch, completedSteps: steps });
  const employment = (patch.employment ?? row.employment ?? {}) as { employmentStatusKey?: unknown };
  return registrationFlow(steps, {
    employmentStatus:
      typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
    closedLoans: row.closedLoansCount,
  });
}
