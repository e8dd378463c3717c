import { moneyView } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type {
  ClientConsent,
  ClosedLoan,
  ContactRelation,
  PayCycle,
  Payment,
  RegistrationAnswers,
  RegistrationConsents,
  SavedCard,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, inArray, sql } from '@lender/db/orm';
import {
  clientConsents,
  clientContacts,
  clients,
  directDebitConsents,
  loans,
  paymentCards,
  payments,
} from '@lender/db/schema';
import type { PiiCrypto } from '../pii';

/**
 * What the borrower's profile and loan pages read back (issue 15): the consents with their dates,
 * the closed loans, the card on file and the active loan's payments. Reads only, except
 * {@link recordRegistrationConsents}, which registration calls in the same moment it creates the client.
 */
export interface BorrowerRecordsService {
  consents(clientId: number): Promise<ClientConsent[]>;
  closedLoans(clientId: number): Promise<ClosedLoan[]>;
  savedCards(clientId: number): Promise<SavedCard[]>;
  /** The open loan's payments, newest first; `no_active_loan` without one. */
  activeLoanPayments(clientId: number): Promise<Payment[]>;
  /** The employment, address and reference answers, for the summary before signing (issue 37). */
  registrationAnswers(clientId: number): Promise<RegistrationAnswers>;
}

export interface BorrowerRecordsDeps {
  db: Executor;
  pii: PiiCrypto;
  /** The client's open loan id (`no_active_loan` without one): the loans service, wired in by core.ts. */
  loans: { openLoanId(clientId: number): Promise<number> };
  /** A loan's payments, oldest first: the payments service, wired in by core.ts. */
  payments: { list(loanId: number): Promise<Payment[]> };
}

/** Loans that are over: what the no-loan page lists (spec §4 loan statuses). */
export const CLOSED_LOAN_STATUSES = [
  LOAN_STATUS.paid,
  LOAN_STATUS.terminated,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

const REGISTRATION_CONSENT_KINDS = [
  ['termsAndConditions', 'terms_and_conditions'],
  ['privacyNotice', 'privacy_notice'],
  ['creditBureau', 'credit_bureau'],
  ['marketing', 'marketing'],
  ['behaviouralScoring', 'behavioural_scoring'],
] as const;

/** Stores the registration consents, one row each, all given at `at`. */
export async function recordRegistrationConsents(
  db: Executor,
  clientId: number,
  consents: RegistrationConsents,
  at: Date,
): Promise<void> {
  await db.insert(clientConsents).values(
    REGISTRATION_CONSENT_KINDS.map(([field, kind]) => ({
      clientId,
      kind,
      accepted: consents[field] ?? false,
      givenAt: at,
    })),
  );
}

export function createBorrowerRecordsService(deps: BorrowerRecordsDeps): BorrowerRecordsService {
  const { db } = deps;
  return {
    async consents(clientId) {
      const registration = await db
        .select()
        .from(clientConsents)
        .where(eq(clientConsents.clientId, clientId))
        .orderBy(asc(clientConsents.id));
      const debit = await db
        .select()
        .from(directDebitConsents)
        .where(eq(directDebitConsents.clientId, clientId))
        .orderBy(asc(directDebitConsents.id));
      const all: ClientConsent[] = [
        ...registration.map((row) => ({
          kind: row.kind,
          accepted: row.accepted,
          givenAt: row.givenAt.toISOString(),
        })),
        ...debit.map((row) => ({
          kind: row.paymentType === 'card' ? ('direct_debit_card' as const) : ('direct_debit_clabe' as const),
          accepted: true,
          givenAt: row.acceptedAt.toISOString(),
        })),
      ];
      return all.sort((a, b) => a.givenAt.localeCompare(b.givenAt));
    },

    async closedLoans(clientId) {
      const rows = await db
        .select({
          loan: loans,
          // The loan's own id written out: in a select from one table Drizzle writes a column of the
          // select list unqualified (`"id"`), which inside this subquery named the payment's id, so
          // only a payment whose id equalled the loan's was summed.
          paid: sql<string>`coalesce((select sum(coalesce(p.paid_amount, p.amount))
            from ${payments} p where p.loan_id = "loans"."id" and p.status = 'completed'), 0)`,
        })
        .from(loans)
        .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...CLOSED_LOAN_STATUSES])))
        .orderBy(desc(loans.id));
      return rows.map(({ loan, paid }) => ({
        id: loan.id,
        status: loan.status as ClosedLoan['status'],
        principal: moneyView(loan.principal),
        paid: moneyView(Number(paid)),
        signedAt: loan.signedAt.toISOString(),
        startDate: loan.startDate,
        dueDate: loan.dueDate,
        closedAt: loan.closedAt ? loan.closedAt.toISOString() : null,
      }));
    },

    async savedCards(clientId) {
      const rows = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.clientId, clientId), eq(paymentCards.active, true)))
        .orderBy(desc(paymentCards.id));
      return rows.map((row) => ({
        id: row.id,
        masked: `**** **** **** ${row.last4}`,
        brand: row.brand,
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      }));
    },

    async activeLoanPayments(clientId) {
      const loanId = await deps.loans.openLoanId(clientId);
      return (await deps.payments.list(loanId)).reverse();
    },
    async registrationAnswers(clientId) {
      const [row] = await db
        .select({
          employment: clients.employment,
          address: clients.address,
          salaryCycle: clients.salaryCycle,
        })
        .from(clients)
        .where(eq(clients.id, clientId));
      const [contact] = await db
        .select()
        .from(clientContacts)
        .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.kind, 'reference')))
        .orderBy(desc(clientContacts.id))
        .limit(1);
      return {
        employment: employmentAnswer(row?.employment ?? null),
        address: addressAnswer(row?.address ?? null),
        reference: contact
          ? {
              fullName: contact.fullName,
              relation: contact.relationship as ContactRelation,
              phoneMasked: `••••${deps.pii.decrypt(contact.phoneEnc).slice(-4)}`,
            }
          : null,
      };
    },
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The employment step as stored (income in centavos, ADR 043), or `null` before it. */
function employmentAnswer(stored: Record<string, unknown> | null): RegistrationAnswers['employment'] {
  if (!stored || typeof stored.monthlyIncome !== 'number' || typeof stored.salaryCycle !== 'string')
    return null;
  const payDate = (stored.payDate ?? {}) as {
    referenceDate?: string | null;
    semiMonthlyPayDates?: [number, number] | null;
    dateOfMonth?: number | null;
  };
  return {
    employmentStatusKey: textOf(stored.employmentStatusKey),
    companyName: typeof stored.companyName === 'string' ? stored.companyName : null,
    monthlyIncome: moneyView(stored.monthlyIncome),
    salaryCycle: stored.salaryCycle as PayCycle,
    payDate: {
      referenceDate: payDate.referenceDate ?? null,
      semiMonthlyPayDates: payDate.semiMonthlyPayDates ?? null,
      dateOfMonth: payDate.dateOfMonth ?? null,
    },
  };
}

/** The address step as stored (catalogue names resolved when it was saved), or `null` before it. */
function addressAnswer(stored: Record<string, unknown> | null): RegistrationAnswers['address'] {
  if (!stored || typeof stored.street !== 'string') return null;
  return {
    postalCode: textOf(stored.postalCode),
    region: textOf(stored.region),
    city: textOf(stored.city),
    ward: textOf(stored.ward),
    street: stored.street,
    exteriorNumber: textOf(stored.exteriorNumber),
    interiorNumber:
      typeof stored.interiorNumber === 'string' && stored.interiorNumber !== ''
        ? stored.interiorNumber
        : null,
  };
}
