import {
  PAY_CYCLES as CALCULATOR_PAY_CYCLES,
  type SequenceType as CalculatorSequenceType,
} from '@lender/calculator';
import {
  APPLICATION_STATUS,
  type ApplicationStatusName,
  type ClientType as CalculatorClientType,
  CLIENT_STATUS,
  type ClientStatusName,
  FLOW_STATUSES,
  FLOW_STEPS,
  isApplicationActive,
  LOAN_STATUS,
  type LoanStatusName,
} from '@lender/calculator/platform';

export { FLOW_STATUSES, FLOW_STEPS };

import * as z from 'zod';
import { exhaustiveList } from './internal/exhaustive.js';

export type { ApplicationStatusName, ClientStatusName, LoanStatusName };
/**
 * The status maps come from `@lender/calculator` (one definition numbers for the whole
 * platform); this module adds their zod schemas and re-exports them for the SDK and the API.
 */
export { APPLICATION_STATUS, CLIENT_STATUS, isApplicationActive, LOAN_STATUS };

/** Client status: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
export const ClientStatusSchema = z.enum(CLIENT_STATUS).meta({
  id: 'ClientStatus',
  description: '1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select (spec §4).',
});
export type ClientStatus = z.infer<typeof ClientStatusSchema>;

/** Application status with its number. */
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUS).meta({
  id: 'ApplicationStatus',
  description:
    '1 new, 2 signing, 3 accepted, 4 completed, 5 canceled, 6 rejected, 7 verification, 13 special offer, ' +
    '14 manual verification, 17 yhat decrease, 18 yhat increase, 23 terminated, 401 decision error (spec §4).',
});
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Loan status with its number (there is no 7). */
export const LoanStatusSchema = z.enum(LOAN_STATUS).meta({
  id: 'LoanStatus',
  description:
    '1 draft, 2 cancelled, 3 can not make offer, 4 active, 5 paid, 6 on hold, 8 terminated, 9 sold debt, ' +
    '10 write off (spec §4).',
});
export type LoanStatus = z.infer<typeof LoanStatusSchema>;

/** Invoice statuses of a payment schedule. */
export const INVOICE_STATUSES = ['unpaid', 'paid', 'draft'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES).meta({ id: 'InvoiceStatus' });
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/**
 * Rollover (extension) statuses. The spec names `inactive` (a rollover is available when it
 * is inactive and some invoice is unpaid or draft); `active` is an extension being paid, `paid` one
 * whose fee was paid and moved the due date, `cancelled` one withdrawn.
 */
export const ROLLOVER_STATUSES = ['inactive', 'active', 'paid', 'cancelled'] as const;
export const RolloverStatusSchema = z.enum(ROLLOVER_STATUSES).meta({ id: 'RolloverStatus' });
export type RolloverStatus = z.infer<typeof RolloverStatusSchema>;

/** Rollover price options. */
export const ROLLOVER_TYPES = ['cheap', 'expensive'] as const;
export const RolloverTypeSchema = z.enum(ROLLOVER_TYPES).meta({ id: 'RolloverType' });
export type RolloverType = z.infer<typeof RolloverTypeSchema>;

/** Journey steps: `FLOW_STEPS` of `@lender/calculator`, the one list. */
export const FlowStepSchema = z.enum(FLOW_STEPS).meta({ id: 'FlowStep' });
export type FlowStep = z.infer<typeof FlowStepSchema>;

/** Journey status: `FLOW_STATUSES` of `@lender/calculator`. */
export const FlowStatusSchema = z.enum(FLOW_STATUSES).meta({ id: 'FlowStatus' });
export type FlowStatus = z.infer<typeof FlowStatusSchema>;

/** Client type. */
/** Checked at compile time against `ClientType` of `@lender/calculator`. */
export const CLIENT_TYPES = exhaustiveList<CalculatorClientType>()(['first', 'additional', 'repeated']);
export const ClientTypeSchema = z.enum(CLIENT_TYPES).meta({ id: 'ClientType' });
export type ClientType = z.infer<typeof ClientTypeSchema>;

/** Who a token belongs to: a borrower (`client`) or a back-office user (`user`). */
export const ACCOUNT_TYPES = ['client', 'user'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES).meta({ id: 'AccountType' });
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** Pay cycles. */
export const PAY_CYCLES = CALCULATOR_PAY_CYCLES;
export const PayCycleSchema = z.enum(PAY_CYCLES).meta({ id: 'PayCycle' });
export type PayCycle = z.infer<typeof PayCycleSchema>;

/** Calculator tab / offer sequence: first loan or repeated client. */
/** Checked at compile time against `SequenceType` of `@lender/calculator`. */
export const SEQUENCE_TYPES = exhaustiveList<CalculatorSequenceType>()(['first', 'repeated']);
export const SequenceTypeSchema = z.enum(SEQUENCE_TYPES).meta({ id: 'SequenceType' });
export type SequenceType = z.infer<typeof SequenceTypeSchema>;

/** Bank payment types. */
export const BANK_PAYMENT_TYPES = ['card', 'clabe'] as const;
export const BankPaymentTypeSchema = z.enum(BANK_PAYMENT_TYPES).meta({ id: 'BankPaymentType' });
export type BankPaymentType = z.infer<typeof BankPaymentTypeSchema>;

/** Payment kinds. */
export const PAYMENT_KINDS = ['rollover', 'repayment'] as const;
export const PaymentKindSchema = z.enum(PAYMENT_KINDS).meta({ id: 'PaymentKind' });
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/** Cash pick-up brands for disbursement. */
export const CASH_PAYOUT_BRANDS = ['cebuana', 'bdo', 'm_lhuillier'] as const;
export const CashPayoutBrandSchema = z.enum(CASH_PAYOUT_BRANDS).meta({ id: 'CashPayoutBrand' });
export type CashPayoutBrand = z.infer<typeof CashPayoutBrandSchema>;

/** How the loan is disbursed (`bank_transfer`; cash pick-up). */
export const PAYMENT_METHODS = ['bank_transfer', 'cash'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS).meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Loan term unit: days. */
export const TERM_UNITS = ['day'] as const;
export const TermUnitSchema = z.enum(TERM_UNITS).meta({ id: 'TermUnit' });
export type TermUnit = z.infer<typeof TermUnitSchema>;
