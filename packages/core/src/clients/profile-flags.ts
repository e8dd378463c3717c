import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  isApplicationActive,
  LOAN_STATUS,
} from '@lender/calculator/platform';
import type { Database } from '@lender/db';
import { executeNamed } from '@lender/db';
import { sql } from '@lender/db/orm';
import type { ClientIdRef } from '../decision/facts';

/** Flags of the client profile (spec §3, §4 client type) that come from applications and loans. */
export interface ApplicationProfileFlags {
  hasActualApplication: boolean;
  hasUncancelledApplications: boolean;
  hasActiveLoan: boolean;
  closedLoansCount: number;
  /** Spec §4: first = no closed and no active loan; additional = an active loan; repeated otherwise. */
  clientType: 'first' | 'additional' | 'repeated';
}

/** Everything the profile reads beyond the client row. */
export interface ProfileFacts extends ApplicationProfileFlags {
  /** An `active` extension (chosen, its fee unpaid) on an open loan (spec §3 `hasActiveRefinancing`). */
  hasActiveRefinancing: boolean;
  /** An accepted application paid out by bank transfer (with no CLABE: status 5, bank account select). */
  hasAcceptedBankTransfer: boolean;
  /** What the borrower paid beyond what their loans owed, held to be refunded (centavos; issue 61). */
  creditBalance: number;
}

function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}

const OPEN_LOANS = [LOAN_STATUS.active, LOAN_STATUS.onHold] as const;

/**
 * What the profile shows about applications, loans and extensions of `client` as select-list
 * expressions (`client`: the id, or a column of the outer statement: `GET client` selects them
 * beside the session and the client row, issue 17); {@link profileFactsOf} reads them.
 */
export function profileFactsFields(client: ClientIdRef) {
  return {
    loan_statuses: sql<unknown>`(select coalesce(json_agg(status), '[]'::json) from loans where client_id = ${client})`,
    applications: sql<unknown>`(select coalesce(json_agg(json_build_object('status', status, 'paymentMethod', payment_method)), '[]'::json)
        from applications where client_id = ${client})`,
    active_refinancing: sql<unknown>`exists (select 1 from rollovers r join loans l on l.id = r.loan_id
        where l.client_id = ${client} and l.status in (${sql.join(
          OPEN_LOANS.map((s) => sql`${s}`),
          sql`, `,
        )}) and r.status = 'active')`,
    credit_balance: sql<unknown>`(select coalesce(-sum(e.amount), 0) from ledger_entries e join loans l on l.id = e.loan_id
        where l.client_id = ${client} and e.account = 'overpayment_suspense')`,
  };
}

/** The profile facts from a row carrying {@link profileFactsFields} (by their keys). */
export function profileFactsOf(row: Record<string, unknown>, closedLoansCount: number): ProfileFacts {
  const loanStatuses = json<unknown[]>(row.loan_statuses, []).map(Number);
  const apps = json<Array<{ status: unknown; paymentMethod: unknown }>>(row.applications, []).map((a) => ({
    status: Number(a.status),
    paymentMethod: String(a.paymentMethod),
  }));
  const hasActiveLoan = loanStatuses.some((s) => s === LOAN_STATUS.active || s === LOAN_STATUS.onHold);
  const closed = Math.max(closedLoansCount, loanStatuses.filter((s) => s === LOAN_STATUS.paid).length);
  return {
    hasActualApplication: apps.some((a) => isApplicationActive(a.status as ApplicationStatus)),
    hasUncancelledApplications: apps.some((a) => a.status !== APPLICATION_STATUS.canceled),
    hasActiveLoan,
    closedLoansCount: closed,
    clientType: hasActiveLoan ? 'additional' : closed > 0 ? 'repeated' : 'first',
    hasActiveRefinancing: row.active_refinancing === true,
    creditBalance: Math.max(0, Number(row.credit_balance ?? 0)),
    hasAcceptedBankTransfer: apps.some(
      (a) => a.status === APPLICATION_STATUS.accepted && a.paymentMethod === 'bank_transfer',
    ),
  };
}

/**
 * Reads what the profile shows about applications, loans and extensions of `clientId` in **one
 * statement** (issue 17; it took six to sixteen before).
 */
export async function readProfileFacts(
  db: Database,
  clientId: number,
  closedLoansCount: number,
): Promise<ProfileFacts> {
  const fields = profileFactsFields(clientId);
  // A named statement: planned once per connection, not on every profile read (issue 17).
  const [row = {}] = await executeNamed(
    db,
    'lender_profile_facts',
    sql`select ${sql.join(
      Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.raw(key)}`),
      sql`, `,
    )}`,
  );
  return profileFactsOf(row, closedLoansCount);
}
