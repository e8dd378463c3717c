import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { PiiCrypto } from '../pii';

// What the back office's reads (its lists, exports, reports; `useCases.backOffice.riskReport` …)
// take: the part of the core they read through, and who reads. The API's reads router
// (`apps/api/src/routes/back-office-reads`) calls each with the core, the endpoint's validated
// query and the reader.

/** The database and the clock a read uses (`Core` is one). */
export interface ReadContext {
  readonly db: Database;
  readonly clock: Clock;
}

/** A read that decrypts personal data (a credit-bureau file, full phones). */
export interface PiiReadContext extends ReadContext {
  readonly pii: PiiCrypto;
}

/** Who reads, as the API's guard established it. */
export interface Reader {
  /** The signed-in back-office user. */
  readonly userId: number;
  /** Their back-office language: the words of a CSV export. */
  readonly language: 'es-MX' | 'en';
  /** Full phone numbers for this user (asked with `reveal=phone` and allowed): each an audited read. */
  readonly revealPhonesTo?: number;
}

/** A CSV export's answer: the file's name (the API adds the date), its text and its row count. */
export interface CsvExportFile {
  readonly name: string;
  readonly csv: string;
  readonly rows: number;
}

/**
 * The back-office language of `userId` (the words of a CSV export they download): an export use
 * case reads it itself from who asks (`actorId`). An unknown user is `not_found`.
 */
export async function readerLanguage(db: Database, userId: number): Promise<Reader['language']> {
  const [row] = await db
    .select({ language: backOfficeUsers.language })
    .from(backOfficeUsers)
    .where(eq(backOfficeUsers.id, userId));
  if (!row) throw new CoreError('not_found');
  return row.language;
}
