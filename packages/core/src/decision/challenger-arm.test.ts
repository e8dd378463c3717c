import { describe, expect, it } from 'vitest';
import { ARM_BUCKETS, armBucket, type RunningChallenger, splitArm, trialFor } from './challenger-arm';
import { POLICY_V1 } from './policy-document';

// Issue 67 point 3 (ADR 332): the split is a stable hash of the client, never a coin per application.

const SALT = '9f1c2e7a5b3d4c6e8f0a1b2c3d4e5f60';
const challenger = (mode: 'shadow' | 'split', shareBps: number | null): RunningChallenger => ({
  id: 7,
  mode,
  shareBps,
  salt: SALT,
  policy: { version: 2, document: POLICY_V1 },
});
const champion = { version: 1, document: POLICY_V1 };

describe('the split of a 20 % challenger', () => {
  it('sends 20 % ± 2 % of 20,000 clients to the challenger', () => {
    let challengers = 0;
    for (let clientId = 1; clientId <= 20_000; clientId++) {
      if (splitArm(SALT, clientId, 2_000) === 'challenger') challengers += 1;
    }
    expect(challengers / 20_000).toBeGreaterThanOrEqual(0.18);
    expect(challengers / 20_000).toBeLessThanOrEqual(0.22);
  });

  it('keeps each client in one arm across applications, and a new salt deals them again', () => {
    const first = Array.from({ length: 2_000 }, (_, i) => splitArm(SALT, i + 1, 2_000));
    for (let round = 0; round < 3; round++) {
      expect(Array.from({ length: 2_000 }, (_, i) => splitArm(SALT, i + 1, 2_000))).toEqual(first);
    }
    const other = Array.from({ length: 2_000 }, (_, i) => splitArm('another-experiment', i + 1, 2_000));
    const moved = other.filter((arm, i) => arm !== first[i]).length;
    expect(moved).toBeGreaterThan(200);
  });

  it('is SHA-256(salt + client id) mod 10,000 below share × 100, the bucket at the share excluded', () => {
    const bucket = armBucket(SALT, 42);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(ARM_BUCKETS);
    expect(splitArm(SALT, 42, bucket)).toBe('champion');
    expect(splitArm(SALT, 42, bucket + 1)).toBe('challenger');
    // A client id is not a prefix game: 1 and 10 fall in unrelated buckets.
    expect(armBucket(SALT, 1)).not.toBe(armBucket(`${SALT}1`, 0));
  });

  it('decides by the challenger only in its arm; a shadow never decides', () => {
    for (let clientId = 1; clientId <= 200; clientId++) {
      const split = trialFor(challenger('split', 2_000), champion, clientId);
      expect(split?.deciding.version).toBe(split?.arm === 'challenger' ? 2 : 1);
      const shadow = trialFor(challenger('shadow', null), champion, clientId);
      expect(shadow).toMatchObject({ arm: 'champion', deciding: { version: 1 }, challenger: { version: 2 } });
    }
    expect(trialFor(null, champion, 1)).toBeNull();
  });
});
