import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf, refusal } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { activeLoanOf } from '../loans/active-loan';
import { simulateReferencePayment } from '../payments/payment-callbacks';
import { paymentReference } from '../payments/payment-reference';
import { blockClientData } from './block-client-data';
import { assessDeletion } from './deletion-assessment';

// A cancellation must not erase what is needed to pay a borrower back: money the platform still
// holds for them (an overpayment waiting for its refund) keeps the data in use, as an open loan does.

let t: LendingTestCore;
beforeAll(async () => {
  t = (await createCollectionsTestCore()).t;
});
afterAll(() => t.close());

async function overpaid() {
  const borrower = await overdueLoanOf(t);
  const owed = Math.round((await activeLoanOf(t.core, borrower.clientId)).outstanding.amount * 100);
  const reference = await paymentReference(t.core, {
    actorId: borrower.clientId,
    body: { kind: 'repayment', channel: 'cash' },
  });
  await simulateReferencePayment(t.core, reference.reference, owed + 50_000);
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
  expect(loan?.status).toBe(LOAN_STATUS.paid);
  return borrower;
}

describe('a cancellation while the platform holds money of the borrower', () => {
  it('is refused while an overpayment waits to be refunded, and the CLABE is kept', async () => {
    const borrower = await overpaid();
    const view = await assessDeletion(t.core, { clientId: borrower.clientId });
    expect(view.canBlock).toBe(false);
    expect(await refusal(blockClientData(t.core, { clientId: borrower.clientId }))).toMatchObject({
      code: 'personal_data_in_use',
      status: 409,
    });
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, borrower.clientId));
    expect(row?.clabeEnc).not.toBeNull();
  });
});
