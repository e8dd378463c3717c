import { readdirSync, readFileSync } from 'node:fs';
import { generateDrizzleJson } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index';

// `pnpm --filter @lender/core run db:generate` diffs the schema against the newest snapshot in
// drizzle/meta and refuses to run when two snapshots name the same parent ("collision"). These
// checks keep it usable: one chain of snapshots, the newest one equal to the schema in src.
const META = new URL('../drizzle/meta/', import.meta.url);

interface Snapshot {
  readonly id: string;
  readonly prevId: string;
  readonly [key: string]: unknown;
}

const snapshots: Snapshot[] = readdirSync(META)
  .filter((name) => name.endsWith('_snapshot.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(new URL(name, META), 'utf8')) as Snapshot);

describe('the migration snapshots', () => {
  it('form one chain, each naming the one before it', () => {
    expect(snapshots[0]?.prevId).toBe('00000000-0000-0000-0000-000000000000');
    for (let i = 1; i < snapshots.length; i++) expect(snapshots[i]?.prevId).toBe(snapshots[i - 1]?.id);
  });

  it('end with the schema as it is in src (else refresh the newest snapshot with drizzle-kit)', () => {
    const newest = snapshots.at(-1);
    if (!newest) throw new Error('no snapshot in drizzle/meta');
    const current = generateDrizzleJson(
      schema as Record<string, unknown>,
      newest.prevId,
      undefined,
      'snake_case',
    );
    const { id: _newestId, ...newestShape } = newest;
    const { id: _currentId, ...currentShape } = current as unknown as Snapshot;
    expect(currentShape).toEqual(newestShape);
  });
});
