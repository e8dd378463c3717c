import { demoProduct, offerablePayDates, PAY_CYCLES, payDateOptions } from '@lender/calculator';
import { settings } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CALCULATOR_CONFIG } from '../../testing/demo-calculator-config';
import { CoreError } from '../errors/core-error';
import {
  BANKS_ENABLED_SETTING_KEY,
  DEFAULT_ENABLED_BANK_CODES,
  banks as listBanks,
  readEnabledBankCodes,
  UnknownBankCodeError,
  writeEnabledBankCodes,
} from './banks';
import { readCalculatorConfig } from './calculator-config';
import { CLASSIFICATION_PATHS, classification, classificationMap } from './classification';
import { classificationList } from './classification-list';
import { EMPLOYMENT_STATUS_KEYS } from './employment';
import { employmentPositions } from './employment-positions';
import { employmentStatuses } from './employment-statuses';
import { ID_DOCUMENT_TIME_SETTING_KEY, idDocumentTimeSetting } from './id-document-time-setting';
import { IncoherentProductError, readProductConfig, writeProductOverride } from './product';
import { quotePublicOffer } from './public-offer';

/** The demo product as read: its fees' RECO registrations in force and no fee change scheduled. */
const demoAsConfigured = { ...demoProduct, payCycles: PAY_CYCLES, feeSchedule: [] };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.db.delete(settings);
});

describe('banks', () => {
  it('lists every current SPEI participant, the default enabled ones flagged', async () => {
    const banks = await listBanks(testDb);
    expect(banks.find((bank) => bank.code === '012')).toEqual({
      code: '012',
      name: 'BBVA MEXICO',
      enabled: true,
    });
    expect(banks.find((bank) => bank.code === '001')).toEqual({
      code: '001',
      name: 'BANXICO',
      enabled: false,
    });
    expect(banks.filter((bank) => bank.enabled).map((bank) => bank.code)).toEqual(
      [...DEFAULT_ENABLED_BANK_CODES].sort(),
    );
  });

  it('reads the enabled list from settings, and refuses codes outside the catalogue', async () => {
    await writeEnabledBankCodes(testDb.db, ['072', '012', '012']);
    expect(await readEnabledBankCodes(testDb.db)).toEqual(['012', '072']);
    await expect(writeEnabledBankCodes(testDb.db, ['012', '999'])).rejects.toBeInstanceOf(
      UnknownBankCodeError,
    );
  });

  it('falls back to the default when the settings row is malformed', async () => {
    await testDb.db.insert(settings).values({ key: BANKS_ENABLED_SETTING_KEY, value: 'everything' });
    expect(await readEnabledBankCodes(testDb.db)).toEqual([...DEFAULT_ENABLED_BANK_CODES].sort());
  });
});

describe('classifications', () => {
  it.each(CLASSIFICATION_PATHS.map((path) => [path]))('%s is a non-empty key-to-label map', async (path) => {
    const map = await classificationMap(testDb, path);
    expect(map && Object.keys(map).length).toBeGreaterThan(0);
    for (const [key, label] of Object.entries(map ?? {})) {
      expect(key).toMatch(/^[a-z0-9_]+$/);
      expect(label.trim()).not.toBe('');
    }
  });

  it('gives Spanish labels', async () => {
    expect(await classification(testDb, { params: { path: 'pay_cycles' } })).toEqual({
      weekly: 'Semanal',
      biweekly: 'Catorcenal',
      semi_monthly: 'Quincenal',
      monthly: 'Mensual',
    });
  });

  it('answers undefined for an unknown path, and the use case not_found', async () => {
    expect(await classificationMap(testDb, 'favourite_colours')).toBeUndefined();
    await expect(classification(testDb, { params: { path: 'favourite_colours' } })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('lists banks and the enabled codes for group=clients, each with value and label', async () => {
    await writeEnabledBankCodes(testDb.db, ['002', '012']);
    const banks = await classificationList(testDb, { query: { group: 'clients', name: 'banks' } });
    expect(banks).toContainEqual({ value: '002', label: 'BANAMEX' });
    expect(banks).toContainEqual({ value: '014', label: 'SANTANDER' });
    expect(await classificationList(testDb, { query: { name: 'banks_enabled' } })).toEqual([
      { value: '002', label: 'BANAMEX' },
      { value: '012', label: 'BBVA MEXICO' },
    ]);
  });

  it('is not_found for another group or an unknown name', async () => {
    for (const query of [
      { group: 'loans', name: 'banks' },
      { group: 'clients', name: 'nope' },
    ]) {
      await expect(classificationList(testDb, { query })).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});

describe('employment', () => {
  it('has a Spanish label for every status, in order', () => {
    expect(employmentStatuses().map((status) => status.key)).toEqual([...EMPLOYMENT_STATUS_KEYS]);
    expect(employmentStatuses()[0]).toEqual({ key: 'employed', label: 'Empleado formal (con nómina)' });
  });

  it('gives positions per status, none for the unemployed, not_found for an unknown status', () => {
    const positions = (employmentStatusKey: string) =>
      employmentPositions(testDb, { query: { employmentStatusKey } });
    expect(positions('retired')).toContainEqual({ key: 'imss', label: 'Pensionado IMSS' });
    expect(positions('unemployed')).toEqual([]);
    expect(() => positions('astronaut')).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});

describe('id-document time setting', () => {
  it('defaults to spec §9 (check disabled, 120 s) and reads a settings override', async () => {
    expect(await idDocumentTimeSetting(testDb)).toEqual({ enabled: false, maxAgeSeconds: 120 });
    await testDb.db.insert(settings).values({ key: ID_DOCUMENT_TIME_SETTING_KEY, value: { enabled: true } });
    expect(await idDocumentTimeSetting(testDb)).toEqual({ enabled: true, maxAgeSeconds: 120 });
  });
});

describe('product and calculator config', () => {
  it('is demoProduct in pesos by default', async () => {
    expect(await readProductConfig(testDb.db)).toEqual(demoAsConfigured);
    expect(await readCalculatorConfig(testDb.db, undefined, '2026-03-02')).toMatchObject(
      DEMO_CALCULATOR_CONFIG,
    );
  });

  it('gives each pay cycle its valid pay dates from @lender/calculator (one source)', async () => {
    const config = await readCalculatorConfig(testDb.db, undefined, '2026-03-02');
    for (const cycle of PAY_CYCLES) {
      expect(config.payDates[cycle]).toEqual(offerablePayDates(demoProduct, cycle, '2026-03-02'));
      expect(config.payDates[cycle].length).toBeGreaterThan(0);
    }
  });

  it('applies a settings override and clamps the starting amounts into it', async () => {
    await writeProductOverride(testDb.db, {
      amounts: { amountTo: 20_000_00, first: { maxAmount: 1_500_00 } },
    });
    const config = await readCalculatorConfig(testDb.db);
    expect(config.amountLimits.amountTo).toBe(20000);
    expect(config.amountLimits.first).toEqual({ minAmount: 1000, maxAmount: 1500 });
    expect(config.initialStates.first.amount).toBe(1500);
  });

  it('refuses an incoherent override, and ignores one written behind its back', async () => {
    await expect(writeProductOverride(testDb.db, { amounts: { amountTo: 500_00 } })).rejects.toBeInstanceOf(
      IncoherentProductError,
    );
    await testDb.db.insert(settings).values({ key: 'product', value: { amounts: { interval: 333_00 } } });
    expect(await readProductConfig(testDb.db)).toEqual(demoAsConfigured);
  });

  it('refuses a first-loan maximum off the step on the way in; a row stored before keeps its product', async () => {
    const offStep = { amounts: { first: { maxAmount: 4_050_00 } } };
    await expect(writeProductOverride(testDb.db, offStep)).rejects.toBeInstanceOf(IncoherentProductError);
    await testDb.db.insert(settings).values({ key: 'product', value: { ...offStep, vatPercent: 8 } });
    expect((await readProductConfig(testDb.db)).vatPercent).toBe(8);
  });
});

describe('quotePublicOffer', () => {
  const today = '2026-03-02';
  const [option] = payDateOptions('semi_monthly', today);
  const request = {
    sequenceType: 'first',
    // Centavos: core takes what the API converted once at the edge (ADR 043).
    amount: 3000_00,
    payCycle: 'semi_monthly',
    payDates: option?.value ?? '',
  };

  it('prices a guest offer in pesos through computeOffer', async () => {
    const offer = await quotePublicOffer(testDb.db, today, request);
    expect(offer.principal).toEqual({ amount: 3000, currency: 'MXN' });
    expect(offer.term.unit).toBe('day');
    expect(offer.discountPercent).toBe(30);
    expect(option?.dates).toContain(offer.endDate);
    expect(offer.total.amount).toBeGreaterThan(3000);
  });

  it('accepts the first date alone and days of the month for the same option', async () => {
    const full = await quotePublicOffer(testDb.db, today, request);
    const firstDate = await quotePublicOffer(testDb.db, today, {
      ...request,
      payDates: option?.dates[0] ?? '',
    });
    const label = option?.label.key === 'calculator.payDate.semiMonthly' ? option.label.params : undefined;
    const days = await quotePublicOffer(testDb.db, today, {
      ...request,
      payDates: `${label?.first},${label?.second}`,
    });
    expect(firstDate).toEqual(full);
    expect(days).toEqual(full);
  });

  it.each([
    ['below the first-loan minimum', { amount: 900_00 }, 'amount', 'too_small'],
    ['above the first-loan maximum', { amount: 5000_00 }, 'amount', 'too_big'],
    ['not a multiple of the interval', { amount: 3050_00 }, 'amount', 'invalid_value'],
    ['with more than two decimals', { amount: 3000_00.5 }, 'amount', 'invalid_format'],
    ['an unknown sequence type', { sequenceType: 'third' }, 'sequence_type', 'invalid_value'],
    ['an unknown pay cycle', { payCycle: 'yearly' }, 'payCycle', 'invalid_value'],
    ['malformed pay dates', { payDates: 'tomorrow' }, 'payDates', 'invalid_format'],
    ['a past pay date', { payDates: '2026-02-27,2026-03-13' }, 'payDates', 'too_small'],
    [
      'dates that are not an option of the cycle',
      { payDates: '2026-03-04,2026-03-05' },
      'payDates',
      'invalid_value',
    ],
  ])('refuses %s', async (_, change, field, code) => {
    const error = await quotePublicOffer(testDb.db, today, { ...request, ...change }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).violations).toEqual([expect.objectContaining({ field: [field], code })]);
  });

  it('allows up to amountTo on the repeated tab', async () => {
    const offer = await quotePublicOffer(testDb.db, today, {
      ...request,
      sequenceType: 'repeated',
      amount: 15000_00,
    });
    expect(offer.principal.amount).toBe(15000);
    expect(offer.discountPercent).toBe(0);
  });
});
