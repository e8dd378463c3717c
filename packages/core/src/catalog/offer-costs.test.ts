import { demoProduct } from '@lender/calculator';
import { describe, expect, it } from 'vitest';
import { offerCosts, splitVat } from './offer-costs';

const money = (amount: number) => ({ amount, currency: 'MXN' });

// Issue 37 trap 3: the carátula showed "Intereses $349.68" and "Comisiones $213.44" with IVA inside,
// while the schedule later booked $301.45 + $184.00 + IVA $77.67.
describe('offerCosts: the carátula split as the schedule books it', () => {
  const view = {
    principal: money(2900),
    interest: money(349.68),
    serviceFee: money(213.44),
    withdrawalFee: money(0),
    invoicingFee: money(0),
    processingFee: money(0),
  };
  it('gives interest and fees before IVA and the IVA apart, to the centavo', () => {
    const costs = offerCosts(view, demoProduct);
    expect(costs.interest).toEqual({ withoutVat: money(301.45), vat: money(48.23) });
    expect(costs.fees).toEqual({ withoutVat: money(184), vat: money(29.44) });
    expect(costs.vat).toEqual(money(77.67));
    expect(costs.vatPercent).toBe(16);
  });
  it('states the late-payment charge: 0.5 % of the principal a day plus IVA, 182.5 % a year, and 10 days of it', () => {
    const { lateFee } = offerCosts(view, demoProduct);
    expect(lateFee).toEqual({
      dailyPercent: 0.5,
      annualPercent: 182.5,
      perDay: money(16.82),
      maxDays: 60,
      onHoldAfterDays: 30,
      example: { days: 10, amount: money(168.2) },
    });
    // The days to on hold are the product's the loan would be signed with, not the demo's.
    const product = { ...demoProduct, lateFee: { ...demoProduct.lateFee, onHoldAfterDays: 20 } };
    expect(offerCosts(view, product).lateFee.onHoldAfterDays).toBe(20);
  });
  it('splits every amount a half-up IVA can give back exactly', () => {
    for (let withoutVat = 0; withoutVat < 5_000; withoutVat += 7) {
      const withVat = withoutVat + Math.floor((withoutVat * 16 + 50) / 100);
      expect(splitVat(withVat, 16)).toEqual({ withoutVat, vat: withVat - withoutVat });
    }
  });
});
