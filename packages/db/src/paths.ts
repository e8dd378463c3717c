import { fileURLToPath } from 'node:url';

/**
 * The folder of SQL migrations written by drizzle-kit. This file sits one level below the package
 * root both as source (`src/paths.ts`) and when bundled (`dist/*.js`), so the same relative URL
 * works in tests, in development and in the built server.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
