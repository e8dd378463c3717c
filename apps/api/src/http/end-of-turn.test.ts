import { describe, expect, it } from 'vitest';
import { atEndOfTurn } from './end-of-turn';

describe('atEndOfTurn (ADR 130)', () => {
  it('gives the values of one turn back together, after the turn, in the order they came', async () => {
    const events: string[] = [];
    const handed = ['a', 'b', 'c'].map((value) =>
      atEndOfTurn(value).then((back) => {
        events.push(`back ${back}`);
        return back;
      }),
    );
    events.push('turn goes on');
    await Promise.resolve();
    events.push('microtasks of the turn done');
    setImmediate(() => events.push('an immediate queued after them'));
    expect(await Promise.all(handed)).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 5)).toEqual([
      'turn goes on',
      'microtasks of the turn done',
      'back a',
      'back b',
      'back c',
    ]);
  });

  it('a value handed over while the others are given back waits for the next turn', async () => {
    let turns = 0;
    const tick = () => {
      turns += 1;
    };
    const inner = await atEndOfTurn('first').then(() => {
      const at = turns;
      setImmediate(tick);
      return atEndOfTurn('next').then((value) => ({ value, turnsBetween: turns - at }));
    });
    // The immediate queued before it, in the turn that gave back 'first', ran before it came back.
    expect(inner).toEqual({ value: 'next', turnsBetween: 1 });
  });
});
