// Issue 38: promises to pay kept or broken by the ledger the day after their date; the regulator's exports.
import { eq } from '@lender/db/orm';
import { backOfficeUsers, collectionClaims, collectionPromises } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedTemplateOf,
  createCollectionsTestCore,
  friday,
  overdueLoanOf,
  refusal,
} from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { paidOutLoan } from '../../testing/lending-fixtures';
import { recordPayment } from '../back-office/record-payment';
import { JOBS } from '../jobs/catalogue';
import { collectionsCase } from './collections-case';
import { collectionsClaim } from './collections-claim';
import { collectionsLogContact } from './collections-log-contact';
import { collectionsQueue } from './collections-queue';
import { decidePromises } from './decide-promises';
import { exportCollectors } from './export-collectors';
import { exportContactLog } from './export-contact-log';
import { makePromise } from './make-promise';
import { promiseOptions } from './promise-options';

let t: LendingTestCore;
let ana: number;
let beto: number;
beforeAll(async () => {
  ({ t, ana, beto } = await createCollectionsTestCore());
});
afterAll(() => t.close());
const overdueLoan = () => overdueLoanOf(t);

describe('promises to pay, decided by the ledger the day after their date', () => {
  it('keeps a promise the payments meet by the date', async () => {
    const { loanId, phone } = await overdueLoan();
    await collectionsClaim(t.core, { actorId: ana, params: { id: loanId }, body: { takeOver: false } });
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        channel: 'call',
        direction: 'outbound',
        result: 'promised',
        to: phone,
        promise: { date: '2026-03-24', amount: 500_00 },
      },
    });
    t.clock.set('2026-03-23T18:00:00Z');
    await recordPayment(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        amount: { amount: 500_00 },
        paidOn: '2026-03-23',
        reference: `collections-kept-${loanId}`,
        reason: 'Pago en ventanilla',
      },
    });
    // On the promised date itself nothing is decided yet.
    t.clock.set('2026-03-24T12:00:00Z');
    await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    expect(
      (await collectionsCase(t.core, { actorId: ana, params: { id: loanId } })).promises[0]?.status,
    ).toBe('pending');
    t.clock.set('2026-03-25T07:00:00Z');
    const output = await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    expect(output).toMatchObject({ date: '2026-03-25' });
    const page = await collectionsCase(t.core, { actorId: ana, params: { id: loanId } });
    expect(page.promises[0]).toMatchObject({ status: 'kept', paid: { amount: 500 } });
    expect(page.claim?.userId).toBe(ana);
    // Running the job again changes nothing.
    expect(await decidePromises(t.core, '2026-03-25')).toEqual({ kept: 0, broken: 0 });
  });

  it('breaks a promise the payments fall short of, and returns the case to the queue unclaimed and marked', async () => {
    const { loanId, phone } = await overdueLoan();
    await collectionsClaim(t.core, { actorId: ana, params: { id: loanId }, body: { takeOver: false } });
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        channel: 'call',
        direction: 'outbound',
        result: 'promised',
        to: phone,
        promise: { date: '2026-03-24', amount: 800_00 },
      },
    });
    t.clock.set('2026-03-23T18:00:00Z');
    await recordPayment(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        amount: { amount: 300_00 },
        paidOn: '2026-03-23',
        reference: `collections-short-${loanId}`,
        reason: 'Pago parcial',
      },
    });
    t.clock.set('2026-03-25T07:00:00Z');
    await JOBS['collections-promises'].run({ core: t.core, reminderDaysBefore: [] });
    const [promise] = await t.core.db
      .select()
      .from(collectionPromises)
      .where(eq(collectionPromises.loanId, loanId));
    expect(promise).toMatchObject({ status: 'broken', paid: 300_00 });
    expect(
      await t.core.db.select().from(collectionClaims).where(eq(collectionClaims.loanId, loanId)),
    ).toEqual([]);
    const queue = await collectionsQueue(t.core, {
      actorId: beto,
      query: {
        page: 1,
        perPage: 100,
        claim: 'unclaimed',
        sort: '-overdueDays',
      },
    });
    expect(queue.items.find((row) => row.loanId === loanId)).toMatchObject({
      brokenPromise: true,
      claim: null,
    });
  });

  it('lets the borrower of a late loan promise within the bounds, once at a time', async () => {
    const { loanId, clientId } = await overdueLoan();
    const options = await promiseOptions(t.core, { actorId: clientId });
    expect(options).toMatchObject({
      allowed: true,
      minDate: '2026-03-20',
      maxDate: '2026-04-04',
      minAmount: { amount: 100 },
    });
    const tooFar = await refusal(
      makePromise(t.core, { actorId: clientId, body: { date: '2026-04-05', amount: 200_00 } }),
    );
    expect(tooFar.code).toBe('validation_failed');
    const tooSmall = await refusal(
      makePromise(t.core, { actorId: clientId, body: { date: '2026-03-27', amount: 50_00 } }),
    );
    expect(tooSmall.code).toBe('validation_failed');
    const tooMuch = await refusal(
      makePromise(t.core, {
        actorId: clientId,
        body: {
          date: '2026-03-27',
          amount: options.maxAmount.amount * 100 + 1,
        },
      }),
    );
    expect(tooMuch.code).toBe('validation_failed');
    const made = await makePromise(t.core, {
      actorId: clientId,
      body: { date: '2026-03-27', amount: 200_00 },
    });
    expect(made).toMatchObject({
      status: 'pending',
      collector: null,
      promisedDate: '2026-03-27',
      amount: { amount: 200 },
    });
    expect((await promiseOptions(t.core, { actorId: clientId })).allowed).toBe(false);
    expect(
      (
        await refusal(
          makePromise(t.core, { actorId: clientId, body: { date: '2026-03-28', amount: 200_00 } }),
        )
      ).code,
    ).toBe('invalid_transition');
    expect(
      (await collectionsCase(t.core, { actorId: ana, params: { id: loanId } })).promises[0]?.collector,
    ).toBeNull();
  });

  it('refuses a borrower promise on a loan that is not late', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { clientId } = await paidOutLoan(t);
    expect((await promiseOptions(t.core, { actorId: clientId })).allowed).toBe(false);
    expect(
      (
        await refusal(
          makePromise(t.core, { actorId: clientId, body: { date: '2026-03-05', amount: 200_00 } }),
        )
      ).code,
    ).toBe('invalid_transition');
  });
});

describe('the regulator exports', () => {
  it("writes the month's contact log in words, Mexico City time and formatted money, and the collectors", async () => {
    const { loanId, phone } = await overdueLoan();
    const { templateId } = await approvedTemplateOf(t, ana, 'sms');
    t.clock.set(friday('21:45')); // 2026-03-21 03:45 UTC: still Friday 20 March in Mexico City
    await collectionsLogContact(t.core, {
      actorId: beto,
      params: { id: loanId },
      body: {
        channel: 'sms',
        direction: 'outbound',
        result: 'reached',
        to: phone,
        templateId,
      },
    });
    const { csv, rows } = await exportContactLog(t.core, { actorId: ana, query: { month: '2026-03' } });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Fecha,Hora,Canal,Dirección,Gestor,Resultado,Préstamo,Monto adeudado');
    expect(rows).toBe(lines.length - 1);
    const line = lines.find((text) => text.includes(`,${loanId},`) && text.includes('21:45'));
    expect(line).toMatch(
      new RegExp(
        `^20\\.03\\.2026,21:45,SMS,Saliente,Beto Cobranza,Contactado,${loanId},(\\$\\d{1,3}\\.\\d{2}|"\\$\\d{1,3}(,\\d{3})+\\.\\d{2}")$`,
      ),
    );
    expect((await exportContactLog(t.core, { actorId: ana, query: { month: '2026-04' } })).rows).toBe(0);
    // In the reader's back-office language: Beto reads English.
    await t.core.db.update(backOfficeUsers).set({ language: 'en' }).where(eq(backOfficeUsers.id, beto));
    const collectors = await exportCollectors(t.core, { actorId: beto });
    expect(collectors.csv.split('\r\n')[0]).toBe('Collector,E-mail,Role,Active,Since');
    expect(collectors.csv).toContain('Ana Cobranza,ana@lender.test,Collections,Yes,');
    expect(collectors.rows).toBe(2);
  });
});
