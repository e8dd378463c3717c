import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, engineDecidedApplication } from '../../../testing/notices-fixtures';
import { approve } from '../approve';
import { createPolicyDraft } from '../credit-policy/create-policy-draft';
import { challengerComparison } from './challenger-comparison';
import { requestChallengerStart } from './request-challenger-start';

// ADR 332: the arms of a challenger are compared on the applications they decided. A sandbox (demo,
// play money) client's application, decided by the engine while a challenger runs, is play money:
// like credit monitoring and the replay, the comparison leaves it out.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'maker' | 'checker' | 'auditor', number>;
let challengerId: number;

const decided = (fake: boolean) => engineDecidedApplication(t, { fake });

beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin', auditor: 'auditor' });
  const draft = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: 1 } });
  const request = await requestChallengerStart(t.core, {
    actorId: staff.maker,
    body: { policyVersion: draft.version, revision: 1, mode: 'shadow', reason: 'Shadow v1 copy' },
  });
  const done = await approve(t.core, {
    actorId: staff.checker,
    params: { id: request.id },
    body: { version: request.version },
  });
  challengerId = Number((done.result as { challengerId: number }).challengerId);
});
afterAll(() => t.close());

describe('a shadow challenger’s comparison', () => {
  it('counts the real decision, not the demo client’s', async () => {
    await decided(false);
    await decided(true);
    const comparison = await challengerComparison(t.core, {
      actorId: staff.auditor,
      params: { id: challengerId },
    });
    expect(comparison.arms.map((arm) => [arm.arm, arm.decisions])).toEqual([
      ['champion', 1],
      ['challenger', 1],
    ]);
  });
});
