import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@lender/calculator/kernel';
import { asc, eq } from '@lender/db/orm';
import { loans, mandateCharges, mandates, paymentPlans, payments, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { CoreError } from '../errors/core-error';
import { revokeMandate } from '../mandates/revoke-mandate';
import { stopMandate } from '../payments/charge-under-mandate';
import { cancelScheduledCharge } from './cancel-scheduled-charge';
import { cancelToken } from './cancel-token';
import { chargeScheduled, requirePreNotice } from './charge-scheduled';
import { runDirectDebits } from './run-direct-debits';
import { scheduledChargeCheck } from './scheduled-charge-check';
import { scheduledCharges as listScheduledCharges } from './scheduled-charges';

// Issue 66 point 2 (ADR 329): the gates of a payday charge, attacked — a charge whose pre-notice
// was never sent or came too late, a charge after the borrower revoked the mandate, another
// borrower's "no me cobren" token, a cancelled charge, and another borrower's list.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

const code = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const at = (date: string) => t.clock.set(new Date(`${date}T14:00:00Z`));
const rowsOf = (loanId: number) =>
  t.core.db
    .select()
    .from(scheduledCharges)
    .where(eq(scheduledCharges.loanId, loanId))
    .orderBy(asc(scheduledCharges.id));
const chargesOf = (loanId: number) =>
  t.core.db.select().from(mandateCharges).where(eq(mandateCharges.loanId, loanId));

/** A mandated loan (due Monday 16 March 2026, a holiday) planned by the job on 11 March, noticed; the notice not yet sent. */
async function noticedLoan() {
  const loan = await mandatedLoan(t);
  at('2026-03-11');
  await runDirectDebits(t.core);
  const [row] = await rowsOf(loan.loanId);
  if (!row) throw new Error('nothing planned');
  return { ...loan, row };
}

describe('the pre-notice gate', () => {
  it('is the only way to `chargeUnderMandate`: no other source file of core calls it', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const callers = files.filter((file) =>
      /(?<!function )chargeUnderMandate\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(callers.sort()).toEqual(['debit-schedule/charge-scheduled.ts']);
  });

  it('refuses a charge whose pre-notice was never sent: no payment, no debit, refused with its code', async () => {
    const { loanId, row } = await noticedLoan();
    expect(row).toMatchObject({ status: 'noticed', attempt: 1, method: 'clabe' });
    // The notices job never ran: on payday the gate finds nothing sent.
    at(row.chargeOn);
    const [mandate] = await t.core.db.select().from(mandates).where(eq(mandates.id, row.mandateId));
    expect(await requirePreNotice(t.core, row, mandate as never).catch(code)).toBe('charge_not_pre_noticed');
    expect(await chargeScheduled(t.core, row.id)).toEqual({
      status: 'refused',
      code: 'charge_not_pre_noticed',
    });
    expect(await chargesOf(loanId)).toHaveLength(0);
    expect(await t.core.db.select().from(payments).where(eq(payments.loanId, loanId))).toHaveLength(0);
    expect((await rowsOf(loanId))[0]).toMatchObject({
      status: 'refused',
      refusalCode: 'charge_not_pre_noticed',
    });
  });

  it('refuses a pre-notice sent one business day before the charge (two are owed)', async () => {
    const { loanId, row } = await noticedLoan();
    // Sent on Friday 13 March for Tuesday 17: only Tuesday lies between (Monday is a holiday).
    t.clock.set(new Date('2026-03-13T15:00:00Z'));
    await t.core.notices.deliverDue();
    at(row.chargeOn);
    expect(await chargeScheduled(t.core, row.id)).toEqual({
      status: 'refused',
      code: 'charge_not_pre_noticed',
    });
    expect(await chargesOf(loanId)).toHaveLength(0);
  });

  it('refuses a charge after the borrower revoked the mandate, or an objection stopped it', async () => {
    const { loanId, clientId, row } = await noticedLoan();
    t.clock.set(new Date('2026-03-11T15:00:00Z'));
    await t.core.notices.deliverDue();
    await revokeMandate(t.core, { actorId: clientId, params: { id: row.mandateId } });
    // The revocation stops at once the charges not yet sent under it.
    expect((await rowsOf(loanId))[0]).toMatchObject({ status: 'refused', refusalCode: 'mandate_revoked' });
    at(row.chargeOn);
    expect(await chargeScheduled(t.core, row.id)).toEqual({ status: 'skipped' });
    expect(await chargesOf(loanId)).toHaveLength(0);
    // A mandate stopped by an objection to another charge: the mandate's gate refuses, noticed or not.
    const other = await noticedLoan();
    t.clock.set(new Date('2026-03-11T15:00:00Z'));
    await t.core.notices.deliverDue();
    await t.core.db.transaction((tx) => stopMandate(t.core, tx, other.row.mandateId, other.clientId));
    at(other.row.chargeOn);
    expect(await chargeScheduled(t.core, other.row.id)).toEqual({
      status: 'refused',
      code: 'mandate_revoked',
    });
    expect(await chargesOf(other.loanId)).toHaveLength(0);
  });
});

describe('a due date moved after the pre-notice', () => {
  it('refuses the charge when an extension or a relief deferral moved the due date past it, or a payment plan governs the loan', async () => {
    const { loanId, row } = await noticedLoan();
    t.clock.set(new Date('2026-03-11T15:00:00Z'));
    await t.core.notices.deliverDue();
    // An extension paid meanwhile: the loan is now due 30 days later.
    await t.core.db
      .update(loans)
      .set({ dueDate: addDays(row.chargeOn, 30) })
      .where(eq(loans.id, loanId));
    at(row.chargeOn);
    expect(await chargeScheduled(t.core, row.id)).toEqual({ status: 'refused', code: 'charge_not_due' });
    expect(await chargesOf(loanId)).toHaveLength(0);
    expect(await t.core.db.select().from(payments).where(eq(payments.loanId, loanId))).toHaveLength(0);
    // A payment plan in force: the plan's instalments, not the old due date, say what is owed when.
    const planned = await noticedLoan();
    t.clock.set(new Date('2026-03-11T15:00:00Z'));
    await t.core.notices.deliverDue();
    await t.core.db.insert(paymentPlans).values({
      loanId: planned.loanId,
      clientId: planned.clientId,
      status: 'active',
      reason: 'income_drop',
      instalments: [{ dueDate: addDays(planned.row.chargeOn, 15), amount: 100_00 }],
      total: 100_00,
      startedOn: '2026-03-12',
    } as never);
    at(planned.row.chargeOn);
    expect(await chargeScheduled(t.core, planned.row.id)).toEqual({
      status: 'refused',
      code: 'charge_not_due',
    });
    expect(await chargesOf(planned.loanId)).toHaveLength(0);
  });
  it('sends no pre-notice for a charge the loan is no longer due by: refused before the borrower is told', async () => {
    const loan = await mandatedLoan(t);
    at('2026-03-02');
    // An extension paid before anything was announced: due 30 days later than planned.
    await runDirectDebits(t.core);
    const [planned] = await rowsOf(loan.loanId);
    if (!planned) throw new Error('nothing planned');
    await t.core.db
      .update(loans)
      .set({ dueDate: addDays(planned.chargeOn, 30) })
      .where(eq(loans.id, loan.loanId));
    at('2026-03-11');
    await runDirectDebits(t.core);
    expect((await rowsOf(loan.loanId))[0]).toMatchObject({
      status: 'refused',
      refusalCode: 'charge_not_due',
    });
    expect(await chargesOf(loan.loanId)).toHaveLength(0);
  });
});

describe('"no me cobren"', () => {
  it('cancels only the charge its token names: another borrower’s id under it is not found', async () => {
    const ana = await noticedLoan();
    const bob = await noticedLoan();
    const anaToken = cancelToken(t.core.secrets, ana.row);
    const [, signature] = anaToken.split('.');
    for (const forged of [
      `${bob.row.id}.${signature}`,
      `${ana.row.id}.${'A'.repeat(43)}`,
      'nada',
      `${ana.row.id}`,
    ]) {
      expect(await cancelScheduledCharge(t.core, { params: { token: forged } }).catch(code)).toBe(
        'not_found',
      );
    }
    expect((await rowsOf(bob.loanId))[0]?.status).toBe('noticed');
    // The page reads the charge first: Ana's is cancellable; a forged token reads nothing.
    expect(await scheduledChargeCheck(t.core, { params: { token: anaToken } })).toMatchObject({
      state: 'cancellable',
      chargeOn: '2026-03-17',
    });
    expect(
      await scheduledChargeCheck(t.core, { params: { token: `${bob.row.id}.${signature}` } }).catch(code),
    ).toBe('not_found');
    const cancelled = await cancelScheduledCharge(t.core, { params: { token: anaToken } });
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      chargeOn: '2026-03-17',
      method: 'clabe',
      last4: '7771',
    });
    // The amount to the centavo, as the notice announced it.
    expect(ana.row.amount % 100).not.toBe(0);
    expect(Math.round(cancelled.amount.amount * 100)).toBe(ana.row.amount);
    // Tapped twice: the same answer. On payday nothing is charged and nothing retried.
    expect(await cancelScheduledCharge(t.core, { params: { token: anaToken } })).toEqual(cancelled);
    t.clock.set(new Date('2026-03-11T15:00:00Z'));
    await t.core.notices.deliverDue();
    for (let date = '2026-03-12'; date <= '2026-04-01'; date = addDays(date, 1)) {
      at(date);
      await runDirectDebits(t.core);
    }
    expect(await chargesOf(ana.loanId)).toHaveLength(0);
    expect((await rowsOf(ana.loanId)).map((r) => r.status)).toEqual(['cancelled']);
    // Bob's own charge went ahead.
    expect(await chargesOf(bob.loanId)).toHaveLength(1);
    // Once sent, a charge cannot be stopped by its link.
    const bobToken = cancelToken(t.core.secrets, bob.row);
    expect(await cancelScheduledCharge(t.core, { params: { token: bobToken } }).catch(code)).toBe(
      'charge_not_cancellable',
    );
  });

  it('lists each borrower’s own charges only, with their outcome', async () => {
    const ana = await noticedLoan();
    const bob = await noticedLoan();
    const listed = await listScheduledCharges(t.core, { actorId: ana.clientId });
    expect(listed.map((charge) => charge.id)).toEqual([ana.row.id]);
    expect(listed.every((charge) => charge.loanId === ana.loanId)).toBe(true);
    expect(listed.some((charge) => charge.id === bob.row.id)).toBe(false);
    expect(listed[0]).toMatchObject({ status: 'noticed', method: 'clabe', attempt: 1, declineKind: null });
  });
});
