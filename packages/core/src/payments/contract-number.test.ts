import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { contractNumberOf } from '../contract-number';
import { documentDownload } from '../documents/loan/document-download';
import { activeLoanOf } from '../loans/active-loan';
import { loanSchedule } from '../loans/loan-view';
import { rolloverDocument } from '../loans/rollover-document';
import { keepPaidOffLetter } from '../notices/paid-off-letter';
import { extractPdfText } from '../pdf/pdf-text';
import { closedLoans } from './closed-loans';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReceipt } from './payment-receipt';
import { paymentReference } from './payment-reference';

// One loan has one number for its borrower, the signed contract's; the loan's and the application's
// own ids are the back office's and are never printed to the borrower.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');

describe('the contract number', () => {
  it('is made in one place from the application: STL and six digits', () => {
    expect(contractNumberOf(6)).toBe('STL-000006');
    expect(contractNumberOf(1_234_567)).toBe('STL-1234567');
  });

  it('names the loan on my loan, the extension agreement, each receipt, the closed loans and the paid-off letter', async () => {
    // Loan ids run far ahead of application ids here: a number made from the wrong id shows.
    await t.core.db.execute(sql`select setval(pg_get_serial_sequence('loans', 'id'), 900)`);
    const loan = await paidOutLoan(t);
    expect(loan.loanId).toBeGreaterThan(900);
    expect(loan.loanId).not.toBe(loan.applicationId);
    const number = contractNumberOf(loan.applicationId);

    // The signed contract the borrower keeps states it.
    const signed = await textOf(
      (await documentDownload(t.core, { actorId: loan.clientId, params: { type: 'loan_agreement' } })).bytes,
    );
    expect(signed).toContain(`Número de contrato ${number}`);

    // My loan (and the back office's loan page, beside the internal ids).
    const mine = await activeLoanOf(t.core, loan.clientId);
    expect(mine.contractNumber).toBe(number);
    expect((await loanSchedule(t.core, loan.loanId)).loan).toMatchObject({
      id: loan.loanId,
      applicationId: loan.applicationId,
      contractNumber: number,
    });

    // The extension agreement.
    const cheap = mine.rollovers.find((r) => r.type === 'cheap');
    if (!cheap) throw new Error('no cheap option');
    const extension = await rolloverDocument(t.core, {
      actorId: loan.clientId,
      params: { id: loan.loanId, rolloverId: cheap.id, appId: loan.applicationId },
    });
    const agreement = await textOf(Buffer.from(extension.base64, 'base64'));
    expect(agreement).toContain(`Número de contrato del préstamo: ${number}.`);
    expect(agreement).not.toMatch(/Préstamo \d|solicitud \d/);

    // Each receipt, a partial payment and the payoff.
    const part = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 500_00 },
      },
    });
    const first = await simulateReferencePayment(t.core, part.reference);
    const rest = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    const last = await simulateReferencePayment(t.core, rest.reference);
    for (const paymentId of [first.paymentId, last.paymentId]) {
      const receipt = await paymentReceipt(t.core, {
        access: 'client',
        actorId: loan.clientId,
        params: { id: paymentId as number },
      });
      const text = await textOf(receipt.bytes);
      expect(text).toContain(`Número de contrato ${number}`);
      expect(text).not.toContain(`Número ${loan.loanId}`);
    }

    // The loan history once it is over.
    const [closed] = (await closedLoans(t.core, { actorId: loan.clientId })).loans;
    expect(closed).toMatchObject({ id: loan.loanId, contractNumber: number });

    // The paid-off letter.
    let letter = '';
    await keepPaidOffLetter(t.core.db, loan.loanId, { legalName: 'Préstamos Demo' }, async (_client, doc) => {
      letter = doc.text.replace(/\s+/g, ' ');
      return 1;
    });
    expect(letter).toContain(`pagó en su totalidad el préstamo con número de contrato ${number},`);
    expect(letter).toContain(`Número de contrato: ${number}`);
    expect(letter).not.toContain(String(loan.loanId));
  });
});
