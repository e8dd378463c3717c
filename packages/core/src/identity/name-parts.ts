import { personNameOf as contractsPersonNameOf, NAME_FIELDS, type NameField } from '@lender/contracts';
import { type SQL, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';

// The parts of a borrower's name as core stores and reads them, all derived from the contracts'
// `NAME_FIELDS` (issue 41): registration, the profile, the back-office's record and its CSV, the
// agreement's name and the password check read them from here, so a new part is its declaration
// (contracts), its column (db) and its words (i18n), and core does not change.

/** The parts of a name, in writing order. */
export const NAME_PARTS: readonly NameField[] = NAME_FIELDS.map((field) => field.name);

/** Every part of a name, a missing one `null`. */
export type NameParts = { [Part in NameField]: string | null };

/** Where a name can be read from: a stored row (nulls) or a request (absent optional parts). */
export type NamePartsSource = { readonly [Part in NameField]?: string | null | undefined };

/** The parts of `source`, each `null` when absent or empty. */
export function namePartsOf(source: NamePartsSource): NameParts {
  const parts = {} as NameParts;
  for (const part of NAME_PARTS) parts[part] = source[part] || null;
  return parts;
}

/** The parts a name must have (`required` in `NAME_FIELDS`). */
export type RequiredNamePart = Extract<(typeof NAME_FIELDS)[number], { required: true }>['name'];

/** A name with its required parts present: what a registration stores. */
export type CompleteNameParts = NameParts & { [Part in RequiredNamePart]: string };

/** The parts of a name whose required parts the request schema has already checked. */
export function completeNamePartsOf(
  source: NamePartsSource & { readonly [Part in RequiredNamePart]: string },
): CompleteNameParts {
  return namePartsOf(source) as CompleteNameParts;
}

/**
 * The name split the way identity providers and banks ask for it: the given names (the parts
 * before the first surname) and the surnames (the first surname and what follows it).
 */
export function givenAndFamilyNamesOf(source: NamePartsSource): { given: string; family: string } {
  const firstSurname = NAME_PARTS.indexOf('lastName');
  const join = (parts: readonly NameField[]): string =>
    parts
      .map((part) => source[part])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .join(' ');
  return { given: join(NAME_PARTS.slice(0, firstSurname)), family: join(NAME_PARTS.slice(firstSurname)) };
}

/** The parts' values in writing order (the missing ones `null`). */
export function nameValuesOf(source: NamePartsSource): (string | null)[] {
  return NAME_PARTS.map((part) => source[part] || null);
}

/** The parts `source` gives (an audit's list of changed fields). */
export function givenNameParts(source: NamePartsSource): NameField[] {
  return NAME_PARTS.filter((part) => Boolean(source[part]));
}

/** The parts `patch` sets (`undefined` means "unchanged"; `null` clears an optional part). */
export function namePatchOf(patch: NamePartsSource): Partial<NameParts> {
  const out: Partial<NameParts> = {};
  for (const part of NAME_PARTS) {
    const value = patch[part];
    if (value !== undefined) out[part] = value;
  }
  return out;
}

/** The `clients` columns of the parts, by part name (a select list's entries). */
export const nameColumns = Object.fromEntries(NAME_PARTS.map((part) => [part, clients[part]])) as {
  [Part in NameField]: (typeof clients)[Part];
};

/** The parts' columns in writing order, comma-separated (an SQL function's arguments). */
export const nameColumnList = sql.join(
  NAME_PARTS.map((part) => clients[part]),
  sql`, `,
);

/** The list order: surname then first name, case-insensitive (index `clients_name_idx`). */
export const sortNameSql = sql`lower(${clients.lastName} || ' ' || ${clients.firstName})`;

/** The full name in SQL: the parts joined by one space, the missing ones left out. */
export const fullNameSql = sql<string>`concat_ws(' ', ${nameColumnList})`;

/** The name as a CURP and an RFC read it: the given names, the first surname and the second. */
export const personNameOf = contractsPersonNameOf;

/** SQL: the client's name is `source`'s, part by part, letter case aside (a missing part matches a missing one). */
export function sameNameSql(source: NamePartsSource): SQL {
  return sql.join(
    NAME_PARTS.map((part) => sql`lower(coalesce(${clients[part]}, '')) = lower(${source[part] ?? ''})`),
    sql` and `,
  );
}
