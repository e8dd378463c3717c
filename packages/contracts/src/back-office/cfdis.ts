import * as z from 'zod';
import { CfdiSummarySchema } from '../client/cfdis.js';
import { hasAtMostTwoDecimals } from '../internal/refinements.js';
import { CurrencySchema } from '../money.js';

/** A CFDI as finance sees it: its receiver, loan, period, the payments it invoices and its cancellation. */
export const BackOfficeCfdiSchema = CfdiSummarySchema.extend({
  loanId: z.number().int().positive().nullable(),
  clientId: z.number().int().positive().nullable(),
  receiverRfc: z.string(),
  /** A global CFDI's month (`YYYY-MM`). */
  period: z.string().nullable(),
  /** Who certified it (`sandbox` or the PAC's name). */
  provider: z.string(),
  /** The CFDI this one replaces (a global CFDI re-issued without a reversed payment). */
  replacesId: z.number().int().positive().nullable(),
  cancelledAt: z.string().nullable(),
  /** The payments whose interest and fees it invoices. */
  paymentIds: z.array(z.number().int().positive()),
}).meta({ id: 'BackOfficeCfdi' });
export type BackOfficeCfdi = z.infer<typeof BackOfficeCfdiSchema>;

/** `GET loans/{id}/cfdis`: the loan's CFDIs, and the global ones holding its payments. */
export const LoanCfdisSchema = z.array(BackOfficeCfdiSchema).meta({ id: 'LoanCfdis' });

/** A month (`YYYY-MM`) of CFDIs, by their certification date in Mexico City. */
export const CfdiMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'),
});
export type CfdiMonthQuery = z.infer<typeof CfdiMonthQuerySchema>;

/** A sum of CFDIs net of credit notes: pesos, at most two decimals, below zero when they take back more. */
const NetMoneySchema = z.object({
  amount: z
    .number()
    .refine(Number.isFinite)
    .refine(hasAtMostTwoDecimals, { message: 'At most two decimals' }),
  currency: CurrencySchema,
});

/**
 * `GET cfdis?month=`: the month's CFDIs and their sums (cancelled ones apart): income CFDIs less credit
 * notes (CFDIs de egreso), what the month's CFDIs net to.
 */
export const MonthCfdisSchema = z
  .object({
    month: z.string(),
    items: z.array(BackOfficeCfdiSchema),
    totals: z.object({
      issued: z.number().int().nonnegative(),
      cancelled: z.number().int().nonnegative(),
      subtotal: NetMoneySchema,
      vat: NetMoneySchema,
      total: NetMoneySchema,
    }),
  })
  .meta({ id: 'MonthCfdis' });
export type MonthCfdis = z.infer<typeof MonthCfdisSchema>;
