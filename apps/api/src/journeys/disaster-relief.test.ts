import { addDays } from '@lender/calculator/kernel';
import { today, useCases } from '@lender/core';
import { schema } from '@lender/core/db';
import { and, eq } from '@lender/db/orm';
import { describe, expect, it } from 'vitest';
import { backOfficeStaff } from '../test/back-office-fixtures';
import { activeLoan, createLendingTestApp } from '../test/back-office-loan-fixture';
import { ROMA_NORTE_ADDRESS } from '../test/fixtures';
import type { TestApp } from '../test/test-app';

// Issue 52, ADR 301: a disaster-relief deferral through a loan's life on the platform clock. The back
// office declares the borrower's municipality (Cuauhtémoc, 09015) a disaster zone; the borrower
// defers two months in one tap (consent kept); the platform clock walks past the old due date with
// the nightly jobs running — no late fee, reported current, tagged in the risk report — and past
// the new one, where the late fees start again.

const B = '/web/private/back-office';
const RELIEF = '/web/private/client/loan/active/relief';

let t: TestApp & Awaited<ReturnType<typeof createLendingTestApp>>;
const { tokens, users } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createLendingTestApp();
  return t;
});

const clientToken = async (clientId: number) =>
  (await t.core.auth.issue({ accountType: 'client', subjectId: clientId, mfaPending: false })).token;

/** The admin's token on the platform's now (a TOTP sign-in reads the test's own clock, not the platform's). */
async function signIn() {
  tokens.admin = (
    await t.core.auth.issue({ accountType: 'user', subjectId: users.admin.id, mfaPending: false })
  ).token;
}

/** The platform's business date (the test clock plus the platform's offset). */
async function platformToday(): Promise<string> {
  return (await t.call('GET', `${B}/platform-clock`, { token: tokens.admin })).body.data.today as string;
}

/** Moves the platform clock to 09:00 of `day` (Mexico City) in moves of at most 30 days, jobs running. */
async function walkTo(day: string) {
  for (;;) {
    const now = await platformToday();
    if (now >= day) return;
    const step = addDays(now, 30) < day ? addDays(now, 30) : day;
    const moved = await t.call('POST', `${B}/platform-clock/advance`, {
      token: tokens.admin,
      body: { to: `${step}T09:00` },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await signIn();
  }
}

const lateFees = async (loanId: number) =>
  t.core.db
    .select({ reference: schema.ledgerTransactions.reference })
    .from(schema.ledgerTransactions)
    .where(and(eq(schema.ledgerTransactions.loanId, loanId), eq(schema.ledgerTransactions.kind, 'late_fee')));

const loanRow = async (loanId: number) =>
  (await t.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId)))[0];

/** The loan's line of the month's bureau file, by the file's header. */
async function bureauLine(loanId: number): Promise<Record<string, string>> {
  const { csv } = await useCases.backOffice.exportCreditBureau(t.core, {
    query: { month: (await platformToday()).slice(0, 7), bureau: 'lender-csv' },
  });
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const names = header.split(',');
  const line = lines
    .map((l) => l.split(','))
    .find((cells) => cells[names.indexOf('loan_id')] === String(loanId));
  return Object.fromEntries(names.map((name, i) => [name, line?.[i] ?? '']));
}

describe('a disaster-relief deferral through a loan’s life', () => {
  it('zone declared, deferral taken with consent, no late charges during it, dues resume after', async () => {
    const { clientId, loanId } = await activeLoan(t);
    // The borrower lives in Roma Norte, Cuauhtémoc (the address step keeps the catalogue's ids).
    await t.core.db
      .update(schema.clients)
      .set({ address: { ...ROMA_NORTE_ADDRESS, city: 'Cuauhtémoc' } })
      .where(eq(schema.clients.id, clientId));
    await signIn();
    let token = await clientToken(clientId);

    // Outside a declared zone: nothing to take.
    const before = await t.call('GET', RELIEF, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ allowed: false, zone: null, options: [], taken: null });
    const refused = await t.call('POST', RELIEF, {
      token,
      body: { months: 1, accepted: true, termsVersion: before.body.data.termsVersion },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'invalid_transition']);

    // The back office declares the zone (an agent may not).
    const startsOn = today(t.clock);
    const declaration = {
      municipalityId: '09015',
      startsOn,
      endsOn: addDays(startsOn, 60),
      reference: 'DOF declaratoria de emergencia 2026-03',
      reason: 'Inundaciones',
    };
    const agent = await t.call('POST', `${B}/disaster-zones`, { token: tokens.agent, body: declaration });
    expect(agent.status).toBe(403);
    const unknown = await t.call('POST', `${B}/disaster-zones`, {
      token: tokens.admin,
      body: { ...declaration, municipalityId: '99999' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'invalid_value']);
    const declared = await t.call('POST', `${B}/disaster-zones`, { token: tokens.admin, body: declaration });
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
    expect(declared.body.data).toMatchObject({ municipality: 'Cuauhtémoc', inForce: true, deferrals: 0 });

    // The borrower sees it and defers two months.
    const offer = await t.call('GET', RELIEF, { token });
    expect(offer.body.data).toMatchObject({ allowed: true, zone: { municipality: 'Cuauhtémoc' } });
    const oldDue = (await loanRow(loanId))?.dueDate as string;
    expect(offer.body.data.dueDate).toBe(oldDue);
    const two = (offer.body.data.options as { months: number; newDueDate: string }[]).find(
      (o) => o.months === 2,
    );
    const newDue = two?.newDueDate as string;
    expect(newDue.slice(0, 7) > oldDue.slice(0, 7)).toBe(true);
    const postingsBefore = await t.core.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.loanId, loanId));
    const taken = await t.call('POST', RELIEF, {
      token,
      body: { months: 2, accepted: true, termsVersion: offer.body.data.termsVersion },
      headers: { 'user-agent': 'Mozilla/5.0 (relief test)' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.data).toMatchObject({ months: 2, previousDueDate: oldDue, newDueDate: newDue });
    const again = await t.call('POST', RELIEF, {
      token,
      body: { months: 1, accepted: true, termsVersion: offer.body.data.termsVersion },
    });
    expect([again.status, again.body.code]).toEqual([409, 'invalid_transition']);

    // Consent evidence, the due date moved, no fee posted, audited, the borrower told.
    const [evidence] = await t.core.db
      .select()
      .from(schema.reliefDeferrals)
      .where(eq(schema.reliefDeferrals.loanId, loanId));
    expect(evidence).toMatchObject({
      months: 2,
      userAgent: 'Mozilla/5.0 (relief test)',
      grantedOn: startsOn,
    });
    expect(evidence?.ip).toBeTruthy();
    expect((await loanRow(loanId))?.dueDate).toBe(newDue);
    const postingsAfter = await t.core.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.loanId, loanId));
    expect(postingsAfter.length).toBe(postingsBefore.length);
    const audit = await t.core.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'loan.relief_defer'), eq(schema.auditLog.entityId, String(loanId))),
      );
    expect(audit).toHaveLength(1);
    const notices = await t.core.db
      .select()
      .from(schema.borrowerNotices)
      .where(
        and(
          eq(schema.borrowerNotices.clientId, clientId),
          eq(schema.borrowerNotices.template, 'relief_deferred'),
        ),
      );
    expect(notices.length).toBeGreaterThan(0);

    // The clock walks ten days past the old due date, the nightly jobs running: no late fee, current.
    await walkTo(addDays(oldDue, 10));
    expect(await lateFees(loanId)).toEqual([]);
    expect(await loanRow(loanId)).toMatchObject({ overdueDays: 0, dueDate: newDue });
    expect(await bureauLine(loanId)).toMatchObject({
      status: 'current',
      days_past_due: '0',
      due_date: newDue,
    });
    const risk = await t.call('GET', `${B}/reports/risk`, { token: tokens.admin });
    expect(risk.status).toBe(200);
    expect(risk.body.data.tags).toContainEqual(expect.objectContaining({ tag: 'relief_deferral', count: 1 }));
    const zones = await t.call('GET', `${B}/disaster-zones`, { token: tokens.admin });
    expect(zones.body.data[0]).toMatchObject({ municipalityId: '09015', deferrals: 1 });

    // Past the new due date unpaid, the dues resume: late fees counted from the new due date.
    await walkTo(addDays(newDue, 5));
    const fees = (await lateFees(loanId)).map((fee) => fee.reference);
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((reference) => reference.startsWith(`late:${newDue}:`))).toBe(true);
    expect((await loanRow(loanId))?.overdueDays).toBeGreaterThan(0);
    token = await clientToken(clientId);
    const after = await t.call('GET', RELIEF, { token });
    expect(after.body.data).toMatchObject({ allowed: false, taken: { months: 2, newDueDate: newDue } });
    // The platform clock runs every due job of each day walked: minutes of work on a shared machine.
  }, 600_000);
});
