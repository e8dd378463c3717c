// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileOnce } from './session.server';

// Issue 65 (ADR 328): the root's and the page's profile reads of one render are one API call, joined
// only while it is in flight and only for the exact same session cookie: another borrower's cookie
// never gets this borrower's profile, and a render after the answer reads again.

type Profile = Parameters<typeof profileOnce>[1] extends () => infer P ? P : never;

/** A profile read that answers when `answer` is called, counting the calls made. */
function fakeReads() {
  const made: { who: string; answer: () => void }[] = [];
  const read = (who: string) => () => {
    let answer = () => {};
    const result = new Promise((resolve) => {
      answer = () => resolve({ success: true, status: 200, data: { id: who } });
    });
    made.push({ who, answer });
    return result as Profile;
  };
  return { made, read };
}

const idOf = async (profile: Profile) => {
  const answer = (await profile) as unknown as { data: { id: string } };
  return answer.data.id;
};

describe('one profile read a render', () => {
  it('joins two reads of the same session while the first is in flight', async () => {
    const { made, read } = fakeReads();
    const root = profileOnce('__session=ana', read('ana'));
    const page = profileOnce('__session=ana', read('ana'));
    expect(made).toHaveLength(1);
    made[0]?.answer();
    expect(await idOf(root)).toBe('ana');
    expect(await idOf(page)).toBe('ana');
  });

  it("never hands one borrower's profile to another session, even at the same moment", async () => {
    const { made, read } = fakeReads();
    const ana = profileOnce('__session=ana', read('ana'));
    const beto = profileOnce('__session=beto', read('beto'));
    // A cookie that only starts like hers is another session.
    const longer = profileOnce('__session=ana2', read('ana2'));
    expect(made.map((call) => call.who)).toEqual(['ana', 'beto', 'ana2']);
    for (const call of made) call.answer();
    expect([await idOf(ana), await idOf(beto), await idOf(longer)]).toEqual(['ana', 'beto', 'ana2']);
  });

  it('keeps nothing after the answer: the next render reads again', async () => {
    const { made, read } = fakeReads();
    const first = profileOnce('__session=ana', read('ana'));
    made[0]?.answer();
    await first;
    await Promise.resolve();
    const again = profileOnce('__session=ana', read('ana'));
    expect(made).toHaveLength(2);
    made[1]?.answer();
    expect(await idOf(again)).toBe('ana');
  });

  it('forgets a read that failed, so the next render is not answered by the failure', async () => {
    const { made, read } = fakeReads();
    const failing = () => {
      made.push({ who: 'failed', answer: () => {} });
      return new Promise((_, reject) => setTimeout(() => reject(new Error('network')), 1)) as Profile;
    };
    const first = profileOnce('__session=carla', failing).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(await first).toBe('network');
    const next = profileOnce('__session=carla', read('carla'));
    expect(made.map((call) => call.who)).toEqual(['failed', 'carla']);
    made[1]?.answer();
    expect(await idOf(next)).toBe('carla');
  });
});
