import { type ClientDetail, type ClientDocument, centavosToPesos, type Decision } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, desc, eq, inArray, sql } from '@lender/db/orm';
import {
  applications,
  clientDocuments,
  decisions,
  ledgerEntries,
  ledgerTransactions,
  loans,
  outbox,
} from '@lender/db/schema';
import { applicationView } from '../applications/application-context';
import { get } from '../clients/get';
import { registrationAnswers } from '../clients/registration-answers';
import type { LoanAccountContext } from '../ledger/loan-account';
import { loanView } from '../loans/loan-view';
import { maskPhone, type PiiCrypto } from '../pii';
import { clientRow, recipientHashes } from './client-row';
import { outboxMessageOf } from './lists/outbox-list';
import { CLIENT_DETAIL_LEDGER_LIMIT, CLIENT_DETAIL_MESSAGES_LIMIT } from './operations-model';

/** Who decided: the engine, an agent (a manual rule set) or the sandbox (a forced decision). */
function decisionOf(row: typeof decisions.$inferSelect): Decision {
  return {
    id: row.id,
    applicationId: row.applicationId,
    outcome: row.outcome,
    reasons: row.reasons.map((reason) => reason.code),
    decidedBy: row.forced ? 'sandbox' : row.ruleSet.startsWith('manual') ? 'agent' : 'engine',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Everything about a client for the back office (issue 6): the profile with the phone masked (the
 * full one is `clientContact`, issue 36), applications, decisions, loans, the latest ledger entries
 * and messages, documents.
 */
export async function client(
  ctx: { readonly db: Database; readonly pii: PiiCrypto; readonly loanAccount: LoanAccountContext },
  { params }: { params: { id: number } },
): Promise<ClientDetail> {
  const { db, pii } = ctx;
  const clientId = params.id;
  const row = await clientRow(db, clientId);
  const profile = await get(ctx, { actorId: clientId });
  const applicationRows = await db
    .select()
    .from(applications)
    .where(eq(applications.clientId, clientId))
    .orderBy(desc(applications.id));
  const decisionRows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.clientId, clientId))
    .orderBy(desc(decisions.id));
  const loanRows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.clientId, clientId))
    .orderBy(desc(loans.id));
  const loanIds = loanRows.map((loan) => loan.id);
  const ledgerRows =
    loanIds.length === 0
      ? []
      : await db
          .select({
            id: ledgerEntries.id,
            loanId: ledgerEntries.loanId,
            account: ledgerEntries.account,
            amount: ledgerEntries.amount,
            kind: ledgerTransactions.kind,
            bookedOn: ledgerTransactions.effectiveDate,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(inArray(ledgerEntries.loanId, loanIds))
          .orderBy(desc(ledgerEntries.id))
          .limit(CLIENT_DETAIL_LEDGER_LIMIT);
  const documentRows = await db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), sql`${clientDocuments.deletedAt} is null`))
    .orderBy(desc(clientDocuments.id));
  const messageRows = await db
    .select()
    .from(outbox)
    .where(
      and(
        inArray(outbox.recipientHash, recipientHashes(pii, row)),
        inArray(outbox.channel, ['sms', 'email']),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(CLIENT_DETAIL_MESSAGES_LIMIT);
  return {
    // The full number is an audited read of its own (`clientContact`, issue 36).
    profile: {
      ...profile,
      info: { mobilePhone: { number: maskPhone(profile.info.mobilePhone.number) } },
    },
    applications: applicationRows.map((application) => applicationView(ctx, application)),
    decisions: decisionRows.map(decisionOf),
    ledger: ledgerRows.map((entry) => ({
      id: entry.id,
      loanId: entry.loanId,
      account: entry.account,
      amount: centavosToPesos(entry.amount),
      kind: entry.kind,
      bookedOn: entry.bookedOn,
      createdAt: entry.createdAt.toISOString(),
    })),
    documents: documentRows.map((document) => ({
      id: document.id,
      type: document.type as ClientDocument['type'],
      contentType: document.contentType,
      size: document.size,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
    messages: messageRows.map((message) => outboxMessageOf(message, clientId)),
    loans: await Promise.all(loanIds.map((loanId) => loanView(ctx, loanId))),
    registration: await registrationAnswers({ db, pii }, { actorId: clientId }),
  };
}
