import { createHash } from 'node:crypto';
import type { RectificationChange } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, ne } from '@lender/db/orm';
import { arcoRequests, clientPrivacy, clients } from '@lender/db/schema';
import { type ArcoContext, type ArcoRow, arcoRowOf, changesOf, lockArcoRequest } from '../../arco/arco-model';
import { clientDataOf } from '../../arco/client-data-rights';
import { recordConsentWithdrawal, turnMarketingOff } from '../../arco/consent-rows';
import { arcoClientRow, checkCorrections } from '../../arco/record-arco-request';
import { CoreError } from '../../errors/core-error';
import type { ApprovalExecutor, ApprovalFields } from '../approvals';

// Acting on a granted ARCO request (issue 51): what a checker's approval of `privacy.arco_act` runs.
// Access: the archive is built once to prove it opens (its size and SHA-256 kept), and the borrower
// downloads it from then on. Rectification: the corrections applied to the client, audited
// `client.rectify`. Cancellation: the data blocked, then anonymised when no retention keeps it (else
// the erasure job does it when the last one ends). Opposition: marketing off and withdrawn, or a
// person reviews every application from now on. The request is then `completed`, audited
// `privacy.arco_act`.

/** What acting did: the approval's result (audited) and what the request keeps. */
interface Acted {
  readonly result: ApprovalFields;
  readonly kept: Record<string, unknown>;
}

const notAnswered = (row: Pick<ArcoRow, 'status'>) =>
  new CoreError('invalid_transition', { params: { from: row.status, to: 'completed' } });

/** The client's columns a correction writes. */
function patchOf(ctx: Pick<ArcoContext, 'pii'>, changes: readonly RectificationChange[]) {
  const patch: Partial<typeof clients.$inferInsert> = {};
  for (const change of changes) {
    if (change.field === 'curp') {
      patch.curpEnc = ctx.pii.encrypt(change.value);
      patch.curpHash = ctx.pii.hash('curp', change.value);
    } else {
      patch[change.field] = change.value;
    }
  }
  return patch;
}

/** Rectification: the corrections checked again against the data held now and applied. */
async function rectify(ctx: ArcoContext, tx: Executor, row: ArcoRow, checkerId: number): Promise<Acted> {
  const changes = changesOf(ctx.pii, row) ?? [];
  const client = await arcoClientRow(tx, row.clientId);
  checkCorrections(ctx, client, changes);
  const curp = changes.find((change) => change.field === 'curp');
  if (curp) {
    const [other] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.curpHash, ctx.pii.hash('curp', curp.value)), ne(clients.id, row.clientId)));
    if (other) throw new CoreError('not_unique', { field: ['curp'] });
  }
  await tx
    .update(clients)
    .set({ ...patchOf(ctx, changes), updatedAt: ctx.clock.now() })
    .where(eq(clients.id, row.clientId));
  const corrected = changes.map((change) => change.field);
  await ctx.audit.record(tx, {
    actor: { type: 'user', id: checkerId },
    action: 'client.rectify',
    entity: 'client',
    entityId: row.clientId,
    after: { fields: corrected },
    reason: row.folio,
  });
  return { result: { corrected }, kept: { corrected } };
}

/** Opposition: marketing off and its consent withdrawn, or a person reviews every application. */
async function oppose(ctx: ArcoContext, tx: Executor, row: ArcoRow): Promise<Acted> {
  const now = ctx.clock.now();
  if (row.purpose === 'marketing') {
    await turnMarketingOff(tx, row.clientId, now);
    await recordConsentWithdrawal(tx, row.clientId, 'marketing', now);
  } else {
    await tx
      .insert(clientPrivacy)
      .values({ clientId: row.clientId, humanReviewSince: now, updatedAt: now })
      .onConflictDoUpdate({
        target: clientPrivacy.clientId,
        set: { humanReviewSince: now, updatedAt: now },
      });
  }
  return { result: { purpose: row.purpose as 'marketing' }, kept: { purpose: row.purpose } };
}

/** Access: the archive built once, its size and fingerprint kept (it is built again on each download). */
async function giveAccess(ctx: ArcoContext, row: ArcoRow): Promise<Acted> {
  const archive = await clientDataOf(ctx).buildAccessArchive({ clientId: row.clientId });
  const archiveSha256 = createHash('sha256').update(archive.bytes).digest('hex');
  const facts = { archiveBytes: archive.bytes.length, archiveSha256 };
  return { result: facts, kept: facts };
}

/** Cancellation: blocked now; anonymised too when no retention period keeps the data. */
async function cancel(ctx: ArcoContext, row: ArcoRow, checkerId: number): Promise<Acted> {
  const data = clientDataOf(ctx);
  const blocked = await data.blockClientData({ clientId: row.clientId, userId: checkerId });
  let anonymised: Record<string, unknown>;
  try {
    anonymised = { anonymised: true, result: await data.anonymiseClientData({ clientId: row.clientId }) };
  } catch (error) {
    // Retention not over: the erasure job anonymises it when the last period ends.
    if (!(error instanceof CoreError)) throw error;
    anonymised = { anonymised: false, refused: error.code };
  }
  const kept = JSON.parse(JSON.stringify({ blocked: blocked ?? true, ...anonymised })) as Record<
    string,
    unknown
  >;
  return { result: { blocked: true }, kept };
}

/** Marks a request completed (only from `answered`: a second approval finds it done) and audits it. */
async function complete(
  ctx: ArcoContext,
  tx: Executor,
  row: ArcoRow,
  acted: Acted,
  approvalId: number,
  checkerId: number,
): Promise<void> {
  const [done] = await tx
    .update(arcoRequests)
    .set({ status: 'completed', completedAt: ctx.clock.now(), actResult: acted.kept })
    .where(and(eq(arcoRequests.id, row.id), eq(arcoRequests.status, 'answered')))
    .returning({ id: arcoRequests.id });
  if (!done) throw notAnswered({ status: 'completed' });
  const result = acted.result as Record<string, unknown>;
  await ctx.audit.record(tx, {
    actor: { type: 'user', id: checkerId },
    action: 'privacy.arco_act',
    entity: 'arco_request',
    entityId: row.id,
    before: { status: 'answered' },
    after: {
      status: 'completed',
      right: row.right as 'access',
      purpose: row.purpose as 'marketing' | null,
      clientId: row.clientId,
      corrected: (result.corrected as string[] | undefined) ?? null,
      archiveBytes: (result.archiveBytes as number | undefined) ?? null,
      blocked: (result.blocked as boolean | undefined) ?? null,
      approvalId,
    },
  });
}

/**
 * The action of an approved `privacy.arco_act` request: acts on the granted ARCO request it names
 * (409 `invalid_transition` unless it is answered and granted) and completes it.
 */
export const approvedArcoAct =
  (ctx: ArcoContext): ApprovalExecutor =>
  async (request, checkerId) => {
    const id = Number(request.entityId);
    const row = await arcoRowOf(ctx.db, id);
    if (row.status !== 'answered') throw notAnswered(row);
    const base = { folio: row.folio, right: row.right as 'access' };
    if (row.right === 'access' || row.right === 'cancellation') {
      // The personal-data functions keep their own transactions: they run first, then the request completes.
      const acted = row.right === 'access' ? await giveAccess(ctx, row) : await cancel(ctx, row, checkerId);
      await ctx.db.transaction((tx) => complete(ctx, tx, row, acted, request.id, checkerId));
      return { ...base, ...acted.result };
    }
    return ctx.db.transaction(async (tx) => {
      const locked = await lockArcoRequest(tx, id);
      if (locked.status !== 'answered') throw notAnswered(locked);
      const acted =
        locked.right === 'rectification'
          ? await rectify(ctx, tx, locked, checkerId)
          : await oppose(ctx, tx, locked);
      await complete(ctx, tx, locked, acted, request.id, checkerId);
      return { ...base, ...acted.result };
    });
  };
