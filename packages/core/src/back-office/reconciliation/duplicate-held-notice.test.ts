import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { approvalRequests, collectionContacts, loans, payments } from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  financeUser,
  type LendingTestCore,
  paidOutLoan,
} from '../../../testing/lending-fixtures';
import { noticesOf } from '../../../testing/notices-fixtures';
import { businessDate } from '../../clock';
import { quoteEarlyPayoff } from '../../ledger/loan-account';
import { updateNoticePreferences } from '../../notices/update-notice-preferences';
import { simulateReferencePayment } from '../../payments/payment-callbacks';
import { paymentReference } from '../../payments/payment-reference';
import { formatPesos } from '../../providers/settlements/layouts';
import { approve } from '../approve';
import { settlementException } from './settlement-exception';
import { approvedSettlementException } from './settlement-exceptions';
import { settlementImport } from './settlement-import';
import { settlementUpload } from './settlement-upload';

// Money a bank statement shows twice, held for the borrower by working the `duplicate` line, is the
// borrower's: they are told once how much is held, why, and that it goes back to their CLABE, under
// the notices' own rules (their channel, never a stranger's phone).

let t: LendingTestCore;
let maker: number;
let checker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = await financeUser(t, 'dup-notice-maker@lender.test');
  checker = await financeUser(t, 'dup-notice-checker@lender.test');
});
afterAll(() => t.close());

async function* chunks(body: string) {
  yield body;
}

/** A loan paid off by a SPEI transfer (closed): its borrower and that payment. */
async function paidOffBySpei() {
  const loan = await paidOutLoan(t);
  const { payoff } = await quoteEarlyPayoff(t.core.loanAccount, t.core.db, loan.loanId);
  const ref = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: payoff } },
  });
  await simulateReferencePayment(t.core, ref.reference, payoff);
  const [payment] = await t.core.db.select().from(payments).where(eq(payments.reference, ref.reference));
  if (!payment?.completedAt) throw new Error('payment not completed');
  return { ...loan, payment };
}

type Payment = typeof payments.$inferSelect;
/** A statement line of `payment`'s day: its clave (`key`), CLABE and reference, `amount` centavos. */
const line = (payment: Payment, amount: number, key = payment.providerPaymentId ?? `SBX${payment.id}`) =>
  [
    businessDate(payment.completedAt as Date),
    key,
    payment.clabe,
    formatPesos(amount),
    payment.reference,
  ].join(',');

/** Uploads a SPEI statement of `rows` under `fileName`: whether it was known, and its lines in file order. */
async function upload(fileName: string, rows: string[]) {
  const { importId, duplicate } = await settlementUpload(t.core, {
    channel: 'spei',
    fileName,
    source: chunks(`fecha,clave_rastreo,clabe,monto,referencia\n${rows.join('\n')}\n`),
    importedBy: maker,
  });
  const { lines } = await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } });
  return { duplicate, lines };
}
const importStatement = async (fileName: string, rows: string[]) => (await upload(fileName, rows)).lines;

/** Finance asks to hold the line as a duplicate and a second user approves it: the approved request. */
async function hold(lineId: number) {
  const request = await settlementException(t.core, {
    actorId: maker,
    params: { lineId },
    body: { action: 'reverse_duplicate', reason: 'Estado de cuenta' },
  });
  await approve(t.core, { actorId: checker, params: { id: request.id }, body: { version: request.version } });
  return request;
}

const heldNotices = async (clientId: number) =>
  (await noticesOf(t, clientId)).filter((notice) => notice.template === 'duplicate_held');

describe('the notice of a duplicate held by reconciliation', () => {
  it('a transfer listed twice on a closed loan: $1,234.56 held, "el mismo pago dos veces", back to the CLABE, once per channel', async () => {
    const { clientId, loanId, payment } = await paidOffBySpei();
    const paid = payment.paidAmount ?? payment.amount;
    const lines = await importStatement(`dup-twice-${payment.id}.csv`, [
      line(payment, paid),
      line(payment, 1_234_56),
    ]);
    expect(lines.map((l) => l.outcome)).toEqual(['matched', 'duplicate']);
    const [closed] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    expect(closed?.status).toBe(LOAN_STATUS.paid);
    expect(await heldNotices(clientId)).toEqual([]);

    await hold(lines[1]?.id as number);
    const told = await heldNotices(clientId);
    expect(told.map((notice) => notice.channel).sort()).toEqual(['email', 'sms']);
    expect(new Set(told.map((notice) => notice.eventId)).size).toBe(1);
    for (const notice of told) {
      expect(notice.loanId).toBe(loanId);
      expect(notice.body).toContain(formatMoney(1_234_56));
      expect(notice.body).toContain('$1,234.56');
      expect(notice.body).toContain('recibimos el mismo pago dos veces');
      expect(notice.body).toContain('Te lo devolvemos por SPEI a tu cuenta CLABE');
      expect(notice.body).not.toContain(formatMoney(paid));
    }
  });

  it('a second transfer to an already paid reference (another clave, a later statement) says "un pago de más"', async () => {
    const { clientId, payment } = await paidOffBySpei();
    const paid = payment.paidAmount ?? payment.amount;
    const [first] = await importStatement(`dup-paid-1-${payment.id}.csv`, [line(payment, paid)]);
    expect(first?.outcome).toBe('matched');
    const [second] = await importStatement(`dup-paid-2-${payment.id}.csv`, [
      line(payment, 500_01, `OTRA${payment.id}`),
    ]);
    expect(second?.outcome).toBe('duplicate');

    await hold(second?.id as number);
    const [notice] = await heldNotices(clientId);
    expect(notice?.body).toContain(formatMoney(500_01));
    expect(notice?.body).toContain('un pago de más');
    expect(notice?.body).not.toContain('el mismo pago dos veces');
  });

  it('the statement imported twice, re-sent with a line more, and the approval run again: one notice per channel', async () => {
    const { clientId, payment } = await paidOffBySpei();
    const later = await paidOffBySpei();
    const paid = payment.paidAmount ?? payment.amount;
    const rows = [line(payment, paid), line(payment, 77_07)];
    const { lines } = await upload(`dup-again-${payment.id}.csv`, rows);
    const request = await hold(lines[1]?.id as number);
    expect(await heldNotices(clientId)).toHaveLength(2);

    // The same file again: known, nothing imported.
    const again = await upload(`dup-again-${payment.id}-otra-vez.csv`, rows);
    expect(again.duplicate).toBe(true);
    // Re-sent with one more line: its two lines are copies (`repeated`), none to hold again.
    const resent = await upload(`dup-again-${payment.id}-reenviado.csv`, [
      ...rows,
      line(later.payment, later.payment.paidAmount ?? later.payment.amount),
    ]);
    expect(resent.lines.map((l) => l.outcome)).toEqual(['repeated', 'repeated', 'matched']);
    await expect(
      settlementException(t.core, {
        actorId: maker,
        params: { lineId: resent.lines[1]?.id as number },
        body: { action: 'reverse_duplicate', reason: 'Estado de cuenta' },
      }),
    ).rejects.toMatchObject({ code: 'invalid_transition' });

    // The approval's action run again (a retry) holds nothing more and tells nothing more.
    const [approved] = await t.core.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, request.id));
    await expect(approvedSettlementException(t.core)(approved as never, checker)).rejects.toMatchObject({
      code: 'invalid_transition',
    });
    expect(await heldNotices(clientId)).toHaveLength(2);
  });

  it('tells only the borrower whose payment the line repeats, never another borrower', async () => {
    const mine = await paidOffBySpei();
    const other = await paidOffBySpei();
    const paid = mine.payment.paidAmount ?? mine.payment.amount;
    const lines = await importStatement(`dup-owner-${mine.payment.id}.csv`, [
      line(mine.payment, paid),
      line(mine.payment, 10_01),
      line(other.payment, other.payment.paidAmount ?? other.payment.amount),
    ]);
    expect(lines.map((l) => l.outcome)).toEqual(['matched', 'duplicate', 'matched']);
    await hold(lines[1]?.id as number);
    expect(await heldNotices(mine.clientId)).toHaveLength(2);
    expect(await heldNotices(other.clientId)).toEqual([]);
  });

  it('keeps to the borrower’s channel: e-mail only when they chose it', async () => {
    const { clientId, payment } = await paidOffBySpei();
    await updateNoticePreferences(t.core, {
      actorId: clientId,
      body: { channel: 'email', marketingOptIn: false },
    });
    const paid = payment.paidAmount ?? payment.amount;
    const lines = await importStatement(`dup-email-${payment.id}.csv`, [
      line(payment, paid),
      line(payment, 3_00),
    ]);
    await hold(lines[1]?.id as number);
    expect((await heldNotices(clientId)).map((notice) => notice.channel)).toEqual(['email']);
  });

  it('a phone a stranger answered gets no SMS of it: the e-mail carries it', async () => {
    const { clientId, loanId, payment } = await paidOffBySpei();
    await t.core.db.insert(collectionContacts).values({
      loanId,
      clientId,
      userId: maker,
      channel: 'call',
      direction: 'outbound',
      result: 'wrong_number',
      address: 'phone',
      balance: 0,
      contactedAt: t.clock.now(),
    });
    const paid = payment.paidAmount ?? payment.amount;
    const lines = await importStatement(`dup-stranger-${payment.id}.csv`, [
      line(payment, paid),
      line(payment, 4_00),
    ]);
    await hold(lines[1]?.id as number);
    expect((await heldNotices(clientId)).map((notice) => notice.channel)).toEqual(['email']);
  });

  it('held after the contact window closed (23:30): queued for its next opening, not sent at night', async () => {
    const { clientId, payment } = await paidOffBySpei();
    const paid = payment.paidAmount ?? payment.amount;
    const lines = await importStatement(`dup-night-${payment.id}.csv`, [
      line(payment, paid),
      line(payment, 9_99),
    ]);
    const night = new Date(`${businessDate(t.clock.now())}T23:30:00-06:00`);
    t.clock.set(night);
    await hold(lines[1]?.id as number);
    const told = await heldNotices(clientId);
    expect(told).toHaveLength(2);
    for (const notice of told) expect(notice.notBefore.getTime()).toBeGreaterThan(night.getTime());
  });
});
