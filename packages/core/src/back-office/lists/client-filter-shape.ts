import type { Placeholder, SQL } from '@lender/db/orm';

/** How a condition gets a filter's value: the value itself (a parameter), or a named placeholder. */
export type Bind = <T>(name: string) => T | Placeholder;

/**
 * The client list's filter as a **shape** and its values (ADR 095): `key` names the conditions
 * present and their form (which identifier, `not`, a name that could also be an id), so two filters
 * with the same key give the same statement text whatever their values; `where(bind)` builds the
 * conditions with each value from `bind`: the value itself, or a placeholder bound per call.
 */
export interface ClientFilterShape {
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
  where(bind: Bind): SQL | undefined;
}
