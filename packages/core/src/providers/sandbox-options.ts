import type { Database } from '@lender/db';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';

/** What the sandbox adapters need. */
export interface SandboxOptions {
  db: Database;
  pii: PiiCrypto;
  logger: Logger;
  /**
   * Print one-time codes to the log (development only: a newcomer reads the SMS code there).
   * @default false
   */
  printCodes?: boolean;
}
