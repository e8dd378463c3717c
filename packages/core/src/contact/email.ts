import type { Database } from '@lender/db';
import { and, eq, isNotNull, isNull } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import type { PiiCrypto } from '../pii';

/**
 * The client's e-mail at rest (issue 10 point 11, ADR 012): AES-256-GCM ciphertext, and an
 * HMAC-SHA-256 of the lower-cased address for look-ups and uniqueness (`clients_emailHash_unique`).
 * The hash uses the kind `email`, the same as the outbox's recipient hash and the e-mail codes.
 */
export function emailColumns(pii: PiiCrypto, email: string): { emailEnc: string; emailHash: string } {
  const normal = email.trim().toLowerCase();
  return { emailEnc: pii.encrypt(normal), emailHash: emailHashOf(pii, normal) };
}

/** The look-up hash of an e-mail (lower-cased). */
export function emailHashOf(pii: PiiCrypto, email: string): string {
  return pii.hash('email', email.trim().toLowerCase());
}

/** The client's e-mail in clear, for the client, the back office and outgoing messages. */
export function emailOf(
  pii: PiiCrypto,
  row: { emailEnc: string | null; legacyEmail: string | null },
): string {
  if (row.emailEnc) return pii.decrypt(row.emailEnc);
  // Only between migration 0012 and the start-up step below; never written by the code.
  return row.legacyEmail ?? '';
}

/** Two clients whose stored e-mails are equal once lower-cased: an operator must merge them. */
export class DuplicateLegacyEmailError extends Error {
  constructor(readonly clientIds: number[]) {
    super(`clients ${clientIds.join(', ')} share one e-mail (ignoring case); resolve before starting`);
    this.name = 'DuplicateLegacyEmailError';
  }
}

/**
 * Encrypts the e-mails that migration 0012 left in clear (the migration cannot: SQL has no key),
 * then clears the legacy column. Run at start-up by the API and the worker, after migrations;
 * idempotent and safe to run on several instances at once (each row is moved with a guarded UPDATE).
 * Returns how many rows it moved.
 */
export async function encryptLegacyEmails(db: Database, pii: PiiCrypto, batch = 500): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ id: clients.id, legacyEmail: clients.legacyEmail })
      .from(clients)
      .where(isNotNull(clients.legacyEmail))
      .limit(batch);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const columns = emailColumns(pii, row.legacyEmail as string);
      try {
        const done = await db
          .update(clients)
          .set({ ...columns, legacyEmail: null })
          .where(and(eq(clients.id, row.id), isNotNull(clients.legacyEmail), isNull(clients.emailHash)))
          .returning({ id: clients.id });
        moved += done.length;
        if (done.length === 0) {
          // Another instance moved it, or a half-moved row: clear the clear text only.
          await db
            .update(clients)
            .set({ legacyEmail: null })
            .where(and(eq(clients.id, row.id), isNotNull(clients.emailHash)));
        }
      } catch (error) {
        const [twin] = await db
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.emailHash, columns.emailHash));
        if (twin) throw new DuplicateLegacyEmailError([twin.id, row.id]);
        throw error;
      }
    }
  }
}
