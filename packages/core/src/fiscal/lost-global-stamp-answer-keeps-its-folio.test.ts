import { rowsOf } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { fiscalDocuments, fiscalGlobals, fiscalIncome } from '@lender/db/schema';
import { nodeFromXmlString } from '@nodecfdi/cfdi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loseStampAnswers } from '../../testing/fiscal-fixtures';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
  reversePayment,
  staffUsers,
} from '../../testing/lending-fixtures';
import type { SandboxFiscal } from '../providers/fiscal/sandbox';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// ADR 384's open point: the global CFDI of a month's payments to the general public took a new folio
// and date on every run. The PAC stamped one whose answer was lost in transit, the retry was stamped
// again under a new folio: SAT held two global CFDIs stating the same income. A global CFDI keeps its
// payments, folio and date before it is sent, so a retry sends the same sealed CFDI until it is stamped,
// and takes a new folio and date only once SAT would soon refuse the first one's (71 hours).

let t: LendingTestCore;
let sandbox: SandboxFiscal;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  sandbox = t.core.providers.fiscal as SandboxFiscal;
  staff = await staffUsers(t, { maker: 'admin', checker: 'admin' });
});
afterAll(() => t.close());

/**
 * Payments of $200.00 on the 5th of `month` (`YYYY-MM`) by new borrowers without an RFC (their loans
 * paid out on March 2, 2026, the day the fixtures' offers are priced): the first, then `others` more.
 */
async function paidIn(month: string, others = 0) {
  t.clock.set('2026-03-02T18:00:00Z');
  const loans = [await paidOutLoan(t)];
  for (let i = 0; i < others; i++) loans.push(await paidOutLoan(t));
  t.clock.set(`${month}-05T18:00:00Z`);
  const paid = [];
  for (const { loanId } of loans) paid.push({ loanId, paymentId: await externalPayment(t, loanId, 200_00) });
  const [first, ...rest] = paid;
  if (!first) throw new Error('no payment');
  return { ...first, others: rest };
}

const globalsOf = (period: string) =>
  t.core.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.period, period));
const incomeOf = async (paymentId: number) => {
  const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId));
  return row;
};
const comprobante = (xml: string | undefined) => nodeFromXmlString(xml ?? '<none/>');

describe('a global CFDI whose stamp answer was lost', () => {
  it('is sent twice more with the same folio, date and payments, and keeps the UUID the PAC first gave', async () => {
    const { paymentId } = await paidIn('2026-03');
    t.clock.set('2026-04-01T07:00:00Z');
    const lost = loseStampAnswers(t.core.providers.fiscal, 2);
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 0, failed: 1 });
    t.clock.set('2026-04-01T07:10:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 0, failed: 1 });
    t.clock.set('2026-04-01T07:20:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 1, failed: 0 });
    // The PAC answered each retry with its first stamp: one CFDI of the month, the lender's.
    expect(lost[1]?.uuid).toBe(lost[0]?.uuid);
    const globals = await globalsOf('2026-03');
    expect(globals.map((global) => global.uuid)).toEqual([lost[0]?.uuid]);
    expect(globals[0]?.xml).toBe(lost[0]?.xml);
    expect(await incomeOf(paymentId)).toMatchObject({ status: 'issued', documentId: globals[0]?.id });
  });

  it('keeps its folio and date for 71 hours exactly, and takes new ones just after', async () => {
    await paidIn('2026-04');
    t.clock.set('2026-05-01T07:00:00Z');
    const lost = loseStampAnswers(t.core.providers.fiscal, 2);
    await issueFiscalDocuments(t.core);
    t.clock.set('2026-05-04T06:00:00Z');
    await issueFiscalDocuments(t.core);
    expect(lost[1]?.uuid).toBe(lost[0]?.uuid);
    // A second later SAT would take that Fecha for less than an hour more (72 hours): a new folio and date.
    t.clock.set('2026-05-04T06:00:01Z');
    expect((await issueFiscalDocuments(t.core)).global).toBe(1);
    const [first, issued] = [comprobante(lost[0]?.xml), comprobante((await globalsOf('2026-04'))[0]?.xml)];
    expect(first.getAttribute('Fecha')).toBe('2026-05-01T01:00:00');
    expect(issued.getAttribute('Fecha')).toBe('2026-05-04T00:00:01');
    expect(issued.getAttribute('Folio')).not.toBe(first.getAttribute('Folio'));
  });
});

describe('a month with no payments', () => {
  it('gets no global CFDI and takes no folio', async () => {
    const folios = sql`select last_value from fiscal_documents_id_seq`;
    const [before] = await rowsOf(t.core.db, folios);
    t.clock.set('2026-07-01T07:00:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 0, failed: 0 });
    expect(await t.core.db.select().from(fiscalGlobals).where(eq(fiscalGlobals.period, '2026-06'))).toEqual(
      [],
    );
    expect(await rowsOf(t.core.db, folios)).toEqual([before]);
  });
});

describe('a payment reversed while its global CFDI’s answer was lost', () => {
  it('is stamped as first sent, with the reversed payment, then replaced without it (reason 01)', async () => {
    const reversed = await paidIn('2026-08', 1);
    const stays = reversed.others[0]?.paymentId ?? 0;
    t.clock.set('2026-09-01T07:00:00Z');
    const lost = loseStampAnswers(t.core.providers.fiscal);
    await issueFiscalDocuments(t.core);
    t.clock.set('2026-09-01T08:00:00Z');
    await reversePayment(t, staff, reversed.loanId, reversed.paymentId);
    t.clock.set('2026-09-01T09:00:00Z');
    expect((await issueFiscalDocuments(t.core)).global).toBe(1);
    const [stamped] = await globalsOf('2026-08');
    // SAT holds the CFDI the PAC stamped, the reversed payment in it: queued to be cancelled (reason 01).
    expect(stamped).toMatchObject({ uuid: lost[0]?.uuid, status: 'cancel_pending', cancelReason: '01' });
    expect(await incomeOf(reversed.paymentId)).toMatchObject({ status: 'reversed', documentId: stamped?.id });
    t.clock.set('2026-09-01T09:10:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 1, cancelled: 1 });
    const replacement = (await globalsOf('2026-08')).find((global) => global.replacesId === stamped?.id);
    expect(await incomeOf(stays)).toMatchObject({
      status: 'issued',
      documentId: replacement?.id,
    });
    expect(sandbox.cancellations.at(-1)).toEqual({
      uuid: lost[0]?.uuid,
      reason: '01',
      replacement: replacement?.uuid,
    });
  });

  it('its month left with no payment: the global CFDI is asked again all the same, then cancelled', async () => {
    const only = await paidIn('2026-10');
    t.clock.set('2026-11-01T07:00:00Z');
    const lost = loseStampAnswers(t.core.providers.fiscal);
    await issueFiscalDocuments(t.core);
    t.clock.set('2026-11-01T08:00:00Z');
    await reversePayment(t, staff, only.loanId, only.paymentId);
    t.clock.set('2026-11-01T09:00:00Z');
    expect((await issueFiscalDocuments(t.core)).global).toBe(1);
    expect(await globalsOf('2026-10')).toMatchObject([{ uuid: lost[0]?.uuid, status: 'cancel_pending' }]);
    // No payment stays in it: cancelled with reason 03, nothing replaces it.
    t.clock.set('2026-11-01T09:10:00Z');
    expect(await issueFiscalDocuments(t.core)).toMatchObject({ global: 0, cancelled: 1 });
    expect(sandbox.cancellations.at(-1)).toEqual({ uuid: lost[0]?.uuid, reason: '03' });
  });
});
