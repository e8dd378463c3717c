import { eq } from '@lender/db/orm';
import { fiscalDocuments, fiscalIncome } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveRfc, loseStampAnswers } from '../../testing/fiscal-fixtures';
import {
  createLendingTestCore,
  externalPayment,
  type LendingTestCore,
  paidOutLoan,
} from '../../testing/lending-fixtures';
import { issueFiscalDocuments } from './issue-fiscal-documents';

// A tax auditor's finding: the PAC stamped a CFDI but its answer never came back (a timeout). The job
// took a new folio and date on its next run and had the same income stamped again: SAT held two CFDIs
// of one payment, one the lender never kept. A CFDI's folio and date are kept before it is sent, so the
// retry sends the same sealed CFDI, and the PAC answers the stamp it already gave it.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe('a stamp whose answer was lost', () => {
  it('is asked again with the same folio and date, and keeps the UUID the PAC gave it', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const loan = await paidOutLoan(t);
    await giveRfc(t, loan.clientId);
    t.clock.set('2026-03-05T18:00:00Z');
    const paymentId = await externalPayment(t, loan.loanId, 200_00);
    // The PAC stamps it, and the answer is lost on the way back.
    const lost = loseStampAnswers(t.core.providers.fiscal);
    expect((await issueFiscalDocuments(t.core)).failed).toBe(1);
    // The next run, ten minutes later.
    t.clock.set('2026-03-05T18:10:00Z');
    expect((await issueFiscalDocuments(t.core)).income).toBe(1);
    const [row] = await t.core.db.select().from(fiscalIncome).where(eq(fiscalIncome.paymentId, paymentId));
    const [kept] = await t.core.db
      .select()
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.id, row?.documentId ?? 0));
    expect(kept?.uuid).toBe(lost[0]?.uuid);
    expect(kept?.xml).toBe(lost[0]?.xml);
  });
});
