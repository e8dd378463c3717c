import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, hydrated, launchBrowser, shoot, signInThroughLogin } from './browser';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { startApi, startBackoffice } from './stack';

// Issue 66 point 6 (ADR 331) in a browser: a client's direct debits on their record, the held
// payouts with who asked and who approved, and the dashboard's collection rate — in words.
// With BACKOFFICE_SCREENSHOTS=1 it writes docs/images/direct-debits-*.png, payout-holds-*.png and
// collection-rate-*.png at 1280 and 375 px.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let collector: Admin;
let officer: Admin;
let second: Admin;
let clientId: number;

let seq = 0;
async function debit(
  mandate: { id: number; loanId: number; clientId: number; method: string },
  amount: number,
  chargeOn: string,
  outcome: 'paid' | 'declined' | 'refused',
) {
  const { schema } = await coreDb();
  seq += 1;
  if (outcome === 'refused') {
    await api.core.db.insert(schema.scheduledCharges).values({
      clientId: mandate.clientId,
      loanId: mandate.loanId,
      mandateId: mandate.id,
      method: mandate.method,
      attempt: seq,
      amount,
      chargeOn,
      status: 'refused',
      refusalCode: 'charge_not_pre_noticed',
      createdAt: new Date(`${chargeOn}T12:00:00Z`),
    });
    return;
  }
  const [payment] = await api.core.db
    .insert(schema.payments)
    .values({
      loanId: mandate.loanId,
      clientId: mandate.clientId,
      kind: 'repayment',
      paymentType: mandate.method,
      amount,
      paidAmount: outcome === 'paid' ? amount : null,
      status: outcome === 'paid' ? 'completed' : 'failed',
      reference: `DOM-E2E-${seq}`,
    })
    .returning();
  const [charge] = await api.core.db
    .insert(schema.mandateCharges)
    .values({
      mandateId: mandate.id,
      loanId: mandate.loanId,
      paymentId: payment.id,
      amount,
      chargeOn,
      attempt: seq,
      status: outcome === 'paid' ? 'accepted' : 'insufficient_funds',
      requestId: `E2E-${seq}`,
      createdAt: new Date(`${chargeOn}T15:00:00Z`),
    })
    .returning();
  await api.core.db.insert(schema.scheduledCharges).values({
    clientId: mandate.clientId,
    loanId: mandate.loanId,
    mandateId: mandate.id,
    method: mandate.method,
    attempt: seq,
    amount,
    chargeOn,
    status: outcome === 'paid' ? 'accepted' : 'declined',
    declineKind: outcome === 'declined' ? 'insufficient_funds' : null,
    mandateChargeId: charge.id,
    noticedAt: new Date(`${chargeOn}T14:00:00Z`),
    createdAt: new Date(`${chargeOn}T12:00:00Z`),
  });
}

/** The loan's payout as if its CEP named another person. */
async function held(loanId: number) {
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const [payout] = await api.core.db.select().from(schema.payouts).where(eq(schema.payouts.loanId, loanId));
  const [loan] = await api.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
  const values = {
    status: 'mismatch',
    nameScore: 41,
    rfc: 'differs',
    checkedAt: api.clock.now(),
    nextCheckAt: api.clock.now(),
  };
  await api.core.db
    .insert(schema.payoutBeneficiaryChecks)
    .values({ payoutId: payout.id, clientId: loan.clientId, ...values })
    .onConflictDoUpdate({ target: schema.payoutBeneficiaryChecks.payoutId, set: values });
  return payout.id as number;
}

beforeAll(async () => {
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  collector = await createBackOfficeUser(api, 'collections');
  officer = await createBackOfficeUser(api, 'compliance');
  second = await createBackOfficeUser(api, 'compliance');
  const loan = await activeLoan(api);
  clientId = loan.clientId;
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  // Paid on the 15th and the month's last day.
  await api.core.db
    .update(schema.clients)
    .set({
      salaryCycle: 'semi_monthly',
      payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
    })
    .where(eq(schema.clients.id, clientId));
  const mandate = {
    clientId,
    loanId: loan.loanId,
    maxAmount: 3_219_24,
    coversFrom: '2026-01-15',
    coversTo: '2026-02-15',
    preNoticeDays: 2,
    acceptedAt: new Date('2026-01-02T18:30:00Z'),
    textVersion: '2026-11-28',
    textSha256: 'a'.repeat(64),
  };
  const [clabe] = await api.core.db
    .insert(schema.mandates)
    .values({ ...mandate, method: 'clabe', last4: '7771' })
    .returning();
  await api.core.db.insert(schema.mandates).values({
    ...mandate,
    method: 'card',
    last4: '4242',
    status: 'revoked',
    revokedReason: 'borrower',
    revokedAt: new Date('2026-01-20T17:00:00Z'),
  });
  await debit(clabe, 1_234_56, '2026-01-15', 'paid');
  await debit(clabe, 500_01, '2026-01-20', 'declined');
  await debit(clabe, 250_00, '2026-01-30', 'refused');
  await held(loan.loanId);
  const other = await activeLoan(api);
  const asked = await held(other.loanId);
  const { backOffice } = (await core()).useCases;
  await backOffice.requestPayoutHoldRelease(api.core, {
    actorId: second.id,
    params: { id: asked },
    body: { reason: 'Estado de cuenta a su nombre revisado' },
  });
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe('direct debits in the back office', () => {
  it("shows a client's mandates and charges, and the month's collection rate, in words", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, collector);
    await page.goto(`${backoffice.baseUrl}/clients/${clientId}?tab=debits`);
    await hydrated(page);
    await page.getByRole('table', { name: 'Mandatos de domiciliación' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Cuenta CLABE terminación 7771');
    expect(text).toContain('$3,219.24');
    expect(text).toContain('Fondos insuficientes');
    expect(text).toContain('El aviso previo no salió a tiempo');
    expect(text).not.toMatch(/002010077777777771|insufficient_funds|charge_not_pre_noticed/);
    await shoot(page, 'direct-debits');
    await page.goto(`${backoffice.baseUrl}/?rateMonth=2026-01`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Tasa de cobro por domiciliación' }).waitFor();
    expect(await page.getByRole('table', { name: 'Por método de pago' }).textContent()).toContain(
      '$1,234.56 de $1,734.57',
    );
    await page.locator('#collection-rate').scrollIntoViewIfNeeded();
    await shoot(page, 'collection-rate');
  });

  it('lists the held payouts; a second officer approves the release another asked for', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, officer);
    await page.goto(`${backoffice.baseUrl}/payout-holds`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Desembolsos retenidos', level: 1 }).waitFor();
    expect(await page.getByText('Liberación pedida, falta un segundo oficial').count()).toBe(1);
    expect(await page.getByText(/Pidió liberarlo compliance \d+ el/).count()).toBe(1);
    await shoot(page, 'payout-holds');
    await page.getByRole('button', { name: 'Aprobar la liberación' }).click();
    await page.getByText('El desembolso quedó liberado.').waitFor();
    expect(await page.getByText(/Aprobó compliance \d+ el/).count()).toBe(1);
  });
});
