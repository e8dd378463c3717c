import type { Database } from '@lender/db';

/** What the address look-ups use of the core: the database (the `Core` object of `core.ts` is one). */
export interface GeoContext {
  readonly db: Database;
}
