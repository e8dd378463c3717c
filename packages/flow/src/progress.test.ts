import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampProgress, nextLoadingProgress } from './progress.js';
import { FLOW_STATUSES, FLOW_STEPS } from './steps.js';

describe('loading progress', () => {
  it.each([
    [0, 'verification', 'active', 30],
    [30, 'verification', 'active', 60],
    [90, 'verification', 'active', 100],
    [0, 'belvo', 'completed', 45],
    [45, 'belvo', 'completed', 90],
    [90, 'verification', 'completed', 100],
    [100, 'belvo', 'completed', 100],
  ] as const)('from %i at %s/%s goes to %i', (from, step, status, to) => {
    expect(nextLoadingProgress(from, { step, status })).toBe(to);
  });

  it('adds 30 while the flow is not fetched yet', () => {
    expect(nextLoadingProgress(10, null)).toBe(40);
  });

  it('only ever adds 30 or 45, stopping at 100', () => {
    const flowArb = fc.option(
      fc.record({ step: fc.constantFrom(...FLOW_STEPS), status: fc.constantFrom(...FLOW_STATUSES) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), flowArb, (progress, flow) => {
        const next = nextLoadingProgress(progress, flow);
        expect(next).toBeLessThanOrEqual(100);
        expect(next).toBeGreaterThanOrEqual(progress);
        expect(next === 100 || [30, 45].includes(next - progress)).toBe(true);
      }),
    );
  });

  it.each([
    [-5, 0],
    [130, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [55, 55],
  ])('clamps %d to %d', (value, clamped) => {
    expect(clampProgress(value)).toBe(clamped);
  });
});
