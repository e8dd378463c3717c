import { addDays, daysBetween } from '@lender/calculator/kernel';
import { type ClientJourney, FLOW_TOTAL_STEPS, type FlowState, type FlowStep } from '@lender/contracts';
import type { Database } from '@lender/db';
import { executeNamed } from '@lender/db';
import { eq, type SQL, sql } from '@lender/db/orm';
import { clients, sessions } from '@lender/db/schema';
import {
  type Authenticated,
  type AuthService,
  sessionClientJoin,
  sessionIdIsPlaceholder,
} from '../auth/sessions';
import type { ConfigCache } from '../catalog/config-cache';
import { decisionDate } from '../catalog/reapply-cool-off';
import { businessDate, type Clock } from '../clock';
import {
  type ClientFacts,
  type ClientIdRef,
  clientFactsColumns,
  clientFactsFields,
  clientFactsOf,
  gatherClientFacts,
} from '../decision/facts';
import { CoreError } from '../errors/core-error';
import { type SandboxService, shiftedClock } from '../sandbox/sandbox';
import { journeyPercent } from './journey-progress';
import { type JourneyFacts, journeyStep } from './journey-step';

export { type JourneyFacts, type JourneyStep, journeyStep, REJECT_PAGE_DAYS } from './journey-step';

type ClientRow = typeof clients.$inferSelect;

/**
 * The journey service: `GET flow` and `GET client-journey/current` read what the step depends on
 * (one statement with the session for `GET flow`, ADR 091) and ask `journeyStep` (pure, in
 * `journey-step.ts`) for the step.
 */
export interface JourneyService {
  /**
   * `GET flow`: `{ step, status, errors, percent, totalSteps }`. `row` is the client row when the
   * caller has just read it (the auth guard), so it is not read again (issue 17).
   */
  flow(clientId: number, row?: ClientRow, rows?: JourneyRows): Promise<FlowState>;
  /**
   * `GET flow` in one statement (issue 17, ADR 091): the token's session, checked as
   * `auth.authenticate` checks it (`unauthorized`, `token_expired`, `session_revoked`), with the
   * client row (`undefined` for a back-office token or a client that is gone) and the rows
   * {@link flow} takes. The caller still checks the account (`requireActive` with the row).
   */
  authenticateFlow(
    token: string,
  ): Promise<{ auth: Authenticated; client: ClientRow | undefined; rows: JourneyRows }>;
  /** `GET client-journey/current`: the step with the application and loan it came from. */
  current(clientId: number, row?: ClientRow): Promise<ClientJourney>;
}

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

export function createJourneyService(deps: {
  db: Database;
  sandbox: SandboxService;
  clock: Clock;
  auth: AuthService;
  /** The cool-off after a rejection is read from here, per configuration version. */
  config: Pick<ConfigCache, 'reapplyCoolOffDays'>;
}): JourneyService {
  const { db, sandbox, clock, auth, config } = deps;

  /**
   * The journey's own columns beside the facts: the sandbox row (only where the sandbox is on) and
   * the newest 20 applications, each with the reasons of its latest decision (`client`: the id, or
   * a column of the outer statement). The cool-off setting comes from the configuration cache.
   */
  const journeyFields = (client: ClientIdRef) => ({
    ...(sandbox.enabled && {
      sandbox: sql<unknown>`(select json_build_object('forcedStep', s.forced_step, 'clockOffsetDays', s.clock_offset_days)
          from sandbox_clients s where s.client_id = ${client})`,
    }),
    applications: sql<unknown>`(select coalesce(json_agg(json_build_object(
            'id', a.id, 'status', a.status, 'paymentMethod', a.payment_method, 'affiliate', a.affiliate,
            'decidedAt', a.decided_at, 'updatedAt', a.updated_at,
            'reasons', (select d.reasons from decisions d where d.application_id = a.id order by d.id desc limit 1)
          ) order by a.id desc), '[]'::json)
          from (select * from applications where client_id = ${client} order by id desc limit 20) a)`,
  });
  const columnsOf = (fields: Record<string, SQL>) =>
    sql.join(
      Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.raw(key)}`),
      sql`, `,
    );

  // `GET flow`: the session, the client row, the facts and the journey's columns in one statement
  // (issue 17, ADR 091), for `auth.authenticateClientWith`.
  const flowRead = db
    .select({
      session: sessions,
      client: clients,
      facts: clientFactsFields(clients.id),
      journey: journeyFields(clients.id),
    })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_client_flow_read');

  /** The journey's columns ({@link journeyFields}) as the step needs them. */
  const journeyRowsOf = (row: Record<string, unknown>, facts: ClientFacts): JourneyRows => {
    const parsed = <T>(value: unknown, fallback: T): T =>
      value === null || value === undefined
        ? fallback
        : typeof value === 'string'
          ? (JSON.parse(value) as T)
          : (value as T);
    const box = sandbox.enabled
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
  };

  /**
   * The client's facts (`clientFactsFields`) and the journey's columns in **one statement** (issue
   * 17). Should it fail (a schema mid-change), the facts are read on their own, reported
   * `not_provided` if they cannot be.
   */
  const readJourneyRows = async (clientId: number, closedLoansCount: number): Promise<JourneyRows> => {
    let row: Record<string, unknown>;
    let facts: ClientFacts;
    try {
      // A named statement: planned once per connection, not on every flow read.
      [row = {}] = await executeNamed(
        db,
        'lender_journey_rows',
        sql`select ${clientFactsColumns(clientId)}, ${columnsOf(journeyFields(clientId))}`,
      );
      facts = clientFactsOf(row, closedLoansCount);
    } catch {
      [row = {}] = await executeNamed(
        db,
        'lender_journey_rows_only',
        sql`select ${columnsOf(journeyFields(clientId))}`,
      );
      facts = await gatherClientFacts(db, clientId, closedLoansCount);
    }
    return journeyRowsOf(row, facts);
  };

  const compute = async (clientId: number, loaded?: ClientRow, rows?: JourneyRows) => {
    let client = loaded?.id === clientId ? loaded : undefined;
    if (!client) [client] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!client) throw new CoreError('unauthorized');
    const { facts, box, apps } =
      (client === loaded && rows) || (await readJourneyRows(clientId, client.closedLoansCount));
    const coolOffDays = await config.reapplyCoolOffDays();
    const today = businessDate(shiftedClock(clock, box?.clockOffsetDays ?? 0).now());
    const INACTIVE: readonly number[] = [4, 5, 6, 23];
    const current = apps.find((row) => !INACTIVE.includes(row.status)) ?? null;
    const closed = apps.find((row) => INACTIVE.includes(row.status)) ?? null;
    const employment = (client.employment ?? {}) as { employmentStatusKey?: unknown };
    const affiliate = (current?.affiliate ?? client.affiliate ?? {}) as { source?: unknown };
    const journeyFacts: JourneyFacts = {
      forcedStep: (box?.forcedStep as FlowStep | null) ?? null,
      completedSteps: client.completedSteps,
      employmentStatus:
        typeof employment.employmentStatusKey === 'string' ? employment.employmentStatusKey : null,
      availableLoanAmount: client.availableLoanAmount,
      closedLoans: facts.loans.closed,
      loanStatus: facts.loans.latest?.status ?? null,
      application: current
        ? {
            status: current.status,
            paymentMethod: current.paymentMethod,
            affiliateSource: typeof affiliate.source === 'string' ? affiliate.source : null,
          }
        : null,
      lastClosedApplication: closed
        ? { status: closed.status, daysSinceDecision: daysBetween(decisionDate(closed), today) }
        : null,
      coolOffDays,
      documents: facts.documents,
      bankLink: facts.bankLink,
      identity: facts.identity,
      directDebit: facts.directDebit,
      clabeSaved: client.clabeEnc !== null,
    };
    const journey = journeyStep(journeyFacts);
    let errors: string[] = journey.rule === 'application.accepted.clabe' ? ['clabe_required'] : [];
    if ((journey.step === 'reject_page' || journey.step === 'manual_page') && (current ?? closed)) {
      const reasons = (current ?? closed)?.reasons;
      errors = reasons ? reasons.map((reason) => reason.code) : [];
    }
    // The reject page's data: the day the client may apply again (the cool-off, ADR 208).
    const reapplyOn =
      journey.step === 'reject_page' && closed ? addDays(decisionDate(closed), coolOffDays) : null;
    return {
      journey,
      percent: journeyPercent(journeyFacts),
      errors,
      application: current ?? closed,
      loan: facts.loans.latest,
      reapplyOn,
    };
  };

  return {
    async authenticateFlow(token) {
      const { auth: checked, row } = await auth.authenticateClientWith(
        token,
        async (id) => (await flowRead.execute({ id }))[0],
      );
      const client = row.client ?? undefined;
      const facts = clientFactsOf(row.facts, client?.closedLoansCount ?? 0);
      return { auth: checked, client, rows: journeyRowsOf(row.journey, facts) };
    },
    async flow(clientId, row, rows) {
      const { journey, percent, errors, reapplyOn } = await compute(clientId, row, rows);
      return {
        step: journey.step,
        status: journey.status,
        errors,
        percent,
        totalSteps: FLOW_TOTAL_STEPS as typeof FLOW_TOTAL_STEPS,
        ...(reapplyOn !== null && { reapplyFrom: reapplyOn }),
      };
    },
    async current(clientId, row) {
      const { journey, application, loan } = await compute(clientId, row);
      return {
        step: journey.step,
        status: journey.status,
        applicationId: application?.id ?? null,
        applicationStatus: (application?.status as ClientJourney['applicationStatus']) ?? null,
        loanId: loan?.id ?? null,
        loanStatus: (loan?.status as ClientJourney['loanStatus']) ?? null,
      };
    },
  };
}
