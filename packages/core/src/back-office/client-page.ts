import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AdminClientConsent, AdminDocument, AuditEntry, DecisionDetail } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, count, desc, eq, or, type SQL, sql } from '@lender/db/orm';
import { agreementSignatures, auditLog, clients, decisions, directDebitConsents } from '@lender/db/schema';
import type { Clock } from '../clock';
import type { ClientDocumentsService, StoredClientDocument } from '../documents/client-documents';
import { CoreError } from '../errors/core-error';
import { auditEntriesView } from './audit-view';
import type { Page, PageRequest } from './operations-model';

/** How long a signed document link works. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;
/** Where a signed document link points (a plain route of the API, outside the catalogue). */
export const DOCUMENT_LINK_PATH = '/web/back-office/files';

/** A stored decision with its reasons, their parameters and the engine's inputs. */
export function decisionDetailOf(row: typeof decisions.$inferSelect): DecisionDetail {
  return {
    id: row.id,
    applicationId: row.applicationId,
    outcome: row.outcome,
    reasons: row.reasons,
    inputs: row.inputs,
    ruleSet: row.ruleSet,
    decidedBy: row.forced ? 'sandbox' : row.ruleSet.startsWith('manual') ? 'agent' : 'engine',
    offeredCentavos: row.offeredAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The tabs of a client's page that `backOffice.clientDetail` does not give (issue 16). */
export interface ClientPageService {
  decisions(clientId: number): Promise<DecisionDetail[]>;
  consents(clientId: number): Promise<AdminClientConsent[]>;
  /** Documents with a signed link each (valid {@link DOCUMENT_LINK_TTL_SECONDS}). */
  documents(clientId: number): Promise<AdminDocument[]>;
  /** The document a signed link names, when the link is genuine and unexpired (else `not_found`). */
  openDocumentLink(documentId: number, expires: string, signature: string): Promise<StoredClientDocument>;
  /** Audit entries about the client, its applications, loans, payments and cards, or by the client. */
  timeline(clientId: number, page: PageRequest): Promise<Page<AuditEntry>>;
}

export function createClientPageService(deps: {
  db: Database;
  clock: Clock;
  documents: ClientDocumentsService;
  fileLinkSecret: string;
}): ClientPageService {
  const { db, clock } = deps;
  const sign = (documentId: number, expires: number) =>
    createHmac('sha256', deps.fileLinkSecret).update(`document:${documentId}:${expires}`).digest('hex');

  const requireClient = async (clientId: number) => {
    const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!row) throw new CoreError('not_found');
  };

  return {
    async decisions(clientId) {
      await requireClient(clientId);
      const rows = await db
        .select()
        .from(decisions)
        .where(eq(decisions.clientId, clientId))
        .orderBy(desc(decisions.id));
      return rows.map(decisionDetailOf);
    },

    async consents(clientId) {
      await requireClient(clientId);
      const debits = await db
        .select()
        .from(directDebitConsents)
        .where(eq(directDebitConsents.clientId, clientId));
      const signatures = await db
        .select()
        .from(agreementSignatures)
        .where(eq(agreementSignatures.clientId, clientId));
      const all: AdminClientConsent[] = [
        ...debits.map((row) => ({
          kind: 'direct_debit' as const,
          id: row.id,
          at: row.acceptedAt.toISOString(),
          paymentType: row.paymentType,
          applicationId: null,
          loanId: null,
          ip: row.ip,
          userAgent: row.userAgent,
          documentHash: null,
        })),
        ...signatures.map((row) => ({
          kind: 'agreement_signature' as const,
          id: row.id,
          at: row.signedAt.toISOString(),
          paymentType: null,
          applicationId: row.applicationId,
          loanId: row.loanId,
          ip: row.ip,
          userAgent: row.userAgent,
          documentHash: row.documentHash,
        })),
      ];
      return all.sort((a, b) => b.at.localeCompare(a.at));
    },

    async documents(clientId) {
      await requireClient(clientId);
      const expires = Math.floor(clock.now().getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
      const rows = await deps.documents.listForAdmin(clientId);
      return rows
        .map((row) => ({
          id: row.id,
          type: row.type,
          contentType: row.contentType,
          size: row.size,
          uploadedAt: row.uploadedAt,
          format: row.format,
          deletedAt: row.deletedAt,
          url: row.deletedAt
            ? null
            : `${DOCUMENT_LINK_PATH}/${row.id}?expires=${expires}&signature=${sign(row.id, expires)}`,
          urlExpiresAt: row.deletedAt ? null : new Date(expires * 1000).toISOString(),
        }))
        .reverse();
    },

    async openDocumentLink(documentId, expires, signature) {
      const at = Number(expires);
      const expected = Buffer.from(sign(documentId, at), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      if (!genuine || !Number.isSafeInteger(at) || at * 1000 < clock.now().getTime()) {
        throw new CoreError('not_found');
      }
      return deps.documents.readForAdmin(documentId);
    },

    async timeline(clientId, page) {
      await requireClient(clientId);
      const id = String(clientId);
      const owned = (entity: string, table: string): SQL =>
        sql`(${auditLog.entity} = ${entity} and ${auditLog.entityId} in (select t.id::text from ${sql.identifier(table)} t where t.client_id = ${clientId}))`;
      const where = or(
        and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, id)),
        and(eq(auditLog.actorType, 'client'), eq(auditLog.actorId, clientId)),
        owned('application', 'applications'),
        owned('loan', 'loans'),
        owned('payment', 'payments'),
        owned('payment_card', 'payment_cards'),
      );
      const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage);
      return { total: totals?.total ?? 0, items: await auditEntriesView(db, rows) };
    },
  };
}
