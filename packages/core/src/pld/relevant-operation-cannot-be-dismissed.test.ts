import { eq } from '@lender/db/orm';
import { amlAlerts } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
  staffUsers,
} from '../../testing/lending-fixtures';
import { approve } from '../back-office/approve';
import { decideAmlAlert } from '../back-office/pld/decide-aml-alert';
import { recordExternalPayment } from '../payments/record-external-payment';
import { monitorOperations } from './monitor-operations';
import { raiseAlert } from './raise-alert';
import { settleAmlAlert } from './settle-aml-alert';

// Relevant operations (cash at or above USD 7,500) go in the quarterly file whatever anyone thinks of
// them: only unusual and internal worrying operations are judged by the committee (art. 95 Bis).

let t: LendingTestCore;
let staff: { cashier: number; maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { cashier: 'finance', maker: 'compliance', checker: 'compliance' });
});
afterAll(() => t.close());

/** Cash deposited at a bank's window (form 01) on a new loan; the client's relevant alert. */
async function relevantCash(amount: number) {
  const loan = await paidOutLoan(t);
  await recordExternalPayment(t.core, {
    loanId: loan.loanId,
    amount,
    reference: `REL-${loan.loanId}`,
    actor: { type: 'user', id: staff.cashier },
    paymentForm: '01',
  });
  await monitorOperations(t.core);
  const rows = await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, loan.clientId));
  return rows.find((alert) => alert.rule === 'relevant_cash');
}

describe('a relevant operation cannot be dismissed', () => {
  it('cash of exactly the threshold with centavos (USD 7,500 × 18.00 = MXN 135,000.00) cannot be asked to be dismissed', async () => {
    const alert = await relevantCash(135_000_00);
    expect(alert?.details.thresholdCentavos).toBe(135_000_00);
    await expect(
      decideAmlAlert(t.core, {
        actorId: staff.maker,
        params: { id: alert?.id as number },
        body: { decision: 'dismiss', reason: 'El cliente es conocido.' },
      }),
    ).rejects.toMatchObject({ code: 'invalid_transition' });
    const request = await decideAmlAlert(t.core, {
      actorId: staff.maker,
      params: { id: alert?.id as number },
      body: { decision: 'report', reason: 'Efectivo igual al umbral.' },
    });
    await approve(t.core, {
      actorId: staff.checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const [after] = await t.core.db
      .select()
      .from(amlAlerts)
      .where(eq(amlAlerts.id, alert?.id as number));
    expect(after?.status).toBe('reported');
  });

  it('a dismissal asked before this rule and approved by a second officer does not dismiss it', async () => {
    const now = t.clock.now();
    const id = await t.core.db.transaction((tx) =>
      raiseAlert(
        t.core,
        tx,
        { kind: 'relevant', rule: 'relevant_cash', dedupeKey: 'old-rel', details: {} },
        now,
      ),
    );
    await expect(
      settleAmlAlert(t.core, {
        alertId: id as number,
        report: false,
        reason: 'No aplica.',
        checkerId: staff.checker,
      }),
    ).rejects.toMatchObject({ code: 'invalid_transition' });
    const [after] = await t.core.db
      .select()
      .from(amlAlerts)
      .where(eq(amlAlerts.id, id as number));
    expect(after?.status).toBe('open');
  });

  it('an unusual or internal operation is still judged: it can be dismissed with a reason', async () => {
    const now = t.clock.now();
    const id = await t.core.db.transaction((tx) =>
      raiseAlert(
        t.core,
        tx,
        { kind: 'unusual', rule: 'many_sources', dedupeKey: 'unusual-ok', details: {} },
        now,
      ),
    );
    const request = await decideAmlAlert(t.core, {
      actorId: staff.maker,
      params: { id: id as number },
      body: { decision: 'dismiss', reason: 'Pagos de su nómina y de su cónyuge.' },
    });
    await approve(t.core, {
      actorId: staff.checker,
      params: { id: request.id },
      body: { version: request.version },
    });
    const [after] = await t.core.db
      .select()
      .from(amlAlerts)
      .where(eq(amlAlerts.id, id as number));
    expect(after?.status).toBe('dismissed');
  });
});
