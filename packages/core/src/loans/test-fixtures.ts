// Test support for the lending tests (not exported): a client with a phone and a CLABE, an accepted
// application with a current offer priced by @lender/calculator, and a core whose SMS codes are read.
import type { SmsMessage } from '../providers/messaging/port';
import { insertAcceptedApplication, insertClientRow } from '../seed/lending-rows';
import { createTestCore, type TestCore } from '../testing/test-core';

export interface LendingTestCore extends TestCore {
  sms: SmsMessage[];
  lastCode(): string;
}

export async function createLendingTestCore(): Promise<LendingTestCore> {
  const sms: SmsMessage[] = [];
  const t = await createTestCore({
    providers: {
      sms: {
        name: 'test-sms',
        // An offline stand-in: sandbox mode (on in tests) refuses real providers.
        sandbox: true,
        async send(message) {
          sms.push(message);
        },
      },
    },
  });
  return {
    ...t,
    sms,
    lastCode() {
      const code = sms.at(-1)?.otp;
      if (!code) throw new Error('no SMS code sent');
      return code;
    },
  };
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
