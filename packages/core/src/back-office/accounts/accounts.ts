import type { BackOfficeAccount, BackOfficeAccountQuery } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import type { Page } from '../operations-model';
import { accountOf } from './account-rows';
import type { AccountsContext } from './accounts-context';

/** Back-office accounts, newest first, by role, state and a name or e-mail fragment (issue 16). */
export async function accounts(
  ctx: Pick<AccountsContext, 'db'>,
  { query: { page, perPage, ...filter } }: { query: BackOfficeAccountQuery },
): Promise<Page<BackOfficeAccount>> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(backOfficeUsers.role, filter.role));
  if (filter.active !== undefined) {
    conditions.push(
      filter.active
        ? sql`${backOfficeUsers.status} <> ${CLIENT_STATUS.blocked}`
        : eq(backOfficeUsers.status, CLIENT_STATUS.blocked),
    );
  }
  if (filter.query) {
    const like = `%${filter.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const either = or(ilike(backOfficeUsers.name, like), ilike(backOfficeUsers.email, like));
    if (either) conditions.push(either);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await ctx.db
    .select()
    .from(backOfficeUsers)
    .where(where)
    .orderBy(desc(backOfficeUsers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await ctx.db.select({ n: count() }).from(backOfficeUsers).where(where);
  return { items: rows.map(accountOf), total: total?.n ?? 0 };
}
