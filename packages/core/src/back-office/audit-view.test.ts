import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-view';

describe('field-level changes of an audit entry', () => {
  it('lists every field whose value differs, with both sides (absent is null)', () => {
    expect(
      fieldChanges(
        { status: 1, name: 'Ana', tags: ['a'] },
        { status: 2, name: 'Ana', tags: ['a', 'b'], role: 'admin' },
      ),
    ).toEqual([
      { field: 'status', before: 1, after: 2 },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'role', before: null, after: 'admin' },
    ]);
  });

  it('a creation or a deletion changes every field', () => {
    expect(fieldChanges(null, { active: true })).toEqual([{ field: 'active', before: null, after: true }]);
    expect(fieldChanges({ active: true }, null)).toEqual([{ field: 'active', before: true, after: null }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
