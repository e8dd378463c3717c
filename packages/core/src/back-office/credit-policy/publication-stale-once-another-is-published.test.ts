import { eq } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore } from '../../../testing/notices-fixtures';
import { cutOffsOf, POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { createPolicyDraft } from './create-policy-draft';
import { requestPolicyPublication } from './request-policy-publication';
import { updatePolicyDraft } from './update-policy-draft';

// ADR 330: a publication request carries each cut-off before → after against the version in force
// when it was asked, and the checker approves exactly that. Once another version is published the
// list no longer says what the approval would change (it would silently undo the other version's
// cut-offs), so the request is stale, as a start of a challenger is (ADR 332).

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'maker' | 'checker', number>;
beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : 'crashed'),
  );

async function askedDraft(cutOffs: ReturnType<typeof cutOffsOf>, reason: string) {
  const created = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: 1 } });
  const edited = await updatePolicyDraft(t.core, {
    actorId: staff.maker,
    params: { version: created.version },
    body: { revision: 1, cutOffs },
  });
  return requestPolicyPublication(t.core, {
    actorId: staff.maker,
    params: { version: edited.version },
    body: { revision: edited.revision, reason },
  });
}

describe('two drafts of v1 asked for publication', () => {
  it('the second is stale once the first is published: its changes were listed against v1', async () => {
    const lowerAge = await askedDraft({ ...cutOffsOf(POLICY_V1), maxAge: 70 }, 'Over 70 out');
    const lowerIncome = await askedDraft({ ...cutOffsOf(POLICY_V1), minMonthlyIncome: 3_000_00 }, 'Floor');
    expect(lowerIncome.payload).toMatchObject({
      changes: [{ field: 'minMonthlyIncome', before: 4_000_00, after: 3_000_00 }],
    });
    const first = await approve(t.core, {
      actorId: staff.checker,
      params: { id: lowerAge.id },
      body: { version: lowerAge.version },
    });
    expect(first.status).toBe('approved');
    // Approving the second would also put the maximum age back from 70 to 75, a change not listed.
    const second = approve(t.core, {
      actorId: staff.checker,
      params: { id: lowerIncome.id },
      body: { version: lowerIncome.version },
    });
    expect(await code(second)).toBe('stale_version');
    const [inForce] = await t.core.db
      .select()
      .from(creditPolicies)
      .where(eq(creditPolicies.status, 'published'));
    expect(cutOffsOf(inForce?.document ?? POLICY_V1).maxAge).toBe(70);
  });
});
