import type { SandboxState } from '@lender/contracts';
import { sandboxClients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import {
  type SandboxContext,
  type SandboxGrant,
  type SandboxRow,
  type SandboxView,
  sandboxState,
  sandboxViewOf,
} from './sandbox-rows';

/**
 * `POST client/sandbox/start` (spec §6, ADR 021): sandbox mode for the client, for whoever the API
 * let in (`session.sandboxGrant`: an admin or the QA cookie; without one `sandbox_not_allowed`).
 * Restarting keeps its settings; where sandbox mode is off it is `sandbox_not_allowed`.
 */
export async function sandboxStart(
  ctx: SandboxContext,
  {
    actorId: clientId,
    session,
  }: { readonly actorId: number; readonly session?: { readonly sandboxGrant?: SandboxGrant } },
): Promise<SandboxState> {
  if (!session?.sandboxGrant) throw new CoreError('sandbox_not_allowed');
  return sandboxState(await startSandbox(ctx, clientId, session.sandboxGrant));
}

/** Starts (or restarts) the client's sandbox and answers it whole (the back-office's client page). */
export async function startSandbox(
  ctx: SandboxContext,
  clientId: number,
  grant: SandboxGrant,
): Promise<SandboxView> {
  if (!ctx.sandbox.enabled) throw new CoreError('sandbox_not_allowed');
  const now = ctx.clock.now();
  const values = {
    clientId,
    startedBy: grant.kind,
    adminUserId: grant.kind === 'admin' ? grant.userId : null,
    startedAt: now,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(sandboxClients)
    .values(values)
    .onConflictDoUpdate({
      target: sandboxClients.clientId,
      set: { startedBy: values.startedBy, adminUserId: values.adminUserId, updatedAt: now },
    })
    .returning();
  return sandboxViewOf(ctx.clock, row as SandboxRow);
}
