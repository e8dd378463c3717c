import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns';

/**
 * The append-only audit log (issue 6, ADR 225): who did what to which entity, when, with the
 * state before and after (personal data masked). A trigger installed by the migration
 * `audit_append_only` rejects every UPDATE, DELETE and TRUNCATE, so a row once written stays.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** `user` (back-office), `client` (the borrower) or `system` (jobs, callbacks). */
    actorType: text({ enum: ['user', 'client', 'system'] }).notNull(),
    /** The user's or client's id; null for `system`. */
    actorId: integer(),
    /** Dotted verb, e.g. `client.block`, `application.approve`, `loan.write_off`. */
    action: text().notNull(),
    /** The kind of thing changed: `client`, `application`, `loan`, `payment`, … */
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    /** Free-form reason given by the actor (a manual decision's or a write-off's reason). */
    reason: text(),
    /** The request that caused it (`X-Request-Id`), when there was one. */
    requestId: text(),
    createdAt: instantNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorType, t.actorId, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
