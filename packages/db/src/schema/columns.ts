import { type AnyPgColumn, boolean, integer, timestamp } from 'drizzle-orm/pg-core';

// Column builders the tables share. No table lives here (index.ts does not export this file), so
// drizzle-kit sees the same columns as when each table spelled them out: a builder returns a fresh
// column each call, and the SQL type, nullability, default and foreign key are exactly the ones
// written inline before.

/** What a foreign key does when its target row is deleted (the database default: refuse). */
type OnDelete = 'cascade' | 'set null';

/** A `timestamp with time zone`: every instant the schema stores carries its zone. */
export function instant() {
  return timestamp({ withTimezone: true });
}

/** A required instant the database sets to now on insert (`created_at`, `updated_at`, …). */
export function instantNow() {
  return instant().notNull().defaultNow();
}

/** `created_at` and `updated_at`, both set to now on insert. */
export function timestamps() {
  return { createdAt: instantNow(), updatedAt: instantNow() };
}

/** `fake`: a row a sandbox tester made (spec §3), false unless said. */
export function fakeFlag() {
  return boolean().notNull().default(false);
}

/** A required integer foreign key to `target` (a thunk, so tables may refer to each other). */
export function references(target: () => AnyPgColumn, onDelete?: OnDelete) {
  return integer()
    .notNull()
    .references(target, onDelete && { onDelete });
}

/** An optional integer foreign key to `target`. */
export function nullableReferences(target: () => AnyPgColumn, onDelete?: OnDelete) {
  return integer().references(target, onDelete && { onDelete });
}

/** An integer primary key that is also a foreign key: a row that extends `target`'s row. */
export function sharedKey(target: () => AnyPgColumn, onDelete?: OnDelete) {
  return integer()
    .primaryKey()
    .references(target, onDelete && { onDelete });
}
