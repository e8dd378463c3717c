import {
  type ColumnRegistrationField,
  isRegistrationColumn,
  REGISTRATION_FIELDS,
  type RegistrationColumn,
  type RegistrationFieldDeclaration,
  type RegistrationStep,
  type RegistrationTable,
} from '@lender/contracts';
import { type Column, getTableColumns } from '@lender/db/orm';
import { clientContacts, clients } from '@lender/db/schema';
import type { PiiCrypto } from '../pii';

// Where the registration steps' answers are kept, read from `REGISTRATION_FIELDS` (issue 49): a
// field kept in a column of its own (`stored: { table, column }`) is written and read back here by
// the column's name, so a new such field is its row (contracts), its words (i18n) and its column
// and migration (db): core does not change.

/** The Drizzle tables of `REGISTRATION_TABLES`, by their SQL names. */
export const REGISTRATION_TABLE_SCHEMAS = {
  clients,
  client_contacts: clientContacts,
} as const satisfies Record<RegistrationTable, unknown>;

type TableOf<T extends RegistrationTable> = (typeof REGISTRATION_TABLE_SCHEMAS)[T];
type ColumnsOf<T extends RegistrationTable> = TableOf<T>['_']['columns'];

/** A Drizzle property's SQL name under the database's `snake_case` casing (`phoneEnc` → `phone_enc`). */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : '';
/** The SQL names of a table's columns: a property's own name, or its snake case when it has none. */
type SqlColumnsOf<T extends RegistrationTable> = {
  [K in keyof ColumnsOf<T> & string]: ColumnsOf<T>[K] extends { _: { name: infer N extends string } }
    ? N extends K
      ? SnakeCase<K>
      : N
    : never;
}[keyof ColumnsOf<T> & string];

/** The columns the rows of `REGISTRATION_FIELDS` name in `T` that `@lender/db`'s schema lacks. */
type MissingColumns = {
  [T in RegistrationTable]: Exclude<
    Extract<ColumnRegistrationField['stored'], { table: T }>['column'],
    SqlColumnsOf<T>
  >;
}[RegistrationTable];
type MustBeNone<Missing extends never> = Missing;
/**
 * Fails core's type-check, naming the column, when a row of `REGISTRATION_FIELDS` names a column
 * the schema lacks (`registration-storage.test.ts` checks the migrated database too).
 */
export type RegistrationColumnsExist = MustBeNone<MissingColumns>;

/** Drizzle's `snake_case` casing of a property without a name of its own (`drizzle-orm/casing`). */
function snakeCase(key: string): string {
  const words = key.replace(/['\u2019]/g, '').match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('_');
}

const columnKeys = new Map<string, string | undefined>();

/** The Drizzle property of the column a row names (by its SQL name); `undefined` when there is none. */
export function columnKeyOf(stored: RegistrationColumn): string | undefined {
  const id = `${stored.table}.${stored.column}`;
  if (!columnKeys.has(id)) {
    const columns: Record<string, Column> = getTableColumns(REGISTRATION_TABLE_SCHEMAS[stored.table]);
    const key = Object.entries(columns).find(
      ([property, column]) => (column.keyAsName ? snakeCase(property) : column.name) === stored.column,
    )?.[0];
    columnKeys.set(id, key);
  }
  return columnKeys.get(id);
}

function requiredKeyOf(field: ColumnField): string {
  const key = columnKeyOf(field.stored);
  if (key === undefined) {
    throw new Error(
      `Registration field ${field.name}: ${field.stored.table} has no column ${field.stored.column}`,
    );
  }
  return key;
}

/** A row kept in a column of its own. */
export type ColumnField = RegistrationFieldDeclaration & { readonly stored: RegistrationColumn };

/** The rows of a step kept in a column of `table`, in the table's order. */
export function columnFieldsOf(
  step: RegistrationStep,
  table: RegistrationTable,
  fields: readonly RegistrationFieldDeclaration[] = REGISTRATION_FIELDS,
): ColumnField[] {
  return fields.filter(
    (field): field is ColumnField =>
      field.step === step && isRegistrationColumn(field.stored) && field.stored.table === table,
  );
}

/**
 * What a step's request writes in the columns of `table`, by Drizzle property: each row's value as
 * the request gives it (core's centavos for `money`), encrypted when the row says so, `null` when
 * the request leaves it out.
 */
export function columnValuesOf(
  step: RegistrationStep,
  table: RegistrationTable,
  input: object,
  pii: PiiCrypto,
  fields: readonly RegistrationFieldDeclaration[] = REGISTRATION_FIELDS,
): Record<string, unknown> {
  const request = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of columnFieldsOf(step, table, fields)) {
    const value = request[field.name];
    values[requiredKeyOf(field)] =
      value === undefined || value === null
        ? null
        : field.stored.encrypted
          ? pii.encrypt(String(value))
          : value;
  }
  return values;
}

/** The `clients` columns a step's request sets (a patch of the client's row). */
export function clientColumnsOf(
  step: RegistrationStep,
  input: object,
  pii: PiiCrypto,
  fields?: readonly RegistrationFieldDeclaration[],
): Partial<typeof clients.$inferInsert> {
  return columnValuesOf(step, 'clients', input, pii, fields);
}

/** The reference person's columns of `client_contacts` a contact request sets. */
export function contactColumnsOf(
  input: object,
  pii: PiiCrypto,
  fields?: readonly RegistrationFieldDeclaration[],
): Omit<typeof clientContacts.$inferInsert, 'clientId' | 'kind'> {
  return columnValuesOf('reference', 'client_contacts', input, pii, fields) as Omit<
    typeof clientContacts.$inferInsert,
    'clientId' | 'kind'
  >;
}

/**
 * A step's request as its JSON column keeps it (one key per property): all of it but the fields
 * kept in a column of their own.
 */
export function jsonAnswersOf(
  step: RegistrationStep,
  input: object,
  fields: readonly RegistrationFieldDeclaration[] = REGISTRATION_FIELDS,
): Record<string, unknown> {
  const inColumns = new Set(
    fields
      .filter((field) => field.step === step && isRegistrationColumn(field.stored))
      .map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(input).filter(([name]) => !inColumns.has(name)));
}

/**
 * The `clients` columns the rows keep answers in, by Drizzle property (the select list's entries of
 * the answers' read).
 */
export function clientAnswerColumns(
  fields: readonly RegistrationFieldDeclaration[] = REGISTRATION_FIELDS,
): Record<string, Column> {
  const columns: Record<string, Column> = getTableColumns(clients);
  const out: Record<string, Column> = {};
  for (const field of fields) {
    if (!isRegistrationColumn(field.stored) || field.stored.table !== 'clients') continue;
    const key = requiredKeyOf(field as ColumnField);
    const column = columns[key];
    if (column) out[key] = column;
  }
  return out;
}

/**
 * What a column keeps, as its field's answer is read from it (`row` by Drizzle property): an
 * encrypted column masked (`••••1234`), since what is encrypted is personal data (the back-office
 * reveals it through an audited read).
 */
export function keptInColumn(
  stored: RegistrationColumn,
  row: Readonly<Record<string, unknown>> | undefined,
  pii: PiiCrypto,
): unknown {
  const key = columnKeyOf(stored);
  const raw = key === undefined || row === undefined ? undefined : row[key];
  if (!stored.encrypted || typeof raw !== 'string') return raw;
  return `••••${pii.decrypt(raw).slice(-4)}`;
}
