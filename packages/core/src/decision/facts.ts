import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { executeNamed } from '@lender/db';
import { type SQL, type SQLWrapper, sql } from '@lender/db/orm';
import type { Evidence } from './engine';

/**
 * What the decision engine and the journey read about a client beyond the client row: documents,
 * bank link, identity verification, direct debit and loans. These live in tables other services
 * own (documents, integrations, payments, loans), read by plain SQL over the columns their schema
 * files declare, so this module does not depend on their TypeScript; a source that cannot be read
 * is reported as `not_provided`, never guessed.
 */
export interface ClientFacts {
  readonly documents: {
    /** ID front uploaded (`client_documents.type = 'id_front'`, not deleted). */
    readonly idDocument: Evidence;
    /**
     * The payroll income proved: a payroll slip uploaded (`client_documents.type = 'payroll'`), or
     * payroll CFDIs checked and stored as a proof of income (`proven_incomes`, ADR 333).
     */
    readonly payroll: Evidence;
    readonly bankStatement: Evidence;
  };
  /** `bank_links`: linked, skipped (the client chose to go on without), none, or no table. */
  readonly bankLink: 'linked' | 'skipped' | 'missing' | 'not_provided';
  /** Latest `veriff_sessions` row. */
  readonly identity: 'approved' | 'declined' | 'pending' | 'missing' | 'not_provided';
  /** A direct-debit consent or a saved card (`direct_debit_consents`, `payment_cards`). */
  readonly directDebit: Evidence;
  readonly loans: {
    /** Loans active or on hold. */
    readonly active: number;
    /** Paid loans (at least the client's `closedLoansCount`). */
    readonly closed: number;
    /** The newest loan, if any. */
    readonly latest: { readonly id: number; readonly status: number; readonly applicationId: number } | null;
  };
  /** Sources that could not be read (for the decision's stored inputs). */
  readonly notProvided: readonly string[];
}

type Row = Record<string, unknown>;

/** The tables the facts come from (all created by the migrations of this package). */
export const FACT_SOURCES = [
  'client_documents',
  'bank_links',
  'veriff_sessions',
  'direct_debit_consents',
  'payment_cards',
  'loans',
  'proven_incomes',
] as const;

/** A JSON value as the driver returns it: parsed (json columns) or, defensively, as text. */
function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

/** The client a fact statement is about: its id as a parameter, or a column of the outer statement. */
export type ClientIdRef = number | SQLWrapper;

/**
 * The facts of `client` as select-list expressions, keyed by the column names
 * {@link clientFactsOf} reads (`document_types`, `bank_link_statuses`, `identity_status`,
 * `has_consent`, `has_card`, `loans`, `has_proven_income`). `client` is the id, or a column of the outer statement (the
 * client read of `GET flow` selects them beside the session and the client row, issue 17).
 */
export function clientFactsFields(client: ClientIdRef) {
  return {
    document_types: sql<unknown>`(select coalesce(json_agg(distinct type::text), '[]'::json) from client_documents
          where client_id = ${client} and deleted_at is null)`,
    bank_link_statuses: sql<unknown>`(select coalesce(json_agg(distinct status::text), '[]'::json) from bank_links
          where client_id = ${client})`,
    identity_status: sql<unknown>`(select status::text from veriff_sessions
          where client_id = ${client} order by created_at desc limit 1)`,
    has_consent: sql<unknown>`exists (select 1 from direct_debit_consents where client_id = ${client})`,
    has_card: sql<unknown>`exists (select 1 from payment_cards where client_id = ${client})`,
    loans: sql<unknown>`(select coalesce(json_agg(json_build_object('id', id, 'status', status, 'applicationId', application_id)
          order by id desc), '[]'::json) from loans where client_id = ${client})`,
    has_proven_income: sql<unknown>`exists (select 1 from proven_incomes where client_id = ${client})`,
  };
}

/**
 * The columns of the facts statement of `clientId` ({@link clientFactsFields}, each `as` its key):
 * a select list that another statement can carry beside its own columns.
 */
export function clientFactsColumns(clientId: ClientIdRef): SQL {
  return sql.join(
    Object.entries(clientFactsFields(clientId)).map(([key, field]) => sql`${field} as ${sql.raw(key)}`),
    sql`, `,
  );
}

/** The facts when their statement could not run: every source `not_provided`. */
export function factsNotProvided(closedLoansCount: number): ClientFacts {
  return {
    documents: { idDocument: 'not_provided', payroll: 'not_provided', bankStatement: 'not_provided' },
    bankLink: 'not_provided',
    identity: 'not_provided',
    directDebit: 'not_provided',
    loans: { active: 0, closed: closedLoansCount, latest: null },
    notProvided: [...FACT_SOURCES],
  };
}

/**
 * Reads the facts of `clientId` in **one statement** (issue 17: it used to probe each table with
 * `to_regclass` and read them one by one, twelve round trips). The tables belong to the migrations,
 * so their presence is not checked; should the statement fail (a schema mid-change), every source
 * is reported `not_provided` rather than failing the caller, as a missing table used to be.
 */
export async function gatherClientFacts(
  db: Executor,
  clientId: number,
  closedLoansCount: number,
): Promise<ClientFacts> {
  let row: Row | undefined;
  try {
    // A named statement: planned once per connection, not on every read (issue 17).
    [row] = await executeNamed(db, 'lender_client_facts', sql`select ${clientFactsColumns(clientId)}`);
  } catch {
    // The schema is mid-change: every fact counts as not provided, as when a table was absent.
  }
  return row ? clientFactsOf(row, closedLoansCount) : factsNotProvided(closedLoansCount);
}

/** The facts from a row carrying {@link clientFactsColumns}. */
export function clientFactsOf(row: Row, closedLoansCount: number): ClientFacts {
  const documents = new Set(json<unknown[]>(row.document_types, []).map(String));
  const doc = (type: string): Evidence => (documents.has(type) ? 'present' : 'missing');

  const statuses = new Set(json<unknown[]>(row.bank_link_statuses, []).map(String));
  const bankLink: ClientFacts['bankLink'] = statuses.has('linked')
    ? 'linked'
    : statuses.has('skipped')
      ? 'skipped'
      : 'missing';

  const identityStatus =
    row.identity_status === null || row.identity_status === undefined ? null : String(row.identity_status);
  const identity: ClientFacts['identity'] =
    identityStatus === null
      ? 'missing'
      : identityStatus === 'approved'
        ? 'approved'
        : identityStatus === 'declined'
          ? 'declined'
          : 'pending';

  const directDebit: Evidence = row.has_consent === true || row.has_card === true ? 'present' : 'missing';

  const loanRows = json<Array<{ id: unknown; status: unknown; applicationId: unknown }>>(row.loans, []);
  const loanStatuses = loanRows.map((loan) => Number(loan.status));
  const first = loanRows[0];
  const loans: ClientFacts['loans'] = {
    active: loanStatuses.filter((s) => s === LOAN_STATUS.active || s === LOAN_STATUS.onHold).length,
    closed: Math.max(closedLoansCount, loanStatuses.filter((s) => s === LOAN_STATUS.paid).length),
    latest: first
      ? { id: Number(first.id), status: Number(first.status), applicationId: Number(first.applicationId) }
      : null,
  };

  return {
    documents: {
      idDocument: doc('id_front'),
      // Payroll CFDIs proved at the payroll step stand for the slip (ADR 333, the registration's option).
      payroll: row.has_proven_income === true ? 'present' : doc('payroll'),
      bankStatement: doc('bank_statement'),
    },
    bankLink,
    identity,
    directDebit,
    loans,
    notProvided: [],
  };
}
