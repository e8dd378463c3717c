import type { CreateBackOfficeAccountRequest, EnrolledBackOfficeAccount } from '@lender/contracts';
import { backOfficeUsers } from '@lender/db/schema';
import { Secret } from 'otpauth';
import { hashPassword } from '../../auth/passwords';
import { CoreError } from '../../errors/core-error';
import { accountOf, checkPassword, totpEnrolmentOf } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** Creates an account; its TOTP enrolment is returned here once (and never again). Audited. */
export async function createAccount(
  ctx: Pick<AccountsContext, 'db' | 'clock' | 'pii' | 'audit'>,
  { actorId, body: input }: { actorId: number; body: CreateBackOfficeAccountRequest },
): Promise<EnrolledBackOfficeAccount> {
  const { db, clock, pii, audit } = ctx;
  const email = input.email.trim().toLowerCase();
  checkPassword(input.password, 'password');
  const secret = new Secret({ size: 20 }).base32;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(backOfficeUsers)
      .values({
        email,
        name: input.name,
        role: input.role,
        language: input.language ?? 'es-MX',
        passwordHash,
        totpSecretEnc: pii.encrypt(secret),
        totpEnrolledAt: clock.now(),
        createdBy: actorId,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .onConflictDoNothing({ target: backOfficeUsers.email })
      .returning();
    if (!created) throw new CoreError('not_unique', { field: ['email'] });
    await audit.record(tx, {
      actor: { type: 'user', id: actorId },
      action: 'user.create',
      entity: 'user',
      entityId: created.id,
      after: { email: created.email, name: created.name, role: created.role, active: true },
    });
    return { user: accountOf(created), enrolment: totpEnrolmentOf(email, secret) };
  });
}
