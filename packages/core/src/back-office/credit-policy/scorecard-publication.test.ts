import { type DecisionScore, type Scorecard, type ScorecardEdit, scorecardEditOf } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { clients, creditPolicies, decisions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../testing/lending-fixtures';
import { createNoticesTestCore, submittedApplication } from '../../../testing/notices-fixtures';
import { decideApplication } from '../../applications/application-decision';
import { cutOffsOf, POLICY_V1, sha256Of } from '../../decision/policy-document';
import { CoreError } from '../../errors/core-error';
import { approve } from '../approve';
import { createPolicyDraft } from './create-policy-draft';
import { requestPolicyPublication } from './request-policy-publication';
import { updatePolicyDraft } from './update-policy-draft';

// Issue 67 point 1: a scorecard's points are edited in a draft, listed one by one in the
// `policy.publish` request the checker approves, and decide from the publication on: the same
// applicant scores exactly the points edited more.

type T = Awaited<ReturnType<typeof createNoticesTestCore>>;
let t: T;
let staff: Record<'maker' | 'checker', number>;
beforeAll(async () => {
  t = await createNoticesTestCore();
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

const CARD: Scorecard = {
  base: 500,
  characteristics: [
    {
      kind: 'numeric',
      characteristic: 'paid_loans',
      bins: [
        { from: 0, points: -10 },
        { from: 1, points: 5 },
      ],
      missingPoints: 0,
    },
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [
        { value: 'proven', points: 20 },
        { value: 'declared', points: -1 },
      ],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'A', minScore: 495, probabilityBps: 500 },
    { band: 'B', minScore: 0, probabilityBps: 2000 },
  ],
  cutOff: 400,
  topReasons: 2,
};

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof CoreError ? error.code : String(error)),
  );

/** The stored decision of a new first-time applicant earning 12,000 MXN (declared, no proof). */
async function decided() {
  const app = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({
      birthDate: '1990-05-14',
      employment: { monthlyIncome: 12_000_00, employmentStatusKey: 'employed' },
    })
    .where(eq(clients.id, app.clientId));
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  const [row] = await t.core.db
    .select()
    .from(decisions)
    .where(eq(decisions.applicationId, app.applicationId))
    .orderBy(desc(decisions.id));
  if (!row) throw new Error('no decision stored');
  return { ...row, score: row.score as DecisionScore | null };
}

/** Asks for `version`'s publication as the maker and approves it as the checker; the request. */
async function published(version: number, revision: number) {
  const request = await requestPolicyPublication(t.core, {
    actorId: staff.maker,
    params: { version },
    body: { revision, reason: 'Scorecard points after the quarterly review' },
  });
  await approve(t.core, {
    actorId: staff.checker,
    params: { id: request.id },
    body: { version: request.version },
  });
  return request;
}

describe('a scorecard’s points edited, published by a second admin, deciding', () => {
  let withCard: number;
  let before: number;

  it('a draft carrying a scorecard is published, every part of it listed for the checker', async () => {
    const draft = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: 1 } });
    const document = { ...POLICY_V1, scorecard: CARD };
    await t.core.db
      .update(creditPolicies)
      .set({ document, sha256: sha256Of(document) })
      .where(eq(creditPolicies.version, draft.version));
    const request = await published(draft.version, draft.revision);
    const listed = (request.payload as { scorecardChanges: { field: string; before: unknown }[] })
      .scorecardChanges;
    // Cut-off, base, reasons; two bands × (lowest score, probability); four bins; two absent-data points.
    expect(listed).toHaveLength(3 + 4 + 4 + 2);
    expect(listed.every((change) => change.before === null)).toBe(true);
    withCard = draft.version;
    const row = await decided();
    expect(row.policyVersion).toBe(withCard);
    // 500 base − 10 (no paid loans) − 1 (declared income).
    expect(row.score?.score).toBe(489);
    before = row.score?.score ?? Number.NaN;
  });

  it('an edit of points, at the revision read and of the draft’s shape, changes them exactly; else nothing', async () => {
    const draft = await createPolicyDraft(t.core, { actorId: staff.maker, body: { basedOn: withCard } });
    expect(draft.document.scorecard).toEqual(CARD);
    const points = structuredClone(scorecardEditOf(CARD));
    const proof = points.characteristics[1];
    if (proof) proof.bins = [20, 6]; // declared: −1 → 6
    const body = (scorecard: ScorecardEdit, revision = draft.revision) => ({
      revision,
      cutOffs: cutOffsOf(POLICY_V1),
      scorecard,
    });
    const edit = (scorecard: ScorecardEdit, revision?: number) =>
      updatePolicyDraft(t.core, {
        actorId: staff.maker,
        params: { version: draft.version },
        body: body(scorecard, revision),
      });
    const wrongBins = structuredClone(points);
    wrongBins.characteristics[0]?.bins.push(7);
    const wrongName = structuredClone(points);
    if (wrongName.characteristics[0]) wrongName.characteristics[0].characteristic = 'tenure_days';
    const tooMany = structuredClone(points);
    if (tooMany.characteristics[0]) tooMany.characteristics[0].missingPoints = 1001;
    expect(await code(edit(points, draft.revision + 1))).toBe('stale_version');
    for (const wrong of [wrongBins, wrongName, tooMany])
      expect(await code(edit(wrong))).toBe('invalid_value');
    const [untouched] = await t.core.db
      .select()
      .from(creditPolicies)
      .where(eq(creditPolicies.version, draft.version));
    expect(untouched).toMatchObject({ revision: draft.revision, sha256: draft.sha256 });

    const saved = await edit(points);
    expect(saved.revision).toBe(draft.revision + 1);
    const declared = saved.document.scorecard?.characteristics[1];
    expect(declared?.bins).toEqual([
      { value: 'proven', points: 20 },
      { value: 'declared', points: 6 },
    ]);
    expect({ ...saved.document.scorecard, characteristics: [] }).toEqual({ ...CARD, characteristics: [] });
    expect(saved.document.scorecard?.characteristics[0]).toEqual(CARD.characteristics[0]);

    // The checker is shown that very point, nothing hidden behind a fingerprint.
    const request = await published(draft.version, saved.revision);
    expect(request.payload).toMatchObject({
      changes: [],
      scorecardChanges: [
        {
          field: 'scorecardBinPoints',
          characteristic: 'income_proof',
          bin: { kind: 'categorical', value: 'declared' },
          before: -1,
          after: 6,
        },
      ],
    });
    const row = await decided();
    expect(row.policyVersion).toBe(draft.version);
    expect(row.score?.score).toBe(before + 7);
  });
});
