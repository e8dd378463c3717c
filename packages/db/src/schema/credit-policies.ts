import type { CreditPolicyDocument } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, nullableReferences } from './columns';
import { backOfficeUsers } from './identity';

/**
 * The credit policy as versioned data (issue 67, ADR 330): the knock-out rules, their cut-offs and
 * the offer rules of each version. A `draft` is edited (each edit bumps `revision`) and replayed;
 * it becomes `published` only through a `policy.publish` request another admin approves, which
 * retires the version in force. Exactly one version is published; version 1 (migration 0067) is
 * the rules the engine had in code, and every decision names the version that took it.
 */
export const creditPolicies = pgTable(
  'credit_policies',
  {
    /** The policy's number (1, 2, …), shown and stored with each decision. */
    version: integer().primaryKey(),
    /** `draft`, `published`, `retired`. */
    status: text().notNull(),
    basedOn: integer(),
    document: jsonb().$type<CreditPolicyDocument>().notNull(),
    /** SHA-256 of the document's canonical JSON (keys sorted). */
    sha256: text().notNull(),
    revision: integer().notNull().default(1),
    /** Who drafted it (null: version 1, written by the migration). */
    makerId: nullableReferences(() => backOfficeUsers.id),
    checkerId: nullableReferences(() => backOfficeUsers.id),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
    publishedAt: instant(),
  },
  (t) => [
    check('credit_policies_status_check', sql`${t.status} in ('draft', 'published', 'retired')`),
    check(
      'credit_policies_checker_not_maker',
      sql`${t.checkerId} IS NULL OR ${t.makerId} IS NULL OR ${t.checkerId} <> ${t.makerId}`,
    ),
    uniqueIndex('credit_policies_one_published').on(t.status).where(sql`${t.status} = 'published'`),
  ],
);
