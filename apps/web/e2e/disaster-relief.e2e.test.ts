import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithDecision, C, type Lending, lendingOf, noScriptPage, takeLoan } from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 52, ADR 301, in Chromium with JavaScript off: the back office has declared the borrower's
// municipality (Cuauhtémoc, 09015) a disaster zone; on my loan the borrower reads the zone and the
// terms and defers two months in one tap; the page then shows the new due date and the API holds
// the deferral. The card at 375 px goes to docs/screenshots/.

const SHOTS = 'docs/screenshots';
// Module names in variables: loaded from the API's own packages at run time, not at typecheck.
const CORE = '@lender/core';
const CORE_DB = '@lender/core/db';

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

/** Declares Cuauhtémoc a disaster zone for 30 days from the platform's today, as an admin would. */
async function declareCuauhtemoc() {
  const { useCases, today } = (await import(/* @vite-ignore */ CORE)) as {
    useCases: {
      backOffice: {
        declareDisasterZone(ctx: unknown, input: { actorId: number; body: unknown }): Promise<unknown>;
      };
    };
    today(clock: unknown): string;
  };
  const { schema } = (await import(/* @vite-ignore */ CORE_DB)) as { schema: Record<string, unknown> };
  const core = stack.api.core as unknown as {
    clock: unknown;
    db: { insert(table: unknown): { values(row: object): { returning(): Promise<{ id: number }[]> } } };
  };
  const [user] = await core.db
    .insert(schema.backOfficeUsers)
    .values({ email: 'relief-e2e@lender.test', name: 'Relief E2E', passwordHash: '-', totpSecretEnc: '-' })
    .returning();
  const from = today(core.clock);
  const to = new Date(Date.parse(`${from}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  await useCases.backOffice.declareDisasterZone(core, {
    actorId: user?.id ?? 0,
    body: {
      municipalityId: '09015',
      startsOn: from,
      endsOn: to,
      reference: 'DOF declaratoria de emergencia',
      reason: 'Inundaciones',
    },
  });
}

describe('my loan: a disaster-relief deferral (issue 52)', () => {
  it('defers two months in one tap without JavaScript and shows the new due date', async () => {
    const borrower = await borrowerWithDecision(l, 652, 3);
    await takeLoan(l, borrower);
    await declareCuauhtemoc();
    const offer = await l.api.call('GET', `${C}/loan/active/relief`, { token: borrower.token });
    expect(offer.body.data).toMatchObject({ allowed: true, zone: { municipality: 'Cuauhtémoc' } });
    const two = (offer.body.data.options as { months: number; newDueDate: string }[]).find(
      (o) => o.months === 2,
    );

    const page = await noScriptPage(stack, borrower.token, '/profile/my-loan');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Apoyo por desastre: difiere tu pago' }),
    });
    await card.getByText(/Cuauhtémoc, Ciudad de México está declarado zona de desastre/).waitFor();
    await card.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await card.screenshot({ path: `${SHOTS}/my-loan-disaster-relief-375.png` });
    await card.getByRole('button', { name: /^Diferir 2 meses/ }).click();
    await page.getByText(/^Diferiste tu pago 2 meses por zona de desastre/).waitFor();

    const taken = await l.api.call('GET', `${C}/loan/active/relief`, { token: borrower.token });
    expect(taken.body.data).toMatchObject({
      allowed: false,
      taken: { months: 2, newDueDate: two?.newDueDate },
    });
    const loan = await l.api.call('GET', `${C}/loan/active`, { token: borrower.token });
    expect(loan.body.data.dueDate).toBe(two?.newDueDate);
    await page.context().close();
  });
});
