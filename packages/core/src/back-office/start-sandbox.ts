import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { SandboxService, SandboxView } from '../sandbox/sandbox';
import { clientRow } from './client-row';

/** Starts (or restarts) sandbox mode for a client (spec §6: admins only); audited. */
export async function startSandbox(
  ctx: {
    readonly db: Database;
    readonly audit: AuditService;
    readonly sandbox: Pick<SandboxService, 'find' | 'start'>;
  },
  { actorId: userId, params }: { actorId: number; params: { id: number } },
): Promise<Pick<SandboxView, 'active' | 'today' | 'forcedDecision'>> {
  const clientId = params.id;
  await clientRow(ctx.db, clientId);
  const before = await ctx.sandbox.find(clientId);
  const view = await ctx.sandbox.start(clientId, { kind: 'admin', userId });
  // The sandbox service writes on its own connection; the entry follows the change it records.
  await ctx.audit.record(ctx.db, {
    actor: { type: 'user', id: userId },
    action: 'client.sandbox_start',
    entity: 'client',
    entityId: clientId,
    before: before
      ? { active: true, clockOffsetDays: before.clockOffsetDays, forcedDecision: before.forcedDecision }
      : { active: false },
    after: view,
  });
  return { active: view.active, today: view.today, forcedDecision: view.forcedDecision };
}
