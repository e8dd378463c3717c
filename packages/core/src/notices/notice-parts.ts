import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import type { PgColumn, PgTable } from '@lender/db/pg-core';
import { clients, loans } from '@lender/db/schema';
import type { MessageKey, MessageParams } from '@lender/i18n';
import type { NoticeDraft, NoticeTemplate } from './notice-model';

/** A notice's subject and text keys (`messages:notice.<group>.*`). */
export type Words = { subject: MessageKey; text: MessageKey };
export const words = (group: string, text = 'text'): Words =>
  ({ subject: `messages:notice.${group}.subject`, text: `messages:notice.${group}.${text}` }) as Words;

/** Whose a notice is: its client and, when it is about them, the application and the loan. */
export interface NoticeParty {
  clientId: number;
  applicationId?: number | null;
  loanId?: number | null;
}

/**
 * Words a notice in the moment's terms: the text of `key` with `params`, then who to ask (customer
 * care, or collections: `dc`). Built once per `draftNotice` call.
 */
export type DraftOf = (
  base: NoticeParty,
  eventId: string,
  template: NoticeTemplate,
  key: Words,
  params: MessageParams,
  contact?: 'cc' | 'dc',
) => NoticeDraft;

/**
 * The trigger's row of `table` (by its `id`), with the loan it belongs to (by its `loanId`) and the
 * borrower's first name: what every loan notice starts from.
 */
export async function withLoan<T extends PgTable & { id: PgColumn; loanId: PgColumn }>(
  tx: Executor,
  table: T,
  id: number,
) {
  const [row] = await tx
    .select({ row: table, loan: loans, firstName: clients.firstName })
    .from(table as PgTable)
    .innerJoin(loans, eq(loans.id, table.loanId))
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(eq(table.id, id));
  return row;
}

/** Whose a loan's notice is: its client, application and loan. */
export function loanParty(loan: { id: number; clientId: number; applicationId: number }): NoticeParty {
  return { clientId: loan.clientId, applicationId: loan.applicationId, loanId: loan.id };
}
