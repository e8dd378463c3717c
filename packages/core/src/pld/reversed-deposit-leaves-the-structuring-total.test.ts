import { eq } from '@lender/db/orm';
import { amlAlerts } from '@lender/db/schema';
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
import { amlAlerts as amlAlertList } from './aml-alerts';
import { monitorOperations } from './monitor-operations';
import { produceAmlReport } from './produce-aml-report';

// Four cash deposits of MXN 50,000 on one day are MXN 200,000 split below the threshold (MXN 135,000
// at 18.00); one of them bounces and is reversed after the alert was raised: it never came in.

let t: LendingTestCore;
let staff: Record<'cashier' | 'maker' | 'checker' | 'admin1' | 'admin2', number>;
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, {
    cashier: 'finance',
    maker: 'compliance',
    checker: 'compliance',
    admin1: 'admin',
    admin2: 'admin',
  });
});
afterAll(() => t.close());

describe('a deposit reversed after a structuring alert is no longer in its total', () => {
  it('the officer sees, and the file reports, MXN 150,000.00, not 200,000.00', async () => {
    const loan = await paidOutLoan(t);
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const { payment } = await recordExternalPayment(t.core, {
        loanId: loan.loanId,
        amount: 50_000_00,
        reference: `SPLIT-${loan.loanId}-${n}`,
        actor: { type: 'user', id: staff.cashier },
        paymentForm: '01',
      });
      ids.push(payment.id);
    }
    await monitorOperations(t.core);
    const admins = { maker: staff.admin1, checker: staff.admin2 };
    await reversePayment(t, admins, loan.loanId, ids[2] as number, 'Depósito devuelto por el banco.');
    await monitorOperations(t.core);
    const alerts = (
      await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, loan.clientId))
    ).filter((alert) => alert.rule === 'structuring');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0] as (typeof alerts)[number];
    const { items } = await amlAlertList(t.core, { query: { kind: 'unusual', page: 1, perPage: 50 } });
    expect(items.find((item) => item.id === alert.id)?.details).toMatchObject({
      payments: 3,
      totalCentavos: 150_000_00,
    });
    const request = await decideAmlAlert(t.core, {
      actorId: staff.maker,
      params: { id: alert.id },
      body: { decision: 'report', reason: 'Efectivo fraccionado.' },
    });
    await approve(t.core, {
      actorId: staff.checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const day = businessDate(t.clock.now());
    const { content } = await produceAmlReport(t.core, {
      actorId: staff.checker,
      body: { kind: 'periodic', from: day, to: day },
    });
    const line = content.split('\n').find((row) => row.startsWith(`${alert.id},`));
    expect(line).toContain(`,${loan.clientId},`);
    expect(line).toContain(',150000.00,');
  });
});
