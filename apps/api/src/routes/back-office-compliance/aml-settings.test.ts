import { describe, expect, it } from 'vitest';
import { backOfficeStaff, errorCodes as codes } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// ADR 317: the anti-money-laundering thresholds over HTTP — one compliance officer asks, the same
// officer cannot approve, a second one does and the new threshold is in force; no other role reads
// or asks; a wrong value names its field; a change asked at an old version is stale.
const B = '/web/private/back-office';
const REASON = 'Ajuste del manual de PLD aprobado por el comité';

let t: TestApp;
const { tokens } = backOfficeStaff(
  { pld: 'compliance', pld2: 'compliance', admin: 'admin', agent: 'agent', finance: 'finance' },
  async () => {
    t = await createTestApp();
    return t;
  },
);

const view = (token: string) => t.call('GET', `${B}/compliance/settings`, { token });
const ask = (token: string, body: Record<string, unknown>) =>
  t.call('POST', `${B}/compliance/settings`, { token, body: { reason: REASON, ...body } });
describe('the anti-money-laundering thresholds', () => {
  it('one officer asks, the same one cannot approve, a second does, and the threshold is in force', async () => {
    const before = await view(tokens.pld);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      version: 0,
      settings: { matchThreshold: 90, reviewThreshold: 75 },
      pending: null,
      history: [],
    });
    const asked = await ask(tokens.pld, { version: 0, settings: { matchThreshold: 93 } });
    expect([asked.status, asked.body.data.kind, asked.body.data.status]).toEqual([
      201,
      'compliance.settings',
      'pending',
    ]);
    const id = asked.body.data.id as number;
    const review = (token: string) =>
      t.call('POST', `${B}/compliance/decisions/${id}/review`, {
        token,
        body: { approve: true, version: asked.body.data.version },
      });
    expect((await review(tokens.pld)).status).toBe(403); // maker_cannot_approve
    expect((await review(tokens.finance)).status).toBe(403); // no compliance.decide
    expect((await view(tokens.pld2)).body.data.settings.matchThreshold).toBe(90);
    const approved = await review(tokens.pld2);
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);

    const after = await view(tokens.pld);
    expect(after.body.data).toMatchObject({ version: 1, settings: { matchThreshold: 93 }, pending: null });
    expect(after.body.data.history).toEqual([
      expect.objectContaining({
        approvalId: id,
        requestedBy: expect.objectContaining({ name: expect.any(String) }),
        approvedBy: expect.objectContaining({ name: expect.any(String) }),
        changes: [{ field: 'matchThreshold', before: 90, after: 93 }],
        reason: REASON,
      }),
    ]);
  });

  it('refuses every other role, a wrong value with its field, the review threshold at the match threshold, and an old version', async () => {
    for (const role of ['admin', 'agent', 'finance'] as const) {
      expect([role, (await view(tokens[role])).status]).toEqual([role, 403]);
      const filed = await ask(tokens[role], { version: 1, settings: { cashPayoffDays: 10 } });
      expect([role, filed.status]).toEqual([role, 403]);
    }
    const bad = await ask(tokens.pld, { version: 1, settings: { structuring: { bandPercent: 60 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        code: 'invalid_value',
        propertyPath: 'children[settings].children[structuring].children[bandPercent].data',
      }),
    ]);
    const equal = await ask(tokens.pld, { version: 1, settings: { reviewThreshold: 93 } });
    expect([equal.status, ...codes(equal.body)]).toEqual([400, 'invalid_value']);
    expect(equal.body.errors?.[0]?.propertyPath).toBe('children[settings].children[reviewThreshold].data');
    const stale = await ask(tokens.pld, { version: 0, settings: { cashPayoffDays: 10 } });
    expect([stale.status, ...codes(stale.body)]).toEqual([409, 'stale_version']);
    expect((await view(tokens.pld)).body.data).toMatchObject({ version: 1, pending: null });
  });
});
