import type { Database } from '@lender/db';
import { executeNamed } from '@lender/db';
import { type SQL, sql } from '@lender/db/orm';
import {
  type ClientFacts,
  type ClientIdRef,
  clientFactsColumns,
  clientFactsOf,
  gatherClientFacts,
} from '../decision/facts';

/** What `GET flow` reads beside the client row (one statement with the session, ADR 091). */
export interface JourneyRows {
  readonly facts: ClientFacts;
  readonly box: { forcedStep: string | null; clockOffsetDays: number } | null;
  readonly apps: ReadonlyArray<{
    id: number;
    status: number;
    paymentMethod: string;
    affiliate: Record<string, unknown> | null;
    decidedAt: Date | null;
    updatedAt: Date;
    reasons: Array<{ code: string }> | null;
  }>;
}

/** Whether sandbox mode is on in this deployment: only then is a client's sandbox row read. */
export interface SandboxSwitch {
  readonly sandbox: { readonly enabled: boolean };
}

/**
 * The journey's own columns beside the facts: the sandbox row (only where the sandbox is on) and
 * the newest 20 applications, each with the reasons of its latest decision (`client`: the id, or
 * a column of the outer statement).
 */
export function journeyFields(ctx: SandboxSwitch, client: ClientIdRef) {
  return {
    ...(ctx.sandbox.enabled && {
      sandbox: sql<unknown>`(select json_build_object('forcedStep', s.forced_step, 'clockOffsetDays', s.clock_offset_days)
          from sandbox_clients s where s.client_id = ${client})`,
    }),
    applications: sql<unknown>`(select coalesce(json_agg(json_build_object(
            'id', a.id, 'status', a.status, 'paymentMethod', a.payment_method, 'affiliate', a.affiliate,
            'decidedAt', a.decided_at, 'updatedAt', a.updated_at,
            'reasons', (select d.reasons from decisions d where d.application_id = a.id order by d.id desc limit 1)
          ) order by a.id desc), '[]'::json)
          from (select * from applications where client_id = ${client} order by id desc limit 20) a)`,
  };
}

function columnsOf(fields: Record<string, SQL>) {
  return sql.join(
    Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.raw(key)}`),
    sql`, `,
  );
}

/** The journey's columns ({@link journeyFields}) as the step needs them. */
export function journeyRowsOf(
  ctx: SandboxSwitch,
  row: Record<string, unknown>,
  facts: ClientFacts,
): JourneyRows {
  const parsed = <T>(value: unknown, fallback: T): T =>
    value === null || value === undefined
      ? fallback
      : typeof value === 'string'
        ? (JSON.parse(value) as T)
        : (value as T);
  const box = ctx.sandbox.enabled
    ? parsed<{ forcedStep: string | null; clockOffsetDays: number } | null>(row.sandbox, null)
    : null;
  const apps = parsed<
    Array<{
      id: number;
      status: number;
      paymentMethod: string;
      affiliate: Record<string, unknown> | null;
      decidedAt: string | null;
      updatedAt: string;
      reasons: Array<{ code: string }> | null;
    }>
  >(row.applications, []).map((app) => ({
    ...app,
    id: Number(app.id),
    status: Number(app.status),
    decidedAt: app.decidedAt === null ? null : new Date(app.decidedAt),
    updatedAt: new Date(app.updatedAt),
  }));
  return { facts, box, apps };
}

/**
 * The client's facts (`clientFactsFields`) and the journey's columns in **one statement** (issue
 * 17). Should it fail (a schema mid-change), the facts are read on their own, reported
 * `not_provided` if they cannot be.
 */
export async function readJourneyRows(
  ctx: SandboxSwitch & { readonly db: Database },
  clientId: number,
  closedLoansCount: number,
): Promise<JourneyRows> {
  let row: Record<string, unknown>;
  let facts: ClientFacts;
  try {
    // A named statement: planned once per connection, not on every flow read.
    [row = {}] = await executeNamed(
      ctx.db,
      'lender_journey_rows',
      sql`select ${clientFactsColumns(clientId)}, ${columnsOf(journeyFields(ctx, clientId))}`,
    );
    facts = clientFactsOf(row, closedLoansCount);
  } catch {
    [row = {}] = await executeNamed(
      ctx.db,
      'lender_journey_rows_only',
      sql`select ${columnsOf(journeyFields(ctx, clientId))}`,
    );
    facts = await gatherClientFacts(ctx.db, clientId, closedLoansCount);
  }
  return journeyRowsOf(ctx, row, facts);
}
