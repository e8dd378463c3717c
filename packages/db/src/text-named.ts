import { createHash } from 'node:crypto';

/** A query builder Drizzle can prepare under a name (a select, with its rows mapped as usual). */
export interface NamedPreparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(placeholderValues?: Record<string, unknown>): Promise<R> };
}

/**
 * The statement name of a statement's text: `lender_t_` and 24 hex digits of its SHA-1. Two texts
 * never share a name (node-postgres refuses a name reused for another text), and the same text
 * always gets the same one.
 */
export function textStatementName(text: string): string {
  return `lender_t_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Runs a query built per call (a list's filters make its text vary) as a **named prepared
 * statement named after its text** (ADR 260): each pooled PostgreSQL connection parses a list's
 * statement once per shape and, after five runs, keeps a generic plan when it is no dearer than a
 * custom one, instead of planning on every call (0.2–0.5 ms of the server's CPU per list statement
 * at 50,000 clients). Values stay parameters, so the texts, and the names, are as many as the
 * lists' shapes (filters × sorts), not their values. PGlite ignores the name (as for every named
 * statement of Drizzle).
 */
export function executeTextNamed<R>(query: NamedPreparable<R>): Promise<R> {
  return query.prepare(textStatementName(query.toSQL().sql)).execute();
}
