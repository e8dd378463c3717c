// `@lender/contracts/public`: the guests' calls (`/web/public`) in `zod/mini` (ADR 171): every
// public schema, the common ones, the public endpoint maps and `publicCatalogue`, generated from the
// classic schemas (`public-mini.gen.ts`, printed from `public-classic.ts`), with the audience's
// types, constants and zod-free helpers. The classic schemas stay in `@lender/contracts`.

export * from '../public-mini.gen.js';
