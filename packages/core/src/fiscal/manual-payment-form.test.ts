import { eq } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome, payments } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoanRow,
  staffUsers,
} from '../../testing/lending-fixtures';
import { noonOf } from '../../testing/loan-days';
import { importedLine, postedLine } from '../../testing/settlement-lines';
import { recordPayment } from '../back-office/record-payment';
import { paymentReceiptDocument } from '../documents/payment-receipt';
import { receiptOf } from '../payments/payment-receipts';
import { renderText } from '../pdf/document-model';
import { formatPesos } from '../providers/settlements/layouts';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// Money the back office records says how it came (ADR 360): cash deposited at the bank's window is
// c_FormaPago 01 on its CFDI, a check 02, a transfer 03 — not "a transfer" whatever came.

let t: LendingTestCore;
let staff: { maker: number; checker: number };
beforeAll(async () => {
  t = await createLendingTestCore();
  staff = await staffUsers(t, { maker: 'finance', checker: 'admin' });
});
afterAll(() => t.close());

/** A loan started on 2 March 2026. */
async function marchLoan() {
  t.clock.set(noonOf('2026-03-02'));
  return (await paidOutLoanRow(t)).loan;
}

/** 300 pesos paid on 20 March, recorded on the 25th. */
async function record(loanId: number, reference: string, paymentForm?: '01' | '02' | '03') {
  t.clock.set(noonOf('2026-03-25'));
  return recordPayment(t.core, {
    actorId: 1,
    params: { id: loanId },
    body: {
      amount: { amount: 300_00 },
      paidOn: '2026-03-20',
      ...(paymentForm && { paymentForm }),
      reference,
      reason: 'Depósito recibido',
    },
  });
}

const incomeFormOf = async (paymentId: number) =>
  (await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId)))[0]?.paymentForm;

describe('the form of payment of money the back office records', () => {
  it('cash at the window is 01 on its income and on the CFDI of its month; a check is 02', async () => {
    const cash = await record((await marchLoan()).id, 'VENTANILLA-1', '01');
    const check = await record((await marchLoan()).id, 'CHEQUE-1', '02');
    expect(await incomeFormOf(cash.id)).toBe('01');
    expect(await incomeFormOf(check.id)).toBe('02');
    const [row] = await t.core.db.select().from(payments).where(eq(payments.id, cash.id));
    expect(row?.paymentForm).toBe('01');
    // Its receipt says how it came.
    const receipt = await receiptOf(t.core, cash.id, 'back-office');
    expect(renderText(paymentReceiptDocument(receipt, t.core.company))).toContain(
      'Forma de pago: Efectivo depositado en ventanilla\n',
    );

    // March ended: its income goes into March's global CFDI, which says the form most money came by.
    t.clock.set(noonOf('2026-04-02'));
    await issueFiscalDocuments(t.core);
    const [income] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, cash.id));
    expect(income?.status).toBe('issued');
    const [document] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.id, income?.documentId ?? -1));
    expect(document?.kind).toBe('global');
    expect(document?.xml).toMatch(/FormaPago="0[12]"/);
    expect(document?.xml).not.toContain('FormaPago="03"');
    // The audit entry says it too.
    const audited = await t.core.audit.list({ entity: 'loan' }, { page: 1, perPage: 50 });
    const entry = audited.items.find(
      (item) => item.action === 'loan.record_payment' && item.after?.receipt === 'VENTANILLA-1',
    );
    expect(entry?.after).toMatchObject({ paymentForm: '01' });
  });

  it('not given, it is a transfer (03), as before', async () => {
    const payment = await record((await marchLoan()).id, 'TRANSFER-1');
    expect(await incomeFormOf(payment.id)).toBe('03');
  });

  it("a cash store's settlement line finance posts to a loan is cash (01)", async () => {
    const loan = await marchLoan();
    t.clock.set(noonOf('2026-03-10'));
    const line = await importedLine(t, {
      channel: 'cash',
      csv: `fecha,referencia,monto,tienda\n2026-03-09,STORE-${loan.id},${formatPesos(150_00)},OXXO 123\n`,
      fileName: `tienda-${loan.id}.csv`,
      importedBy: staff.maker,
    });
    expect(line.outcome).toBe('unmatched');
    await postedLine(t, staff, { lineId: line.id, loanId: loan.id, reason: 'Pago en tienda sin aviso' });
    const [posted] = await t.core.db
      .select()
      .from(payments)
      .where(eq(payments.reference, `MANUAL-SETTLEMENT-${line.id}`));
    expect(posted?.paymentForm).toBe('01');
    expect(await incomeFormOf(posted?.id as number)).toBe('01');
  });
});
