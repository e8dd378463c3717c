import type { BelvoStoreLinkRequest, FlowState } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { bankLinks } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { flow } from '../journey/flow';
import { callBankLink } from './bank-link';
import type { IntegrationsContext } from './integrations-context';

/** The client a bank link (the provider's link id) is stored for, if any. */
async function ownerOf(db: Database, linkId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ clientId: bankLinks.clientId })
    .from(bankLinks)
    .where(eq(bankLinks.linkId, linkId));
  return row?.clientId;
}

/**
 * `POST belvo/store/link` (spec §7, ADR 025): stores the link the widget created with its accounts
 * and income, and answers the journey after the step. The same link again is a no-op; a link stored
 * by another client is refused (`not_unique`).
 */
export async function belvoStoreLink(
  ctx: IntegrationsContext,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: BelvoStoreLinkRequest },
): Promise<FlowState> {
  const provider = ctx.providers.bankLink;
  const notUnique = () => new CoreError('not_unique', { field: ['link'] });
  const owner = await ownerOf(ctx.db, input.link);
  if (owner !== undefined && owner !== clientId) throw notUnique();
  if (owner === undefined) {
    const summary = await callBankLink(ctx, () =>
      provider.fetchLinkSummary({ linkId: input.link, institution: input.institution }),
    );
    const inserted = await ctx.db
      .insert(bankLinks)
      .values({
        clientId,
        provider: provider.name,
        status: 'linked',
        linkId: input.link,
        institution: input.institution,
        summary,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: bankLinks.id });
    // Lost a race for the same link id: fine if it was this client's own retry.
    if (inserted.length === 0 && (await ownerOf(ctx.db, input.link)) !== clientId) throw notUnique();
    if (inserted.length > 0) ctx.logger.info('bank link stored', { provider: provider.name });
  }
  return flow(ctx, { actorId: clientId });
}
