import { productOn } from '@lender/calculator';
import { addDays } from '@lender/calculator/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, staffUsers } from '../../../testing/lending-fixtures';
import { refusal } from '../../../testing/refusal';
import { readProductConfig } from '../../catalog/product';
import { today } from '../../clock';
import { approve } from '../approve';
import { reject } from '../reject';
import { requestPricing, schedulePricing } from './request-pricing';

// An examiner's attacks on the RECO schedule (LTOSF art. 6): what counts as a higher fee, what an
// approval checks when the product moved since the request, and what a change applied today reads.

let t: LendingTestCore;
let maker: number;
let checker: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createLendingTestCore();
  ({ maker, checker } = await staffUsers(t, { maker: 'admin', checker: 'admin' }));
});
afterAll(() => t.close());

describe('what a higher fee is (LTOSF art. 6)', () => {
  it('more late-fee days (maxDays 60 → 61) charge more: a raise that needs its registration', async () => {
    const error = await refusal(schedulePricing(t.core, { pricing: { lateFee: { maxDays: 61 } } }));
    expect(error.code).toBe('fee_not_registered');
    expect(error.field).toEqual(['registrations', 'lateFee']);
    const now = today(t.clock);
    const scheduled = await schedulePricing(t.core, {
      pricing: { lateFee: { maxDays: 61 } },
      registrations: { lateFee: { folio: 'RECO-MAX-61', registeredOn: now } },
    });
    expect(scheduled.effectiveOn).toBe(addDays(now, 30));
    // Fewer days is a cut (2 days); the day a loan goes on hold charges nothing.
    const fewer = await schedulePricing(t.core, {
      pricing: { lateFee: { maxDays: 59 } },
      registrations: { lateFee: { folio: 'RECO-MAX-59', registeredOn: now } },
    });
    expect(fewer.effectiveOn).toBe(addDays(now, 2));
    expect(
      (await schedulePricing(t.core, { pricing: { lateFee: { onHoldAfterDays: 20 } } })).effectiveOn,
    ).toBe(now);
  });

  it('the same extension price for fewer days is a raise; for more days a cut', async () => {
    const now = today(t.clock);
    const fewer = [
      { type: 'cheap' as const, days: 5, bps: 650 },
      { type: 'expensive' as const, days: 30, bps: 2500 },
    ];
    const error = await refusal(schedulePricing(t.core, { pricing: { extensions: fewer } }));
    expect(error.field).toEqual(['registrations', 'extensionCheap']);
    const more = [
      { type: 'cheap' as const, days: 7, bps: 650 },
      { type: 'expensive' as const, days: 31, bps: 2500 },
    ];
    const longer = await schedulePricing(t.core, {
      pricing: { extensions: more },
      registrations: { extensionExpensive: { folio: 'RECO-EXT-31', registeredOn: now } },
    });
    expect(longer.effectiveOn).toBe(addDays(now, 2));
    expect(Object.keys(longer.registrations)).toEqual(['extensionExpensive']);
  });

  it('refuses a second price of the same kind of extension (offered, but no registration read for it)', async () => {
    const extensions = [
      { type: 'cheap' as const, days: 7, bps: 650 },
      { type: 'expensive' as const, days: 30, bps: 2500 },
      { type: 'cheap' as const, days: 7, bps: 9_999 },
    ];
    const error = await refusal(schedulePricing(t.core, { pricing: { extensions } }));
    expect(error.code).toBe('invalid_value');
    expect(error.field).toEqual(['pricing', 'extensions']);
  });

  it('registered at 23:30 Mexico City: the day is Mexico City’s, not UTC’s; 30 days from it', async () => {
    t.clock.set('2026-03-03T05:30:00Z'); // 23:30 of 2 March in Mexico City
    expect(today(t.clock)).toBe('2026-03-02');
    const future = await refusal(
      schedulePricing(t.core, {
        pricing: { fees: { processingFee: { kind: 'fixed', amount: 40_00 } } },
        registrations: { processingFee: { folio: 'RECO-UTC', registeredOn: '2026-03-03' } },
      }),
    );
    expect(future.field).toEqual(['registrations', 'processingFee', 'registeredOn']);
    const registered = {
      pricing: { fees: { processingFee: { kind: 'fixed' as const, amount: 40_00 } } },
      registrations: { processingFee: { folio: 'RECO-MX', registeredOn: '2026-03-02' } },
    };
    expect((await refusal(schedulePricing(t.core, { ...registered, effectiveOn: '2026-03-31' }))).code).toBe(
      'fee_not_in_force',
    );
    expect((await schedulePricing(t.core, { ...registered, effectiveOn: '2026-04-01' })).effectiveOn).toBe(
      '2026-04-01',
    );
  });

  it('a one-centavo raise, a new fee and a cut: 30, 30 and 2 calendar days; 29 days is refused', async () => {
    const now = today(t.clock);
    const raise = { processingFee: { kind: 'fixed' as const, amount: 39_01 } };
    const on29 = await refusal(
      schedulePricing(t.core, {
        pricing: { fees: raise },
        registrations: { processingFee: { folio: 'RECO-CENT', registeredOn: now } },
        effectiveOn: addDays(now, 29),
      }),
    );
    expect(on29.code).toBe('fee_not_in_force');
    const brandNew = await schedulePricing(t.core, {
      pricing: { fees: { withdrawalFee: { kind: 'fixed', amount: 1 } } },
      registrations: { withdrawalFee: { folio: 'RECO-NEW', registeredOn: now } },
    });
    expect(brandNew.effectiveOn).toBe(addDays(now, 30));
    const cut1 = await refusal(
      schedulePricing(t.core, {
        pricing: { lateFee: { dailyBps: 49 } },
        registrations: { lateFee: { folio: 'RECO-CUT', registeredOn: now } },
        effectiveOn: addDays(now, 1),
      }),
    );
    expect(cut1.code).toBe('fee_not_in_force');
  });
});

describe('a change applied today after a scheduled one came into force', () => {
  it('is the fee in force, with its folio (not hidden by the older scheduled change)', async () => {
    const now = today(t.clock);
    const raise = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: { fees: { processingFee: { kind: 'fixed', amount: 59_00 } } },
        registrations: { processingFee: { folio: 'RECO-S-59', registeredOn: now } },
        reason: 'Alza programada',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: raise.id }, body: { version: raise.version } });
    t.clock.advance(40 * DAY);
    const later = today(t.clock);
    expect(productOn(await readProductConfig(t.core.db), later).fees.processingFee).toEqual({
      kind: 'fixed',
      amount: 59_00,
    });
    const cut = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: { fees: { processingFee: { kind: 'fixed', amount: 25_00 } } },
        registrations: { processingFee: { folio: 'RECO-C-25', registeredOn: addDays(later, -3) } },
        effectiveOn: later,
        reason: 'Baja inmediata',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: cut.id }, body: { version: cut.version } });
    const inForce = productOn(await readProductConfig(t.core.db), later);
    expect(inForce.fees.processingFee).toEqual({ kind: 'fixed', amount: 25_00 });
    expect(inForce.registrations?.processingFee?.folio).toBe('RECO-C-25');
  });

  it('a raise approved for today leaves an offer priced yesterday with the fees it showed', async () => {
    const now = today(t.clock);
    const raise = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: { lateFee: { dailyBps: 55 } },
        registrations: { lateFee: { folio: 'RECO-L-55', registeredOn: addDays(now, -40) } },
        effectiveOn: now,
        reason: 'Alza del cargo por atraso',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: raise.id }, body: { version: raise.version } });
    const product = await readProductConfig(t.core.db);
    expect(productOn(product, now).lateFee.dailyBps).toBe(55);
    // Signing passes the offer's `pricedOn` (ADR 309): yesterday's offer said 0.50 % a day.
    expect(productOn(product, addDays(now, -1)).lateFee.dailyBps).toBe(50);
  });

  it('an approval checks the registrations again: a cut asked before another cut came into force is a raise after it', async () => {
    const now = today(t.clock);
    const fee = (amount: number) => ({ fees: { processingFee: { kind: 'fixed' as const, amount } } });
    expect(productOn(await readProductConfig(t.core.db), now).fees.processingFee).toEqual(
      fee(25_00).fees.processingFee,
    );
    // A cut to 20 from the 5th day, approved.
    const first = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: fee(20_00),
        registrations: { processingFee: { folio: 'RECO-20', registeredOn: now } },
        effectiveOn: addDays(now, 5),
        reason: 'Baja',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: first.id }, body: { version: first.version } });
    // A cut to 22 from the 3rd day (25 → 22), registered today: in force in 2 days.
    const second = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: fee(22_00),
        registrations: { processingFee: { folio: 'RECO-22', registeredOn: now } },
        effectiveOn: addDays(now, 3),
        reason: 'Baja menor',
      },
    });
    // Approved on the 6th day: it applies from then, over the 20 in force, a raise registered 6 days ago.
    t.clock.advance(6 * DAY);
    const error = await refusal(
      approve(t.core, { actorId: checker, params: { id: second.id }, body: { version: second.version } }),
    );
    expect(error.code).toBe('fee_not_in_force');
    const product = await readProductConfig(t.core.db);
    expect(productOn(product, today(t.clock)).fees.processingFee).toEqual(fee(20_00).fees.processingFee);
    await reject(t.core, {
      actorId: checker,
      params: { id: second.id },
      body: { version: second.version, reason: 'Alza sin registro' },
    });
  });

  it('the maker cannot approve their own pricing change', async () => {
    const now = today(t.clock);
    const own = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: { lateFee: { dailyBps: 45 } },
        registrations: { lateFee: { folio: 'RECO-OWN', registeredOn: now } },
        reason: 'Baja',
      },
    });
    await expect(
      approve(t.core, { actorId: maker, params: { id: own.id }, body: { version: own.version } }),
    ).rejects.toMatchObject({ code: 'maker_cannot_approve' });
    await reject(t.core, { actorId: checker, params: { id: own.id }, body: { version: own.version } });
  });
});

describe('the day a change applies, when not asked', () => {
  it('is judged against the product of that day: a cut made before it comes in force turns it into a raise', async () => {
    const now = today(t.clock);
    const fee = (amount: number) => ({ fees: { processingFee: { kind: 'fixed' as const, amount } } });
    const inForce = productOn(await readProductConfig(t.core.db), now).fees.processingFee;
    expect(inForce).toEqual(fee(20_00).fees.processingFee);
    // Tomorrow a cut to 15, registered the day before yesterday.
    const cut = await requestPricing(t.core, {
      actorId: maker,
      body: {
        pricing: fee(15_00),
        registrations: { processingFee: { folio: 'RECO-15', registeredOn: addDays(now, -1) } },
        effectiveOn: addDays(now, 1),
        reason: 'Baja',
      },
    });
    await approve(t.core, { actorId: checker, params: { id: cut.id }, body: { version: cut.version } });
    // 18 registered today: below today's 20 (a cut in 2 days), above the 15 of those 2 days: a raise.
    const scheduled = await schedulePricing(t.core, {
      pricing: fee(18_00),
      registrations: { processingFee: { folio: 'RECO-18', registeredOn: now } },
    });
    expect(scheduled.effectiveOn).toBe(addDays(now, 30));
    expect(scheduled.registrations.processingFee?.inForceFrom).toBe(addDays(now, 30));
  });
});
