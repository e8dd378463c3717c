import { today } from '@lender/core';
import { createTestDb } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../../test/back-office-loan-fixture';
import { call } from '../../test/test-app';

// Issue 39: the risk reports and the regulator's figures and files, mounted by the back-office
// read models (ADR 152) with the `reports.read` permission (finance, auditor, admin).

const B = '/web/private/back-office';

let t: Awaited<ReturnType<typeof createLendingTestApp>>;
let finance: string;
let agent: string;
beforeAll(async () => {
  t = await createLendingTestApp();
  await activeLoan(t);
  await activeLoan(t, { amount: 2_000_00 });
  finance = await backOfficeToken(t, await createBackOfficeUser(t, 'finance'));
  agent = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
});
afterAll(() => t.close());

const csv = async (path: string, token: string) => {
  const res = await t.app.request(`${B}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    lines: (await res.text()).trim().split('\r\n'),
  };
};

describe('GET back-office/reports/risk and its CSVs', () => {
  it("gives this month's portfolio as the dashboard gives it", async () => {
    const month = today(t.clock).slice(0, 7);
    const res = await t.call('GET', `${B}/reports/risk?from=${month}&to=${month}`, { token: finance });
    expect(res.status).toBe(200);
    const dashboard = await t.call('GET', `${B}/dashboard`, { token: finance });
    const { month: _month, ...snapshot } = res.body.data.snapshots[0];
    expect(snapshot).toEqual(dashboard.body.data.portfolio);
    expect(snapshot.total.count).toBe(2);
  });

  it('exports each report as CSV for the months asked', async () => {
    const month = today(t.clock).slice(0, 7);
    const file = await csv(`/exports/risk-report?report=par&from=${month}&to=${month}`, finance);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]?.startsWith(`${month.slice(5)}.${month.slice(0, 4)},`)).toBe(true);
    const wider = await csv('/exports/risk-report?report=provisioning&from=2026-01&to=2026-03', finance);
    // Six buckets a month, three months.
    expect(wider.lines).toHaveLength(1 + 18);
  });

  it('refuses a bad month and the roles without reports.read', async () => {
    expect((await t.call('GET', `${B}/reports/risk?from=2026-13`, { token: finance })).status).toBe(400);
    expect(
      (await t.call('GET', `${B}/reports/risk?from=2026-05&to=2026-01`, { token: finance })).status,
    ).toBe(400);
    expect((await t.call('GET', `${B}/reports/risk`, { token: agent })).status).toBe(403);
    expect((await csv('/exports/credit-bureau', agent)).status).toBe(403);
  });
});

describe('GET back-office/reports/regulator and its files', () => {
  it('counts the month and writes the credit-bureau file of the loans', async () => {
    const month = today(t.clock).slice(0, 7);
    const res = await t.call('GET', `${B}/reports/regulator?month=${month}`, { token: finance });
    expect(res.status).toBe(200);
    expect(res.body.data.products[0]).toMatchObject({ product: 'short_term_personal', contractsInForce: 2 });
    expect(res.body.data.bureauLoans).toBe(2);
    const file = await csv(`/exports/credit-bureau?month=${month}&bureau=lender-csv`, finance);
    expect(file.status).toBe(200);
    expect(file.lines[0]?.startsWith('layout_version,report_month,as_of,loan_id')).toBe(true);
    expect(file.lines).toHaveLength(3);
    const condusef = await csv(`/exports/condusef?month=${month}`, finance);
    expect(condusef.lines[1]).toContain('Crédito personal de corto plazo');
    expect((await csv('/exports/credit-bureau?bureau=buro-intl', finance)).status).toBe(400);
  });
});

describe('the reports read the replica when there is one (DATABASE_REPLICA_URL)', () => {
  it('answers the risk and regulator reports from the reports database, the rest from the primary', async () => {
    // A migrated database without the two loans stands for the replica: what the reports read there
    // is not what the primary holds.
    const replica = await createTestDb();
    try {
      const app = createApp({ core: t.core, reportsDb: replica.db });
      const month = today(t.clock).slice(0, 7);
      const risk = await call(app, 'GET', `${B}/reports/risk?from=${month}&to=${month}`, { token: finance });
      expect(risk.status).toBe(200);
      expect(risk.body.data.snapshots[0].total.count).toBe(0);
      const regulator = await call(app, 'GET', `${B}/reports/regulator?month=${month}`, { token: finance });
      expect(regulator.body.data.bureauLoans).toBe(0);
      const dashboard = await call(app, 'GET', `${B}/dashboard`, { token: finance });
      expect(dashboard.body.data.portfolio.total.count).toBe(2);
    } finally {
      await replica.close();
    }
  });
});
