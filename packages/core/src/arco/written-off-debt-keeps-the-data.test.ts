import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clientDataBlocks, clients, loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionsTestCore, overdueLoanOf } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { refusal } from '../../testing/refusal';
import { activeLoanOf } from '../loans/active-loan';
import { writeOffLoan } from '../loans/write-off-loan';
import { anonymiseDueClients } from './anonymise-client-data';
import { blockClientData } from './block-client-data';
import { assessDeletion } from './deletion-assessment';

// A write-off is the lender's accounting (the receivable moved to expense), not a release of the
// debt: the borrower still owes it and it may still be collected. While a written-off loan owes
// money the contract's data is in use, as an open loan's: a cancellation cannot block or erase it,
// and the erasure job never anonymises it, even when ten years have passed since the write-off.

let t: LendingTestCore;
let borrower: Awaited<ReturnType<typeof overdueLoanOf>>;
let owed: number;
beforeAll(async () => {
  t = (await createCollectionsTestCore()).t;
  borrower = await overdueLoanOf(t);
  owed = Math.round((await activeLoanOf(t.core, borrower.clientId)).outstanding.amount * 100);
  const { writtenOff } = await writeOffLoan(t.core, {
    loanId: borrower.loanId,
    actor: { type: 'system' },
    reason: 'Incobrable',
  });
  expect(writtenOff).toBe(owed);
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, borrower.loanId));
  expect(loan?.status).toBe(LOAN_STATUS.writeOff);
});
afterAll(() => t.close());

describe('a cancellation while a written-off loan is still owed', () => {
  it('keeps everything for the debt: nothing can be blocked, the loan named as open', async () => {
    expect(owed).toBeGreaterThan(300_000);
    const view = await assessDeletion(t.core, { clientId: borrower.clientId });
    expect(view).toMatchObject({ canBlock: false, keptUntil: null });
    expect(view.kept.find((kept) => kept.category === 'loans')?.reasons).toContain('open_loan');
    expect(await refusal(blockClientData(t.core, { clientId: borrower.clientId }))).toMatchObject({
      code: 'personal_data_in_use',
      params: { loans: 1 },
    });
    const [row] = await t.core.db.select().from(clients).where(eq(clients.id, borrower.clientId));
    expect(row?.clabeEnc).not.toBeNull();
  });

  it('is never anonymised by the erasure job while owed, even eleven years later', async () => {
    // Blocked before the fix's check (an old block): the erasure job still must not anonymise it.
    await t.core.db
      .insert(clientDataBlocks)
      .values({ clientId: borrower.clientId, blockedAt: new Date('2026-03-21T18:00:00Z') });
    t.clock.set('2037-04-01T18:00:00Z');
    await anonymiseDueClients(t.core);
    const [row] = await t.core.db
      .select()
      .from(clientDataBlocks)
      .where(eq(clientDataBlocks.clientId, borrower.clientId));
    expect(row?.anonymisedAt).toBeNull();
    const [client] = await t.core.db.select().from(clients).where(eq(clients.id, borrower.clientId));
    expect(client?.firstName).not.toBe('');
  });
});
