import type { CreditBureau } from '@lender/contracts';
import type { NameParts } from '../../identity/name-parts';

/**
 * The status of a loan in the monthly credit-bureau file (docs/credit-bureau-file.md): words, not
 * numbers, so the file reads without a code table. An adapter maps them to its bureau's codes.
 */
export const BUREAU_LOAN_STATUSES = ['current', 'past_due', 'paid', 'written_off', 'sold'] as const;
export type BureauLoanStatus = (typeof BUREAU_LOAN_STATUSES)[number];

/** One loan of the monthly file: who owes, what, since when, and how it stood at the month end. */
export interface CreditBureauRecord {
  /** `YYYY-MM`. */
  reportMonth: string;
  /** The last day the record is of (the month end, or today in the running month). */
  asOf: string;
  loanId: number;
  clientId: number;
  /** Identity as the borrower registered it; CURP may be missing on very old records. */
  curp: string | null;
  /** The parts of the name, as `NAME_FIELDS` of the contracts declares them. */
  name: NameParts;
  birthDate: string | null;
  /** The product of the registries (`short_term_personal`). */
  product: string;
  /** The business date the contract was signed, the money paid out, and the due date in force. */
  signedOn: string;
  disbursedOn: string;
  dueDate: string;
  /** Centavos. */
  originalPrincipal: number;
  principal: number;
  balance: number;
  daysPastDue: number;
  /** The most days past due the loan reached in the month by `asOf` (its closing day included). */
  worstDaysPastDue: number;
  status: BureauLoanStatus;
  /** Received in the month (net of reversals), and how many payments. */
  paidInMonth: number;
  paymentsInMonth: number;
  /** The business date it closed, when it closed by the month end. */
  closedOn: string | null;
  /** Principal written off by the month end. */
  writtenOffPrincipal: number;
}

/**
 * A bureau's monthly file (ADR 147). Each bureau's consumer layout is licensed, so each is one
 * adapter file that writes the records in its layout; `lender-csv` is our own documented layout.
 */
export interface CreditBureauExport {
  readonly bureau: CreditBureau;
  /** The file's name for a month, e.g. `lender-csv-2026-11.csv`. */
  fileName(month: string): string;
  /** The whole file. Records come ordered by loan id. */
  render(records: readonly CreditBureauRecord[]): string;
}
