// Test support for the lending tests (not exported): a client with a phone and a CLABE, an accepted
// application with a current offer priced by @lender/calculator, and a core whose SMS codes are read.
import type { BackOfficeRole } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { approvalRequests, loans } from '@lender/db/schema';
import { approve } from '../src/back-office/approve';
import { requestPaymentReversal } from '../src/back-office/request-payment-reversal';
import { agreementSmsCode } from '../src/loans/agreement-sms-code';
import { chooseRollover } from '../src/loans/choose-rollover';
import { confirmPendingPayouts } from '../src/loans/loan-payouts';
import { signAgreement } from '../src/loans/sign-agreement';
import { simulateReferencePayment } from '../src/payments/payment-callbacks';
import { paymentReference } from '../src/payments/payment-reference';
import { recordExternalPayment } from '../src/payments/record-external-payment';
import type { SmsMessage } from '../src/providers/messaging/port';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../src/providers/payouts/sandbox';
import { insertAcceptedApplication, insertClientRow } from '../src/seed/lending-rows';
import { memorySms } from './memory-sms';
import { createTestCore, type TestCore } from './test-core';

export interface LendingTestCore extends TestCore {
  sms: SmsMessage[];
  lastCode(): string;
}

export async function createLendingTestCore(
  options: Pick<Parameters<typeof createTestCore>[0] & object, 'timestamp'> = {},
): Promise<LendingTestCore> {
  const sms = memorySms();
  const t = await createTestCore({ providers: { sms }, ...options });
  return {
    ...t,
    sms: sms.sent,
    lastCode() {
      const code = sms.sent.at(-1)?.otp;
      if (!code) throw new Error('no SMS code sent');
      return code;
    },
  };
}

/** A back-office user of role `finance` (a maker or a checker of reconciliation requests); its id. */
export async function financeUser(t: TestCore, email: string): Promise<number> {
  const user = await t.core.backOfficeUsers.create({
    email,
    name: email,
    password: 'a-long-finance-password',
    role: 'finance',
  });
  return user.id;
}

/**
 * One back-office user per key, of the role given (`{ officer: 'compliance', second: 'compliance' }`):
 * e-mail `<key>@lender.test`; their ids by key.
 */
export async function staffUsers<K extends string>(
  t: TestCore,
  roles: Record<K, BackOfficeRole>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const key of Object.keys(roles) as K[]) {
    const user = await t.core.backOfficeUsers.create({
      email: `${key}@lender.test`,
      name: key,
      password: 'a-long-staff-password',
      role: roles[key],
    });
    ids[key] = user.id;
  }
  return ids;
}

let seq = 0;

/** A client (phone, CLABE) with an accepted application and its current offer. */
export async function acceptedApplication(
  t: TestCore,
  options: {
    amount?: number;
    paymentMethod?: 'bank_transfer' | 'cash';
    cashBrand?: string;
    clabe?: string;
  } = {},
): Promise<{
  clientId: number;
  applicationId: number;
  offerTotal: number;
  endDate: string;
  principal: number;
}> {
  seq += 1;
  const phone = `+52551${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 13);
  const uniquePhone = `${phone.slice(0, 9)}${String(seq).padStart(4, '0')}`;
  const clabe = options.clabe ?? '002010077777777771';
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: uniquePhone,
    email: `borrower${seq}-${Date.now()}@lender.test`,
    clabe,
    clabeHashOf: `${clabe}:${seq}:${Date.now()}`,
    passwordHash: 'x',
  });
  const { applicationId, offer } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount: options.amount ?? 3_000_00,
    pricedOn: '2026-03-02',
    payDates: (choices) => choices.find((o) => o.value.startsWith('2026-03-16')),
    paymentMethod: options.paymentMethod ?? 'bank_transfer',
    cashBrand: options.cashBrand ?? null,
    expiresAt: new Date(Date.parse('2026-03-09T00:00:00Z')),
  });
  return {
    clientId,
    applicationId,
    offerTotal: offer.total,
    endDate: offer.endDate,
    principal: offer.principal,
  };
}

/**
 * Signs `app`'s agreement as its borrower does: the code sent by SMS, then the signature with it
 * (`evidence`: the browser's address and user agent, kept with the signature).
 */
export async function signWithCode(
  t: LendingTestCore,
  app: { clientId: number; applicationId: number },
  evidence: { requester?: string; userAgent?: string | null } = {},
) {
  const signer = { actorId: app.clientId, params: { id: app.applicationId } };
  await agreementSmsCode(t.core, signer);
  return signAgreement(t.core, { ...signer, body: { smsCode: t.lastCode() }, ...evidence });
}

/**
 * A loan paid out to a new client: an accepted application (`options` as `acceptedApplication`)
 * signed with the SMS code, then the clock moved past the sandbox payout delay and the payout
 * confirmed.
 */
export async function paidOutLoan(
  t: LendingTestCore,
  options: Parameters<typeof acceptedApplication>[1] = {},
) {
  const app = await acceptedApplication(t, options);
  const { loanId } = await signWithCode(t, app);
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  return { ...app, loanId };
}

/** `paidOutLoan` with its loan row and start date; throws unless the payout activated it. */
export async function paidOutLoanRow(
  t: LendingTestCore,
  options: Parameters<typeof acceptedApplication>[1] = {},
) {
  const { loanId, ...app } = await paidOutLoan(t, options);
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan?.startDate) throw new Error('loan not active');
  return { ...app, loan, startDate: loan.startDate };
}

let externalPayments = 0;

/** A payment the back office records on `loanId` (a transfer seen in the bank), `amount` centavos; its id. */
export async function externalPayment(t: TestCore, loanId: number, amount: number): Promise<number> {
  externalPayments += 1;
  const recorded = await recordExternalPayment(t.core, {
    loanId,
    amount,
    reference: `test-payment-${loanId}-${externalPayments}`,
    actor: { type: 'system' },
  });
  return recorded.payment.id;
}

/**
 * The borrower chooses an extension and pays its fee by a cash reference, on the clock's day; the
 * extension chosen (its `id`, `newDueDate` and `fee` as offered).
 */
export async function payExtension(t: TestCore, clientId: number, type: 'cheap' | 'expensive' = 'cheap') {
  const chosen = await chooseRollover(t.core, { actorId: clientId, body: { type } });
  const ref = await paymentReference(t.core, {
    actorId: clientId,
    body: { kind: 'rollover', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, ref.reference);
  return chosen;
}

/** Reverses a payment as the back office does: asked by `maker`, approved by `checker` (ADR 309). */
export async function reversePayment(
  t: TestCore,
  staff: { maker: number; checker: number },
  loanId: number,
  paymentId: number,
  reason = 'Error',
): Promise<void> {
  const request = await requestPaymentReversal(t.core, {
    actorId: staff.maker,
    params: { id: loanId, paymentId },
    body: { reason },
  });
  await approve(t.core, {
    actorId: staff.checker,
    params: { id: request.id },
    body: { version: request.version },
  });
}

/** The refund requests of a loan's money held that wait for a decision. */
export const pendingRefunds = (t: TestCore, loanId: number) =>
  t.core.db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.kind, 'payment.refund'),
        eq(approvalRequests.entityId, String(loanId)),
        eq(approvalRequests.status, 'pending'),
      ),
    );
