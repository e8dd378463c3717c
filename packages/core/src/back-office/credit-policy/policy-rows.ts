import type { CreditPolicy } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { and, desc, eq, sql } from '@lender/db/orm';
import { alias } from '@lender/db/pg-core';
import { approvalRequests, backOfficeUsers, creditPolicies } from '@lender/db/schema';
import { cutOffsOf } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';

// The stored credit policy versions (issue 67, ADR 330) as the back-office and the decision read
// them. Only a `published` version decides; a draft is only ever replayed.

export type PolicyRow = typeof creditPolicies.$inferSelect;

/** The stored version `version` (`not_found` without it). */
export async function policyRow(db: Executor, version: number): Promise<PolicyRow> {
  const [row] = await db.select().from(creditPolicies).where(eq(creditPolicies.version, version));
  if (!row) throw new CoreError('not_found');
  return row;
}

/** A draft at the revision read: `not_found`, `invalid_transition` (not a draft), `stale_version`. */
export async function draftAt(db: Executor, version: number, revision: number): Promise<PolicyRow> {
  const row = await policyRow(db, version);
  if (row.status !== 'draft') {
    throw new CoreError('invalid_transition', { params: { from: row.status, to: 'draft' } });
  }
  if (row.revision !== revision) {
    throw new CoreError('stale_version', { params: { current: row.revision } });
  }
  return row;
}

const maker = alias(backOfficeUsers, 'policy_maker');
const checker = alias(backOfficeUsers, 'policy_checker');
const asker = alias(backOfficeUsers, 'publication_maker');

/** The versions (all, or `version`), newest first, with their people and pending publication. */
export async function policyViews(db: Database, version?: number): Promise<CreditPolicy[]> {
  const rows = await db
    .select({
      policy: creditPolicies,
      makerName: maker.name,
      checkerName: checker.name,
      approval: approvalRequests,
      askerName: asker.name,
    })
    .from(creditPolicies)
    .leftJoin(maker, eq(maker.id, creditPolicies.makerId))
    .leftJoin(checker, eq(checker.id, creditPolicies.checkerId))
    .leftJoin(
      approvalRequests,
      and(
        eq(approvalRequests.kind, 'policy.publish'),
        eq(approvalRequests.status, 'pending'),
        sql`${approvalRequests.entityId} = ${creditPolicies.version}::text`,
      ),
    )
    .leftJoin(asker, eq(asker.id, approvalRequests.makerId))
    .where(version === undefined ? undefined : eq(creditPolicies.version, version))
    .orderBy(desc(creditPolicies.version));
  return rows.map(({ policy, makerName, checkerName, approval, askerName }) => ({
    version: policy.version,
    status: policy.status as CreditPolicy['status'],
    basedOn: policy.basedOn,
    document: policy.document,
    cutOffs: cutOffsOf(policy.document),
    sha256: policy.sha256,
    revision: policy.revision,
    maker: policy.makerId === null ? null : { id: policy.makerId, name: makerName ?? '' },
    checker: policy.checkerId === null ? null : { id: policy.checkerId, name: checkerName ?? '' },
    pending:
      approval === null
        ? null
        : {
            approvalId: approval.id,
            approvalVersion: approval.version,
            maker: { id: approval.makerId, name: askerName ?? '' },
          },
    createdAt: policy.createdAt.toISOString(),
    publishedAt: policy.publishedAt?.toISOString() ?? null,
  }));
}
