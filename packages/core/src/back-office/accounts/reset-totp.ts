import type { BackOfficeAccountActionRequest, EnrolledBackOfficeAccount } from '@lender/contracts';
import { Secret } from 'otpauth';
import { accountOf, totpEnrolmentOf, updateAccountAt } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** A new TOTP secret (returned once); the account's sessions end and the old codes stop working. */
export async function resetTotp(
  ctx: AccountsContext,
  {
    actorId,
    params: { id: userId },
    body: input,
  }: { actorId: number; params: { id: number }; body: BackOfficeAccountActionRequest },
): Promise<EnrolledBackOfficeAccount> {
  const secret = new Secret({ size: 20 }).base32;
  const updated = await ctx.db.transaction(async (tx) => {
    const after = await updateAccountAt(tx, ctx.clock, userId, input.version, {
      totpSecretEnc: ctx.pii.encrypt(secret),
      totpLastCounter: null,
      totpEnrolledAt: ctx.clock.now(),
    });
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: 'user.totp_reset',
      entity: 'user',
      entityId: userId,
      after: { totpEnrolledAt: after.totpEnrolledAt?.toISOString() ?? null },
      reason: input.reason,
    });
    return after;
  });
  await ctx.auth.revokeAll('user', userId, 'totp_reset');
  return { user: accountOf(updated), enrolment: totpEnrolmentOf(updated.email, secret) };
}
