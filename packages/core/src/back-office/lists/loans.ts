import type { LoanListQuery, LoanListRow } from '@lender/contracts';
import type { ReadContext } from '../reader';
import type { ListPage } from './list-helpers';
import { listLoans } from './loans-list';

/**
 * `backOffice.loans` (issue 16): loans by overdue bucket, status, due dates and fake, sorted; a page
 * by number, or after `cursor` (ADR 048).
 */
export function loans(
  ctx: Pick<ReadContext, 'db'>,
  { query: { page, perPage, cursor, sort, ...filter } }: { readonly query: LoanListQuery },
): Promise<ListPage<LoanListRow>> {
  return listLoans(ctx.db, filter, sort, { page, perPage, cursor });
}
