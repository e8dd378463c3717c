import { paymentFolio } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, inArray } from '@lender/db/orm';
import {
  arcoRequests,
  clientConsents,
  complaints,
  directDebitConsents,
  fiscalDocuments,
  fiscalIncome,
  loans,
  mandateCharges,
  mandates,
  noticePreferences,
} from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';
import type { PiiCrypto } from '../pii';
import { type ArchiveFile, type ArchiveRecord, type ArchiveValue, iso, money } from './access-archive-model';

// The access archive's records of the borrower's dealings under the law (ADR 313): the CFDIs issued
// to them (with their XML), the consents they gave and withdrew (with the texts' version), their ARCO
// requests and their complaints to the UNE. Only rows of this client: a global CFDI to the general
// public is named for the borrower's payments in it, never copied (it carries other people's payments).
// A loan is named by its contract number, the one the borrower knows (issue 61); its id is staff-only.

/** The sections these records fill, and the files they bring (the CFDIs' XML). */
export interface RightsRecords {
  readonly cfdis: ArchiveRecord;
  readonly consents: ArchiveRecord;
  readonly privacyRequests: readonly ArchiveRecord[];
  readonly complaints: readonly ArchiveRecord[];
  readonly files: readonly ArchiveFile[];
}

/** What happened to a consent at a row: given, refused when asked, or withdrawn after it was given. */
type ConsentEvent = 'accepted' | 'declined' | 'withdrawn';

/** Each consent row as an event, in order: a refusal after a consent of the same kind is its withdrawal. */
function consentEvents(rows: ReadonlyArray<typeof clientConsents.$inferSelect>): ArchiveRecord[] {
  const given = new Set<string>();
  return rows.map((row) => {
    const event: ConsentEvent = row.accepted ? 'accepted' : given.has(row.kind) ? 'withdrawn' : 'declined';
    if (row.accepted) given.add(row.kind);
    else given.delete(row.kind);
    return { kind: row.kind, version: row.version, event, recordedAt: iso(row.givenAt) };
  });
}

/**
 * The client's direct-debit mandates (ADR 325) as they accepted them, each with the charges made
 * under it: what they authorised, until when, and every attempt on their account.
 */
async function mandateRecords(db: Database, clientId: number): Promise<ArchiveRecord[]> {
  const [rows, charges] = await Promise.all([
    db.select().from(mandates).where(eq(mandates.clientId, clientId)).orderBy(asc(mandates.id)),
    db
      .select({ charge: mandateCharges })
      .from(mandateCharges)
      .innerJoin(mandates, eq(mandates.id, mandateCharges.mandateId))
      .where(eq(mandates.clientId, clientId))
      .orderBy(asc(mandateCharges.id)),
  ]);
  return rows.map((row) => ({
    method: row.method,
    last4: row.last4,
    maxAmount: money(row.maxAmount),
    coversFrom: row.coversFrom,
    coversTo: row.coversTo,
    preNoticeDays: row.preNoticeDays,
    status: row.status,
    acceptedAt: iso(row.acceptedAt),
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason,
    textVersion: row.textVersion,
    textSha256: row.textSha256,
    charges: charges
      .filter(({ charge }) => charge.mandateId === row.id)
      .map(({ charge }) => ({
        chargeOn: charge.chargeOn,
        attempt: charge.attempt,
        amount: money(charge.amount),
        chargeStatus: charge.status,
        settlementDate: charge.settlementDate,
        objectedOn: charge.objectedOn,
      })),
  }));
}

/** The records of `clientId` (`folder`: where the CFDIs' XML go in the archive). */
export async function rightsRecords(
  ctx: { readonly db: Database; readonly pii: PiiCrypto },
  clientId: number,
  folder: string,
): Promise<RightsRecords> {
  const { db, pii } = ctx;
  const [own, inGlobal, consents, debits, preferences, requests, filed, authorised, lent] = await Promise.all(
    [
      db
        .select()
        .from(fiscalDocuments)
        .where(
          and(
            eq(fiscalDocuments.clientId, clientId),
            inArray(fiscalDocuments.kind, ['income', 'credit_note']),
          ),
        )
        .orderBy(asc(fiscalDocuments.stampedAt), asc(fiscalDocuments.id)),
      db
        .select({ income: fiscalIncome, document: fiscalDocuments })
        .from(fiscalIncome)
        .innerJoin(fiscalDocuments, eq(fiscalDocuments.id, fiscalIncome.documentId))
        .where(and(eq(fiscalIncome.clientId, clientId), eq(fiscalDocuments.kind, 'global')))
        .orderBy(asc(fiscalIncome.paidOn), asc(fiscalIncome.id)),
      db
        .select()
        .from(clientConsents)
        .where(eq(clientConsents.clientId, clientId))
        .orderBy(asc(clientConsents.givenAt), asc(clientConsents.id)),
      db
        .select()
        .from(directDebitConsents)
        .where(eq(directDebitConsents.clientId, clientId))
        .orderBy(asc(directDebitConsents.id)),
      db.select().from(noticePreferences).where(eq(noticePreferences.clientId, clientId)),
      db
        .select()
        .from(arcoRequests)
        .where(eq(arcoRequests.clientId, clientId))
        .orderBy(asc(arcoRequests.receivedAt), asc(arcoRequests.id)),
      db
        .select()
        .from(complaints)
        .where(eq(complaints.clientId, clientId))
        .orderBy(asc(complaints.receivedAt), asc(complaints.id)),
      mandateRecords(db, clientId),
      db
        .select({ id: loans.id, applicationId: loans.applicationId })
        .from(loans)
        .where(eq(loans.clientId, clientId)),
    ],
  );
  const applicationOf = new Map(lent.map((loan) => [loan.id, loan.applicationId]));
  /** The contract number of one of the client's loans (null for a record of no loan). */
  const contractOf = (loanId: number | null) => {
    const applicationId = loanId === null ? undefined : applicationOf.get(loanId);
    return applicationId === undefined ? null : contractNumberOf(applicationId);
  };
  const files: ArchiveFile[] = [];
  const cfdis: ArchiveRecord = {
    own: own.map((row) => {
      const path = `${folder}/cfdi-${row.series}${row.folio}-${row.uuid}.xml`;
      files.push({ path, content: row.xml });
      return {
        uuid: row.uuid,
        series: row.series,
        folio: row.folio,
        kind: row.kind,
        contractNumber: contractOf(row.loanId),
        stampedAt: iso(row.stampedAt),
        subtotal: money(row.subtotal),
        vat: money(row.vat),
        total: money(row.total),
        status: row.status,
        cancelReason: row.cancelReason,
        cancelledAt: iso(row.cancelledAt),
        file: path,
      };
    }),
    inGlobal: inGlobal.map(({ income, document }) => ({
      paymentFolio: paymentFolio(income.paymentId),
      contractNumber: contractOf(income.loanId),
      paidOn: income.paidOn,
      invoiced: money(income.base + income.vat),
      period: document.period,
      uuid: document.uuid,
      status: document.status,
    })),
  };
  const changesOf = (sealed: string | null) =>
    sealed === null ? null : (JSON.parse(pii.decrypt(sealed)) as ArchiveValue);
  return {
    files,
    cfdis,
    consents: {
      consents: consentEvents(consents),
      directDebit: debits.map((debit) => ({
        paymentType: debit.paymentType,
        acceptedAt: iso(debit.acceptedAt),
      })),
      mandates: authorised,
      preferences: {
        channel: preferences[0]?.channel ?? 'both',
        marketingOptIn: preferences[0]?.marketingOptIn ?? false,
      },
    },
    privacyRequests: requests.map((row) => ({
      folio: row.folio,
      right: row.right,
      channel: row.channel,
      receivedAt: iso(row.receivedAt),
      purpose: row.purpose,
      changes: changesOf(row.changesEnc),
      description: row.description,
      status: row.status,
      answerDueDate: row.answerDueDate,
      answeredAt: iso(row.answeredAt),
      outcome: row.outcome,
      denialReason: row.denialReason,
      answerText: row.answerText,
      actDueDate: row.actDueDate,
      actedAt: iso(row.completedAt),
    })),
    complaints: filed.map((row) => ({
      folio: row.folio,
      receivedAt: iso(row.receivedAt),
      channel: row.channel,
      kind: row.kind,
      cause: row.cause,
      contractNumber: contractOf(row.loanId),
      description: row.description,
      status: row.status,
      answerDueDate: row.dueDate,
      resolution: row.resolution,
      resolutionText: row.resolutionText,
      resolvedAt: iso(row.resolvedAt),
    })),
  };
}
