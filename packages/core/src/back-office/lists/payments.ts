import type { PaymentListQuery, PaymentListRow } from '@lender/contracts';
import type { ReadContext } from '../reader';
import type { ListPage } from './list-helpers';
import { listPayments } from './payments-list';

/**
 * `backOffice.payments` (issue 16): payments by channel, status and dates, sorted; a page by number,
 * or after `cursor` (ADR 048).
 */
export function payments(
  ctx: Pick<ReadContext, 'db'>,
  { query: { page, perPage, cursor, sort, ...filter } }: { readonly query: PaymentListQuery },
): Promise<ListPage<PaymentListRow>> {
  return listPayments(ctx.db, filter, sort, { page, perPage, cursor });
}
