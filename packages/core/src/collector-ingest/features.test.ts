import type { CollectorChunk, CollectorEvent } from '@lender/contracts/collector';
import { describe, expect, it } from 'vitest';
import { sampleChunk } from '../../testing/collector';
import { behaviourSignal, computeFeatures } from './features';

const REF = 'reg-features-0001';

function withEvents(events: CollectorEvent[], overrides: Partial<CollectorChunk> = {}): CollectorChunk {
  return sampleChunk({ referenceNumber: REF, events, ...overrides });
}

describe('computeFeatures', () => {
  it('measures time, typing per field class, corrections, pastes in identity fields and hesitation', () => {
    const first = sampleChunk({ referenceNumber: REF });
    const second = withEvents(
      [
        { k: 'focus', t: 0, field: 'email', fieldClass: 'contact' },
        { k: 'key', t: 2_000, field: 'email', c: 'l' },
        { k: 'key', t: 2_100, field: 'email', c: 'd' },
        { k: 'key', t: 7_100, field: 'email', c: 'l' },
        { k: 'visibility', t: 7_200, state: 'hidden' },
        { k: 'visibility', t: 9_200, state: 'visible' },
      ],
      {
        sequence: 1,
        startedAt: first.endedAt,
        endedAt: first.endedAt + 10_000,
        isFinal: true,
        device: undefined,
      },
    );
    const f = computeFeatures([second, first]);
    expect(f).toMatchObject({
      sessions: 1,
      chunks: 2,
      events: 18,
      timeToCompleteMs: 20_000,
      activeMs: 18_000,
      hiddenCount: 1,
      fieldsTouched: 3,
      corrections: 1,
      deleteKeys: 1,
      pasteCount: 1,
      pasteCountIdentity: 1,
      pointer: { moves: 1, clicks: 1, touchClicks: 0, scrolls: 0 },
      deviceConsistency: { status: 'no_earlier_sessions', changed: [], comparedWith: 0 },
    });
    // firstName: keys at 400, 550, 720, 900 → intervals 150, 170, 180.
    expect(f.typing.identity).toEqual({
      keys: 4,
      meanIntervalMs: 166.67,
      stdDevIntervalMs: 12.47,
      charsPerMinute: 360,
    });
    // email: 2 000 → 2 100 is cadence, 2 100 → 7 100 a long pause.
    expect(f.typing.contact).toMatchObject({ keys: 3, meanIntervalMs: 100 });
    expect(f.hesitation).toEqual({ medianFirstKeyMs: 1_150, longPauses: 1 });
    expect(f.correctionRate).toBe(0.14);
  });

  it("compares the device with the client's earlier sessions", () => {
    const chunk = sampleChunk({ referenceNumber: REF });
    const same = computeFeatures([chunk], [chunk.device!]);
    expect(same.deviceConsistency).toEqual({ status: 'consistent', changed: [], comparedWith: 1 });
    const other = { ...chunk.device!, timeZone: 'Europe/Madrid', screen: { w: 390, h: 844 } };
    const changed = computeFeatures([chunk], [other, chunk.device!]);
    expect(changed.deviceConsistency).toEqual({
      status: 'changed',
      changed: ['screen', 'timeZone'],
      comparedWith: 2,
    });
  });

  it('an empty dataset has no typing figures rather than zeros', () => {
    const f = computeFeatures([withEvents([], { device: undefined })]);
    expect(f.typing.text).toEqual({
      keys: 0,
      meanIntervalMs: null,
      stdDevIntervalMs: null,
      charsPerMinute: null,
    });
    expect(f.correctionRate).toBeNull();
    expect(f.deviceConsistency.status).toBe('unknown');
  });
});

describe('behaviourSignal', () => {
  const steady = (count: number, gap: number): CollectorEvent[] => [
    { k: 'focus', t: 0, field: 'address', fieldClass: 'text' },
    ...Array.from({ length: count }, (_, i) => ({
      k: 'key' as const,
      t: 100 + i * gap,
      field: 'address',
      c: 'l' as const,
    })),
  ];

  it.each([
    ['normal filling', [sampleChunk({ referenceNumber: REF })], [], 'normal', []],
    [
      'two pastes into identity fields',
      [
        withEvents(
          [
            { k: 'focus', t: 0, field: 'curp', fieldClass: 'identity' },
            { k: 'paste', t: 10, field: 'curp', length: 18 },
            { k: 'focus', t: 20_000, field: 'rfc', fieldClass: 'identity' },
            { k: 'paste', t: 20_010, field: 'rfc', length: 13 },
          ],
          { endedAt: Date.parse('2026-03-02T18:01:00Z') },
        ),
      ],
      [],
      'review',
      ['behaviour.identityPasted'],
    ],
    [
      'machine-even typing',
      [withEvents(steady(40, 100), { endedAt: Date.parse('2026-03-02T18:01:00Z') })],
      [],
      'review',
      ['behaviour.uniformTyping'],
    ],
    [
      'a device unlike the last one',
      [sampleChunk({ referenceNumber: REF })],
      [{ ...sampleChunk({ referenceNumber: REF }).device!, platform: 'iPhone' }],
      'review',
      ['behaviour.deviceChanged'],
    ],
    [
      'four fields in under 15 s',
      [
        withEvents(
          ['a', 'b', 'c', 'd'].map((field, i) => ({
            k: 'focus' as const,
            t: i * 1_000,
            field,
            fieldClass: 'text' as const,
          })),
          { endedAt: Date.parse('2026-03-02T18:00:05Z') },
        ),
      ],
      [],
      'review',
      ['behaviour.tooFast'],
    ],
  ])('%s', (_, chunks, earlier, flag, codes) => {
    const signal = behaviourSignal(computeFeatures(chunks as CollectorChunk[], earlier));
    expect(signal.flag).toBe(flag);
    expect(signal.reasons.map((r) => r.code)).toEqual(codes);
  });
});
