import type { CreditPolicy, PolicyDraftUpdate } from '@lender/contracts';
import { and, eq, sql } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { checkCutOffs, sha256Of, withCutOffs } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { draftAt, policyViews } from './policy-rows';
import { withScorecardEdit } from './scorecard-edit';

/**
 * `backOffice.updatePolicyDraft` (ADR 330): a draft's cut-offs, and its scorecard's cut-off, bands
 * (lowest score, probability) and points when sent (`withScorecardEdit`), at the revision read
 * (another is `stale_version`; a published or retired version is `invalid_transition`), checked
 * field by field (`invalid_value` naming `cutOffs.<name>`), by the draft's author only (`forbidden`:
 * the admin who approves it never approves cut-offs of their own). The revision goes up, so a
 * publication asked for the revision before is refused when approved.
 */
export async function updatePolicyDraft(
  ctx: ApprovalsContext,
  {
    actorId,
    params: { version },
    body: { revision, cutOffs, scorecard },
  }: { actorId: number; params: { version: number }; body: PolicyDraftUpdate },
): Promise<CreditPolicy> {
  await authorize(ctx, actorId, 'settings.edit');
  const draft = await draftAt(ctx.db, version, revision);
  // Only its author edits a draft, so the admin who approves it never approves cut-offs of their own.
  if (draft.makerId !== null && draft.makerId !== actorId) throw new CoreError('forbidden');
  checkCutOffs(cutOffs);
  const cut = withCutOffs(draft.document, cutOffs);
  const document = scorecard ? withScorecardEdit(cut, scorecard) : cut;
  const [updated] = await ctx.db
    .update(creditPolicies)
    .set({
      document,
      sha256: sha256Of(document),
      revision: sql`${creditPolicies.revision} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(
      and(
        eq(creditPolicies.version, version),
        eq(creditPolicies.revision, revision),
        eq(creditPolicies.status, 'draft'),
      ),
    )
    .returning({ version: creditPolicies.version });
  if (!updated) throw new CoreError('stale_version');
  const [view] = await policyViews(ctx.db, version);
  if (!view) throw new CoreError('not_found');
  return view;
}
