import { ARCO_ARCHIVE_DAYS, type ArcoRequest } from '@lender/contracts';
import type { PiiCrypto } from '../pii';
import { type ArcoRow, changesOf, isActOverdue, isAnswerOverdue, nextDueDateOf } from './arco-model';

// How a request reads to its borrower (`ArcoRequest`); the privacy officer's view of it is
// `back-office/arco/arco-cases.ts`.

/** A request as its borrower sees it. */
export function arcoRequestView(pii: PiiCrypto, row: ArcoRow, today: string): ArcoRequest {
  const archiveUntil =
    row.right === 'access' && row.status === 'completed' && row.completedAt
      ? new Date(row.completedAt.getTime() + ARCO_ARCHIVE_DAYS * 86_400_000).toISOString()
      : null;
  return {
    id: row.id,
    folio: row.folio,
    right: row.right as ArcoRequest['right'],
    channel: row.channel as ArcoRequest['channel'],
    receivedAt: row.receivedAt.toISOString(),
    purpose: row.purpose as ArcoRequest['purpose'],
    changes: changesOf(pii, row),
    documentId: row.documentId,
    description: row.description,
    identityCheck: row.identityCheck as ArcoRequest['identityCheck'],
    identityVerified: row.identityVerifiedAt !== null,
    status: row.status as ArcoRequest['status'],
    answerDueDate: row.answerDueDate,
    answerOverdue: isAnswerOverdue(row, today),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    outcome: row.outcome as ArcoRequest['outcome'],
    denialReason: row.denialReason as ArcoRequest['denialReason'],
    answerText: row.answerText,
    actDueDate: row.actDueDate,
    actOverdue: isActOverdue(row, today),
    completedAt: row.completedAt?.toISOString() ?? null,
    nextDueDate: nextDueDateOf(row),
    archiveAvailableUntil: archiveUntil,
  };
}
