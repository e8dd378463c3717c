import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_INITIAL_REGISTRATION,
  PROGRESS_TOTAL,
  preAccountPath,
  WIZARD_STAGES,
  type WizardPath,
  type WizardStage,
  wizardPercent,
} from './wizard-progress';

const pathArb = fc.dictionary(
  fc.constantFrom(...WIZARD_STAGES),
  fc.constantFrom<'done' | 'todo'>('done', 'todo'),
) as fc.Arbitrary<WizardPath>;

describe('wizardPercent', () => {
  it.each<[string, WizardPath, number]>([
    ['nothing done yet', { phone: 'todo', signature: 'todo' }, 30],
    ['half done', { phone: 'done', signature: 'todo' }, 65],
    ['all but the signature of fourteen', { ...preAccountPath('phone'), signature: 'todo' }, 30],
    ['everything done', { phone: 'done', signature: 'done' }, 100],
    ['a path with nothing left', {}, 100],
  ])('%s: %i', (_name, path, percent) => {
    expect(wizardPercent(path)).toBe(percent);
  });

  it('stays below 100 while any stage is still to do, and is 100 when none is', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const percent = wizardPercent(path);
        const left = Object.values(path).includes('todo');
        expect(percent).toBeGreaterThanOrEqual(PROGRESS_INITIAL_REGISTRATION);
        if (left) expect(percent).toBeLessThan(PROGRESS_TOTAL);
        else expect(percent).toBe(PROGRESS_TOTAL);
      }),
    );
  });

  it('grows when a stage is done, when one drops out ahead, and when one appears as another is done', () => {
    fc.assert(
      fc.property(
        pathArb,
        fc.constantFrom(...WIZARD_STAGES),
        fc.constantFrom(...WIZARD_STAGES),
        (path, a, b) => {
          fc.pre(path[a] === 'todo');
          const before = wizardPercent(path);
          expect(wizardPercent({ ...path, [a]: 'done' })).toBeGreaterThanOrEqual(before);
          const { [a]: _gone, ...without } = path;
          expect(wizardPercent(without)).toBeGreaterThanOrEqual(before);
          // A stage discovered (b, not the borrower's until now) while `a` is done: still no step back.
          fc.pre(path[b] === undefined && a !== b);
          expect(wizardPercent({ ...path, [a]: 'done', [b]: 'todo' })).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe('preAccountPath', () => {
  it('counts the registration stages typed so far against a first loan paid by transfer', () => {
    const percents = (['phone', 'code', 'details'] as const).map((stage) =>
      wizardPercent(preAccountPath(stage)),
    );
    expect(percents).toEqual([30, 35, 40]);
    const path = preAccountPath('code');
    expect(path.phone).toBe('done');
    expect(path.code).toBe('todo');
    expect(path.signature).toBe('todo');
    expect(path.facebook).toBeUndefined();
    expect(Object.keys(path)).toHaveLength(WIZARD_STAGES.length - 1);
  });

  it('lists every stage in order once', () => {
    expect(new Set<WizardStage>(WIZARD_STAGES).size).toBe(WIZARD_STAGES.length);
  });
});
