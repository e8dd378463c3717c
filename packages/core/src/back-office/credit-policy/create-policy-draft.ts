import type { CreditPolicy } from '@lender/contracts';
import { isUniqueViolation } from '@lender/db';
import { max } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { sha256Of } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { policyRow, policyViews } from './policy-rows';

/**
 * `backOffice.createPolicyDraft` (ADR 330): a copy of version `basedOn` as a new draft, numbered
 * after the newest version. A draft decides nothing: only a published version is read by the
 * decision. Two drafts asked at once: the second is `conflict`.
 */
export async function createPolicyDraft(
  ctx: ApprovalsContext,
  { actorId, body: { basedOn } }: { actorId: number; body: { basedOn: number } },
): Promise<CreditPolicy> {
  await authorize(ctx, actorId, 'settings.edit');
  const base = await policyRow(ctx.db, basedOn);
  const [newest] = await ctx.db.select({ version: max(creditPolicies.version) }).from(creditPolicies);
  const version = (newest?.version ?? 0) + 1;
  const now = ctx.clock.now();
  try {
    await ctx.db.insert(creditPolicies).values({
      version,
      status: 'draft',
      basedOn: base.version,
      document: base.document,
      sha256: sha256Of(base.document),
      makerId: actorId,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CoreError('conflict');
    throw error;
  }
  const [view] = await policyViews(ctx.db, version);
  if (!view) throw new CoreError('not_found');
  return view;
}
