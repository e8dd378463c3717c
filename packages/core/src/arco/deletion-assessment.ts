import { DELETION_REASONS, type DeletionReason } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { clientDataBlocks, clients } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';
import {
  PERSONAL_DATA_CATEGORIES,
  PERSONAL_FIELDS,
  type PersonalDataCategory,
  type RetentionDuty,
} from './personal-fields';
import { retentionOf } from './retention';

/** Why a kind of data is kept after a cancellation: the API's codes (`@lender/contracts`). */
export { DELETION_REASONS, type DeletionReason };

/** One duty's period still running over a kind of data: its event's date and its last day (Mexico City). */
export interface KeptPeriod {
  readonly duty: RetentionDuty;
  readonly since: string;
  readonly until: string;
}

/**
 * A kind of data kept blocked, why, and its own last day: the end of the latest of its duties still
 * running, else the day everything kept is anonymised (null while a loan or application is open).
 * `retention`: those periods, each with its duty (words and source: `catalog:personalData`).
 */
export interface KeptData {
  readonly category: PersonalDataCategory;
  readonly reasons: readonly DeletionReason[];
  readonly until: string | null;
  readonly retention: readonly KeptPeriod[];
}

/** What a cancellation deletes and keeps for one borrower, now. */
export interface DeletionAssessment {
  readonly clientId: number;
  /** `held` (nothing asked yet), `blocked` (kept for the legal duties only), `anonymised`. */
  readonly state: 'held' | 'blocked' | 'anonymised';
  readonly blockedAt: string | null;
  readonly anonymisedAt: string | null;
  /** No loan or application open: the data can be blocked now (`blockClientData`). */
  readonly canBlock: boolean;
  /** Blocked and every retention period over: the next erasure run anonymises it. */
  readonly canAnonymise: boolean;
  /** The last day any duty keeps the data, after which all of it is anonymised; null when none applies or a loan is open. */
  readonly keptUntil: string | null;
  /** What goes as soon as the data is blocked (no legal duty keeps it). */
  readonly deletedAtBlock: readonly PersonalDataCategory[];
  /** What stays blocked, and why. */
  readonly kept: readonly KeptData[];
}

const DUTY_REASON: Record<RetentionDuty, DeletionReason> = {
  contract: 'contract_retention',
  aml: 'aml_retention',
  tax: 'tax_retention',
};

/** The duties of each kind of data: the union of its tables' (empty: deleted at the block). */
function dutiesByCategory(): Map<PersonalDataCategory, Set<RetentionDuty>> {
  const map = new Map<PersonalDataCategory, Set<RetentionDuty>>();
  for (const table of Object.values(PERSONAL_FIELDS)) {
    if (table.category === null) continue;
    const duties = map.get(table.category) ?? new Set();
    for (const duty of table.keptFor) duties.add(duty);
    map.set(table.category, duties);
  }
  return map;
}

/**
 * For the cancellation request (`Cancelación`, ADRs 292 and 313): for each kind of a borrower's data,
 * whether it is deleted at once when blocked or kept, with the reasons (codes: an open loan or
 * application, the contract's, anti-money-laundering's or tax's retention) and until when — each kind
 * its own last day, from the periods of its own duties (a CFDI's tax period can end years before a
 * contract's). A borrower with an open loan is told the contract keeps everything it needs until it
 * is paid off (`canBlock` false). `today` replaces the clock's date (Mexico City).
 */
export async function assessDeletion(
  ctx: { readonly db: Database; readonly clock: Clock },
  input: { readonly clientId: number; readonly today?: string },
): Promise<DeletionAssessment> {
  const [row] = await ctx.db
    .select({
      id: clients.id,
      blockedAt: clientDataBlocks.blockedAt,
      anonymisedAt: clientDataBlocks.anonymisedAt,
    })
    .from(clients)
    .leftJoin(clientDataBlocks, eq(clientDataBlocks.clientId, clients.id))
    .where(eq(clients.id, input.clientId));
  if (!row) throw new CoreError('not_found');
  const on = input.today ?? today(ctx.clock);
  const retention = await retentionOf(ctx.db, input.clientId);
  const open: DeletionReason[] = [
    ...(retention.openLoans > 0 ? (['open_loan'] as const) : []),
    ...(retention.openApplications > 0 ? (['open_application'] as const) : []),
    ...(retention.heldCentavos > 0 ? (['refund_pending'] as const) : []),
  ];
  const keptUntil = open.length > 0 ? null : retention.keptUntil;
  const retained = keptUntil !== null && on <= keptUntil;
  const deletedAtBlock: PersonalDataCategory[] = [];
  const kept: KeptData[] = [];
  const duties = dutiesByCategory();
  for (const category of PERSONAL_DATA_CATEGORIES) {
    const own = [...(duties.get(category) ?? [])];
    if (own.length === 0) {
      deletedAtBlock.push(category);
      continue;
    }
    const binding = own.flatMap((duty) => {
      const period = retention.periods[duty];
      return period !== null && on <= period.until ? [{ duty, ...period }] : [];
    });
    const reasons: DeletionReason[] = [...open, ...binding.map(({ duty }) => DUTY_REASON[duty])];
    if (reasons.length === 0 && (open.length > 0 || retained)) reasons.push('kept_with_the_rest');
    if (reasons.length === 0) {
      deletedAtBlock.push(category);
      continue;
    }
    const ownUntil = binding.reduce<string | null>((a, b) => (a === null || b.until > a ? b.until : a), null);
    kept.push({
      category,
      reasons,
      until: open.length > 0 ? null : (ownUntil ?? keptUntil),
      retention: open.length > 0 ? [] : binding,
    });
  }
  const state = row.anonymisedAt ? 'anonymised' : row.blockedAt ? 'blocked' : 'held';
  return {
    clientId: input.clientId,
    state,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    canBlock: state === 'held' && open.length === 0,
    canAnonymise: state === 'blocked' && open.length === 0 && !retained,
    keptUntil,
    deletedAtBlock,
    kept,
  };
}

/**
 * `client.deletionAssessment` (`GET /web/private/client/privacy/deletion-assessment`): what a
 * cancellation would do with the caller's data today ({@link assessDeletion}), without its id.
 */
export async function deletionAssessment(
  ctx: { readonly db: Database; readonly clock: Clock },
  { actorId }: { readonly actorId: number },
): Promise<Omit<DeletionAssessment, 'clientId'>> {
  const { clientId: _clientId, ...view } = await assessDeletion(ctx, { clientId: actorId });
  return view;
}
