// `@lender/contracts/public/calculator`: the public calculator's two calls (`public.calculatorConfig`,
// `public.arithmeticOffer`) and the calculator's schemas, alone: a calculator page bundles these and
// `@lender/contracts/common` (the offer, money and envelope schemas), not the rest of the public
// audience. The same objects as in `@lender/contracts/public` and the root catalogue.

export * from '../public/calculator.js';
export * from '../public/calculator-endpoints.js';
