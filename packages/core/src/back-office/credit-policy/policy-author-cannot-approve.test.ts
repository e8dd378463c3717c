import { eq } from '@lender/db/orm';
import { creditPolicies, policyChallengers } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore } from '../../../testing/notices-fixtures';
import { cutOffsOf, POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { requestChallengerStart } from '../policy-challengers/request-challenger-start';
import { createPolicyDraft } from './create-policy-draft';
import { requestPolicyPublication } from './request-policy-publication';
import { updatePolicyDraft } from './update-policy-draft';

// ADR 330 / 332: a policy is put in force (published, or run as a split challenger) only by an admin
// other than the one who wrote it. Asking for the approval through a colleague must not let the
// author approve it, and a colleague must not rewrite someone else's draft and then approve it.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'author' | 'colleague' | 'third', number>;
beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { author: 'admin', colleague: 'admin', third: 'admin' });
});
afterAll(() => t.close());

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : 'crashed'),
  );

/** A draft by `author` lowering the minimum income to 2,000 MXN, at its revision. */
async function loweredDraft() {
  const created = await createPolicyDraft(t.core, { actorId: staff.author, body: { basedOn: 1 } });
  const edited = await updatePolicyDraft(t.core, {
    actorId: staff.author,
    params: { version: created.version },
    body: { revision: 1, cutOffs: { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 2_000_00 } },
  });
  return { version: edited.version, revision: edited.revision };
}

describe('the author of a draft policy', () => {
  it('cannot publish it by having a colleague ask for the publication', async () => {
    const draft = await loweredDraft();
    const request = await requestPolicyPublication(t.core, {
      actorId: staff.colleague,
      params: { version: draft.version },
      body: { revision: draft.revision, reason: 'Lower the floor' },
    });
    const decision = { params: { id: request.id }, body: { version: request.version } };
    expect(await code(approve(t.core, { actorId: staff.author, ...decision }))).toBe('maker_cannot_approve');
    const [row] = await t.core.db
      .select()
      .from(creditPolicies)
      .where(eq(creditPolicies.version, draft.version));
    expect(row?.status).toBe('draft');
    // A third admin may.
    expect((await approve(t.core, { actorId: staff.third, ...decision })).status).toBe('approved');
  });

  it('cannot run it as a split challenger by having a colleague ask for the start', async () => {
    const draft = await loweredDraft();
    const request = await requestChallengerStart(t.core, {
      actorId: staff.colleague,
      body: {
        policyVersion: draft.version,
        revision: draft.revision,
        mode: 'split',
        sharePercent: 50,
        reason: 'Try a lower floor on half',
      },
    });
    const decision = { params: { id: request.id }, body: { version: request.version } };
    expect(await code(approve(t.core, { actorId: staff.author, ...decision }))).toBe('maker_cannot_approve');
    expect(await t.core.db.select().from(policyChallengers)).toEqual([]);
  });
});

describe('a colleague of the author', () => {
  it('cannot rewrite the draft (and then approve their own cut-offs)', async () => {
    const draft = await loweredDraft();
    const rewritten = updatePolicyDraft(t.core, {
      actorId: staff.colleague,
      params: { version: draft.version },
      body: { revision: draft.revision, cutOffs: { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 1_000_00 } },
    });
    expect(await code(rewritten)).toBe('forbidden');
    const [row] = await t.core.db
      .select()
      .from(creditPolicies)
      .where(eq(creditPolicies.version, draft.version));
    expect(row?.revision).toBe(draft.revision);
    expect(cutOffsOf(row?.document ?? POLICY_V1).minMonthlyIncome).toBe(2_000_00);
  });
});
