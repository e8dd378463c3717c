import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STAFF, seedDemoData } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  devStaffLines,
  parseDemoBorrowers,
  parseDevAdmin,
  parseDevStaff,
  totpCode,
} from '../../../tooling/scripts/lib/dev-admin.mjs';
import { loadEnv } from './env';
import { DEV_ADMIN_PASSWORD, seedOnStart } from './seed';
import { createTestApp, type TestApp } from './test/test-app';

// Issue 47 point 5: a newcomer signs in as the people `npm start` prints. The banner is the one the
// API writes on a fresh database, read with the parser start.mjs repeats it with.

let t: TestApp;
let banner = '';
const dataDir = mkdtempSync(join(tmpdir(), 'lender-seed-banner-'));

beforeAll(async () => {
  t = await createTestApp();
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    banner += String(chunk);
    return true;
  });
  try {
    await seedOnStart(t.core, loadEnv({ DATA_DIR: dataDir }));
  } finally {
    write.mockRestore();
  }
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The page each kind of demo borrower lands on after signing in (the journey's step). */
const PAGE_OF: Record<string, string> = {
  'active loan': 'loan_page',
  'overdue loan': 'loan_page',
  'paid-off loan': 'no_loan_page',
  registering: 'work_info',
  'in manual review': 'manual_page',
};

describe('the start banner', () => {
  it('prints a borrower with an active loan, an overdue one, a paid-off one and one registering', () => {
    const demo = parseDemoBorrowers(banner);
    expect(demo?.password).toMatch(/\S{8,}/);
    expect(demo?.borrowers.map((borrower) => borrower.label).sort()).toEqual(
      [
        'active loan',
        'overdue loan',
        'paid-off loan',
        'registering',
        'in manual review',
        'in manual review',
      ].sort(),
    );
    expect(parseDevAdmin(banner)?.email).toBe('admin@lender.test');
  });

  it('signs each demo borrower in with the phone, or the e-mail, and the password it prints', async () => {
    const demo = parseDemoBorrowers(banner);
    for (const borrower of demo?.borrowers ?? []) {
      for (const username of [borrower.phone, borrower.email]) {
        const login = await t.call('POST', '/web/public/client/login', {
          body: { username, password: demo?.password },
        });
        expect(login.status, `${borrower.label} ${username}: ${JSON.stringify(login.body)}`).toBe(200);
        const flow = await t.call('GET', '/web/private/client/flow', { token: login.body.Authorization });
        expect(flow.body.data.step, `${borrower.label} ${username}`).toBe(PAGE_OF[borrower.label]);
      }
    }
  }, 120_000);
});

const BO = '/web/private/back-office';

/** Signs a back-office user in as a person would from the banner: password, then the TOTP code. */
async function staffSignIn(email: string, totpSecret: string): Promise<string> {
  t.clock.advance(31_000);
  const first = await t.call('POST', '/web/public/user/login', {
    body: { username: email, password: parseDevAdmin(banner)?.password },
  });
  expect(first.status, email).toBe(200);
  const second = await t.call('POST', '/web/public/user/login', {
    body: { totp: totpCode(totpSecret, t.clock.now()) },
    token: first.body.Authorization as string,
  });
  expect(second.status, email).toBe(200);
  return second.body.Authorization as string;
}

describe('the demo back-office staff (issue 61 point 8)', () => {
  it('prints a second admin, a second compliance officer and one user per role, each signing in with the admin password and its TOTP', async () => {
    const staff = parseDevStaff(banner);
    expect(staff.map((member) => member.role).sort()).toEqual(
      ['admin', 'agent', 'auditor', 'collections', 'compliance', 'compliance', 'finance', 'privacy'].sort(),
    );
    expect(new Set(staff.map((member) => member.totpSecret)).size).toBe(staff.length);
    expect(devStaffLines(staff, t.clock.now()).slice(1)).toEqual(
      staff.map((member) => expect.stringContaining(`${member.email}`)),
    );
    for (const member of staff) {
      const token = await staffSignIn(member.email, member.totpSecret);
      const profile = await t.call('GET', `${BO}/profile`, { token });
      expect([profile.status, profile.body.data.role], member.email).toEqual([200, member.role]);
    }
  }, 120_000);

  it('lets the second admin approve what the first asked, which the first cannot approve itself', async () => {
    const admin = parseDevAdmin(banner);
    const checker = parseDevStaff(banner).find((member) => member.key === 'checker');
    const maker = await staffSignIn(admin?.email ?? '', admin?.totpSecret ?? '');
    const settings = (await t.call('GET', `${BO}/settings`, { token: maker })).body.data;
    const made = await t.call('POST', `${BO}/settings/provisioning-requests`, {
      token: maker,
      body: {
        version: settings.provisioning.version,
        rates: { ...settings.provisioning.rates, current: 0.04 },
        reason: 'Prueba del demo',
      },
    });
    expect(made.status).toBe(201);
    const path = `${BO}/approvals/${made.body.data.id}/approve`;
    const version = made.body.data.version;
    const own = await t.call('PUT', path, { token: maker, body: { version } });
    expect(own.status).toBe(403);
    const token = await staffSignIn(checker?.email ?? '', checker?.totpSecret ?? '');
    const approved = await t.call('PUT', path, { token, body: { version } });
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
  }, 60_000);

  it('is seeded once: a second seed finds every user and changes none', async () => {
    const staff = parseDevStaff(banner);
    const again = await seedDemoData(t.core, {
      adminEmail: 'admin@lender.test',
      adminPassword: DEV_ADMIN_PASSWORD,
    });
    expect(again.staff.map(({ email, created, totpSecret }) => ({ email, created, totpSecret }))).toEqual(
      staff.map(({ email, totpSecret }) => ({ email, created: false, totpSecret })),
    );
    expect(staff.map((member) => member.key)).toEqual(DEMO_STAFF.map((member) => member.key));
  }, 120_000);
});
