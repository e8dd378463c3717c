import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { calculatorConfig } from '../catalog/calculator-config';
import { today } from '../clock';
import { documentList } from '../documents/loan/document-list';
import { cfdis } from '../fiscal/cfdis';
import { flow } from '../journey/flow';
import { closedLoans } from '../payments/closed-loans';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { noLoan } from './no-loan';

// Issue 65 (ADR 328): the no-loan page in one read — the owner's closed loans only, the calculator
// on today's business date and the journey's step, each what its own use case answers. A past loan
// keeps its papers (issue 61): its signed contract and its CFDIs are in the same read.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

/** A loan paid off in full in cash: closed, with one payment; the reference paid. */
async function paidOff() {
  const loan = await paidOutLoan(t);
  const all = await paymentReference(t.core, {
    actorId: loan.clientId,
    body: { kind: 'repayment', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, all.reference);
  return { ...loan, reference: all.reference };
}

describe('client.noLoan', () => {
  it("is the owner's closed loans, the calculator and the step, each as its own use case answers", async () => {
    const mine = await paidOff();
    const theirs = await paidOff();
    const page = await noLoan(t.core, { actorId: mine.clientId });
    expect(page.loans.map((loan) => loan.id)).toEqual([mine.loanId]);
    expect(page.loans[0]?.payments).toHaveLength(1);
    expect(page).toEqual({
      loans: (await closedLoans(t.core, { actorId: mine.clientId })).loans,
      documents: await documentList(t.core, { actorId: mine.clientId }),
      cfdis: await cfdis(t.core, { actorId: mine.clientId }),
      calculator: await calculatorConfig(t.core, today(t.core.clock)),
      flow: await flow(t.core, { actorId: mine.clientId }),
    });
    // The paid-off loan's signed contract is still there to download, and only the owner's papers.
    expect(page.documents.filter((doc) => doc.type === 'loan_agreement').map((doc) => doc.loanId)).toEqual([
      mine.loanId,
    ]);
    expect(page.documents.every((doc) => doc.loanId === mine.loanId)).toBe(true);
    // Another borrower's loan and payment never appear.
    const text = JSON.stringify(page);
    expect(text).not.toContain(`"loanId":${theirs.loanId},`);
    expect(text).not.toContain(theirs.reference);
    expect((await noLoan(t.core, { actorId: theirs.clientId })).loans.map((loan) => loan.id)).toEqual([
      theirs.loanId,
    ]);
  });

  it('a client with no loan yet reads an empty history, and an open loan is not a closed one', async () => {
    const applied = await acceptedApplication(t);
    const none = await noLoan(t.core, { actorId: applied.clientId });
    expect(none.loans).toEqual([]);
    expect(none.flow).toEqual(await flow(t.core, { actorId: applied.clientId }));
    const open = await paidOutLoan(t);
    expect((await noLoan(t.core, { actorId: open.clientId })).loans).toEqual([]);
  });
});
