import { computeOffer, demoProduct, type PayCycle, type SequenceType } from '@lender/calculator';
import { eq } from '@lender/db/orm';
import { applications, loans, rollovers } from '@lender/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { readProductConfig, writeProductOverride } from '../catalog/product';
import { activeLoanOf } from './active-loan';

// An examiner's attack on the product settings: a fee, the rate or an extension price changed after
// the borrower signed reaches only loans signed after it; the signed loan keeps its contract's price.

let t: LendingTestCore;
beforeAll(async () => {
  t = await createLendingTestCore();
});
afterAll(() => t.close());
afterEach(async () => {
  await writeProductOverride(t.core.db, {});
});

/** What a loan charges and offers: its terms row, its extension options, and what "Mi préstamo" shows. */
async function priceOf(loanId: number, clientId: number) {
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
  const options = await t.core.db.select().from(rollovers).where(eq(rollovers.loanId, loanId));
  return {
    terms: loan?.terms,
    extensions: options.map((r) => ({ days: r.days, fee: r.fee })).sort((a, b) => a.days - b.days),
    view: await activeLoanOf(t.core, clientId),
  };
}

describe('a pricing change after signing', () => {
  it('leaves the signed loan’s total, fees, extension prices and view as signed', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const signed = await paidOutLoan(t, { amount: 3_000_00 });
    const before = await priceOf(signed.loanId, signed.clientId);

    const rates = demoProduct.dailyInterestBps;
    await writeProductOverride(t.core.db, {
      fees: { ...demoProduct.fees, processingFee: { kind: 'fixed', amount: 99_00 } },
      dailyInterestBps: { ...rates, first: rates.first + 20 },
      extensions: [
        { type: 'cheap', days: 7, bps: 900 },
        { type: 'expensive', days: 30, bps: 3000 },
      ],
    });

    expect(await priceOf(signed.loanId, signed.clientId)).toEqual(before);
    // The change is in force: the same request priced today costs more and extends dearer (the
    // assertion above is not vacuous).
    const [app] = await t.core.db
      .select()
      .from(applications)
      .where(eq(applications.id, signed.applicationId));
    if (!app) throw new Error('no application');
    const today = computeOffer(
      await readProductConfig(t.core.db),
      {
        amount: app.principalAmount,
        payCycle: app.salaryCycle as PayCycle,
        payDates: [app.payDates.first_repayment_option, app.payDates.second_repayment_option].join(','),
        sequenceType: app.sequenceType as SequenceType,
        promoCode: app.promoCode,
      },
      app.pricedOn,
    );
    expect(today.total).toBeGreaterThan(before.terms?.total ?? Number.POSITIVE_INFINITY);
    expect(today.extensions.map((e) => e.amount)).not.toEqual(before.extensions.map((e) => e.fee));
  });
});
