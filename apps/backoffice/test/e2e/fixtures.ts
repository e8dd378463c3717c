import type { BackOfficeRole } from '@lender/contracts';
import { confirmPendingPayouts } from './core-functions';
import type { TestApp } from './stack';

// Data for the browser suite, made the way the API's own back-office tests make it: borrowers
// registered through the API (with a CURP), manual-verification cases as the decision engine
// leaves them, and an active loan signed with its SMS code and paid out by the sandbox.

interface BackOfficeFixtures {
  createBackOfficeUser(
    t: TestApp,
    role: BackOfficeRole,
  ): Promise<{ id: number; email: string; password: string; totpSecret: string }>;
  backOfficeToken(
    t: TestApp,
    user: { email: string; password: string; totpSecret: string; role: string },
  ): Promise<string>;
  backOfficeTestClient(
    t: TestApp,
    overrides?: { firstName?: string },
  ): Promise<{ id: number; token: string; body: { nationalIdentificator: string; firstName: string } }>;
}
// biome-ignore lint/suspicious/noExplicitAny: the core's modules are loaded by specifier (see stack.ts)
type Loose = any;

const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;

export const fixtures = () => load<BackOfficeFixtures>('@lender/api-server/src/test/back-office-fixtures');
/** @lender/core with its real types, so a suite's call of a use case is checked against its shape. */
export const core = () => load<typeof import('@lender/core')>('@lender/core');
export const coreDb = () => load<Loose>('@lender/core/db');
/** Drizzle's query builder, as the database package exports it (`@lender/db/orm`). */
export const coreOrm = () => load<Loose>('@lender/db/orm');
const coreTesting = () => load<Loose>('@lender/core/testing');
const calculator = () => load<Loose>('@lender/calculator');

/** A TOTP code valid at the API's (simulated) clock, past any code already used. */
export async function nextTotp(t: TestApp, secret: string): Promise<string> {
  const { totpCode } = await core();
  t.clock.advance(31_000);
  return totpCode(secret, t.clock.now()) as string;
}

/** A registered borrower (CURP and all) whose application waits in the manual-verification queue. */
export async function manualCase(t: TestApp, firstName: string) {
  const { backOfficeTestClient } = await fixtures();
  const { today } = await core();
  const { schema } = await coreDb();
  const { insertManualCase } = await coreTesting();
  const { payDateOptions } = await calculator();
  const { eq } = await load<Loose>('@lender/db/orm');
  const client = await backOfficeTestClient(t, { firstName });
  await t.core.db
    .update(schema.clients)
    .set({ completedSteps: [2, 3, 4] })
    .where(eq(schema.clients.id, client.id));
  const option = payDateOptions('biweekly', today(t.clock))[6];
  const applicationId: number = await insertManualCase(t.core.db, {
    clientId: client.id,
    payDates: option.value,
    pricedOn: today(t.clock),
  });
  return { client, applicationId, curp: client.body.nationalIdentificator };
}

let loans = 0;
/** An active loan of 3,000 pesos, signed with the SMS code and paid out by the sandbox provider. */
export async function activeLoan(t: TestApp): Promise<{ clientId: number; loanId: number }> {
  const { emailColumns, today, useCases } = await core();
  const { schema } = await coreDb();
  const { insertAcceptedApplication } = await coreTesting();
  loans += 1;
  const phone = `+5255${String(41_000_000 + loans).padStart(8, '0')}`;
  const clabe = '002010077777777771';
  const [client] = await t.core.db
    .insert(schema.clients)
    .values({
      ...emailColumns(t.core.pii, `e2e-loan-${loans}@lender.test`),
      firstName: 'Lucía',
      lastName: `Préstamo${loans}`,
      phoneEnc: t.core.pii.encrypt(phone),
      phoneHash: t.core.pii.hash('phone', phone),
      clabeEnc: t.core.pii.encrypt(clabe),
      clabeHash: t.core.pii.hash('clabe', `${clabe}:e2e${loans}`),
      passwordHash: 'not-used',
    })
    .returning({ id: schema.clients.id });
  const { applicationId } = await insertAcceptedApplication(t.core.db, {
    clientId: client.id,
    pricedOn: today(t.clock),
    expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
  });
  await useCases.client.agreementSmsCode(t.core, { actorId: client.id, params: { id: applicationId } });
  const { lastCodeSentTo } = await load<{ lastCodeSentTo(t: TestApp, to: string): Promise<string> }>(
    '@lender/api-server/src/test/fixtures',
  );
  const smsCode = await lastCodeSentTo(t, phone.slice(3));
  const { loanId } = await useCases.client.signAgreement(t.core, {
    actorId: client.id,
    params: { id: applicationId },
    body: { smsCode },
  });
  // Past the sandbox payout provider's confirmation delay.
  t.clock.advance(10 * 60_000);
  await confirmPendingPayouts(t.core);
  return { clientId: client.id as number, loanId: loanId as number };
}

/** The audit entries of one record, oldest first (read straight from the table). */
export async function auditOf(t: TestApp, entity: string, entityId: number) {
  const { schema } = await coreDb();
  const { and, asc, eq } = await load<Loose>('@lender/db/orm');
  return (await t.core.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
    .orderBy(asc(schema.auditLog.id))) as Array<{ action: string; before: unknown; after: unknown }>;
}
