import type { Executor } from '@lender/db';
import { type Clock, today } from '../clock';
import {
  findSandbox,
  type SandboxContext,
  type SandboxGrant,
  type SandboxRow,
  type SandboxView,
  shiftedClock,
} from './sandbox-rows';
import { startSandbox } from './sandbox-start';

// Sandbox mode (spec §2, §6; architecture decision 11; ADR 021). The HTTP layer decides who may
// use it (an admin token or the `qa-disable-flow` cookie) and hands a `SandboxGrant`; the use cases
// (`sandbox-start.ts`, `sandbox-decision.ts`, `sandbox-clock.ts`, `journey/sandbox-step.ts`) keep,
// per client, a business-date offset in whole days (the client's clock), a forced decision outcome
// and a forced journey step. Services ask this service for the client's clock (`clockFor`,
// `todayFor`), so due dates, offer expiry and ages move for that client only; everything made
// while the sandbox is on is marked `fake`.
export { type SandboxContext, type SandboxGrant, type SandboxView, shiftedClock } from './sandbox-rows';

/** The sandbox as the other services read it. */
export interface SandboxService {
  /**
   * Whether sandbox mode may be used in this deployment (off in production unless a staging
   * deployment turns it on, ADR 209). When off, nothing can start it and rows left in
   * `sandbox_clients` are ignored: no forced step or decision, the real clock, nothing `fake`.
   */
  readonly enabled: boolean;
  /** {@link startSandbox}, for the back-office's client page. */
  start(clientId: number, grant: SandboxGrant): Promise<SandboxView>;
  /** The client's sandbox, or null when not started. */
  find(clientId: number, tx?: Executor): Promise<SandboxRow | null>;
  /** The clock the services use for this client (the real one outside the sandbox). */
  clockFor(clientId: number, tx?: Executor): Promise<Clock>;
  /** The client's business date. */
  todayFor(clientId: number, tx?: Executor): Promise<string>;
}

export function createSandboxService(
  deps: Omit<SandboxContext, 'sandbox'> & SandboxContext['sandbox'],
): SandboxService {
  const { clock, enabled } = deps;
  const ctx: SandboxContext = { db: deps.db, clock, sandbox: { enabled } };
  const find = (clientId: number, tx?: Executor) => findSandbox(ctx, clientId, tx);
  return {
    enabled,
    start: (clientId, grant) => startSandbox(ctx, clientId, grant),
    find,
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
