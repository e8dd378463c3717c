import { APPLICATION_STATUSES, isApplicationActive } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { CoreError } from '../errors/core-error';
import { APPLICATION_TRANSITIONS, assertTransition, canTransition } from './transitions';

const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));
const illegal = pairs.filter(([from, to]) => !canTransition(from, to));
const legal = pairs.filter(([from, to]) => canTransition(from, to));

describe('application state machine (spec §4, ADR 020)', () => {
  it('lists every status of spec §4', () => {
    expect(
      Object.keys(APPLICATION_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...APPLICATION_STATUSES].sort((a, b) => a - b));
  });

  it.each(illegal)('refuses %i → %i with a 409 invalid_transition', (from, to) => {
    let caught: unknown;
    try {
      assertTransition(from, to);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CoreError);
    expect((caught as CoreError).code).toBe('invalid_transition');
    expect((caught as CoreError).status).toBe(409);
  });

  it.each(legal)('allows %i → %i', (from, to) => {
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it('never leaves an inactive status (completed, canceled, rejected, terminated)', () => {
    for (const status of APPLICATION_STATUSES) {
      if (!isApplicationActive(status)) expect(APPLICATION_TRANSITIONS[status]).toEqual([]);
    }
  });
});
