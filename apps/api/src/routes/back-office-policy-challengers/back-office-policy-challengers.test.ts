import { describe, expect, it } from 'vitest';
import { backOfficeStaff, errorCodes as codes } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 67 points 3 and 5 (ADR 332) over HTTP: an admin asks to run a draft as a 20 % challenger,
// a second admin starts it (never the maker, never an agent); the arms are compared; the month's
// monitoring is read by the auditor and refused to the agent; a bad month or share names its field.
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

describe('champion and challenger over HTTP', () => {
  it('a 20 % split started by a second admin, ended the same way, compared by arm', async () => {
    const created = await t.call('POST', POLICIES, { token: tokens.risk, body: { basedOn: 1 } });
    const version = created.body.data.version as number;
    const body = {
      policyVersion: version,
      revision: 1,
      mode: 'split',
      sharePercent: 20,
      reason: 'A 20 % trial',
    };
    const forbidden = await t.call('POST', `${POLICIES}/challengers`, { token: tokens.agent, body });
    expect(forbidden.status).toBe(403);
    const tooMuch = await t.call('POST', `${POLICIES}/challengers`, {
      token: tokens.risk,
      body: { ...body, sharePercent: 100 },
    });
    expect([tooMuch.status, ...codes(tooMuch.body)]).toEqual([400, 'too_big']);
    const asked = await t.call('POST', `${POLICIES}/challengers`, { token: tokens.risk, body });
    expect([asked.status, asked.body.data.kind]).toEqual([201, 'policy.challenger']);
    const approve = (token: string) =>
      t.call('PUT', `${B}/approvals/${asked.body.data.id}/approve`, {
        token,
        body: { version: asked.body.data.version },
      });
    expect((await approve(tokens.risk)).status).toBe(403);
    expect((await approve(tokens.agent)).status).toBe(403);
    expect((await approve(tokens.second)).status).toBe(200);

    const list = await t.call('GET', `${POLICIES}/challengers`, { token: tokens.auditor });
    expect(list.body.data).toEqual([
      expect.objectContaining({ policyVersion: version, mode: 'split', sharePercent: 20, status: 'running' }),
    ]);
    expect((await t.call('GET', `${POLICIES}/challengers`, { token: tokens.agent })).status).toBe(403);
    const id = list.body.data[0].id as number;
    const compared = await t.call('GET', `${POLICIES}/challengers/${id}/comparison`, {
      token: tokens.auditor,
    });
    expect(compared.status).toBe(200);
    expect(
      compared.body.data.arms.map((arm: { arm: string; decides: boolean }) => [arm.arm, arm.decides]),
    ).toEqual([
      ['champion', true],
      ['challenger', true],
    ]);
    const missing = await t.call('GET', `${POLICIES}/challengers/999999/comparison`, {
      token: tokens.auditor,
    });
    expect(missing.status).toBe(404);

    const end = await t.call('POST', `${POLICIES}/challengers/${id}/end`, {
      token: tokens.risk,
      body: { reason: 'Enough' },
    });
    expect([end.status, end.body.data.payload.challengerId]).toEqual([201, id]);
  });

  it('monitoring: read by the auditor for a month, refused to the agent, a malformed month named', async () => {
    const report = await t.call('GET', `${POLICIES}/monitoring?month=2026-01&reference=2025-12`, {
      token: tokens.auditor,
    });
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      month: '2026-01',
      reference: '2025-12',
      segments: [],
      manualReview: { reviewed: 0, overrides: 0, overrideRateBps: null },
      alerts: [],
    });
    expect(report.body.data.psi.every((row: { band: string }) => row.band === 'no_data')).toBe(true);
    const agent = await t.call('GET', `${POLICIES}/monitoring?month=2026-01`, { token: tokens.agent });
    expect(agent.status).toBe(403);
    const bad = await t.call('GET', `${POLICIES}/monitoring?month=2026-13`, { token: tokens.auditor });
    expect(bad.status).toBe(400);
  });
});
