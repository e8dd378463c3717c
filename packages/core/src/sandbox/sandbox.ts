import { daysBetween } from '@lender/calculator/kernel';
import type { FlowStep, SANDBOX_DECISIONS } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { sandboxClients } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';

/**
 * Sandbox mode (spec §2, §6; architecture decision 11; ADR 021). The HTTP layer decides who may
 * use it (an admin token or the `qa-disable-flow` cookie) and hands a {@link SandboxGrant}; this
 * service keeps, per client: a business-date offset in whole days (the client's clock), a forced
 * decision outcome and a forced journey step. Services ask {@link SandboxService.clockFor} for the
 * client's clock, so due dates, offer expiry and ages move for that client only; everything made
 * while the sandbox is on is marked `fake`.
 */

/** Who opened the sandbox. */
export type SandboxGrant = { kind: 'admin'; userId: number } | { kind: 'qa_cookie' };

export interface SandboxView {
  active: true;
  today: string;
  forcedDecision: (typeof SANDBOX_DECISIONS)[number] | null;
  forcedStep: FlowStep | null;
  clockOffsetDays: number;
}

type SandboxRow = typeof sandboxClients.$inferSelect;

const DAY_MS = 86_400_000;

/** A clock `offsetDays` whole days ahead of (or behind) `base`. */
export function shiftedClock(base: Clock, offsetDays: number): Clock {
  if (offsetDays === 0) return base;
  return { now: () => new Date(base.now().getTime() + offsetDays * DAY_MS) };
}

export interface SandboxService {
  /**
   * Whether sandbox mode may be used in this deployment (off in production unless a staging
   * deployment turns it on, ADR 209). When off, nothing can start it and rows left in
   * `sandbox_clients` are ignored: no forced step or decision, the real clock, nothing `fake`.
   */
  readonly enabled: boolean;
  /** Starts (or restarts, keeping its settings) sandbox mode for the client. */
  start(clientId: number, grant: SandboxGrant): Promise<SandboxView>;
  /** The client's sandbox, or null when not started. */
  find(clientId: number, tx?: Executor): Promise<SandboxRow | null>;
  /** The sandbox view; `sandbox_not_allowed` (403) when it was not started. */
  view(clientId: number): Promise<SandboxView>;
  /** Forces the journey step (null: computed again). */
  setStep(clientId: number, step: FlowStep | null): Promise<SandboxView>;
  /** Forces the next decisions' outcome (null: the rules decide). */
  setDecision(clientId: number, outcome: (typeof SANDBOX_DECISIONS)[number] | null): Promise<SandboxView>;
  /** Moves the client's business date to `target` (`YYYY-MM-DD`); today is offset 0. */
  setToday(clientId: number, target: string): Promise<SandboxView>;
  /** The clock the services use for this client (the real one outside the sandbox). */
  clockFor(clientId: number, tx?: Executor): Promise<Clock>;
  /** The client's business date. */
  todayFor(clientId: number, tx?: Executor): Promise<string>;
}

export function createSandboxService(deps: { db: Database; clock: Clock; enabled: boolean }): SandboxService {
  const { db, clock, enabled } = deps;

  const find = async (clientId: number, tx: Executor = db) => {
    if (!enabled) return null;
    const [row] = await tx.select().from(sandboxClients).where(eq(sandboxClients.clientId, clientId));
    return row ?? null;
  };
  const toView = (row: SandboxRow): SandboxView => ({
    active: true,
    today: today(shiftedClock(clock, row.clockOffsetDays)),
    forcedDecision: (row.forcedDecision as SandboxView['forcedDecision']) ?? null,
    forcedStep: (row.forcedStep as FlowStep | null) ?? null,
    clockOffsetDays: row.clockOffsetDays,
  });
  const require = async (clientId: number) => {
    const row = await find(clientId);
    if (!row) throw new CoreError('sandbox_not_allowed');
    return row;
  };
  const update = async (clientId: number, patch: Partial<typeof sandboxClients.$inferInsert>) => {
    await require(clientId);
    const [row] = await db
      .update(sandboxClients)
      .set({ ...patch, updatedAt: clock.now() })
      .where(eq(sandboxClients.clientId, clientId))
      .returning();
    return toView(row as SandboxRow);
  };

  return {
    enabled,
    async start(clientId, grant) {
      if (!enabled) throw new CoreError('sandbox_not_allowed');
      const now = clock.now();
      const values = {
        clientId,
        startedBy: grant.kind,
        adminUserId: grant.kind === 'admin' ? grant.userId : null,
        startedAt: now,
        updatedAt: now,
      };
      const [row] = await db
        .insert(sandboxClients)
        .values(values)
        .onConflictDoUpdate({
          target: sandboxClients.clientId,
          set: { startedBy: values.startedBy, adminUserId: values.adminUserId, updatedAt: now },
        })
        .returning();
      return toView(row as SandboxRow);
    },
    find,
    async view(clientId) {
      return toView(await require(clientId));
    },
    setStep: (clientId, step) => update(clientId, { forcedStep: step }),
    setDecision: (clientId, outcome) => update(clientId, { forcedDecision: outcome }),
    setToday: (clientId, target) => update(clientId, { clockOffsetDays: daysBetween(today(clock), target) }),
    async clockFor(clientId, tx) {
      const row = await find(clientId, tx);
      return shiftedClock(clock, row?.clockOffsetDays ?? 0);
    },
    async todayFor(clientId, tx) {
      const row = await find(clientId, tx);
      return today(shiftedClock(clock, row?.clockOffsetDays ?? 0));
    },
  };
}
