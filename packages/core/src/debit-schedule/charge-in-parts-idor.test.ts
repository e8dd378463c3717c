import { eq } from '@lender/db/orm';
import { mandates } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { CoreError } from '../errors/core-error';
import { chargeInParts } from './charge-in-parts';

// An angry borrower tries another borrower's mandate id through "cobrar en partes" (ADR 329):
// not found, and the other mandate keeps its choice.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

describe("another borrower's mandate", () => {
  it('is not found by chargeInParts and keeps its way of charging', async () => {
    const mine = await mandatedLoan(t);
    const theirs = await mandatedLoan(t);
    const id = theirs.mandates[0]?.id as number;
    const tried = await chargeInParts(t.core, {
      actorId: mine.clientId,
      params: { id },
      body: { inParts: true },
    }).catch((error: unknown) => (error instanceof CoreError ? error.code : String(error)));
    expect(tried).toBe('not_found');
    const [row] = await t.core.db.select().from(mandates).where(eq(mandates.id, id));
    expect(row?.splitInParts).toBe(false);
  });
});
