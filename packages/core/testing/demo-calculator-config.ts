import { COMMON_PAY_CYCLE, demoProduct, PAY_CYCLES } from '@lender/calculator';

/**
 * What the calculator config (`GET /web/public/config/calculator`, spec §7) of `demoProduct` says
 * in pesos on TEST_NOW's business day (2026-03-02) when no settings override is stored: the
 * expectation the catalogue's and the API's tests share (pay dates left to their own checks).
 */
export const DEMO_CALCULATOR_CONFIG = {
  amountLimits: {
    minMainLoan: 1000,
    minAdditionLoan: 500,
    amountTo: 15000,
    interval: 100,
    first: { minAmount: 1000, maxAmount: 4000 },
    repeated: { minAmount: 1000, maxAmount: 15000 },
  },
  initialStates: {
    first: { amount: 2000, payCycle: COMMON_PAY_CYCLE },
    repeated: { amount: 5000, payCycle: COMMON_PAY_CYCLE },
  },
  payCycles: [...PAY_CYCLES],
  terms: { minDays: demoProduct.terms.minDays, maxDays: demoProduct.terms.maxDays },
  today: '2026-03-02',
};
