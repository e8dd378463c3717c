// The row builders live beside the demo seed, which writes the same rows (`src/seed/lending-rows.ts`).
export {
  type AcceptedApplicationInput,
  type ApplicationRowInput,
  insertAcceptedApplication,
  insertApplicationRow,
  insertLoanRow,
  insertManualCase,
  type LoanRowInput,
} from '../seed/lending-rows';
