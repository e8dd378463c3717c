import { and, count, desc, eq, ilike, or, type SQL } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { fullNameSql } from '../identity/name-parts';
import { identityMatch } from './lists/clients-list';
import type { OperationsContext } from './operations-context';
import type { BackOfficeService } from './operations-model';

/** The clients search (the client's page, status changes and offer are use cases of their own). */
export function createClientOperations(ctx: OperationsContext) {
  const { db, pii, summaryOf, pageOf } = ctx;
  const service: Pick<BackOfficeService, 'searchClients'> = {
    async searchClients(filter, page) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined) conditions.push(eq(clients.status, filter.status));
      const query = filter.query?.trim();
      if (query) {
        // E-mails, phones and CURPs are encrypted (ADR 012): an exact match by the keyed hash.
        const identity = identityMatch(pii, query);
        if (identity) {
          conditions.push(identity);
        } else {
          const like = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
          const name = fullNameSql;
          const matches: SQL[] = [ilike(name, like)];
          if (/^\d{1,9}$/.test(query)) matches.push(eq(clients.id, Number(query)));
          const either = or(...matches);
          if (either) conditions.push(either);
        }
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { limit, offset } = pageOf(page);
      const rows = await db
        .select()
        .from(clients)
        .where(where)
        .orderBy(desc(clients.id))
        .limit(limit)
        .offset(offset);
      const [totals] = await db.select({ total: count() }).from(clients).where(where);
      return { items: rows.map(summaryOf), total: totals?.total ?? 0 };
    },
  };
  return { service };
}
