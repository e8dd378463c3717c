import { eq } from '@lender/db/orm';
import { amlAlerts, amlReports, approvalRequests, payments, settings } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { approve } from '../back-office/approve';
import { decideAmlAlert } from '../back-office/pld/decide-aml-alert';
import { CoreError } from '../errors/core-error';
import { amlAlerts as alertList } from './aml-alerts';
import { DEFAULT_AML_SETTINGS } from './aml-settings';
import { monitorOperations } from './monitor-operations';
import { findOperations, type Operation } from './operation-rules';
import { produceAmlReport } from './produce-aml-report';
import { raiseAmlAlert } from './raise-aml-alert';

let t: LendingTestCore;
let maker: number;
let checker: number;
let agent: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  const user = async (email: string, role: 'compliance' | 'agent') =>
    (await t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-officer-password', role }))
      .id;
  maker = await user('pld1@lender.test', 'compliance');
  checker = await user('pld2@lender.test', 'compliance');
  agent = await user('agente@lender.test', 'agent');
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const rate = () => 18_0000; // the sandbox rate: MXN 18.0000 per USD → USD 7,500 is MXN 135,000

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
  payoutDay: '2026-02-20',
  paidOff: false,
  ...over,
});

describe('the operation rules', () => {
  it('a cash payment at the USD threshold is relevant; one centavo less is not', () => {
    const rules = (amount: number) => findOperations([op({ amount })], DEFAULT_AML_SETTINGS, rate);
    expect(rules(135_000_00).map((f) => f.rule)).toEqual(['relevant_cash']);
    expect(rules(134_999_99)).toEqual([]);
  });
  it('a loan paid off in cash days after its payout is unusual', () => {
    const found = findOperations(
      [op({ paidOff: true, payoutDay: '2026-02-27' })],
      DEFAULT_AML_SETTINGS,
      rate,
    );
    expect(found.map((f) => f.rule)).toEqual(['cash_payoff']);
  });
  it('payments from many sources, and a CLABE that is not the borrower’s, are unusual', () => {
    const found = findOperations(
      [
        op({ paymentId: 1, channel: 'card', cash: false, source: 'card' }),
        op({ paymentId: 2, channel: 'clabe', cash: false, source: 'clabe:a', payerClabeHash: 'other' }),
        op({ paymentId: 3, source: 'cash' }),
      ],
      DEFAULT_AML_SETTINGS,
      rate,
    );
    expect(found.map((f) => f.rule).sort()).toEqual(['foreign_clabe', 'many_sources']);
    // What the sources paid together is the amount the report gives.
    expect(found.find((f) => f.rule === 'many_sources')?.details).toMatchObject({ totalCentavos: 3_000_00 });
  });
});

describe('the Done-when: a structured cash pattern, worked through maker-checker, and the report file', () => {
  it('three cash payments just below the threshold within a week raise one unusual alert', async () => {
    const loan = await paidOutLoan(t);
    const insert = (n: number, amount: number, day: string) =>
      t.db.db.insert(payments).values({
        loanId: loan.loanId,
        clientId: loan.clientId,
        kind: 'repayment',
        paymentType: 'cash',
        amount,
        paidAmount: amount,
        status: 'completed',
        reference: `STRUCT-${n}`,
        completedAt: new Date(`${day}T17:00:00Z`),
      });
    await insert(1, 130_000_00, '2026-02-26');
    await insert(2, 129_500_00, '2026-02-28');
    await insert(3, 131_000_00, '2026-03-01');
    const first = await monitorOperations(t.core);
    expect(first.alerts).toBe(1);
    expect((await monitorOperations(t.core)).alerts).toBe(0); // raised once
    const { items } = await alertList(t.core, { query: { status: 'open', page: 1, perPage: 10 } });
    const alert = items.find((a) => a.rule === 'structuring');
    expect(alert).toMatchObject({ kind: 'unusual', clientId: loan.clientId, status: 'open' });
    expect(alert?.details).toMatchObject({ payments: 3, totalCentavos: 390_500_00 });

    // The officer asks to report it with a written reason; they cannot approve their own request.
    expect(
      code(
        await decideAmlAlert(t.core, {
          actorId: maker,
          params: { id: alert?.id as number },
          body: { decision: 'report', reason: ' ' },
        }).catch((e) => e),
      ),
    ).toBe('required');
    const request = await decideAmlAlert(t.core, {
      actorId: maker,
      params: { id: alert?.id as number },
      body: {
        decision: 'report',
        reason: 'Tres depósitos en efectivo bajo el umbral en tres días.',
      },
    });
    expect(request).toMatchObject({ kind: 'compliance.alert', status: 'pending' });
    expect(
      code(
        await approve(t.core, {
          actorId: maker,
          params: { id: request.id },
          body: { version: request.version },
        }).catch((e) => e),
      ),
    ).toBe('maker_cannot_approve');
    // An agent may not decide an alert (compliance.decide).
    expect(
      code(
        await approve(t.core, {
          actorId: agent,
          params: { id: request.id },
          body: { version: request.version },
        }).catch((e) => e),
      ),
    ).toBe('forbidden');
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const [settled] = await t.db.db
      .select()
      .from(amlAlerts)
      .where(eq(amlAlerts.id, alert?.id as number));
    expect(settled).toMatchObject({ status: 'reported', decidedBy: checker });
    expect(settled?.decisionReason).toContain('efectivo');

    // The periodic report file carries it, in our documented layout, kept with its SHA-256.
    const report = await produceAmlReport(t.core, {
      actorId: checker,
      body: {
        kind: 'periodic',
        from: '2026-03-01',
        to: '2026-03-03',
      },
    });
    const lines = report.content.trim().split('\n');
    expect(lines[0]).toBe('#lender-aml-v2,periodic,2026-03-01,2026-03-03,1');
    expect(lines[1]).toBe(
      'alert_id,kind,rule,client_id,client_name,payment_id,amount_mxn,paid_on,instrument,raised_at,decided_at,reason',
    );
    expect(lines[2]).toContain(`${alert?.id},unusual,structuring,${loan.clientId},`);
    // The operation: the three payments' total (not the first's alone), the first's Mexico City day
    // paid and its instrument.
    expect(lines[2]).toContain(',390500.00,2026-02-26,cash,');
    expect(report).toMatchObject({
      fileName: 'pld-periodico-2026-03-01-2026-03-03.csv',
      alerts: 1,
      layout: 'lender-aml-v2',
    });
  });

  it('alerts and reports are kept: the database refuses to delete them', async () => {
    await expect(t.db.db.delete(amlAlerts)).rejects.toThrow();
    await expect(t.db.db.delete(amlReports)).rejects.toThrow();
    expect((await t.db.db.select().from(amlReports)).length).toBe(1);
  });

  it('any staff member raises an internal worrying operation; a dismissal needs a checker too', async () => {
    const loan = await paidOutLoan(t);
    const { id } = await raiseAmlAlert(t.core, {
      actorId: agent,
      body: {
        clientId: loan.clientId,
        description: 'Vino acompañado y otra persona decidía.',
      },
    });
    const request = await decideAmlAlert(t.core, {
      actorId: maker,
      params: { id },
      body: {
        decision: 'dismiss',
        reason: 'Era su hijo; nada inusual.',
      },
    });
    await approve(t.core, {
      actorId: checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const [row] = await t.db.db.select().from(amlAlerts).where(eq(amlAlerts.id, id));
    expect(row).toMatchObject({ kind: 'internal', status: 'dismissed', raisedBy: agent });
    const [pending] = await t.db.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, request.id));
    expect(pending?.status).toBe('approved');
  });
});

describe('settings', () => {
  it('the thresholds come from the `aml` settings row', async () => {
    await t.db.db.insert(settings).values({ key: 'aml', value: { relevantUsd: 100 } });
    const loan = await paidOutLoan(t);
    await t.db.db.insert(payments).values({
      loanId: loan.loanId,
      clientId: loan.clientId,
      kind: 'repayment',
      paymentType: 'cash',
      amount: 2_000_00,
      paidAmount: 2_000_00,
      status: 'completed',
      reference: 'REL-1',
      completedAt: t.clock.now(),
    });
    await monitorOperations(t.core);
    const { items } = await alertList(t.core, { query: { kind: 'relevant', page: 1, perPage: 10 } });
    expect(items.some((a) => a.clientId === loan.clientId)).toBe(true);
  });
});

describe('reports cover their period (issue 63)', () => {
  it('a report for 1–30 November includes an alert decided at 23:59 on the 30th in Mexico City, and nothing of 1 December', async () => {
    const loan = await paidOutLoan(t);
    const decided = async (key: string, decidedAt: string) => {
      const [row] = await t.db.db
        .insert(amlAlerts)
        .values({
          kind: 'internal',
          rule: 'staff',
          clientId: loan.clientId,
          dedupeKey: `period:${key}`,
          details: {},
          status: 'reported',
          decisionReason: `Caso ${key}.`,
          decidedBy: checker,
          decidedAt: new Date(decidedAt),
        })
        .returning();
      return row?.id as number;
    };
    const before = await decided('before', '2026-11-01T05:59:00Z'); // 31 Oct 23:59 in Mexico City
    const first = await decided('first', '2026-11-01T06:00:00Z'); // 1 Nov 00:00
    const last = await decided('last', '2026-12-01T05:59:00Z'); // 30 Nov 23:59
    const after = await decided('after', '2026-12-01T06:00:00Z'); // 1 Dec 00:00
    const report = await produceAmlReport(t.core, {
      actorId: checker,
      body: {
        kind: 'periodic',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    });
    const ids = report.content
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toContain(first);
    expect(ids).toContain(last);
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(after);
    expect(report.content.split('\n')[0]).toBe(`#lender-aml-v2,periodic,2026-11-01,2026-11-30,${ids.length}`);
  });

  it('a 24-hour report made at 20:00 on 30 November in Mexico City is named with the 30th, not the UTC date', async () => {
    const loan = await paidOutLoan(t);
    const [alert] = await t.db.db
      .insert(amlAlerts)
      .values({
        kind: 'blocked_list',
        rule: 'uif_blocked',
        clientId: loan.clientId,
        dedupeKey: `blocked:${loan.clientId}:NAME-DATE`,
        details: {},
      })
      .returning();
    t.clock.set('2026-12-01T02:00:00Z'); // 30 Nov 20:00 in Mexico City
    const report = await produceAmlReport(t.core, {
      actorId: checker,
      body: {
        kind: 'blocked_list',
        alertId: alert?.id as number,
      },
    });
    expect(report.fileName).toBe('pld-24h-2026-11-30-2026-11-30.csv');
  });
});
