import { useCases } from '@lender/core';
import { describe, expect, it } from 'vitest';
import { mountedUseCases } from './http/use-case-route';
import './routes/index';

// One shape for every use case (ADR 324): `(ctx, input)`, `input` the endpoint's validated request
// and who makes it, mounted by `useCaseRoute` from a table, where TypeScript refuses a use case that
// takes another input (the back office's reads: their table by name, `{ query, reader }`, checked when
// the API starts). None takes positional arguments any more (a subject id, a path id, a body …).
// The use cases still answered by a hand-written handler (a two-argument read, a login, an export)
// are counted, and the count only goes down: move a group into its table, then lower it.
const OUTSIDE_TABLES_CEILING = 4;

const all = Object.entries(useCases).flatMap(([group, cases]) =>
  Object.entries(cases as Record<string, (...args: never[]) => unknown>).map(([name, useCase]) => ({
    name: `${group}.${name}`,
    useCase,
  })),
);

describe('the shape of the use cases', () => {
  it('none takes more than (ctx, input)', () => {
    expect(all.filter(({ useCase }) => useCase.length > 2).map(({ name }) => name)).toEqual([]);
  });

  it(`no more than ${OUTSIDE_TABLES_CEILING} are answered outside a table, and the count only goes down`, () => {
    const outside = all.filter(({ useCase }) => !mountedUseCases.has(useCase)).map(({ name }) => name);
    expect(outside.length, outside.join(', ')).toBeLessThanOrEqual(OUTSIDE_TABLES_CEILING);
    // The tables mount most of them.
    expect(all.length - outside.length).toBeGreaterThan(outside.length);
  });
});
