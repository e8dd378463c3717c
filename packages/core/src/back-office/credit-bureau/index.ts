import type { CreditBureau } from '@lender/contracts';
import { lenderCsvBureau } from './lender-csv';
import type { CreditBureauExport } from './port';

export type { BureauLoanStatus, CreditBureauExport, CreditBureauRecord } from './port';
export { BUREAU_LOAN_STATUSES } from './port';

/**
 * The bureau adapters by id (ADR 147). A new bureau (Buró de Crédito's INTL, Círculo de Crédito's
 * layout) is its adapter file here, its id in `CREDIT_BUREAUS` of the contracts and its name in
 * the words: the compiler then asks for its line in this table.
 */
export const CREDIT_BUREAU_EXPORTS: Record<CreditBureau, CreditBureauExport> = {
  'lender-csv': lenderCsvBureau,
};
