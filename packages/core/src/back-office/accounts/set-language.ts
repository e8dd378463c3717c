import type { BackOfficeLanguage, BackOfficeUser } from '@lender/contracts';
import { BACK_OFFICE_LANGUAGES } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { backOfficeUserView } from '../users';
import type { AccountsContext } from './accounts-context';

/**
 * Sets the user's own back-office language (issue 12; any signed-in user, no permission); audited
 * as `user.language` when it changes.
 */
export async function setLanguage(
  ctx: Pick<AccountsContext, 'db' | 'audit'>,
  {
    actorId: userId,
    body: { language },
  }: { readonly actorId: number; readonly body: { readonly language: BackOfficeLanguage } },
): Promise<BackOfficeUser> {
  if (!isBackOfficeLanguage(language)) {
    throw new CoreError('invalid_value', { field: ['language'] });
  }
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(backOfficeUsers)
      .where(eq(backOfficeUsers.id, userId))
      .for('update');
    if (!user) throw new CoreError('not_found');
    if (user.language === language) return backOfficeUserView(user);
    const [updated] = await tx
      .update(backOfficeUsers)
      .set({ language })
      .where(eq(backOfficeUsers.id, userId))
      .returning();
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'user.language',
      entity: 'user',
      entityId: userId,
      before: { language: user.language },
      after: { language },
    });
    return backOfficeUserView(updated ?? { ...user, language });
  });
}

function isBackOfficeLanguage(value: unknown): value is BackOfficeLanguage {
  return (BACK_OFFICE_LANGUAGES as readonly unknown[]).includes(value);
}
