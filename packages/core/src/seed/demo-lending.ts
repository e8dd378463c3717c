import { offerablePayDates } from '@lender/calculator';
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { curpCheckDigit } from '@lender/clabe/curp';
import { STORED_LANGUAGE } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { applications, clients, decisions, loans } from '@lender/db/schema';
import { hashPassword } from '../auth/passwords';
import { enabledPayCycles } from '../catalog/product';
import { businessDate, type Clock } from '../clock';
import { emailColumns, emailHashOf } from '../contact/email';
import { normalizePhone } from '../contact/phone';
import { type Core, type CoreOptions, createCore } from '../core';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { agreementSmsCode } from '../loans/agreement-sms-code';
import { confirmPendingPayouts } from '../loans/loan-payouts';
import { runOverdue } from '../loans/run-overdue';
import { signAgreement } from '../loans/sign-agreement';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import type { SmsMessage, SmsProvider } from '../providers/messaging/port';
import { insertAcceptedApplication } from './lending-rows';

const DAY_MS = 86_400_000;

/** What the demo's back-office queues and lists start with: manual cases and loans in each state. */
export const DEMO_LENDING = [
  { key: 'manual-1', kind: 'manual', first17: 'DEMF930606HDFMNR0', phone: '5500000011', amount: 3_000_00 },
  { key: 'manual-2', kind: 'manual', first17: 'DEMG910707MDFMRS0', phone: '5500000012', amount: 3_500_00 },
  // Signed three days ago: active, due in about ten days.
  {
    key: 'loan-active',
    kind: 'active',
    first17: 'DEMH890808HDFMLT0',
    phone: '5500000013',
    amount: 3_000_00,
    signedDaysAgo: 3,
  },
  // Signed 45 days ago and never paid: overdue (late fees charged) by about a month.
  {
    key: 'loan-overdue',
    kind: 'overdue',
    first17: 'DEMJ870909MDFMRV0',
    phone: '5500000014',
    amount: 2_000_00,
    signedDaysAgo: 45,
  },
  // Signed 30 days ago and paid off a few days later.
  {
    key: 'loan-paid',
    kind: 'paid',
    first17: 'DEMK860110HDFMLW0',
    phone: '5500000015',
    amount: 4_000_00,
    signedDaysAgo: 30,
  },
] as const;

export type DemoLendingKind = (typeof DEMO_LENDING)[number]['kind'];

/** What {@link seedDemoLending} made (or found from an earlier run). */
export interface DemoLendingResult {
  items: Array<{
    email: string;
    /** The phone a borrower signs in with (10 digits). */
    phone: string;
    kind: DemoLendingKind;
    applicationId: number;
    loanId: number | null;
    created: boolean;
  }>;
}

/** Options of {@link seedDemoLending}: what the lending core needs beyond the running core. */
export interface DemoLendingOptions {
  /** The document storage of the running API (the agreements signed here are stored there). */
  documents?: CoreOptions['documents'];
  /**
   * The password each demo borrower signs in to the site with, hashed as registration hashes it.
   * @default DEMO_CLIENT_PASSWORD
   */
  password?: string;
}

/** The password of every demo client (development data only). */
export const DEMO_CLIENT_PASSWORD = 'Prueba2026';

/** What demo borrowers seeded before issue 47 hold: no password opens them. */
const UNUSABLE_PASSWORD_HASH = 'demo-client-cannot-sign-in';

/**
 * Manual-verification cases and loans (active, overdue, paid) for the demo, so a fresh back-office
 * shows real queues and lists (issue 16). Idempotent: a demo client already there is left alone.
 *
 * The loans go through the real services (offer, SMS-signed agreement, sandbox payout, late fees,
 * a cash-reference payment) on a core of their own over the same database, whose clock is moved
 * back to each loan's signing day and forward again: the ledger, schedule and audit log read as if
 * it had happened then. Each borrower signs in to the site with `options.password` (one seeded
 * before it had one gets it). Development data only: refused in production.
 */
export async function seedDemoLending(
  core: Core,
  options: DemoLendingOptions = {},
): Promise<DemoLendingResult> {
  if (core.environment === 'production') throw new Error('demo lending data is refused in production');
  const { db, pii } = core;
  const passwordHash = await hashPassword(options.password ?? DEMO_CLIENT_PASSWORD);
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(core.clock.now().getTime() + offsetMs) };
  const codes = new Map<string, string>();
  const sms: SmsProvider = {
    name: core.providers.sms.name,
    ...(core.providers.sms.sandbox !== undefined && { sandbox: core.providers.sms.sandbox }),
    async send(message: SmsMessage) {
      if (message.otp !== undefined) codes.set(message.to, message.otp);
      await core.providers.sms.send(message);
    },
  };
  let lending: Core | undefined;
  const limits = await core.limits();
  const lendingCore = () => {
    lending ??= createCore({
      db,
      limits,
      secrets: core.secrets,
      clock,
      logger: core.logger,
      environment: core.environment,
      providers: { ...core.providers, sms },
      ...(options.documents && { documents: options.documents }),
    });
    return lending;
  };

  const result: DemoLendingResult = { items: [] };
  for (const demo of DEMO_LENDING) {
    const email = `demo.${demo.key}@lender.test`;
    const [found] = await db
      .select({ id: clients.id, passwordHash: clients.passwordHash })
      .from(clients)
      .where(eq(clients.emailHash, emailHashOf(pii, email)));
    if (found) {
      if (found.passwordHash === UNUSABLE_PASSWORD_HASH)
        await db.update(clients).set({ passwordHash }).where(eq(clients.id, found.id));
      const [application] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.clientId, found.id));
      const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.clientId, found.id));
      result.items.push({
        email,
        phone: demo.phone,
        kind: demo.kind,
        applicationId: application?.id ?? 0,
        loanId: loan?.id ?? null,
        created: false,
      });
      continue;
    }
    offsetMs = 'signedDaysAgo' in demo ? -demo.signedDaysAgo * DAY_MS : -2 * 60 * 60_000;
    const t = lendingCore();
    const now = clock.now();
    const day = businessDate(now);
    const phone = normalizePhone(demo.phone);
    const curp = `${demo.first17}${curpCheckDigit(demo.first17)}`;
    const clabe = '002010077777777771';
    const [client] = await db
      .insert(clients)
      .values({
        ...emailColumns(pii, email),
        emailVerifiedAt: now,
        firstName: 'Demo',
        lastName: demo.key.replace(/-/g, ' '),
        birthDate: `19${demo.first17.slice(4, 6)}-${demo.first17.slice(6, 8)}-${demo.first17.slice(8, 10)}`,
        phoneEnc: pii.encrypt(phone),
        phoneHash: pii.hash('phone', phone),
        phoneVerifiedAt: now,
        curpEnc: pii.encrypt(curp),
        curpHash: pii.hash('curp', curp),
        clabeEnc: pii.encrypt(clabe),
        clabeHash: pii.hash('clabe', `${clabe}:demo:${demo.key}`),
        passwordHash,
        language: STORED_LANGUAGE,
        completedSteps: [2, 3, 4],
        availableLoanAmount: 5_000_00,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: clients.id });
    const clientId = client?.id as number;
    const product = await t.config.product();
    const cycles = enabledPayCycles(product);
    const cycle = cycles.includes('biweekly') ? 'biweekly' : (cycles[0] ?? 'biweekly');
    const option = offerablePayDates(product, cycle, day)[0];
    if (!option) throw new Error(`no ${cycle} pay date on ${day}`);
    const manual = demo.kind === 'manual';
    const { applicationId, offer } = await insertAcceptedApplication(db, {
      clientId,
      amount: demo.amount,
      product,
      payCycle: cycle,
      payDate: option.value,
      pricedOn: day,
      status: manual ? APPLICATION_STATUS.manualVerification : APPLICATION_STATUS.accepted,
      // A manual case has no offer yet.
      expiresAt: manual ? null : new Date(now.getTime() + DAY_MS),
      createdAt: now,
    });
    await db.insert(decisions).values({
      applicationId,
      clientId,
      outcome: manual ? APPLICATION_STATUS.manualVerification : APPLICATION_STATUS.accepted,
      offeredAmount: manual ? null : offer.principal,
      reasons: manual
        ? [{ rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: 'demo' } }]
        : [{ rule: 'affordability', code: 'decision.approve' }],
      inputs: { demo: true },
      ruleSet: 'demo',
      createdAt: now,
    });
    if (manual) {
      result.items.push({
        email,
        phone: demo.phone,
        kind: demo.kind,
        applicationId,
        loanId: null,
        created: true,
      });
      continue;
    }
    await agreementSmsCode(t, { actorId: clientId, params: { id: applicationId } });
    const smsCode = codes.get(phone);
    if (!smsCode) throw new Error('the agreement code was not sent');
    const { loanId } = await signAgreement(t, {
      actorId: clientId,
      params: { id: applicationId },
      body: { smsCode },
    });
    // The sandbox payout provider confirms after a minute.
    offsetMs += 10 * 60_000;
    await confirmPendingPayouts(t);
    if (demo.kind === 'paid') {
      offsetMs += 4 * DAY_MS;
      const { payoff } = await quoteEarlyPayoff(t.loanAccount, db, loanId);
      const reference = await paymentReference(t, {
        actorId: clientId,
        body: { kind: 'repayment', channel: 'cash' },
      });
      await simulateReferencePayment(t, reference.reference, payoff);
    }
    result.items.push({ email, phone: demo.phone, kind: demo.kind, applicationId, loanId, created: true });
  }
  if (lending) {
    // Back to today: the overdue loan's late fees up to now.
    offsetMs = 0;
    await runOverdue(lending, businessDate(clock.now()));
  }
  return result;
}
