import { describe, expect, it } from 'vitest';
import { backOfficeStaff, errorCodes as codes } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 67 (ADR 330) over HTTP: an admin drafts a policy and edits a cut-off, replays it, asks to
// publish it; the same admin cannot approve, an agent can neither read, draft, replay nor approve;
// a second admin publishes. A wrong cut-off names its field; an old revision is stale.
const B = '/web/private/back-office';
const POLICIES = `${B}/credit-policies`;

let t: TestApp;
const { tokens } = backOfficeStaff(
  { risk: 'admin', second: 'admin', agent: 'agent', auditor: 'auditor' },
  async () => {
    t = await createTestApp();
    return t;
  },
);

describe('the credit policy over HTTP', () => {
  it('lists v1 in force; an agent reads nothing and drafts nothing', async () => {
    const list = await t.call('GET', POLICIES, { token: tokens.auditor });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'published',
        cutOffs: expect.objectContaining({ minAge: 18, maxAge: 75, minMonthlyIncome: 400_000 }),
        pending: null,
      }),
    ]);
    expect((await t.call('GET', POLICIES, { token: tokens.agent })).status).toBe(403);
    expect((await t.call('POST', POLICIES, { token: tokens.agent, body: { basedOn: 1 } })).status).toBe(403);
    // The auditor reads, never drafts.
    expect((await t.call('POST', POLICIES, { token: tokens.auditor, body: { basedOn: 1 } })).status).toBe(
      403,
    );
  });

  it('draft → edit → replay → ask → a second admin publishes; never the maker, never an agent', async () => {
    const created = await t.call('POST', POLICIES, { token: tokens.risk, body: { basedOn: 1 } });
    expect([created.status, created.body.data.status]).toEqual([201, 'draft']);
    const version = created.body.data.version as number;
    const cutOffs = { ...created.body.data.cutOffs, minMonthlyIncome: 1_000_000 };

    const wrong = await t.call('PUT', `${POLICIES}/${version}`, {
      token: tokens.risk,
      body: { revision: 1, cutOffs: { ...cutOffs, paycheckSharePercent: 0 } },
    });
    expect([wrong.status, ...codes(wrong.body)]).toEqual([400, 'invalid_value']);
    const edited = await t.call('PUT', `${POLICIES}/${version}`, {
      token: tokens.risk,
      body: { revision: 1, cutOffs },
    });
    expect([edited.status, edited.body.data.revision]).toEqual([200, 2]);
    const stale = await t.call('PUT', `${POLICIES}/${version}`, {
      token: tokens.risk,
      body: { revision: 1, cutOffs },
    });
    expect([stale.status, ...codes(stale.body)]).toEqual([409, 'stale_version']);
    const v1 = await t.call('PUT', `${POLICIES}/1`, { token: tokens.risk, body: { revision: 1, cutOffs } });
    expect(v1.status).toBe(409);

    const replay = await t.call('GET', `${POLICIES}/${version}/replay?from=2026-02-01&to=2026-03-02`, {
      token: tokens.auditor,
    });
    expect([replay.status, replay.body.data.version, replay.body.data.baselineVersion]).toEqual([
      200,
      version,
      1,
    ]);
    expect(replay.body.data.segments.map((s: { segment: string }) => s.segment)).toEqual([
      'all',
      'first',
      'repeated',
    ]);
    expect(
      (
        await t.call('GET', `${POLICIES}/${version}/replay?from=2026-02-01&to=2026-03-02`, {
          token: tokens.agent,
        })
      ).status,
    ).toBe(403);
    const tooLong = await t.call('GET', `${POLICIES}/${version}/replay?from=2025-01-01&to=2026-03-02`, {
      token: tokens.risk,
    });
    expect([tooLong.status, ...codes(tooLong.body)]).toEqual([400, 'invalid_value']);

    const reason = 'Raise the income floor after the March review';
    expect(
      (
        await t.call('POST', `${POLICIES}/${version}/publication`, {
          token: tokens.agent,
          body: { revision: 2, reason },
        })
      ).status,
    ).toBe(403);
    const asked = await t.call('POST', `${POLICIES}/${version}/publication`, {
      token: tokens.risk,
      body: { revision: 2, reason },
    });
    expect([asked.status, asked.body.data.kind, asked.body.data.status]).toEqual([
      201,
      'policy.publish',
      'pending',
    ]);
    const again = await t.call('POST', `${POLICIES}/${version}/publication`, {
      token: tokens.risk,
      body: { revision: 2, reason },
    });
    expect([again.status, ...codes(again.body)]).toEqual([409, 'conflict']);

    const approve = (token: string) =>
      t.call('PUT', `${B}/approvals/${asked.body.data.id}/approve`, {
        token,
        body: { version: asked.body.data.version },
      });
    expect((await approve(tokens.agent)).status).toBe(403);
    const own = await approve(tokens.risk);
    expect([own.status, ...codes(own.body)]).toEqual([403, 'maker_cannot_approve']);
    const published = await approve(tokens.second);
    expect([published.status, published.body.data.status]).toEqual([200, 'approved']);

    const after = await t.call('GET', POLICIES, { token: tokens.second });
    const byVersion = new Map(
      after.body.data.map((p: { version: number; status: string }) => [p.version, p.status]),
    );
    expect(byVersion.get(version)).toBe('published');
    expect(byVersion.get(1)).toBe('retired');
  });
});
