import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

// The database clients' types, for code that adapts them (the job queue's `db` adapter in core):
// named here so that no other package imports `pg` or PGlite.

/** What an adapter may call on an embedded PGlite instance. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;
/** A PGlite transaction. */
export type PgliteTransaction = Transaction;
/** What an adapter may call on a node-postgres pool. */
export type PgQueryable = Pick<pg.Pool, 'query'>;
