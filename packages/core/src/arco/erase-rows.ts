import { fullNameOf } from '@lender/contracts';
import { type Executor, rowsOf } from '@lender/db';
import { eq, type SQL, sql } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { clientLoginKey } from '../clients/client-login';
import { emailHashOf, emailOf } from '../contact/email';
import { nameValuesOf } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';
import type { DocumentStorage } from '../providers/storage/port';
import {
  ANONYMISED,
  type Becomes,
  type BorrowerRows,
  PERSONAL_FIELDS,
  type TableDeclaration,
} from './personal-fields';

/** What finds a borrower's rows: the client id, their keyed hashes and the texts that name them. */
export interface BorrowerIdentity {
  readonly clientId: number;
  /** Keyed hashes of the phone, e-mail, CURP and CLABE (stored and recomputed) and the login key. */
  readonly hashes: readonly string[];
  /** The name (any two parts or more, in order), CURP, RFC, phone, e-mail and CLABE as a text would write them. */
  readonly needles: readonly string[];
}

/** Reads the client's identifiers before anything is erased (they are the last thing to go). */
export async function borrowerIdentity(
  tx: Executor,
  pii: PiiCrypto,
  clientId: number,
): Promise<BorrowerIdentity> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!row) return { clientId, hashes: [], needles: [] };
  const open = (sealed: string | null) => {
    if (sealed === null) return null;
    const plain = pii.decrypt(sealed);
    return plain === ANONYMISED ? null : plain;
  };
  const phone = open(row.phoneEnc);
  const email = row.emailEnc === null && row.legacyEmail === null ? null : emailOf(pii, row);
  const curp = open(row.curpEnc);
  const clabe = open(row.clabeEnc);
  const rfc = open(row.rfcEnc);
  const hashes = [
    row.phoneHash,
    row.emailHash,
    row.curpHash,
    row.clabeHash,
    phone && pii.hash('phone', phone),
    email && emailHashOf(pii, email),
    curp && pii.hash('curp', curp),
    clabe && pii.hash('clabe', clabe),
    clientLoginKey({ pii }, clientId),
  ];
  // The name as a text may write it: any two parts or more in their order ("Ana López",
  // "Ana María López Pérez"); one part alone would also match other people in a shared text.
  const parts = nameValuesOf(row).filter((part): part is string => part !== null && part !== ANONYMISED);
  const names = [fullNameOf(row), ...namesOf(parts)].filter((name) => !name.includes(ANONYMISED));
  const needles = [...names, phone, phone?.replace(/^\+52/, ''), email, curp, clabe, rfc];
  const distinct = (values: ReadonlyArray<string | null | undefined>) => [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length >= 3)),
  ];
  return {
    clientId,
    hashes: distinct(hashes).filter((h) => !h.startsWith('anonymised:')),
    needles: distinct(needles),
  };
}

/** Each selection of two parts or more of `parts`, in their order, joined by a space. */
function namesOf(parts: readonly string[]): string[] {
  const names: string[] = [];
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const chosen = parts.filter((_, index) => mask & (1 << index));
    if (chosen.length >= 2) names.push(chosen.join(' '));
  }
  return names;
}

const col = (name: string) => sql.identifier(name);
const anyOf = (parts: SQL[]) => (parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`);
const ownedBy = (table: string, id: number) =>
  sql`(select "id" from ${col(table)} where "client_id" = ${id})`;
const ownedIds = (table: string, id: number) =>
  sql`(select "id"::text from ${col(table)} where "client_id" = ${id})`;

/** The WHERE of a borrower's rows of a table. */
function rowsWhere(rows: BorrowerRows, who: BorrowerIdentity): SQL {
  const id = who.clientId;
  switch (rows.by) {
    case 'client':
      return anyOf(rows.columns.map((name) => sql`${col(name)} = ${id}`));
    case 'loan':
      return sql`${col(rows.column)} in ${ownedBy('loans', id)}`;
    case 'application':
      return sql`${col(rows.column)} in ${ownedBy('applications', id)}`;
    case 'dataset':
      return sql`${col(rows.column)} in ${ownedBy('collector_datasets', id)}`;
    case 'hash':
      return anyOf(who.hashes.map((hash) => sql`${col(rows.column)} = ${hash}`));
    case 'account':
      return sql`(${col(rows.type)} = 'client' and ${col(rows.id)} = ${id})`;
    case 'record': {
      const entity = col(rows.entity);
      const entityId = col(rows.id);
      const parts = [
        sql`(${entity} = 'client' and ${entityId} = ${String(id)})`,
        sql`(${entity} = 'application' and ${entityId} in ${ownedIds('applications', id)})`,
        sql`(${entity} = 'loan' and ${entityId} in ${ownedIds('loans', id)})`,
        sql`(${entity} = 'payment' and ${entityId} in ${ownedIds('payments', id)})`,
      ];
      if (rows.actor) parts.push(sql`(${col(rows.actor[0])} = 'client' and ${col(rows.actor[1])} = ${id})`);
      return anyOf(parts);
    }
    case 'mention':
      return anyOf(
        who.needles.map((needle) => sql`strpos(lower(${col(rows.column)}), lower(${needle})) > 0`),
      );
  }
}

/** A regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[\\.^$|?*+()[\]{}]/g, '\\$&');

/** The new value of a personal column. */
function replacementOf(
  table: string,
  column: string,
  becomes: Becomes,
  who: BorrowerIdentity,
  sealed: string,
  now: Date,
): SQL {
  const c = col(column);
  const unlessNull = (value: SQL) => sql`case when ${c} is null then null else ${value} end`;
  if (typeof becomes === 'object') {
    let expr: SQL = sql`${c}`;
    for (const key of becomes.redactKeys)
      expr = sql`case when ${expr} ? ${key} then jsonb_set(${expr}, ${`{${key}}`}::text[], to_jsonb(${ANONYMISED}::text)) else ${expr} end`;
    return expr;
  }
  switch (becomes) {
    case 'null':
    case 'deleted':
      return sql`null`;
    case 'marker':
      return unlessNull(sql`${ANONYMISED}`);
    case 'unique':
      return sql`${`anonymised:${table}:`} || "id"::text`;
    case 'sealed':
      return unlessNull(sql`${sealed}`);
    case 'empty':
      return unlessNull(sql`''::bytea`);
    case 'emptyObject':
      return unlessNull(sql`'{}'::jsonb`);
    case 'emptyArray':
      return sql`(${c})[1:0]`;
    case 'scrub':
      return who.needles.reduce<SQL>(
        (expr, needle) => sql`regexp_replace(${expr}, ${literal(needle)}, ${ANONYMISED}, 'gi')`,
        sql`${c}`,
      );
    case 'now':
      return sql`coalesce(${c}, ${now})`;
  }
}

/** When a table's rows are erased: at the block (no duty keeps them) or at the anonymisation. */
export type ErasePhase = 'block' | 'anonymise';

/** The tables in the order they are erased: the client's own row last (it holds the identifiers). */
export function declarationsOf(phase: ErasePhase): Array<[string, TableDeclaration]> {
  return Object.entries(PERSONAL_FIELDS)
    .filter(([, table]) => table.rows !== null && (phase === 'anonymise' || table.keptFor.length === 0))
    .sort(([a], [b]) => Number(a === 'clients') - Number(b === 'clients'));
}

/**
 * Erases a borrower's rows of every table the phase covers, by the declaration: rows deleted, or
 * their personal columns replaced; the stored files of a table's `files` column deleted first
 * (deleting is idempotent, so a rolled-back transaction is simply run again). Returns the rows
 * touched and the files deleted.
 */
export async function eraseRows(
  tx: Executor,
  ctx: { readonly pii: PiiCrypto; readonly now: Date; readonly storage: DocumentStorage },
  who: BorrowerIdentity,
  phase: ErasePhase,
): Promise<{ rows: number; files: number }> {
  const sealed = ctx.pii.encrypt(ANONYMISED);
  let rows = 0;
  let files = 0;
  for (const [table, declaration] of declarationsOf(phase)) {
    if (declaration.rows === null) continue;
    const where = rowsWhere(declaration.rows, who);
    if (declaration.files) {
      const stored = await rowsOf(
        tx,
        sql`select ${col(declaration.files)} as "key" from ${col(table)} where ${where}`,
      );
      for (const { key } of stored) await ctx.storage.delete(String(key));
      files += stored.length;
    }
    const columns = Object.entries(declaration.personal);
    if (
      columns.some(([, becomes]) => becomes === 'deleted') ||
      (columns.length === 0 && declaration.keptFor.length === 0)
    ) {
      rows += (await rowsOf(tx, sql`delete from ${col(table)} where ${where} returning 1`)).length;
    } else if (columns.length > 0) {
      const set = sql.join(
        columns.map(
          ([column, becomes]) =>
            sql`${col(column)} = ${replacementOf(table, column, becomes, who, sealed, ctx.now)}`,
        ),
        sql`, `,
      );
      // Only rows with something to replace (the audit log accepts no other update).
      const replaced = columns.filter(([, becomes]) => becomes !== 'now' && becomes !== 'unique');
      const held =
        replaced.length === columns.length
          ? anyOf(replaced.map(([column]) => sql`${col(column)} is not null`))
          : sql`true`;
      rows += (await rowsOf(tx, sql`update ${col(table)} set ${set} where ${where} and ${held} returning 1`))
        .length;
    }
  }
  return { rows, files };
}
