import { LOAN_STATUS } from '@lender/calculator/platform';
import { type ArcoCase, fullNameOf, type RectifiableField } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { approvalRequests, backOfficeUsers, clients, loans } from '@lender/db/schema';
import { type ArcoRow, changesOf } from '../../arco/arco-model';
import { arcoRequestView } from '../../arco/arco-views';
import type { Clock } from '../../clock';
import type { PiiCrypto } from '../../pii';
import { approvalView, selectApprovals } from '../approval-rows';
import {
  DOCUMENT_LINK_PATH,
  DOCUMENT_LINK_TTL_SECONDS,
  documentLinkSignature,
} from '../client-page/document-link';

// An ARCO request as the privacy officer works it (issue 51): the borrower's view and the client,
// whether a loan of theirs is still open, the values a rectification replaces, who entered,
// checked and answered it, and the act's maker-checker request.

/** Loans whose contract still needs the client's data: signed and not yet closed. */
const UNCLOSED_LOAN_STATUSES = [LOAN_STATUS.draft, LOAN_STATUS.active, LOAN_STATUS.onHold];

type ClientRow = typeof clients.$inferSelect;

/** The value a rectifiable field holds now. */
function currentValue(pii: PiiCrypto, client: ClientRow | undefined, field: RectifiableField) {
  if (!client) return null;
  if (field === 'curp') return client.curpEnc ? pii.decrypt(client.curpEnc) : null;
  return client[field] ?? null;
}

/** What the officer's view of a request reads (`Core` is one). */
export interface ArcoCasesContext {
  readonly db: Database;
  readonly pii: PiiCrypto;
  readonly clock: Clock;
  /** HMAC key of the back office's signed document links. */
  readonly fileLinkSecret: string;
}

/** A signed link to a client document, as the client page gives them (`client-page/document-link.ts`). */
function documentUrlOf(ctx: ArcoCasesContext, documentId: number | null): string | null {
  if (documentId === null) return null;
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const signature = documentLinkSignature(ctx.fileLinkSecret, documentId, expires);
  return `${DOCUMENT_LINK_PATH}/${documentId}?expires=${expires}&signature=${signature}`;
}

/** Rows as the officer's cases, with names, loans and approvals read once for all of them. */
export async function arcoCasesOf(
  ctx: ArcoCasesContext,
  rows: readonly ArcoRow[],
  today: string,
): Promise<ArcoCase[]> {
  if (rows.length === 0) return [];
  const { db, pii } = ctx;
  const clientIds = [...new Set(rows.map((row) => row.clientId))];
  const userIds = [
    ...new Set(
      rows
        .flatMap((row) => [row.loggedBy, row.identityVerifiedBy, row.answeredBy])
        .filter((id) => id !== null),
    ),
  ];
  const clientRows = new Map(
    (await db.select().from(clients).where(inArray(clients.id, clientIds))).map((c) => [c.id, c] as const),
  );
  const users = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: backOfficeUsers.id, name: backOfficeUsers.name })
            .from(backOfficeUsers)
            .where(inArray(backOfficeUsers.id, userIds))
        ).map((user) => [user.id, user] as const),
  );
  const withOpenLoan = new Set(
    (
      await db
        .select({ clientId: loans.clientId })
        .from(loans)
        .where(and(inArray(loans.clientId, clientIds), inArray(loans.status, UNCLOSED_LOAN_STATUSES)))
    ).map((loan) => loan.clientId),
  );
  const approvals = new Map<string, ArcoCase['action']>();
  for (const approval of await selectApprovals(db)
    .where(
      and(
        eq(approvalRequests.kind, 'privacy.arco_act'),
        eq(approvalRequests.entity, 'arco_request'),
        inArray(
          approvalRequests.entityId,
          rows.map((row) => String(row.id)),
        ),
      ),
    )
    .orderBy(desc(approvalRequests.id))) {
    if (!approvals.has(approval.request.entityId))
      approvals.set(approval.request.entityId, approvalView(approval));
  }
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? { id, name: '' }));
  return rows.map((row) => {
    const client = clientRows.get(row.clientId);
    const changes = changesOf(pii, row);
    return {
      ...arcoRequestView(pii, row, today),
      clientId: row.clientId,
      clientName: client ? fullNameOf(client) : '',
      openLoan: withOpenLoan.has(row.clientId),
      corrections:
        changes?.map((change) => ({
          field: change.field,
          value: change.value,
          current: currentValue(pii, client, change.field),
        })) ?? null,
      documentUrl: documentUrlOf(ctx, row.documentId),
      loggedBy: user(row.loggedBy),
      identityVerifiedBy: user(row.identityVerifiedBy),
      identityVerifiedAt: row.identityVerifiedAt?.toISOString() ?? null,
      identityNote: row.identityNote,
      answeredBy: user(row.answeredBy),
      action: approvals.get(String(row.id)) ?? null,
      actResult: row.actResult,
    };
  });
}

/** One row as the officer's case. */
export async function arcoCaseOf(ctx: ArcoCasesContext, row: ArcoRow, today: string): Promise<ArcoCase> {
  return (await arcoCasesOf(ctx, [row], today))[0] as ArcoCase;
}
