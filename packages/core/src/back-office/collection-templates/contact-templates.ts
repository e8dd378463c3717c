import type { ContactTemplate } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, eq, isNotNull } from '@lender/db/orm';
import { collectionTemplates } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import type { ApprovalsContext } from '../approval-rows';
import type { ApprovalExecutor } from '../approvals';
import { assertTemplateRules } from './template-rules';

// The library of collection templates (issue 66, ADR 326): filed by a collector, checked by the
// rule list, approved by another user through the `collections.template` approval request.

type TemplateRow = typeof collectionTemplates.$inferSelect;

function templateView(row: TemplateRow): ContactTemplate {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as ContactTemplate['channel'],
    body: row.body,
    approved: row.approvedAt !== null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `backOffice.contactTemplates`: every template, oldest first, approved or waiting. */
export async function contactTemplates(
  ctx: Pick<ApprovalsContext, 'db'>,
  _input?: unknown,
): Promise<ContactTemplate[]> {
  const rows = await ctx.db.select().from(collectionTemplates).orderBy(asc(collectionTemplates.id));
  return rows.map(templateView);
}

/**
 * The action of an approved `collections.template` request: the text is checked by the rule list
 * again (the list may have grown since it was filed) and marked approved by its checker, once.
 */
export const approvedContactTemplate =
  (ctx: Pick<ApprovalsContext, 'db' | 'clock' | 'audit'>): ApprovalExecutor =>
  async (request, checkerId) => {
    const { templateId } = request.payload as { templateId: number };
    const [row] = await ctx.db
      .select()
      .from(collectionTemplates)
      .where(eq(collectionTemplates.id, templateId));
    if (!row) throw new CoreError('not_found');
    assertTemplateRules(row.body);
    if (row.approvedAt === null) {
      await ctx.db
        .update(collectionTemplates)
        .set({ checkerId, approvedAt: ctx.clock.now() })
        .where(eq(collectionTemplates.id, templateId));
    }
    return { templateId };
  };

/**
 * The approved template `templateId` for `channel`; 422 `template_not_approved` when it is unknown,
 * waiting for approval or written for another channel.
 */
export async function approvedTemplate(
  tx: Executor,
  templateId: number,
  channel: string,
): Promise<TemplateRow> {
  const [row] = await tx
    .select()
    .from(collectionTemplates)
    .where(and(eq(collectionTemplates.id, templateId), isNotNull(collectionTemplates.approvedAt)));
  if (!row || row.channel !== channel) {
    throw new CoreError('template_not_approved', { field: ['templateId'] });
  }
  return row;
}

/** Every approved template's body (the public check compares messages with them). */
export async function approvedTemplateBodies(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ body: collectionTemplates.body })
    .from(collectionTemplates)
    .where(isNotNull(collectionTemplates.approvedAt));
  return rows.map((row) => row.body);
}
