import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithDecision, C, type Lending, lendingOf, noScriptPage, takeLoan } from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 66 (ADR 326) in Chromium with JavaScript off: the borrower reads "Quién te contactó y cuándo"
// on my loan and opens the UNE complaint filled in from a contact; anyone checks on "¿Somos
// nosotros?" whether a phone is the lender's. Both at 375 px go to docs/screenshots/.

const SHOTS = 'docs/screenshots';
// A module name in a variable: loaded from the API's own packages at run time, not at typecheck.
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

type Insert = { insert(table: unknown): { values(row: object): { returning(): Promise<{ id: number }[]> } } };

/** Two contacts a collector made on the loan (an SMS from an approved template, then a call). */
async function contactsOn(loanId: number, clientId: number) {
  const { schema } = (await import(/* @vite-ignore */ CORE_DB)) as { schema: Record<string, unknown> };
  const core = stack.api.core as unknown as { db: Insert; clock: { now(): Date } };
  const [maker] = await core.db
    .insert(schema.backOfficeUsers)
    .values({ email: 'cobra-e2e@lender.test', name: 'Cobra E2E', passwordHash: '-', totpSecretEnc: '-' })
    .returning();
  const [checker] = await core.db
    .insert(schema.backOfficeUsers)
    .values({ email: 'admin-e2e@lender.test', name: 'Admin E2E', passwordHash: '-', totpSecretEnc: '-' })
    .returning();
  const now = core.clock.now();
  const [template] = await core.db
    .insert(schema.collectionTemplates)
    .values({
      name: 'Recordatorio de pago',
      channel: 'sms',
      body: 'Hola {firstName}, tu pago de {amount} venció. Paga en {link}',
      makerId: maker?.id,
      checkerId: checker?.id,
      approvedAt: now,
      createdAt: now,
    })
    .returning();
  const contact = { loanId, clientId, userId: maker?.id, direction: 'outbound', balance: 2000_00 };
  await core.db
    .insert(schema.collectionContacts)
    .values({ ...contact, channel: 'call', result: 'no_answer', address: 'phone', contactedAt: now })
    .returning();
  await core.db
    .insert(schema.collectionContacts)
    .values({
      ...contact,
      channel: 'sms',
      result: 'reached',
      address: 'phone',
      templateId: template?.id,
      contactedAt: new Date(now.getTime() + 60_000),
    })
    .returning();
  return maker?.id ?? 0;
}

describe('who contacted me, and "¿Somos nosotros?" (issue 66)', () => {
  it('lists the contacts with the agent code and opens the UNE complaint filled in', async () => {
    const borrower = await borrowerWithDecision(l, 661, 3);
    await takeLoan(l, borrower);
    const loan = await l.api.call('GET', `${C}/loan/active`, { token: borrower.token });
    const agent = await contactsOn(loan.body.data.id, Number(borrower.clientId));
    const page = await noScriptPage(stack, borrower.token, '/profile/my-loan');
    const log = page.getByTestId('collection-contacts');
    await log.scrollIntoViewIfNeeded();
    const text = (await log.textContent()) ?? '';
    expect(text).toContain(`AG-${String(agent).padStart(4, '0')}`);
    expect(text).toContain('Recordatorio de pago');
    expect(text).not.toContain('Cobra E2E');
    if (SCREENSHOTS) await log.screenshot({ path: `${SHOTS}/contact-log-375.png` });
    await page
      .getByRole('link', { name: /Presentar una queja a la UNE/ })
      .first()
      .click();
    await page.waitForURL(/\/profile\/mis-derechos\?/);
    expect(await page.locator('#queja textarea').inputValue()).toContain('AG-');
  });

  it('says yes for the company phone and no for a look-alike, at 375 px', async () => {
    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'es-MX',
    });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/`);
    await page.getByRole('link', { name: /¿Somos nosotros\?/ }).click();
    await page.waitForURL(/\/somos-nosotros$/);
    await page.getByLabel('Escríbelo o pégalo aquí').fill('55 0000 0002');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Sí, es nuestro.').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/somos-nosotros-375.png`, fullPage: true });
    await page.getByLabel('Escríbelo o pégalo aquí').fill('55 0000 0012');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('No lo reconocemos.').waitFor();
    await context.close();
  });
});
