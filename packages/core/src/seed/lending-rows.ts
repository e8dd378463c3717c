import {
  computeOffer,
  demoProduct,
  type Offer,
  type PayCycle,
  type ProductConfig,
  payDateOptions,
} from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { applications, clients, decisions, loans, offers } from '@lender/db/schema';
import { decisionOfferRow } from '../applications/offer-row';
import { emailColumns } from '../contact/email';
import type { PiiCrypto } from '../pii';

/**
 * The one set of "application / accepted application with its offer / loan" row builders (ADR 255,
 * issue 19): the rows the applications and loans services leave, written straight to the tables.
 * The demo seed uses them, and the tests (through `@lender/core/testing`) for what follows a
 * decision or a signature. Money in centavos, dates `YYYY-MM-DD`.
 */

/** A `clients` row with its personal data encrypted and hashed as registration stores it. */
export interface ClientRowInput {
  phone: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** The CLABE that receives the money. @default '002010077777777771' */
  clabe?: string;
  /**
   * What the CLABE's look-up hash is made of: tests give many clients the same CLABE, and the hash
   * is unique, so they pass the CLABE with a suffix. @default clabe
   */
  clabeHashOf?: string;
  passwordHash?: string;
  fake?: boolean;
}

/** Inserts a client row (no registration, no consents) and returns its id. */
export async function insertClientRow(db: Executor, pii: PiiCrypto, input: ClientRowInput): Promise<number> {
  const clabe = input.clabe ?? '002010077777777771';
  const [row] = await db
    .insert(clients)
    .values({
      ...emailColumns(pii, input.email),
      firstName: input.firstName ?? 'Ana',
      lastName: input.lastName ?? 'López',
      phoneEnc: pii.encrypt(input.phone),
      phoneHash: pii.hash('phone', input.phone),
      clabeEnc: pii.encrypt(clabe),
      clabeHash: pii.hash('clabe', input.clabeHashOf ?? clabe),
      passwordHash: input.passwordHash ?? 'not-used',
      fake: input.fake ?? false,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client row not inserted');
  return row.id;
}

/** One `applications` row with fixed numbers (no pricing). */
export interface ApplicationRowInput {
  clientId: number;
  /** Spec §4 status (`APPLICATION_STATUS`). */
  status: number;
  /** The principal and loan amount, in centavos. */
  amount: number;
  /** What the client asked for. @default amount */
  desiredAmount?: number;
  termDays: number;
  salaryCycle: PayCycle;
  /**
   * The chosen pay-date option as the calculator gives it (`first` or `first,second`); stored as
   * the API receives it, one date per option (`first_repayment_option`, `second_repayment_option`).
   */
  payDates: string;
  pricedOn: string;
  paymentMethod?: 'bank_transfer' | 'cash';
  cashBrand?: string | null;
  iovationBlackbox?: string;
  fake?: boolean;
  /** Row timestamps (e.g. the test clock's now); the database default otherwise. */
  createdAt?: Date;
}

/** Inserts one application row; returns its id. */
export async function insertApplicationRow(db: Executor, input: ApplicationRowInput): Promise<number> {
  const [first, second] = input.payDates.split(',') as [string, string | undefined];
  const [application] = await db
    .insert(applications)
    .values({
      clientId: input.clientId,
      status: input.status,
      desiredAmount: input.desiredAmount ?? input.amount,
      principalAmount: input.amount,
      loanAmount: input.amount,
      termDays: input.termDays,
      salaryCycle: input.salaryCycle,
      payDates: second
        ? { first_repayment_option: first, second_repayment_option: second }
        : { first_repayment_option: first },
      sequenceType: 'first',
      ...(input.paymentMethod && { paymentMethod: input.paymentMethod }),
      ...(input.cashBrand !== undefined && { cashBrand: input.cashBrand }),
      ...(input.iovationBlackbox !== undefined && { iovationBlackbox: input.iovationBlackbox }),
      ...(input.fake !== undefined && { fake: input.fake }),
      pricedOn: input.pricedOn,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: applications.id });
  return application?.id as number;
}

/** The "accepted application with its current offer", priced by `@lender/calculator`. */
export interface AcceptedApplicationInput
  extends Pick<ApplicationRowInput, 'clientId' | 'cashBrand' | 'fake' | 'createdAt'> {
  /** Centavos. @default 3_000_00 */
  amount?: number;
  /** The business date the offer is priced on. */
  pricedOn: string;
  /** When the offer expires; `null` writes no offer (an application still in review). */
  expiresAt: Date | null;
  /** @default demoProduct */
  product?: ProductConfig;
  /** @default 'biweekly' */
  payCycle?: PayCycle;
  /** The pay-date option, when the caller chose it (e.g. from `offerablePayDates`). */
  payDate?: string;
  /** Which of `payDateOptions(payCycle, pricedOn)` to take. @default the 7th */
  payDates?: (options: ReturnType<typeof payDateOptions>) => { value: string } | undefined;
  /** @default APPLICATION_STATUS.accepted */
  status?: number;
  /** @default 'bank_transfer' */
  paymentMethod?: 'bank_transfer' | 'cash';
}

export async function insertAcceptedApplication(
  db: Executor,
  input: AcceptedApplicationInput,
): Promise<{ applicationId: number; offer: Offer; payDates: string }> {
  const amount = input.amount ?? 3_000_00;
  const payCycle = input.payCycle ?? 'biweekly';
  let payDates = input.payDate;
  if (payDates === undefined) {
    const options = payDateOptions(payCycle, input.pricedOn);
    payDates = (input.payDates ? input.payDates(options) : options[6])?.value;
  }
  if (!payDates) throw new Error('no pay-date option');
  const offer = computeOffer(
    input.product ?? demoProduct,
    { amount, payCycle, payDates, sequenceType: 'first' },
    input.pricedOn,
  );
  const applicationId = await insertApplicationRow(db, {
    clientId: input.clientId,
    status: input.status ?? APPLICATION_STATUS.accepted,
    amount: offer.principal,
    desiredAmount: amount,
    termDays: offer.term,
    salaryCycle: payCycle,
    payDates,
    pricedOn: input.pricedOn,
    paymentMethod: input.paymentMethod ?? 'bank_transfer',
    cashBrand: input.cashBrand ?? null,
    fake: input.fake ?? false,
    ...(input.createdAt && { createdAt: input.createdAt }),
  });
  if (input.expiresAt) {
    await db.insert(offers).values(decisionOfferRow(applicationId, offer, input.pricedOn, input.expiresAt));
  }
  return { applicationId, offer, payDates };
}

/**
 * A manual-verification case as the decision engine leaves it: an application of `amount` (status
 * 14) with the engine's decision and reason `decision.incomeUnknown`.
 */
export async function insertManualCase(
  db: Executor,
  input: Pick<ApplicationRowInput, 'clientId' | 'payDates' | 'pricedOn'> & {
    /** @default 3_000_00 */
    amount?: number;
  },
): Promise<number> {
  const applicationId = await insertApplicationRow(db, {
    ...input,
    status: APPLICATION_STATUS.manualVerification,
    amount: input.amount ?? 3_000_00,
    termDays: 14,
    salaryCycle: 'biweekly',
    iovationBlackbox: 'blackbox',
  });
  await db.insert(decisions).values({
    applicationId,
    clientId: input.clientId,
    outcome: APPLICATION_STATUS.manualVerification,
    reasons: [{ rule: 'income', code: 'decision.incomeUnknown' }],
    inputs: {},
    ruleSet: 'v1',
  });
  return applicationId;
}

/** A signed loan with fixed terms (no charges), on an application of the same numbers. */
export interface LoanRowInput {
  clientId: number;
  /** Spec §4 loan status (`LOAN_STATUS`). */
  status: number;
  principal: number;
  /** What the terms say is owed in total. */
  total: number;
  termDays: number;
  dueDate: string;
  salaryCycle: PayCycle;
  pricedOn: string;
  signedAt: Date;
  startDate?: string;
  /** The application's status. @default APPLICATION_STATUS.completed */
  applicationStatus?: number;
  /** An existing application to hang the loan on (one loan per application). */
  applicationId?: number;
}

export async function insertLoanRow(
  db: Executor,
  input: LoanRowInput,
): Promise<{ applicationId: number; loanId: number }> {
  const applicationId =
    input.applicationId ??
    (await insertApplicationRow(db, {
      clientId: input.clientId,
      status: input.applicationStatus ?? APPLICATION_STATUS.completed,
      amount: input.principal,
      termDays: input.termDays,
      salaryCycle: input.salaryCycle,
      payDates: input.dueDate,
      pricedOn: input.pricedOn,
    }));
  const [loan] = await db
    .insert(loans)
    .values({
      clientId: input.clientId,
      applicationId,
      status: input.status,
      principal: input.principal,
      terms: {
        principal: input.principal,
        term: input.termDays,
        endDate: input.dueDate,
        sequenceType: 'first',
        charges: [],
        total: input.total,
        extensions: [],
      },
      disbursementMethod: 'bank_transfer',
      ...(input.startDate && { startDate: input.startDate }),
      dueDate: input.dueDate,
      signedAt: input.signedAt,
    })
    .returning({ id: loans.id });
  return { applicationId, loanId: loan?.id as number };
}
