import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDemoBorrowers, parseDevAdmin } from '../../../tooling/scripts/lib/dev-admin.mjs';
import { loadEnv } from './env';
import { seedOnStart } from './seed';
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
