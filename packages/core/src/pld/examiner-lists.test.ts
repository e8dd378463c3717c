import { eq } from '@lender/db/orm';
import { amlAlerts, amlClients, approvalRequests, clients, refundPayouts } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  staffUsers,
} from '../../testing/lending-fixtures';
import { approve } from '../back-office/approve';
import { amlSettings as amlSettingsView } from '../back-office/pld/aml-settings';
import { requestAmlSettings } from '../back-office/pld/request-aml-settings';
import { reviewAmlDecision } from '../back-office/pld/review-aml-decision';
import { confirmPendingRefunds } from '../back-office/refund-payouts';
import { quoteEarlyPayoff } from '../ledger/loan-account';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { importWatchlist } from './import-watchlist';
import { rescreenClients } from './rescreen-clients';

// A CNBV examiner's attacks on the blocked-persons list: a second entry naming a client already
// suspended, a refund to a suspended client, and a match threshold lowered under everyone.
// The tests run in order: each list loaded keeps the people of the one before.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'compliance', checker: 'compliance' });
});
afterAll(() => t.close());

describe('every blocked-list hit is reported within 24 hours', () => {
  it('a second entry naming a client already suspended opens its own 24-hour report', async () => {
    const header = 'id,full_name,curp,rfc,birth_date\n';
    const app = await acceptedApplication(t);
    await t.core.db
      .update(clients)
      .set({ firstName: 'Ramiro', lastName: 'Bloqueado', secondLastName: 'Pruebas', birthDate: '1970-01-01' })
      .where(eq(clients.id, app.clientId));
    const load = async (text: string) => {
      await importWatchlist(t.core, { actorId: staff.maker, body: { list: 'uif_blocked', text } });
      await rescreenClients(t.core);
    };
    const blocked = async () =>
      (await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, app.clientId))).filter(
        (alert) => alert.kind === 'blocked_list',
      );
    await load(`${header}UIF-1,Ramiro Bloqueado Pruebas,,,1970-01-01\n`);
    expect(await blocked()).toHaveLength(1);
    t.clock.advance(3_600_000);
    await load(
      `${header}UIF-1,Ramiro Bloqueado Pruebas,,,1970-01-01\nUIF-2,"BLOQUEADO PRUEBAS, RAMIRO",,,1970-01-01\n`,
    );
    const alerts = await blocked();
    expect(alerts.map((alert) => alert.dedupeKey)).toEqual([
      `blocked:${app.clientId}:UIF-1`,
      `blocked:${app.clientId}:UIF-2`,
    ]);
    expect(alerts[1]?.dueAt?.getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
  });
});

describe('a blocked person’s money stays', () => {
  it('a refund of an overpayment approved for a client on the blocked-persons list is not sent', async () => {
    const { admin } = await staffUsers(t, { admin: 'admin' });
    const loan = await paidOutLoan(t);
    await t.core.db
      .update(clients)
      .set({
        firstName: 'Sofía',
        lastName: 'Reembolso',
        secondLastName: 'Congelado',
        birthDate: '1980-05-05',
      })
      .where(eq(clients.id, loan.clientId));
    const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
    const ref = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, ref.reference, payoff + 5_000_00);
    const [request] = (
      await t.core.db.select().from(approvalRequests).where(eq(approvalRequests.kind, 'payment.refund'))
    ).filter((row) => row.entityId === String(loan.loanId) && row.status === 'pending');
    const header = 'id,full_name,curp,rfc,birth_date\n';
    await importWatchlist(t.core, {
      actorId: staff.maker,
      body: {
        list: 'uif_blocked',
        text: `${header}UIF-1,Ramiro Bloqueado Pruebas,,,1970-01-01\nUIF-2,"BLOQUEADO PRUEBAS, RAMIRO",,,1970-01-01\nUIF-3,Sofía Reembolso Congelado,,,1980-05-05\n`,
      },
    });
    await rescreenClients(t.core);
    await approve(t.core, {
      actorId: admin,
      params: { id: request?.id as number },
      body: { version: request?.version as number },
    });
    await confirmPendingRefunds(t.core);
    const refunds = await t.core.db.select().from(refundPayouts).where(eq(refundPayouts.loanId, loan.loanId));
    expect(refunds.map((row) => [row.amount, row.status])).toEqual([[5_000_00, 'pending']]);
  });
});

describe('a lower match threshold is applied to everyone', () => {
  it('a client matched at 83 on the blocked list is suspended and reported when two officers lower the threshold to 80', async () => {
    const app = await acceptedApplication(t);
    await t.core.db
      .update(clients)
      .set({ firstName: 'Juan Carlos', lastName: 'Pérez', secondLastName: null, birthDate: '1966-06-06' })
      .where(eq(clients.id, app.clientId));
    const header = 'id,full_name,curp,rfc,birth_date\n';
    await importWatchlist(t.core, {
      actorId: staff.maker,
      body: {
        list: 'uif_blocked',
        text: `${header}UIF-1,Ramiro Bloqueado Pruebas,,,1970-01-01\nUIF-2,"BLOQUEADO PRUEBAS, RAMIRO",,,1970-01-01\nUIF-3,Sofía Reembolso Congelado,,,1980-05-05\nUIF-4,JUAN PEREZ GARCIA,,,\n`,
      },
    });
    await rescreenClients(t.core);
    const stateOf = async () =>
      (await t.core.db.select().from(amlClients).where(eq(amlClients.clientId, app.clientId)))[0]?.state;
    expect(await stateOf()).toBe('enhanced_review');
    const { version } = await amlSettingsView(t.core);
    const request = await requestAmlSettings(t.core, {
      actorId: staff.maker,
      body: { version, settings: { matchThreshold: 80 }, reason: 'Más estricto con la lista de bloqueadas.' },
    });
    await reviewAmlDecision(t.core, {
      actorId: staff.checker,
      params: { id: request.id },
      body: { approve: true, version: request.version },
    });
    await rescreenClients(t.core);
    expect(await stateOf()).toBe('suspended');
    const alerts = await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, app.clientId));
    expect(alerts.map((alert) => [alert.kind, alert.dedupeKey])).toEqual([
      ['blocked_list', `blocked:${app.clientId}:UIF-4`],
    ]);
  });
});
