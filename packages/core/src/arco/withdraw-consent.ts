import { type ClientConsent, WITHDRAWABLE_CONSENTS, type WithdrawConsentRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import { consents } from '../clients/consents';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { recordConsentWithdrawal, turnMarketingOff, type VoluntaryConsent } from './consent-rows';

const withdrawable = (kind: string): kind is VoluntaryConsent =>
  (WITHDRAWABLE_CONSENTS as readonly string[]).includes(kind);

/**
 * `client.withdrawConsent` (issue 51): the borrower withdraws a voluntary consent of the privacy
 * notice — marketing (the notices' marketing switch goes off too) or behavioural scoring (the
 * decision stops reading the behavioural signal) — as a dated row of its own, audited
 * `client.consent_withdraw`. The terms, the notice's necessary purposes, the credit-bureau
 * authorization and a direct debit are part of the loan contract: `consent_not_withdrawable`.
 */
export async function withdrawConsent(
  ctx: { readonly db: Database; readonly clock: Clock; readonly audit: AuditService },
  { actorId: clientId, body: request }: { readonly actorId: number; readonly body: WithdrawConsentRequest },
): Promise<{ consents: ClientConsent[] }> {
  const { kind } = request;
  if (!withdrawable(kind)) throw new CoreError('consent_not_withdrawable', { field: ['kind'] });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await recordConsentWithdrawal(tx, clientId, kind, now);
    if (kind === 'marketing') await turnMarketingOff(tx, clientId, now);
    await ctx.audit.record(tx, {
      actor: { type: 'client', id: clientId },
      action: 'client.consent_withdraw',
      entity: 'client',
      entityId: clientId,
      after: { consent: kind },
    });
  });
  return consents(ctx, { actorId: clientId });
}
