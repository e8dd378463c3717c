import { createHash } from 'node:crypto';
import { eq } from '@lender/db/orm';
import { creditPolicies } from '@lender/db/schema';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff, errorCodes as codes } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 67 point 1 over HTTP: a draft's scorecard points are edited by `PUT credit-policies/:v`;
// an edit naming an unknown characteristic, or another number of bins, is a 400 with a code and
// changes nothing (same revision, same hash).
const POLICIES = '/web/private/back-office/credit-policies';

let t: TestApp;
const { tokens } = backOfficeStaff({ risk: 'admin' }, async () => {
  t = await createTestApp();
  return t;
});

const SCORECARD = {
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
  ],
  bands: [{ band: 'A', minScore: 0, probabilityBps: 900 }],
  cutOff: 400,
  topReasons: 1,
};
const EDIT = {
  cutOff: 400,
  bands: [{ band: 'A', minScore: 0, probabilityBps: 1234 }],
  characteristics: [{ characteristic: 'paid_loans', bins: [-8, 5], missingPoints: 0 }],
};

describe('a scorecard edited over HTTP', () => {
  it('refuses an unknown characteristic or another number of bins with a 400, then takes a right one', async () => {
    const created = await t.call('POST', POLICIES, { token: tokens.risk, body: { basedOn: 1 } });
    const { version, cutOffs, document } = created.body.data;
    const withCard = { ...document, scorecard: SCORECARD };
    // The risk team's fit stored in the draft (ADR 337); the hash is not what is checked here.
    await t.core.db
      .update(creditPolicies)
      .set({ document: withCard, sha256: createHash('sha256').update('fit').digest('hex') })
      .where(eq(creditPolicies.version, version));
    const put = (scorecard: unknown) =>
      t.call('PUT', `${POLICIES}/${version}`, {
        token: tokens.risk,
        body: { revision: 1, cutOffs, scorecard },
      });
    const unknown = await put({
      ...EDIT,
      characteristics: [{ ...EDIT.characteristics[0], characteristic: 'zodiac' }],
    });
    expect([unknown.status, ...codes(unknown.body)]).toEqual([400, 'invalid_value']);
    const moreBins = await put({
      ...EDIT,
      characteristics: [{ ...EDIT.characteristics[0], bins: [-8, 5, 7] }],
    });
    expect([moreBins.status, ...codes(moreBins.body)]).toEqual([400, 'invalid_value']);
    const outOfRange = await put({
      ...EDIT,
      characteristics: [{ ...EDIT.characteristics[0], bins: [-1001, 5] }],
    });
    expect(outOfRange.status).toBe(400);
    const [row] = await t.core.db.select().from(creditPolicies).where(eq(creditPolicies.version, version));
    expect(row?.revision).toBe(1);
    expect(row?.document).toEqual(withCard);

    const saved = await put(EDIT);
    expect([saved.status, saved.body.data.revision]).toEqual([200, 2]);
    expect(saved.body.data.document.scorecard.characteristics[0].bins).toEqual([
      { from: 0, points: -8 },
      { from: 1, points: 5 },
    ]);
    expect(saved.body.data.document.scorecard.bands[0].probabilityBps).toBe(1234);
  });
});
