import type { ApprovalRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { alias } from '@lender/db/pg-core';
import { approvalRequests, backOfficeUsers } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';

// Maker-checker requests as the approvals screens read them (issue 16, ADR 056).

/** What the approval use cases need; `core` is one. */
export interface ApprovalsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
}

export type ApprovalRow = typeof approvalRequests.$inferSelect;

const maker = alias(backOfficeUsers, 'maker');
const checker = alias(backOfficeUsers, 'checker');

/** Requests with their maker's and checker's names. */
export function selectApprovals(db: Database) {
  return db
    .select({ request: approvalRequests, makerName: maker.name, checkerName: checker.name })
    .from(approvalRequests)
    .innerJoin(maker, eq(maker.id, approvalRequests.makerId))
    .leftJoin(checker, eq(checker.id, approvalRequests.checkerId));
}

/** A request as the API shows it. */
export function approvalView(row: {
  request: ApprovalRow;
  makerName: string;
  checkerName: string | null;
}): ApprovalRequest {
  return {
    id: row.request.id,
    kind: row.request.kind,
    entity: { type: row.request.entity, id: row.request.entityId },
    payload: row.request.payload,
    status: row.request.status,
    maker: { id: row.request.makerId, name: row.makerName },
    checker:
      row.request.checkerId === null ? null : { id: row.request.checkerId, name: row.checkerName ?? '' },
    reason: row.request.reason,
    decisionReason: row.request.decisionReason,
    result: row.request.result,
    version: row.request.version,
    createdAt: row.request.createdAt.toISOString(),
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
  };
}
