import { curpCheckDigit, validateCurp } from '@lender/clabe/curp';
import { type CaseDuplicateMatch, fullNameOf, type ManualCaseEvidence } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, asc, eq, inArray, ne, sql } from '@lender/db/orm';
import { clientContacts, clients, fraudSignals } from '@lender/db/schema';
import { dataNotBlocked } from '../arco/visible-clients';
import { normalizePhone } from '../contact/phone';
import { type NamePartsSource, nameColumns, sameNameSql } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';

/** Most other clients the panel lists (the first by id). */
export const CASE_DUPLICATES_MAX = 20;

/** The client a case is about, as the duplicate look-ups read it. */
export interface DuplicateSubject {
  readonly id: number;
  readonly curpEnc: string | null;
  readonly name: NamePartsSource;
  readonly birthDate: string | null;
}

/**
 * The CURPs that differ from `curp` only in the homonymy character (position 17, a digit for the
 * 1900s and a letter from 2000), each with its check digit: RENAPO gives the same name letters,
 * birth date, sex and state that character to tell two people apart, so another client holding one
 * is the same person registered again, or a homonym worth a look.
 */
export function homonymCurps(curp: string): string[] {
  const valid = validateCurp(curp);
  if (!valid.ok) return [];
  const first16 = valid.curp.slice(0, 16);
  const own = valid.curp[16] as string;
  const range = /\d/.test(own) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...range]
    .filter((char) => char !== own)
    .map((char) => `${first16}${char}${curpCheckDigit(`${first16}${char}`)}`);
}

/**
 * Other clients sharing a person or a device with `subject` (CURP, phone and CLABE themselves are
 * unique per client: registration refuses one already registered). The look-ups go by keyed hash
 * (CURP, phone), by the device id iovation gave an application, and by full name and birth date;
 * no personal value leaves this function.
 */
export async function caseDuplicates(
  deps: { db: Database; pii: PiiCrypto },
  subject: DuplicateSubject,
): Promise<ManualCaseEvidence['duplicates']> {
  const { db, pii } = deps;
  const other = ne(clients.id, subject.id);
  const found = new Map<number, Set<CaseDuplicateMatch>>();
  const add = (match: CaseDuplicateMatch, ids: readonly { id: number }[]) => {
    for (const { id } of ids) found.set(id, (found.get(id) ?? new Set()).add(match));
  };

  const curpHashes = subject.curpEnc
    ? homonymCurps(pii.decrypt(subject.curpEnc)).map((curp) => pii.hash('curp', curp))
    : [];
  if (curpHashes.length > 0) {
    add(
      'curp',
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(other, inArray(clients.curpHash, curpHashes))),
    );
  }

  const contacts = await db
    .select({ phoneEnc: clientContacts.phoneEnc })
    .from(clientContacts)
    .where(sql`${clientContacts.clientId} = ${subject.id}`);
  const phoneHashes = contacts.map((row) => pii.hash('phone', normalizePhone(pii.decrypt(row.phoneEnc))));
  if (phoneHashes.length > 0) {
    add(
      'contact_phone',
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(other, inArray(clients.phoneHash, phoneHashes))),
    );
  }

  // iovation's device id of each application: the device it came from, across clients.
  add(
    'device',
    await db
      .selectDistinct({ id: fraudSignals.clientId })
      .from(fraudSignals)
      .where(
        sql`${fraudSignals.clientId} <> ${subject.id} and ${fraudSignals.iovationResult}->>'deviceId' in (
          select mine.iovation_result->>'deviceId' from ${fraudSignals} mine
          where mine.client_id = ${subject.id} and mine.iovation_result->>'deviceId' is not null)`,
      ),
  );

  if (subject.birthDate !== null) {
    add(
      'name_birth_date',
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(other, eq(clients.birthDate, subject.birthDate), sameNameSql(subject.name))),
    );
  }

  if (found.size === 0) return [];
  const rows = await db
    .select({ id: clients.id, status: clients.status, ...nameColumns })
    .from(clients)
    // A client whose data is blocked (a cancellation) is kept for the legal duties only, never shown.
    .where(and(inArray(clients.id, [...found.keys()]), dataNotBlocked(clients.id)))
    .orderBy(asc(clients.id))
    .limit(CASE_DUPLICATES_MAX);
  return rows.map((row) => ({
    clientId: row.id,
    fullName: fullNameOf(row),
    status: row.status as ManualCaseEvidence['duplicates'][number]['status'],
    matches: [...(found.get(row.id) ?? [])],
  }));
}
