import { dailyLateFee, type LateFeePolicy, productOn } from '@lender/calculator';
import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { loans, offers, settings } from '@lender/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { TEST_NOW } from '../../testing/test-core';
import { actualOffer } from '../applications/actual-offer';
import { readProductConfig, writeProductOverride } from '../catalog/product';
import { loanEntries } from '../ledger/ledger';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import { confirmPendingPayouts } from './loan-payouts';
import { runOverdue } from './run-overdue';

// Issue 62 point 1, as a pricing change really comes: approved by two admins for a day in force
// (`feeSchedule`, applied by `productOn` on its day). For random late-fee changes scheduled around the
// day an offer was priced and a random later signing day, the loan freezes the late fee in force on
// the day its offer (and carátula) was priced — what the signed contract states, never the signing
// day's nor a later one — as the offer page's costs state it, and every late fee the nightly close
// posts is it.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());

const START = TEST_NOW.slice(0, 10);
const noonOf = (day: string) => `${day}T18:00:00Z`;

const change = fc.record({
  offset: fc.integer({ min: -6, max: 8 }),
  dailyBps: fc.integer({ min: 10, max: 120 }),
  maxDays: fc.integer({ min: 20, max: 70 }),
});

const lateFeesOf = async (loanId: number) =>
  (await loanEntries(t.core.db, loanId))
    .filter((entry) => entry.kind === 'late_fee' && entry.account === 'fee_receivable:late_fee')
    .map((entry) => entry.amount);

describe('a loan freezes the late fee in force on the day it was priced', () => {
  it('for random scheduled changes around a random signing day, the contract and every posting agree', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 5 }),
        async (changes, signOffset) => {
          await t.core.db.delete(settings).where(eq(settings.key, 'product'));
          const signedOn = addDays(START, signOffset);
          const feeSchedule = changes.map((c) => ({
            effectiveOn: addDays(START, c.offset),
            pricing: { lateFee: { dailyBps: c.dailyBps, maxDays: c.maxDays } },
            registrations: {},
          }));
          await writeProductOverride(t.core.db, { feeSchedule });
          t.clock.set(noonOf(signedOn));
          const app = await acceptedApplication(t);
          // The offer page's costs ("¿Y si…?") state the late fee the loan will keep.
          const shown = (
            await actualOffer(t.core, { actorId: app.clientId, params: { id: app.applicationId } })
          ).costs?.lateFee;
          const { loanId } = await signWithCode(t, app);
          t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
          await confirmPendingPayouts(t.core);
          const loan = { ...app, loanId };
          const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
          const [offer] = await t.core.db
            .select({ pricedOn: offers.pricedOn })
            .from(offers)
            .where(eq(offers.applicationId, loan.applicationId));
          // The fixture prices every offer on the first day: a signing days later keeps its carátula's.
          expect(offer?.pricedOn).toBe(START);
          const pricedOn = offer?.pricedOn ?? START;
          const expected: LateFeePolicy = productOn(await readProductConfig(t.core.db), pricedOn).lateFee;
          expect(row?.terms.latePolicy).toEqual(expected);
          expect(shown).toMatchObject({ dailyPercent: expected.dailyBps / 100, maxDays: expected.maxDays });
          // A raise scheduled after signing (in force before the loan is late) never reaches it.
          await writeProductOverride(t.core.db, {
            feeSchedule: [
              ...feeSchedule,
              {
                effectiveOn: addDays(signedOn, 1),
                pricing: { lateFee: { dailyBps: 150, maxDays: 90 } },
                registrations: {},
              },
            ],
          });
          await runOverdue(t.core, addDays(loan.endDate, 6));
          const posted = await lateFeesOf(loan.loanId);
          expect(posted.length).toBeGreaterThan(0);
          const own = dailyLateFee(loan.principal, expected, row?.terms.vatPercent ?? 16).withoutVat;
          expect(new Set(posted)).toEqual(new Set([own]));
        },
      ),
      { numRuns: 10 },
    );
    t.clock.set(TEST_NOW);
    await t.core.db.delete(settings).where(eq(settings.key, 'product'));
  }, 600_000);
});
