import { CLIENT_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import { fullNameOf } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, inArray, notLike, or, sql } from '@lender/db/orm';
import {
  applications,
  auditLog,
  borrowerNotices,
  clientContacts,
  clientDocuments,
  clients,
  collectionContacts,
  collectionPromises,
  decisions,
  loanDocuments,
  loanInvoices,
  loans,
  payments,
  provenIncomes,
  rollovers,
} from '@lender/db/schema';
import { emailOf } from '../contact/email';
import { contractNumberOf } from '../contract-number';
import { CoreError } from '../errors/core-error';
import { namePartsOf } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';
import { dealingsOf } from './access-archive-dealings';
import {
  APPLICATION_STATUS_NAME,
  type ArchiveContent,
  type ArchiveFile,
  type ArchiveRecord,
  iso,
  json,
  money,
  namesOf,
} from './access-archive-model';
import { rightsRecords } from './access-archive-records';

const LOAN_STATUS_NAME = namesOf(LOAN_STATUS);
const CLIENT_STATUS_NAME = namesOf(CLIENT_STATUS);

/** The borrower's data, read for an access request (`folder`: where files go in the archive). */
export async function archiveContent(
  ctx: { readonly db: Database; readonly pii: PiiCrypto },
  clientId: number,
  folder: string,
): Promise<ArchiveContent> {
  const { db, pii } = ctx;
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  const open = (sealed: string | null) => (sealed === null ? null : pii.decrypt(sealed));
  const [references, apps, loanRows, paymentRows, uploads, papers, notices, rights, incomes] =
    await Promise.all([
      db
        .select()
        .from(clientContacts)
        .where(eq(clientContacts.clientId, clientId))
        .orderBy(asc(clientContacts.id)),
      db.select().from(applications).where(eq(applications.clientId, clientId)).orderBy(asc(applications.id)),
      db.select().from(loans).where(eq(loans.clientId, clientId)).orderBy(asc(loans.id)),
      db.select().from(payments).where(eq(payments.clientId, clientId)).orderBy(asc(payments.id)),
      db
        .select()
        .from(clientDocuments)
        .where(eq(clientDocuments.clientId, clientId))
        .orderBy(asc(clientDocuments.id)),
      db
        .select()
        .from(loanDocuments)
        .where(eq(loanDocuments.clientId, clientId))
        .orderBy(asc(loanDocuments.id)),
      db
        .select()
        .from(borrowerNotices)
        .where(eq(borrowerNotices.clientId, clientId))
        .orderBy(asc(borrowerNotices.id)),
      rightsRecords(ctx, clientId, folder),
      db
        .select()
        .from(provenIncomes)
        .where(eq(provenIncomes.clientId, clientId))
        .orderBy(asc(provenIncomes.id)),
    ]);
  const loanIds = loanRows.map((loan) => loan.id);
  const loanApplication = new Map(loanRows.map((loan) => [loan.id, loan.applicationId]));
  const appIds = apps.map((app) => app.id);
  const some = <T>(ids: number[], read: () => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([]) : read();
  const [decisionRows, invoices, extensions, contacts, promises, audit] = await Promise.all([
    some(appIds, () =>
      db.select().from(decisions).where(inArray(decisions.applicationId, appIds)).orderBy(asc(decisions.id)),
    ),
    some(loanIds, () =>
      db
        .select()
        .from(loanInvoices)
        .where(inArray(loanInvoices.loanId, loanIds))
        .orderBy(asc(loanInvoices.id)),
    ),
    some(loanIds, () =>
      db.select().from(rollovers).where(inArray(rollovers.loanId, loanIds)).orderBy(asc(rollovers.id)),
    ),
    db
      .select()
      .from(collectionContacts)
      .where(eq(collectionContacts.clientId, clientId))
      .orderBy(asc(collectionContacts.id)),
    db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.clientId, clientId))
      .orderBy(asc(collectionPromises.id)),
    db
      .select()
      .from(auditLog)
      .where(
        and(
          // Never what compliance did about the client (lists, alerts, reports, holds): telling them
          // would be tipping off (art. 95 Bis LGOAAC; ADR 307), an exception to the right of access.
          notLike(auditLog.action, 'aml.%'),
          or(
            sql`(${auditLog.entity} = 'client' and ${auditLog.entityId} = ${String(clientId)})`,
            sql`(${auditLog.actorType} = 'client' and ${auditLog.actorId} = ${clientId})`,
            sql`(${auditLog.entity} = 'loan' and ${auditLog.entityId} in (select id::text from loans where client_id = ${clientId}))`,
            sql`(${auditLog.entity} = 'application' and ${auditLog.entityId} in (select id::text from applications where client_id = ${clientId}))`,
            sql`(${auditLog.entity} = 'payment' and ${auditLog.entityId} in (select id::text from payments where client_id = ${clientId}))`,
          ),
        ),
      )
      .orderBy(asc(auditLog.id)),
  ]);
  const fullName = fullNameOf(client);
  const contractOfApplication = (id: number) => (appIds.includes(id) ? contractNumberOf(id) : null);
  const dealings = await dealingsOf(
    {
      db,
      pii,
      client,
      contractOfApplication,
      contractOf: (id) => contractOfApplication(loanApplication.get(id ?? 0) ?? 0),
    },
    folder,
  );
  const files: ArchiveFile[] = [...rights.files, ...dealings.files];
  const fileOf = (name: string, storageKey: string) => {
    const path = `${folder}/${name}`;
    files.push({ path, storageKey });
    return path;
  };
  const profile: ArchiveRecord = {
    id: client.id,
    fullName,
    ...namePartsOf(client),
    birthDate: client.birthDate,
    email: client.emailEnc === null && client.legacyEmail === null ? null : emailOf(pii, client),
    phone: open(client.phoneEnc),
    curp: open(client.curpEnc),
    clabe: open(client.clabeEnc),
    rfc: open(client.rfcEnc),
    bankCode: client.bankCode,
    address: json(client.address),
    employment: json(client.employment),
    salaryCycle: client.salaryCycle,
    payDate: json(client.payDate),
    language: client.language,
    status: CLIENT_STATUS_NAME[client.status] ?? String(client.status),
    registeredAt: iso(client.createdAt),
    references: references.map((contact) => ({
      kind: contact.kind,
      fullName: contact.fullName,
      relationship: contact.relationship,
      phone: open(contact.phoneEnc),
    })),
    // The income proven with the borrower's payroll CFDIs (issue 62): who pays them, how much and when.
    provenIncomes: incomes.map((income) => ({
      createdAt: iso(income.createdAt),
      employerRfc: income.employerRfc,
      monthlyIncome: money(income.monthlyIncome),
      payCycle: income.payCycle,
      payDays: income.payDays,
      newestPaidOn: income.newestPaidOn,
      confidence: income.confidence,
      uuids: income.uuids,
    })),
  };
  return {
    fullName,
    files,
    sections: {
      profile,
      applications: apps.map((app) => ({
        contractNumber: contractNumberOf(app.id),
        createdAt: iso(app.createdAt),
        status: APPLICATION_STATUS_NAME[app.status] ?? String(app.status),
        desiredAmount: money(app.desiredAmount),
        principalAmount: money(app.principalAmount),
        termDays: app.termDays,
        decidedAt: iso(app.decidedAt),
        decisions: decisionRows
          .filter((decision) => decision.applicationId === app.id)
          .map((decision) => ({
            createdAt: iso(decision.createdAt),
            outcome: APPLICATION_STATUS_NAME[decision.outcome] ?? String(decision.outcome),
            reasons: decision.reasons.map((reason) => reason.code),
          })),
      })),
      loans: loanRows.map((loan) => ({
        contractNumber: contractNumberOf(loan.applicationId),
        status: LOAN_STATUS_NAME[loan.status] ?? String(loan.status),
        principal: money(loan.principal),
        total: money(loan.terms.total),
        signedAt: iso(loan.signedAt),
        startDate: loan.startDate,
        dueDate: loan.dueDate,
        closedAt: iso(loan.closedAt),
        disbursementMethod: loan.disbursementMethod,
        invoices: invoices
          .filter((invoice) => invoice.loanId === loan.id)
          .map((invoice) => ({
            kind: invoice.kind,
            status: invoice.status,
            dueDate: invoice.dueDate,
            amount: money(invoice.amount),
            paidAt: iso(invoice.paidAt),
          })),
        extensions: extensions
          .filter((extension) => extension.loanId === loan.id)
          .map((extension) => ({
            type: extension.type,
            status: extension.status,
            days: extension.days,
            fee: money(extension.fee),
            paidAt: iso(extension.paidAt),
          })),
      })),
      payments: paymentRows.map((payment) => ({
        id: payment.id,
        contractNumber: contractNumberOf(loanApplication.get(payment.loanId) ?? 0),
        kind: payment.kind,
        paymentType: payment.paymentType,
        amount: money(payment.amount),
        paidAmount: money(payment.paidAmount),
        status: payment.status,
        reference: payment.reference,
        createdAt: iso(payment.createdAt),
        completedAt: iso(payment.completedAt),
      })),
      documents: [
        ...uploads.map((upload) => ({
          id: upload.id,
          type: upload.type,
          format: upload.format,
          size: upload.size,
          sha256: upload.sha256,
          createdAt: iso(upload.uploadedAt),
          deletedAt: iso(upload.deletedAt),
          file: upload.deletedAt
            ? null
            : fileOf(`${upload.type}-${upload.id}.${upload.format}`, upload.storageKey),
        })),
        ...papers.map((paper) => ({
          id: paper.id,
          type: paper.type,
          title: paper.title,
          format: 'pdf',
          size: paper.size,
          sha256: paper.sha256,
          createdAt: iso(paper.createdAt),
          file: fileOf(`${paper.type}-${paper.id}.pdf`, paper.storageKey),
        })),
      ],
      cfdis: rights.cfdis,
      consents: rights.consents,
      notices: notices.map((notice) => ({
        id: notice.id,
        template: notice.template,
        channel: notice.channel,
        subject: notice.subject,
        body: notice.body,
        status: notice.status,
        createdAt: iso(notice.createdAt),
        sentAt: iso(notice.sentAt),
      })),
      collections: {
        contacts: contacts.map((contact) => ({
          contactedAt: iso(contact.contactedAt),
          channel: contact.channel,
          direction: contact.direction,
          result: contact.result,
          note: contact.note,
          balance: money(contact.balance),
        })),
        promises: promises.map((promise) => ({
          madeOn: promise.madeOn,
          promisedDate: promise.promisedDate,
          amount: money(promise.amount),
          status: promise.status,
          paid: money(promise.paid),
        })),
      },
      complaints: rights.complaints,
      privacyRequests: rights.privacyRequests,
      audit: audit.map((entry) => ({
        id: entry.id,
        createdAt: iso(entry.createdAt),
        action: entry.action,
        actor: entry.actorType,
        entity: entry.entity,
        entityId: entry.entityId,
        before: json(entry.before),
        after: json(entry.after),
        reason: entry.reason,
      })),
      ...dealings.sections,
    },
  };
}
