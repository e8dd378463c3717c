import {
  type ApprovalRequest,
  type PolicyCutOffChange,
  type PolicyPublicationRequest,
  scorecardChanges,
} from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { cutOffChanges, cutOffsOf } from '../../decision/policy-document';
import { publishedPolicy } from '../../decision/published-policy';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { type ApprovalExecutor, requestApproval } from '../approvals';
import { authorize } from '../authorize';
import { draftAt } from './policy-rows';

/**
 * `backOffice.requestPolicyPublication` (ADR 330): an admin asks to publish a draft at the
 * revision read, with a reason. It files a `policy.publish` request (one pending per draft, else
 * `conflict`) carrying the revision, the document's hash, each cut-off and each scorecard part
 * that differs from the version in force (each point, probability and score by name: contracts'
 * `scorecardChanges`, the same list the back-office's changes panel shows); nothing decides
 * differently until another admin approves it ({@link approvedPolicyPublication}).
 */
export async function requestPolicyPublication(
  ctx: ApprovalsContext,
  {
    actorId: makerId,
    params: { version },
    body,
  }: { actorId: number; params: { version: number }; body: PolicyPublicationRequest },
): Promise<ApprovalRequest> {
  await authorize(ctx, makerId, 'settings.edit');
  const reason = body.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  const draft = await draftAt(ctx.db, version, body.revision);
  const inForce = await publishedPolicy(ctx.db);
  const changes: PolicyCutOffChange[] = cutOffChanges(cutOffsOf(inForce.document), cutOffsOf(draft.document));
  return requestApproval(ctx, makerId, {
    kind: 'policy.publish',
    entity: 'credit_policy',
    entityId: version,
    payload: {
      policyVersion: version,
      revision: draft.revision,
      policySha256: draft.sha256,
      // The version the changes are listed against: another published since makes the request stale.
      championVersion: inForce.version,
      changes,
      scorecardChanges: scorecardChanges(inForce.document.scorecard, draft.document.scorecard),
    },
    reason,
  });
}

/**
 * The action of an approved `policy.publish` request: the draft, still at the revision and hash
 * asked, and the version in force still the one its changes were listed against (else
 * `stale_version`, and the request stays pending for the checker to reject), becomes the published
 * version with its checker; the version in force is retired in the same transaction. The draft's
 * author never approves it (`maker_cannot_approve`), even when a colleague asked. Decisions read
 * the published version at every call: the next one is taken under it and names it.
 */
export const approvedPolicyPublication =
  (ctx: Pick<ApprovalsContext, 'db' | 'clock'>): ApprovalExecutor =>
  async (request, checkerId) => {
    const { policyVersion, revision, policySha256, championVersion } = request.payload as {
      policyVersion: number;
      revision: number;
      policySha256: string;
      championVersion?: number;
    };
    return ctx.db.transaction(async (tx) => {
      const draft = await draftAt(tx, policyVersion, revision);
      if (draft.sha256 !== policySha256) throw new CoreError('stale_version');
      // The draft's author is its maker, whoever asked for the publication (ADR 330).
      if (draft.makerId === checkerId) throw new CoreError('maker_cannot_approve');
      // The changes were listed against the version then in force (a request filed before this check
      // carries none): once another is published they no longer say what publishing would change.
      if (championVersion !== undefined && (await publishedPolicy(tx)).version !== championVersion)
        throw new CoreError('stale_version');
      const now = ctx.clock.now();
      const [retired] = await tx
        .update(creditPolicies)
        .set({ status: 'retired', updatedAt: now })
        .where(eq(creditPolicies.status, 'published'))
        .returning({ version: creditPolicies.version });
      const [published] = await tx
        .update(creditPolicies)
        .set({ status: 'published', checkerId, publishedAt: now, updatedAt: now })
        .where(and(eq(creditPolicies.version, policyVersion), eq(creditPolicies.status, 'draft')))
        .returning({ version: creditPolicies.version });
      if (!published) throw new CoreError('stale_version');
      return { policyVersion, policySha256, ...(retired && { retiredVersion: retired.version }) };
    });
  };
