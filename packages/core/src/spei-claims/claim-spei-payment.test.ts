import { and, eq } from '@lender/db/orm';
import { cepClaims, complaints, payments, settlementLines } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { approve as approveRequest } from '../back-office/approve';
import { cepClaims as listClaims } from '../back-office/cep-claims';
import { settlementException } from '../back-office/reconciliation/settlement-exception';
import { settlementUpload } from '../back-office/reconciliation/settlement-upload';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import { deliverPaymentCallback } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import type { CepQuery } from '../providers/cep/port';
import { sandboxCep } from '../providers/cep/sandbox';
import { ProviderError } from '../providers/provider-error';
import { claimSpeiPayment } from './claim-spei-payment';

// "Ya pagué por SPEI" (issue 52, ADR 302): a transfer the CEP vouches for is applied once, however it
// also arrives (statement line, provider callback, a second claim) and in whichever order.

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'cep-maker@lender.test');
  checker = await financeUser(t, 'cep-checker@lender.test');
});
afterAll(() => t.close());

const today = () => businessDate(t.core.clock.now());
let serial = 0;
const newKey = () => `BNET0100${Date.now() % 1_000_000}${++serial}`.slice(0, 30);

/** A paid-out loan with a SPEI reference (its CLABE is where the borrower sends the money). */
async function loanWithClabe(amount = 500_00) {
  const loan = await paidOutLoan(t);
  const ref = await paymentReference(t.core, loan.clientId, { kind: 'repayment', channel: 'clabe', amount });
  return { ...loan, ref };
}
const claim = (clientId: number, trackingKey: string, amount = 500_00, senderBank = '012') =>
  claimSpeiPayment(t.core, { clientId, date: today(), amount, trackingKey, senderBank });
const paymentsOf = (loanId: number) => t.core.db.select().from(payments).where(eq(payments.loanId, loanId));
const owed = async (loanId: number) => outstandingOf(await loanBalances(t.core.db, loanId));
async function* chunks(body: string) {
  yield body;
}
const statement = (trackingKey: string, clabe: string, amount: number, reference = '') =>
  settlementUpload(t.core, {
    channel: 'spei',
    fileName: `estado-${trackingKey}.csv`,
    source: chunks(
      `fecha,clave_rastreo,clabe,monto,referencia\n${today()},${trackingKey},${clabe},${(amount / 100).toFixed(2)},${reference}\n`,
    ),
    importedBy: null,
  });
const lineOf = async (importId: number) =>
  (await t.core.db.select().from(settlementLines).where(eq(settlementLines.importId, importId)))[0];

describe('claimSpeiPayment', () => {
  it('applies a verified transfer once, keeps its CEP, and the statement and the callback then find it paid', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const before = await owed(loanId);
    const key = newKey();
    const first = await claim(clientId, key.toLowerCase());
    expect(first).toMatchObject({ outcome: 'applied', trackingKey: key, caseFolio: null });
    expect(first.receiptFolio).not.toBeNull();
    const [payment] = await paymentsOf(loanId);
    expect(payment).toMatchObject({
      id: first.paymentId,
      paymentType: 'clabe',
      paidAmount: 500_00,
    });
    expect(await owed(loanId)).toBe(before - 500_00);
    const [row] = await t.core.db.select().from(cepClaims).where(eq(cepClaims.id, first.id));
    const xml = await t.core.documentsOptions.storage.get(row?.cepXmlKey ?? '');
    expect(new TextDecoder().decode(xml ?? new Uint8Array())).toContain(`ClaveRastreo="${key}"`);
    expect(row?.cepSeal).toBeTruthy();

    expect(await claim(clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: first.paymentId,
    });
    const callback = await deliverPaymentCallback(t.core, {
      eventId: `evt-${key}`,
      reference: ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    expect(callback).toMatchObject({ paymentId: first.paymentId, duplicate: true });
    const { importId } = await statement(key, ref.clabe ?? '', 500_00);
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: first.paymentId });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before - 500_00);
  });

  it('answers already applied when the callback brought the transfer first', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const paid = await deliverPaymentCallback(t.core, {
      eventId: `evt-${key}`,
      reference: ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '012', date: today() },
    });
    const before = await owed(loanId);
    expect(await claim(clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: paid.paymentId,
    });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before);
  });

  it('answers already applied when finance posted the statement line first', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const { importId } = await statement(key, ref.clabe ?? '', 500_00, ref.reference);
    const line = await lineOf(importId);
    expect(line?.outcome).toBe('unmatched');
    const request = await settlementException(t.core, maker, {
      lineId: line?.id ?? 0,
      action: 'post_payment',
      reason: 'Estado de cuenta',
    });
    await approveRequest(t.core, checker, request.id, { version: request.version });
    const before = await owed(loanId);
    const answer = await claim(clientId, key);
    expect(answer.outcome).toBe('already_applied');
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before);
  });

  it('applies a transfer the statement listed but nobody posted, and the line can no longer be posted', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    const { importId } = await statement(key, '646180000099999999', 500_00);
    expect((await lineOf(importId))?.outcome).toBe('unmatched');
    const applied = await claim(clientId, key);
    expect(applied.outcome).toBe('applied');
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: applied.paymentId });
    const refused = await settlementException(t.core, maker, {
      lineId: (await lineOf(importId))?.id ?? 0,
      action: 'post_payment',
      loanId,
      reason: 'Estado de cuenta',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoreError);
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(ref.clabe).toBeTruthy();
  });

  it('turns a transfer the CEP does not know into one aclaración with the claim, not a payment', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const key = `NOCEP${newKey()}`.slice(0, 30);
    const before = await owed(loanId);
    const first = await claim(clientId, key, 321_45);
    expect(first).toMatchObject({ outcome: 'unverified', paymentId: null });
    expect(first.caseFolio).toMatch(/^UNE-\d{4}-\d{6}$/);
    const [complaint] = await t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, first.caseFolio ?? ''));
    expect(complaint).toMatchObject({
      clientId,
      loanId,
      channel: 'web',
      kind: 'clarification',
      cause: 'payment_not_applied',
    });
    expect(complaint?.description).toContain(key);
    expect(complaint?.description).toContain('Monto: $321.45.');
    // Asked again, the same case: customer care works one aclaración per transfer.
    expect((await claim(clientId, key, 321_45)).caseFolio).toBe(first.caseFolio);
    expect(await t.core.db.select().from(complaints).where(eq(complaints.clientId, clientId))).toHaveLength(
      1,
    );
    expect(await paymentsOf(loanId)).toHaveLength(0);
    expect(await owed(loanId)).toBe(before);
    const listed = await listClaims(t.core, { outcome: 'unverified', page: 1, perPage: 20 });
    expect(listed.items.find((item) => item.id === first.id)).toMatchObject({
      clientId,
      loanId,
      complaintId: complaint?.id,
      caseFolio: first.caseFolio,
    });
  });

  it('opens a case when the CEP service fails', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const failing = {
      ...t.core,
      providers: {
        cep: {
          name: 'down',
          validate: () => Promise.reject(new ProviderError('banxico-cep', 'timeout')),
        },
      },
    };
    const answer = await claimSpeiPayment(failing, {
      clientId,
      date: today(),
      amount: 500_00,
      trackingKey: newKey(),
      senderBank: '012',
    });
    expect(answer.outcome).toBe('unverified');
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });

  it('refuses bad fields one by one and changes nothing', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const claimsBefore = (await t.core.db.select().from(cepClaims)).length;
    const error = await claimSpeiPayment(t.core, {
      clientId,
      date: '2020-01-01',
      amount: 0,
      trackingKey: 'con espacios!',
      senderBank: '999',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe('validation_failed');
    expect((error as CoreError).violations.map((v) => [v.field, v.code])).toEqual([
      [['date'], 'spei_date_out_of_range'],
      [['amount'], 'too_small'],
      [['trackingKey'], 'invalid_format'],
      [['senderBank'], 'spei_bank_unknown'],
    ]);
    expect((await t.core.db.select().from(cepClaims)).length).toBe(claimsBefore);
    expect(
      await t.core.db
        .select()
        .from(complaints)
        .where(and(eq(complaints.clientId, clientId))),
    ).toHaveLength(0);
    expect(await paymentsOf(loanId)).toHaveLength(0);
  });
});

// A transfer is (clave de rastreo, sending bank, operation date, amount) (issue 62, ADR 306).
describe('claimSpeiPayment: a transfer is its clave, sending bank, day and amount', () => {
  it('takes the same clave from two sending banks as two payments, by claim and by callback', async () => {
    const a = await loanWithClabe();
    const b = await loanWithClabe();
    const c = await loanWithClabe();
    const key = newKey();
    const first = await claim(a.clientId, key, 500_00, '012');
    const second = await claim(b.clientId, key, 500_00, '014');
    expect([first.outcome, second.outcome]).toEqual(['applied', 'applied']);
    expect(second.paymentId).not.toBe(first.paymentId);
    const third = await deliverPaymentCallback(t.core, {
      eventId: `evt-${key}-072`,
      reference: c.ref.reference,
      amount: { amount: 500, currency: 'MXN' },
      status: 'completed',
      occurredAt: t.core.clock.now().toISOString(),
      transfer: { trackingKey: key, senderBank: '072', date: today() },
    });
    expect(third.duplicate).toBe(false);
    expect(new Set([first.paymentId, second.paymentId, third.paymentId]).size).toBe(3);
    for (const { loanId } of [a, b, c]) expect(await paymentsOf(loanId)).toHaveLength(1);
  });

  it("refuses another borrower's transfer with a case of the claimant's own, revealing nothing of it", async () => {
    const owner = await loanWithClabe();
    const other = await loanWithClabe();
    const key = newKey();
    const paid = await claim(owner.clientId, key);
    const before = await owed(other.loanId);
    const answer = await claim(other.clientId, key);
    expect(answer).toMatchObject({ outcome: 'unverified', paymentId: null, receiptFolio: null });
    expect(answer.caseFolio).toMatch(/^UNE-\d{4}-\d{6}$/);
    const text = JSON.stringify(answer);
    expect(text).not.toContain(String(paid.receiptFolio));
    expect(text).not.toMatch(new RegExp(`"paymentId":${paid.paymentId}\\b`));
    expect(answer.caseFolio).not.toBe(paid.caseFolio);
    const [complaint] = await t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint).toMatchObject({
      clientId: other.clientId,
      loanId: other.loanId,
      kind: 'clarification',
    });
    // The case is the claimant's: nothing of the owner's loan or payment in its words either.
    // Ids are short numbers that may appear inside the random tracking key; look for them as words.
    expect(complaint?.description).not.toMatch(new RegExp(`préstamo ${owner.loanId}\\b`));
    expect(complaint?.description).not.toMatch(new RegExp(`Cliente: ${owner.clientId}\\b`));
    expect(complaint?.description).not.toContain(String(paid.receiptFolio));
    expect(await paymentsOf(other.loanId)).toHaveLength(0);
    expect(await owed(other.loanId)).toBe(before);
    // The owner asking again is still told it is theirs.
    expect(await claim(owner.clientId, key)).toMatchObject({
      outcome: 'already_applied',
      paymentId: paid.paymentId,
    });
  });

  it('applies $102.00 of a $150.00 claim when the proven transfer is $102.00, and opens a case for the rest', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    // Banxico knows the transfer only by its real amount; the bank's statement listed it.
    const banxico = sandboxCep();
    const strict = {
      ...t.core,
      providers: {
        cep: {
          name: 'strict',
          validate: (q: CepQuery) => (q.amount === 102_00 ? banxico.validate(q) : Promise.resolve(null)),
        },
      },
    };
    const { importId } = await statement(key, ref.clabe ?? '', 102_00);
    expect((await lineOf(importId))?.outcome).toBe('unmatched');
    const before = await owed(loanId);
    const answer = await claimSpeiPayment(strict, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: key,
      senderBank: '012',
    });
    expect(answer).toMatchObject({ outcome: 'applied', amount: { amount: 102, currency: 'MXN' } });
    expect(answer.caseFolio).toMatch(/^UNE-/);
    const [payment] = await paymentsOf(loanId);
    expect(payment).toMatchObject({ id: answer.paymentId, amount: 102_00, paidAmount: 102_00 });
    expect(await owed(loanId)).toBe(before - 102_00);
    expect(await lineOf(importId)).toMatchObject({ outcome: 'matched', paymentId: answer.paymentId });
    const [complaint] = await t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint?.description).toContain('Monto: $150.00.');
    expect(complaint?.description).toContain('$48.00');
    // Claimed again for $150.00: already applied, the same case for the difference, nothing paid twice.
    const again = await claimSpeiPayment(strict, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: key,
      senderBank: '012',
    });
    expect(again).toMatchObject({
      outcome: 'already_applied',
      paymentId: answer.paymentId,
      caseFolio: answer.caseFolio,
    });
    expect(await paymentsOf(loanId)).toHaveLength(1);
    expect(await owed(loanId)).toBe(before - 102_00);
  });

  it('applies what a CEP service states when it answers another amount, the difference a case', async () => {
    const { clientId, loanId } = await loanWithClabe();
    const banxico = sandboxCep();
    const stating = {
      ...t.core,
      providers: {
        cep: { name: 'stating', validate: (q: CepQuery) => banxico.validate({ ...q, amount: 102_00 }) },
      },
    };
    const answer = await claimSpeiPayment(stating, {
      clientId,
      date: today(),
      amount: 150_00,
      trackingKey: newKey(),
      senderBank: '012',
    });
    expect(answer).toMatchObject({ outcome: 'applied', amount: { amount: 102, currency: 'MXN' } });
    expect(answer.caseFolio).not.toBeNull();
    expect((await paymentsOf(loanId))[0]?.paidAmount).toBe(102_00);
  });

  it('matches a statement line only when its amount agrees', async () => {
    const { clientId, loanId, ref } = await loanWithClabe();
    const key = newKey();
    // A line of the clave waiting for finance, of another amount: the claim leaves it alone.
    const { importId: early } = await statement(key, ref.clabe ?? '', 400_00);
    const applied = await claim(clientId, key, 500_00);
    expect(applied.outcome).toBe('applied');
    expect(await lineOf(early)).toMatchObject({ outcome: 'unmatched', paymentId: null });
    // A statement of a claimed transfer's clave and day with another amount is not that payment.
    const other = newKey();
    const paid = await claim(clientId, other, 200_00);
    const { importId: late } = await statement(other, ref.clabe ?? '', 199_99);
    expect(await lineOf(late)).toMatchObject({ outcome: 'unmatched', paymentId: null });
    expect((await paymentsOf(loanId)).map((p) => p.id)).toEqual([applied.paymentId, paid.paymentId]);
  });

  it('writes the claimed amount in the aclaración as every screen shows money (thousands grouped)', async () => {
    const { clientId } = await loanWithClabe();
    const key = `NOCEPBIG${newKey()}`.slice(0, 30);
    const answer = await claim(clientId, key, 3_219_24);
    expect(answer).toMatchObject({ outcome: 'unverified', paymentId: null });
    const [complaint] = await t.core.db
      .select()
      .from(complaints)
      .where(eq(complaints.folio, answer.caseFolio ?? ''));
    expect(complaint?.description).toContain('Monto: $3,219.24.');
    expect(complaint?.description).not.toContain('3219.24');
  });
});
