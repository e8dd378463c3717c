import { eq } from '@lender/db/orm';
import { amlAlerts, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import { approve } from '../back-office/approve';
import { decideAmlAlert } from '../back-office/pld/decide-aml-alert';
import { businessDate } from '../clock';
import { recordExternalPayment } from '../payments/record-external-payment';
import type { ExchangeRatePort } from '../providers/exchange-rates/port';
import { DEFAULT_AML_SETTINGS } from './aml-settings';
import { monitorOperations } from './monitor-operations';
import { findOperations, type Operation, thresholdCentavos } from './operation-rules';
import { produceAmlReport } from './produce-aml-report';
import { raiseAmlAlert } from './raise-aml-alert';

// A CNBV examiner's attacks on the PLD rules: the relevant threshold at the FIX's four decimals,
// cash split below it, the three business days an unusual report is due in, a reversed payment and
// the quarter a relevant operation is reported in.

let t: LendingTestCore;
let staff: { cashier: number; maker: number; checker: number; agent: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  const user = async (email: string, role: 'finance' | 'compliance' | 'agent') =>
    (await t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-staff-password', role })).id;
  staff = {
    cashier: await user('caja-exam@lender.test', 'finance'),
    maker: await user('pld-exam1@lender.test', 'compliance'),
    checker: await user('pld-exam2@lender.test', 'compliance'),
    agent: await user('agente-exam@lender.test', 'agent'),
  };
});
afterAll(() => t.close());

const op = (over: Partial<Operation>): Operation => ({
  paymentId: 1,
  clientId: 1,
  loanId: 1,
  channel: 'cash',
  cash: true,
  amount: 1_000_00,
  day: '2026-03-02',
  source: 'cash',
  payerClabeHash: null,
  clientClabeHash: 'mine',
  payoutDay: null,
  paidOff: false,
  ...over,
});
const fix18 = () => 18_0000;

describe('the relevant threshold is the FIX as Banxico publishes it (four decimals)', () => {
  it('is converted in integers and rounded up to the centavo, never in floating point', () => {
    expect(thresholdCentavos({ relevantUsd: 7_500 }, 18_2350)).toBe(136_762_50);
    expect(thresholdCentavos({ relevantUsd: 7_500 }, 17_2345)).toBe(129_258_75);
    // 7,501 × 18.3333 = 137,518.0833…: the first centavo at or above it.
    expect(thresholdCentavos({ relevantUsd: 7_501 }, 18_3333)).toBe(137_518_09);
    expect(() => thresholdCentavos({ relevantUsd: 7_500 }, 0)).toThrow(RangeError);
  });

  it('cash of exactly USD 7,500 at a FIX of 18.2350 (MXN 136,762.50) is relevant; a centavo less is not', async () => {
    // Banxico's adapter answers the FIX in centavos (18.24, rounded) and as published (18.2350).
    const fix: ExchangeRatePort = {
      name: 'fix',
      async usdRate(day) {
        return { day, centavosPerUsd: 18_24, tenThousandthsPerUsd: 18_2350, source: 'fix' };
      },
    };
    const cashOf = async (amount: number) => {
      const loan = await paidOutLoan(t);
      await recordExternalPayment(t.core, {
        loanId: loan.loanId,
        amount,
        reference: `FIX-${loan.loanId}`,
        actor: { type: 'user', id: staff.cashier },
        paymentForm: '01',
      });
      return loan.clientId;
    };
    const exact = await cashOf(136_762_50);
    const below = await cashOf(136_762_49);
    await monitorOperations({ ...t.core, providers: { ...t.core.providers, exchangeRates: fix } });
    const relevant = async (clientId: number) =>
      (await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, clientId))).filter(
        (alert) => alert.rule === 'relevant_cash',
      );
    const [alert] = await relevant(exact);
    expect(alert?.details).toMatchObject({ thresholdCentavos: 136_762_50, mxnPerUsd: '18.2350' });
    expect(await relevant(below)).toEqual([]);
  });
});

describe('cash split below the threshold is structuring', () => {
  const rules = (ops: Operation[]) =>
    findOperations(ops, DEFAULT_AML_SETTINGS, fix18).map((finding) => [finding.rule, finding.details]);

  it('two cash deposits of MXN 100,000 on one day (MXN 200,000) are unusual', () => {
    expect(
      rules([op({ paymentId: 1, amount: 100_000_00 }), op({ paymentId: 2, amount: 100_000_00 })]),
    ).toEqual([
      [
        'structuring',
        { payments: 2, totalCentavos: 200_000_00, from: '2026-03-02', to: '2026-03-02', paymentIds: '1,2' },
      ],
    ]);
  });

  it('three cash deposits of MXN 50,000 within a week (MXN 150,000) are unusual', () => {
    expect(
      rules([
        op({ paymentId: 1, amount: 50_000_00, day: '2026-03-02' }),
        op({ paymentId: 2, amount: 50_000_00, day: '2026-03-04' }),
        op({ paymentId: 3, amount: 50_000_00, day: '2026-03-06' }),
      ]).map(([rule]) => rule),
    ).toEqual(['structuring']);
  });

  it('what stays under the threshold together, or is no cash, is not', () => {
    expect(rules([op({ paymentId: 1, amount: 60_000_00 }), op({ paymentId: 2, amount: 60_000_00 })])).toEqual(
      [],
    );
    expect(
      rules([
        op({ paymentId: 1, amount: 100_000_00, day: '2026-03-02' }),
        op({ paymentId: 2, amount: 100_000_00, day: '2026-03-05' }),
      ]),
    ).toEqual([]);
    expect(
      rules([
        op({ paymentId: 1, amount: 100_000_00, cash: false, channel: 'clabe', source: 'clabe' }),
        op({ paymentId: 2, amount: 100_000_00, cash: false, channel: 'clabe', source: 'clabe' }),
      ]),
    ).toEqual([]);
  });
});

describe('an unusual or internal report is due three business days after the decision', () => {
  it('decided on Friday 2026-11-13 (Monday the 16th a holiday), it is due at the end of Thursday the 19th', async () => {
    const before = t.clock.now();
    try {
      const loan = await paidOutLoan(t);
      const { id } = await raiseAmlAlert(t.core, {
        actorId: staff.agent,
        body: { clientId: loan.clientId, description: 'Pagó con billetes nuevos en fajos.' },
      });
      const request = await decideAmlAlert(t.core, {
        actorId: staff.maker,
        params: { id },
        body: { decision: 'report', reason: 'Sin origen de los recursos.' },
      });
      // Friday 2026-11-13, 23:30 in Mexico City: already Saturday in UTC.
      t.clock.set('2026-11-14T05:30:00Z');
      await approve(t.core, {
        actorId: staff.checker,
        params: { id: request.id },
        body: { version: request.version },
      });
      const [alert] = await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.id, id));
      expect(alert?.status).toBe('reported');
      expect(alert?.dueAt?.toISOString()).toBe('2026-11-20T06:00:00.000Z');
    } finally {
      t.clock.set(before);
    }
  });
});

describe('a reversed payment is no operation to report', () => {
  it('cash recorded on a loan, reversed and recorded again is one relevant operation in the report file', async () => {
    const admins = { maker: await adminUser('rev-maker'), checker: await adminUser('rev-checker') };
    const loan = await paidOutLoan(t);
    const cash = (reference: string) =>
      recordExternalPayment(t.core, {
        loanId: loan.loanId,
        amount: 135_000_00,
        reference,
        actor: { type: 'user', id: staff.cashier },
        paymentForm: '01',
      });
    const wrong = await cash(`REV-A-${loan.loanId}`);
    await monitorOperations(t.core);
    await reversePayment(t, admins, loan.loanId, wrong.payment.id, 'Capturado con el día equivocado.');
    await cash(`REV-B-${loan.loanId}`);
    await monitorOperations(t.core);
    const relevant = (
      await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, loan.clientId))
    ).filter((alert) => alert.rule === 'relevant_cash');
    expect(relevant).toHaveLength(2);
    for (const alert of relevant) {
      const request = await decideAmlAlert(t.core, {
        actorId: staff.maker,
        params: { id: alert.id },
        body: { decision: 'report', reason: 'Efectivo en ventanilla.' },
      });
      await approve(t.core, {
        actorId: staff.checker,
        params: { id: request.id },
        body: { version: request.version },
      });
    }
    const day = businessDate(t.clock.now());
    const report = await produceAmlReport(t.core, {
      actorId: staff.checker,
      body: { kind: 'periodic', from: day, to: day },
    });
    const lines = report.content
      .trim()
      .split('\n')
      .filter((line) => line.includes(`,relevant,relevant_cash,${loan.clientId},`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',135000.00,');
    expect(lines[0]).not.toContain(`,${wrong.payment.id},135000.00,`);
  });
});

async function adminUser(key: string): Promise<number> {
  return (await staffUsers(t, { [key]: 'admin' }))[key] as number;
}

describe('a relevant operation is reported with the quarter it was carried out in', () => {
  it('cash at 23:30 on 31 March (1 April in UTC) is the first quarter’s; one decided after that file, the next’s, once', async () => {
    const before = t.clock.now();
    try {
      const storeCash = async (completedAt: string) => {
        const loan = await paidOutLoan(t);
        const [row] = await t.core.db
          .insert(payments)
          .values({
            loanId: loan.loanId,
            clientId: loan.clientId,
            kind: 'repayment',
            paymentType: 'cash',
            amount: 140_000_00,
            paidAmount: 140_000_00,
            status: 'completed',
            reference: `Q-${loan.loanId}`,
            completedAt: new Date(completedAt),
          })
          .returning({ id: payments.id });
        return row?.id as number;
      };
      const lastNight = await storeCash('2026-04-01T05:30:00Z'); // 2026-03-31 23:30 in Mexico City
      const lateOne = await storeCash('2026-03-30T18:00:00Z');
      t.clock.set('2026-04-01T07:00:00Z');
      await monitorOperations(t.core);
      const alertOf = async (paymentId: number) =>
        (await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.paymentId, paymentId))).find(
          (alert) => alert.rule === 'relevant_cash',
        )?.id as number;
      const report = async (alertId: number, at: string) => {
        t.clock.set(at);
        const request = await decideAmlAlert(t.core, {
          actorId: staff.maker,
          params: { id: alertId },
          body: { decision: 'report', reason: 'Efectivo igual o mayor al umbral.' },
        });
        await approve(t.core, {
          actorId: staff.checker,
          params: { id: request.id },
          body: { version: request.version },
        });
      };
      const file = async (from: string, to: string, at: string) => {
        t.clock.set(at);
        const { content } = await produceAmlReport(t.core, {
          actorId: staff.checker,
          body: { kind: 'periodic', from, to },
        });
        return content
          .split('\n')
          .filter((line) => line.includes(',relevant,relevant_cash,'))
          .map((line) => Number(line.split(',')[0]));
      };
      const a = await alertOf(lastNight);
      const b = await alertOf(lateOne);
      await report(a, '2026-04-02T17:00:00Z');
      const q1 = await file('2026-01-01', '2026-03-31', '2026-04-06T17:00:00Z');
      await report(b, '2026-04-10T17:00:00Z');
      const q2 = await file('2026-04-01', '2026-06-30', '2026-07-02T17:00:00Z');
      expect(q1).toContain(a);
      expect(q1).not.toContain(b);
      expect(q2).toContain(b);
      expect(q2).not.toContain(a);
    } finally {
      t.clock.set(before);
    }
  });
});
