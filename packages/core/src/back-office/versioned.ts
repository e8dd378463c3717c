import { CoreError } from '../errors/core-error';

/**
 * Optimistic concurrency of back-office edits (ADR 058): an edit names the version it read and
 * runs as `UPDATE … WHERE id = ? AND version = ?`. When nothing was updated this tells why: the
 * record is gone (`not_found`) or another admin changed it first (`stale_version`, 409, with the
 * current version in `params.currentVersion`, so the app re-reads and shows the current state).
 */
export function staleOrMissing(current: { version: number } | undefined): never {
  if (!current) throw new CoreError('not_found');
  throw new CoreError('stale_version', { params: { currentVersion: current.version } });
}
