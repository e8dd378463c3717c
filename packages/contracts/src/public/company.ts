import * as z from 'zod';

/**
 * `GET /web/public/company`: the lender's legal identity — the one configuration (the API's
 * `COMPANY_*` variables) that the contract, the carátula, every receipt and notice and the borrower
 * site's footer read, so they never disagree. `demo` is true for the built-in demo values.
 */
export const CompanySchema = z
  .object({
    /** Razón social. */
    legalName: z.string(),
    /** The trade name borrowers see. */
    tradeName: z.string(),
    rfc: z.string(),
    address: z.string(),
    website: z.string(),
    /** Customer care (spec §3 cc): its phone, e-mail and opening hours. */
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    /** Collections (spec §3 dc): whom a late borrower calls. */
    collections: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
    /** Where a borrower writes about their personal data (ARCO requests). */
    privacyEmail: z.string(),
    /** The complaints unit (Unidad Especializada de Atención a Usuarios). */
    une: z.object({ phone: z.string(), email: z.string(), address: z.string(), hours: z.string() }),
    condusef: z.object({ phone: z.string(), website: z.string() }),
    /** The loan agreement's number in CONDUSEF's Registro de Contratos de Adhesión. */
    recaNumber: z.string(),
    demo: z.boolean(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof CompanySchema>;
