// `@lender/contracts/common`: what every audience shares (the envelope, error codes, statuses,
// money, dates, field rules, offers, pagination, the endpoint type and its helpers), without any
// endpoint catalogue. The audience entries re-export it.
export * from './auth.js';
export * from './dates.js';
export * from './endpoint.js';
export * from './endpoint-errors.js';
export * from './envelope.js';
export * from './errors.js';
export * from './fields.js';
export * from './money.js';
export * from './offer.js';
export * from './pagination.js';
export * from './pagination-headers.js';
export * from './response-envelope.js';
export * from './site-report.js';
export * from './statuses.js';
