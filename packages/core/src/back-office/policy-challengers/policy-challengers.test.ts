import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { desc, eq } from '@lender/db/orm';
import {
  applications,
  challengerDecisions,
  policyChallengers as challengerTable,
  clients,
  decisions,
} from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../../testing/notices-fixtures';
import { decideApplication } from '../../applications/application-decision';
import { splitArm } from '../../decision/challenger-arm';
import { cutOffsOf, POLICY_V1 } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { createPolicyDraft } from '../credit-policy/create-policy-draft';
import { updatePolicyDraft } from '../credit-policy/update-policy-draft';
import { challengerComparison } from './challenger-comparison';
import { policyChallengers } from './policy-challengers';
import { requestChallengerEnd } from './request-challenger-end';
import { requestChallengerStart } from './request-challenger-start';

// Issue 67 point 3 (ADR 332): a challenger starts and ends only when a second admin approves; a
// split decides by a stable hash of the client, a shadow decides nothing and is logged beside.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'maker' | 'checker' | 'agent' | 'auditor', number>;
let draft: { version: number; revision: number };
beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin', agent: 'agent', auditor: 'auditor' });
  const created = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: 1 } });
  // The challenger refuses incomes under $10,000.00; v1's floor is $4,000.00.
  const edited = await updatePolicyDraft(t.core, {
    actorId: staff.maker,
    params: { version: created.version },
    body: { revision: 1, cutOffs: { ...cutOffsOf(POLICY_V1), minMonthlyIncome: 10_000_00 } },
  });
  draft = { version: edited.version, revision: edited.revision };
});
afterAll(() => t.close());

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

/** A client earning $6,000.00 (v1 lets them through, the challenger refuses), their application decided. */
async function decidedFor(clientId?: number) {
  const app = await submittedApplication(t, 1_000_00);
  let applicationId = app.applicationId;
  if (clientId !== undefined) {
    // A second application of an earlier client (the first one closed): the new one moved to them.
    await t.core.db
      .update(applications)
      .set({ status: APPLICATION_STATUS.canceled })
      .where(eq(applications.clientId, clientId));
    await t.core.db.update(applications).set({ clientId }).where(eq(applications.id, applicationId));
  }
  const owner = clientId ?? app.clientId;
  await t.core.db
    .update(clients)
    .set({
      birthDate: '1990-05-14',
      employment: { monthlyIncome: 6_000_00, employmentStatusKey: 'employed' },
    })
    .where(eq(clients.id, owner));
  await decideApplication(t.core, applicationId, { type: 'client', id: owner });
  const [row] = await t.core.db
    .select()
    .from(decisions)
    .where(eq(decisions.applicationId, applicationId))
    .orderBy(desc(decisions.id));
  if (!row) throw new Error('no decision');
  applicationId = row.applicationId;
  return { clientId: owner, row };
}

async function approved(requestId: number, version: number) {
  return approve(t.core, { actorId: staff.checker, params: { id: requestId }, body: { version } });
}

describe('a 50 % split challenger', () => {
  let challengerId: number;

  it('starts only when a second admin approves: never the agent, never the maker', async () => {
    const body = {
      policyVersion: draft.version,
      revision: draft.revision,
      mode: 'split' as const,
      sharePercent: 50,
      reason: 'Try the $10,000.00 floor on half of the clients',
    };
    expect(await code(requestChallengerStart(t.core, { actorId: staff.agent, body }))).toBe('forbidden');
    expect(
      await code(
        requestChallengerStart(t.core, { actorId: staff.maker, body: { ...body, sharePercent: 100 } }),
      ),
    ).toBe('invalid_value');
    expect(
      await code(requestChallengerStart(t.core, { actorId: staff.maker, body: { ...body, mode: 'shadow' } })),
    ).toBe('invalid_value');
    expect(
      await code(requestChallengerStart(t.core, { actorId: staff.maker, body: { ...body, revision: 1 } })),
    ).toBe('stale_version');
    expect(
      await code(
        requestChallengerStart(t.core, {
          actorId: staff.maker,
          body: { ...body, policyVersion: 1, revision: 1 },
        }),
      ),
    ).toBe('invalid_transition');
    const request = await requestChallengerStart(t.core, { actorId: staff.maker, body });
    expect(request).toMatchObject({
      kind: 'policy.challenger',
      payload: { shadow: false, sharePercent: 50, championVersion: 1, policyVersion: draft.version },
    });
    expect(await code(requestChallengerStart(t.core, { actorId: staff.maker, body }))).toBe('conflict');
    // Nothing runs before the approval.
    expect(await policyChallengers(t.core, { actorId: staff.auditor })).toEqual([]);
    const decision = { params: { id: request.id }, body: { version: request.version } };
    expect(await code(approve(t.core, { actorId: staff.maker, ...decision }))).toBe('maker_cannot_approve');
    expect(await code(approve(t.core, { actorId: staff.agent, ...decision }))).toBe('forbidden');
    const done = await approved(request.id, request.version);
    expect(done.status).toBe('approved');
    const [running] = await policyChallengers(t.core, { actorId: staff.auditor });
    expect(running).toMatchObject({
      policyVersion: draft.version,
      mode: 'split',
      sharePercent: 50,
      status: 'running',
      maker: { id: staff.maker },
      checker: { id: staff.checker },
    });
    challengerId = running?.id ?? 0;
    expect(await code(policyChallengers(t.core, { actorId: staff.agent }))).toBe('forbidden');
  });

  it('decides each client by their stable arm, the same on a second application, and logs both arms', async () => {
    const [stored] = await t.core.db
      .select()
      .from(challengerTable)
      .where(eq(challengerTable.id, challengerId));
    const salt = stored?.salt ?? '';
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const seen: Array<{ clientId: number; arm: string }> = [];
    for (let i = 0; i < 8; i++) {
      const { clientId, row } = await decidedFor();
      const arm = splitArm(salt, clientId, 5_000);
      expect(row.policyVersion).toBe(arm === 'challenger' ? draft.version : 1);
      // The challenger refuses $6,000.00; v1 sends a first-time client on to the document rule.
      expect(row.outcome).toBe(
        arm === 'challenger' ? APPLICATION_STATUS.rejected : APPLICATION_STATUS.manualVerification,
      );
      const [logged] = await t.core.db
        .select()
        .from(challengerDecisions)
        .where(eq(challengerDecisions.decisionId, row.id));
      expect(logged).toMatchObject({
        challengerId,
        decidingArm: arm,
        championOutcome: APPLICATION_STATUS.manualVerification,
        challengerOutcome: APPLICATION_STATUS.rejected,
      });
      seen.push({ clientId, arm });
    }
    for (const { clientId, arm } of seen.slice(0, 3)) {
      const again = await decidedFor(clientId);
      expect(again.row.policyVersion).toBe(arm === 'challenger' ? draft.version : 1);
    }
    const comparison = await challengerComparison(t.core, {
      actorId: staff.auditor,
      params: { id: challengerId },
    });
    const [champion, challenger] = comparison.arms;
    expect((champion?.decisions ?? 0) + (challenger?.decisions ?? 0)).toBe(11);
    expect(challenger).toMatchObject({
      arm: 'challenger',
      decides: true,
      approved: 0,
      policyVersion: draft.version,
    });
    expect(challenger?.approvalRateBps).toBe(challenger?.decisions ? 0 : null);
    expect(comparison.outcomesDiffer).toBe(11);
    expect(
      await code(challengerComparison(t.core, { actorId: staff.agent, params: { id: challengerId } })),
    ).toBe('forbidden');
    expect(
      await code(challengerComparison(t.core, { actorId: staff.auditor, params: { id: 999_999 } })),
    ).toBe('not_found');
  });

  it('ends only when a second admin approves; then the champion decides alone', async () => {
    const asked = { params: { id: challengerId }, body: { reason: 'Enough decisions to compare' } };
    expect(await code(requestChallengerEnd(t.core, { actorId: staff.agent, ...asked }))).toBe('forbidden');
    const request = await requestChallengerEnd(t.core, { actorId: staff.maker, ...asked });
    const [pending] = await policyChallengers(t.core, { actorId: staff.auditor });
    expect(pending).toMatchObject({ status: 'running', pendingEnd: { approvalId: request.id } });
    await approved(request.id, request.version);
    const [ended] = await policyChallengers(t.core, { actorId: staff.auditor });
    expect(ended).toMatchObject({ status: 'ended', pendingEnd: null });
    expect(await code(requestChallengerEnd(t.core, { actorId: staff.maker, ...asked }))).toBe(
      'invalid_transition',
    );
    const { row } = await decidedFor();
    expect(row.policyVersion).toBe(1);
    const logged = await t.core.db
      .select()
      .from(challengerDecisions)
      .where(eq(challengerDecisions.decisionId, row.id));
    expect(logged).toEqual([]);
  });
});

describe('a shadow challenger', () => {
  it('decides nothing; its outcome is logged beside the champion’s and compared', async () => {
    const request = await requestChallengerStart(t.core, {
      actorId: staff.maker,
      body: {
        policyVersion: draft.version,
        revision: draft.revision,
        mode: 'shadow',
        reason: 'Watch it first',
      },
    });
    await approved(request.id, request.version);
    const [running] = await policyChallengers(t.core, { actorId: staff.auditor });
    expect(running).toMatchObject({ mode: 'shadow', sharePercent: null, status: 'running' });
    for (let i = 0; i < 4; i++) {
      const { row } = await decidedFor();
      expect(row.policyVersion).toBe(1);
      expect(row.outcome).toBe(APPLICATION_STATUS.manualVerification);
    }
    const comparison = await challengerComparison(t.core, {
      actorId: staff.auditor,
      params: { id: running?.id ?? 0 },
    });
    expect(comparison.arms).toEqual([
      expect.objectContaining({ arm: 'champion', decides: true, decisions: 4, approved: 0 }),
      expect.objectContaining({ arm: 'challenger', decides: false, decisions: 4, approved: 0, vintages: [] }),
    ]);
  });
});
