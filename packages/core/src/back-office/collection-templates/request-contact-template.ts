import type { ApprovalRequest, ContactTemplateRequest } from '@lender/contracts';
import { collectionTemplates } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { approval } from '../approval';
import type { ApprovalsContext } from '../approval-rows';
import { fileApproval } from '../approvals';
import { assertTemplateRules } from './template-rules';

/**
 * `backOffice.requestContactTemplate`: a collector files a template. The rule list checks it first
 * (422 `template_rule_broken` naming the rule, nothing stored); then it is stored unapproved and a
 * `collections.template` request waits for another user ({@link approvedContactTemplate}).
 */
export async function requestContactTemplate(
  ctx: ApprovalsContext,
  { actorId: makerId, body: input }: { actorId: number; body: ContactTemplateRequest },
): Promise<ApprovalRequest> {
  assertTemplateRules(input.body);
  const reason = input.reason.trim();
  if (reason.length === 0) throw new CoreError('required', { field: ['reason'] });
  // The template and its request together: a template never exists without its approval request.
  const filed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectionTemplates)
      .values({
        name: input.name.trim(),
        channel: input.channel,
        body: input.body.trim(),
        makerId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('template not stored');
    return fileApproval(ctx, tx, makerId, {
      kind: 'collections.template',
      entity: 'collection_template',
      entityId: row.id,
      payload: { templateId: row.id, templateName: row.name, channel: row.channel, body: row.body },
      reason,
    });
  });
  if (!filed) throw new CoreError('conflict');
  return approval(ctx, { params: { id: filed.id } });
}
