import { LOAN_STATUS } from '@lender/calculator';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { Evidence } from './engine';

/**
 * What the decision engine and the journey read about a client beyond the client row: documents,
 * bank link, identity verification, direct debit and loans. These live in tables other services
 * own (documents, integrations, payments, loans). Each source is read only when its table exists
 * (`to_regclass`), by plain SQL over the columns their schema files declare, so this module does not
 * depend on their TypeScript; a missing source is reported as `not_provided`, never guessed.
 */
export interface ClientFacts {
  readonly documents: {
    /** ID front uploaded (`client_documents.type = 'id_front'`, not deleted). */
    readonly idDocument: Evidence;
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
  /** Tables that were not there (for the decision's stored inputs). */
  readonly notProvided: readonly string[];
}

type Row = Record<string, unknown>;

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function tableExists(db: Executor, table: string): Promise<boolean> {
  const [row] = await rows(db, sql`select to_regclass(${`public.${table}`}) is not null as present`);
  return row?.present === true;
}

/**
 * Reads the facts of `clientId`. Call it outside a write transaction: a source whose columns
 * changed under us is reported `not_provided` rather than failing the caller.
 */
export async function gatherClientFacts(
  db: Executor,
  clientId: number,
  closedLoansCount: number,
): Promise<ClientFacts> {
  const notProvided: string[] = [];
  const read = async <T>(table: string, fallback: T, body: () => Promise<T>): Promise<T> => {
    try {
      if (await tableExists(db, table)) return await body();
    } catch {
      // The owner's schema is mid-change; the fact counts as not provided, as when absent.
    }
    notProvided.push(table);
    return fallback;
  };

  const documents = await read('client_documents', null as Set<string> | null, async () => {
    const found = await rows(
      db,
      sql`select distinct type from client_documents where client_id = ${clientId} and deleted_at is null`,
    );
    return new Set(found.map((row) => String(row.type)));
  });
  const doc = (type: string): Evidence =>
    documents === null ? 'not_provided' : documents.has(type) ? 'present' : 'missing';

  const bankLink = await read('bank_links', 'not_provided' as ClientFacts['bankLink'], async () => {
    const found = await rows(db, sql`select status from bank_links where client_id = ${clientId}`);
    const statuses = new Set(found.map((row) => String(row.status)));
    return statuses.has('linked') ? 'linked' : statuses.has('skipped') ? 'skipped' : 'missing';
  });

  const identity = await read('veriff_sessions', 'not_provided' as ClientFacts['identity'], async () => {
    const [latest] = await rows(
      db,
      sql`select status from veriff_sessions where client_id = ${clientId} order by created_at desc limit 1`,
    );
    if (!latest) return 'missing';
    const status = String(latest.status);
    return status === 'approved' ? 'approved' : status === 'declined' ? 'declined' : 'pending';
  });

  const consent = await read('direct_debit_consents', null as boolean | null, async () => {
    const found = await rows(
      db,
      sql`select 1 from direct_debit_consents where client_id = ${clientId} limit 1`,
    );
    return found.length > 0;
  });
  const card = await read('payment_cards', null as boolean | null, async () => {
    const found = await rows(db, sql`select 1 from payment_cards where client_id = ${clientId} limit 1`);
    return found.length > 0;
  });
  const directDebit: Evidence =
    consent === true || card === true
      ? 'present'
      : consent === null && card === null
        ? 'not_provided'
        : 'missing';

  const loans = await read(
    'loans',
    { active: 0, closed: closedLoansCount, latest: null } as ClientFacts['loans'],
    async () => {
      const found = await rows(
        db,
        sql`select id, status, application_id from loans where client_id = ${clientId} order by id desc`,
      );
      const statuses = found.map((row) => Number(row.status));
      const first = found[0];
      return {
        active: statuses.filter((s) => s === LOAN_STATUS.active || s === LOAN_STATUS.onHold).length,
        closed: Math.max(closedLoansCount, statuses.filter((s) => s === LOAN_STATUS.paid).length),
        latest: first
          ? {
              id: Number(first.id),
              status: Number(first.status),
              applicationId: Number(first.application_id),
            }
          : null,
      };
    },
  );

  return {
    documents: { idDocument: doc('id_front'), payroll: doc('payroll'), bankStatement: doc('bank_statement') },
    bankLink,
    identity,
    directDebit,
    loans,
    notProvided,
  };
}
