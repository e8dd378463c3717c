import type { FlowStep, SANDBOX_DECISIONS, SandboxState } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { sandboxClients } from '@lender/db/schema';
import { type Clock, today } from '../clock';
import { CoreError } from '../errors/core-error';

// A client's sandbox row and what the sandbox use cases and the service share (ADR 021).

/** Who opened the sandbox. */
export type SandboxGrant = { kind: 'admin'; userId: number } | { kind: 'qa_cookie' };

export interface SandboxView {
  active: true;
  today: string;
  forcedDecision: (typeof SANDBOX_DECISIONS)[number] | null;
  forcedStep: FlowStep | null;
  clockOffsetDays: number;
}

export type SandboxRow = typeof sandboxClients.$inferSelect;

const DAY_MS = 86_400_000;

/** A clock `offsetDays` whole days ahead of (or behind) `base`. */
export function shiftedClock(base: Clock, offsetDays: number): Clock {
  if (offsetDays === 0) return base;
  return { now: () => new Date(base.now().getTime() + offsetDays * DAY_MS) };
}

/** What the sandbox use cases read (`sandbox-start.ts`, …): a part of core's `Core`. */
export interface SandboxContext {
  readonly db: Database;
  readonly clock: Clock;
  /** Whether sandbox mode may be used in this deployment ({@link SandboxService.enabled}). */
  readonly sandbox: { readonly enabled: boolean };
}

/** The client's sandbox row, or null when not started (or when sandbox mode is off). */
export async function findSandbox(
  ctx: SandboxContext,
  clientId: number,
  tx: Executor = ctx.db,
): Promise<SandboxRow | null> {
  if (!ctx.sandbox.enabled) return null;
  const [row] = await tx.select().from(sandboxClients).where(eq(sandboxClients.clientId, clientId));
  return row ?? null;
}

/** The sandbox of a row as the services see it, its date on the client's shifted clock. */
export function sandboxViewOf(clock: Clock, row: SandboxRow): SandboxView {
  return {
    active: true,
    today: today(shiftedClock(clock, row.clockOffsetDays)),
    forcedDecision: (row.forcedDecision as SandboxView['forcedDecision']) ?? null,
    forcedStep: (row.forcedStep as FlowStep | null) ?? null,
    clockOffsetDays: row.clockOffsetDays,
  };
}

/** What the sandbox calls answer: on, the client's date and the forced decision. */
export function sandboxState(view: SandboxView): SandboxState {
  return { active: true, today: view.today, forcedDecision: view.forcedDecision };
}

/** Changes a started sandbox (`sandbox_not_allowed`, 403, when it was not started). */
export async function updateSandbox(
  ctx: SandboxContext,
  clientId: number,
  patch: Partial<typeof sandboxClients.$inferInsert>,
): Promise<SandboxView> {
  if (!(await findSandbox(ctx, clientId))) throw new CoreError('sandbox_not_allowed');
  const [row] = await ctx.db
    .update(sandboxClients)
    .set({ ...patch, updatedAt: ctx.clock.now() })
    .where(eq(sandboxClients.clientId, clientId))
    .returning();
  return sandboxViewOf(ctx.clock, row as SandboxRow);
}
