import { demoProduct, type FeeRegistrations, type ProductConfig } from '@lender/calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore } from '../../../testing/lending-fixtures';
import { today } from '../../clock';
import { approve } from '../approve';
import { requestPricing } from './request-pricing';
import { settings as readSettings } from './settings';

// The settings screen reads the fees in force today with their RECO folios, and the scheduled
// changes apart (ADR 314): a change applies from 00:00 Mexico City of its day on the platform
// clock, never from 00:00 UTC, with no job to run.

let t: LendingTestCore;
let maker: number;
let checker: number;
const OLD_FOLIO = demoProduct.registrations?.processingFee?.folio;

const read = async () => {
  const { product } = await readSettings(t.core);
  const effective = product.effective as unknown as ProductConfig;
  return {
    inForceOn: product.inForceOn,
    processingFee: effective.fees.processingFee,
    lateFeeBps: effective.lateFee.dailyBps,
    folio: (effective.registrations as FeeRegistrations).processingFee?.folio,
    lateFolio: (effective.registrations as FeeRegistrations).lateFee?.folio,
    scheduled: (effective.feeSchedule ?? []).map((change) => ({
      effectiveOn: change.effectiveOn,
      folios: Object.values(change.registrations).map((registration) => registration?.folio),
    })),
  };
};

beforeAll(async () => {
  t = await createLendingTestCore();
  const user = async (email: string) =>
    (
      await t.core.backOfficeUsers.create({
        email,
        name: email,
        password: 'a-long-admin-password',
        role: 'admin',
      })
    ).id;
  maker = await user('in-force-maker@lender.test');
  checker = await user('in-force-checker@lender.test');
  expect(today(t.clock)).toBe('2026-03-02');
  // A cut of the processing fee registered yesterday: in force (and scheduled) for tomorrow.
  const cut = await requestPricing(t.core, {
    actorId: maker,
    body: {
      pricing: { fees: { processingFee: { kind: 'fixed', amount: 20_00 } } },
      registrations: { processingFee: { folio: 'RECO-2026-0100', registeredOn: '2026-03-01' } },
      effectiveOn: '2026-03-03',
      reason: 'Baja de la comisión por trámite',
    },
  });
  await approve(t.core, { actorId: checker, params: { id: cut.id }, body: { version: cut.version } });
  // A higher late fee registered today, scheduled after its 30 days.
  const raise = await requestPricing(t.core, {
    actorId: maker,
    body: {
      pricing: { lateFee: { dailyBps: 60 } },
      registrations: { lateFee: { folio: 'RECO-2026-0101', registeredOn: '2026-03-02' } },
      effectiveOn: '2026-04-10',
      reason: 'Alza del interés moratorio',
    },
  });
  await approve(t.core, { actorId: checker, params: { id: raise.id }, body: { version: raise.version } });
});
afterAll(() => t.close());

describe('the fees in force today and the scheduled ones', () => {
  it('today: the old fee and folio in force, both changes under the scheduled ones with their day and folio', async () => {
    expect(OLD_FOLIO).toBeTruthy();
    expect(await read()).toEqual({
      inForceOn: '2026-03-02',
      processingFee: demoProduct.fees.processingFee,
      lateFeeBps: demoProduct.lateFee.dailyBps,
      folio: OLD_FOLIO,
      lateFolio: demoProduct.registrations?.lateFee?.folio,
      scheduled: [
        { effectiveOn: '2026-03-03', folios: ['RECO-2026-0100'] },
        { effectiveOn: '2026-04-10', folios: ['RECO-2026-0101'] },
      ],
    });
  });

  it('at 23:59 Mexico City the day before, and at 00:00 UTC of the day (18:00 there), still the old fee', async () => {
    for (const instant of ['2026-03-03T05:59:00Z', '2026-03-03T00:00:00Z', '2026-03-03T05:59:59.999Z']) {
      t.clock.set(instant);
      const now = await read();
      expect(now.inForceOn).toBe('2026-03-02');
      expect(now.processingFee).toEqual(demoProduct.fees.processingFee);
      expect(now.folio).toBe(OLD_FOLIO);
      expect(now.scheduled.map((change) => change.effectiveOn)).toEqual(['2026-03-03', '2026-04-10']);
    }
  });

  it('at 00:00 Mexico City of its day: the new fee with its folio in force, only the later change scheduled', async () => {
    t.clock.set('2026-03-03T06:00:00Z');
    expect(await read()).toEqual({
      inForceOn: '2026-03-03',
      processingFee: { kind: 'fixed', amount: 20_00 },
      lateFeeBps: demoProduct.lateFee.dailyBps,
      folio: 'RECO-2026-0100',
      lateFolio: demoProduct.registrations?.lateFee?.folio,
      scheduled: [{ effectiveOn: '2026-04-10', folios: ['RECO-2026-0101'] }],
    });
    // The stored setting is not rewritten: the read applies the day (a clock moved back reads the old).
    t.clock.set('2026-03-02T18:00:00Z');
    expect((await read()).folio).toBe(OLD_FOLIO);
  });

  it('later, both applied in order and nothing scheduled', async () => {
    t.clock.set('2026-04-10T06:00:00Z');
    expect(await read()).toMatchObject({
      inForceOn: '2026-04-10',
      processingFee: { kind: 'fixed', amount: 20_00 },
      lateFeeBps: 60,
      folio: 'RECO-2026-0100',
      lateFolio: 'RECO-2026-0101',
      scheduled: [],
    });
  });
});
