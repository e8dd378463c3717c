// The plain functions of @lender/core the browser suites call beside the API (payouts and charges the
// sandbox confirms, the nightly run, a reference paid, a write-off…). Like the API, core is loaded by
// specifier at run time, so this app's type check does not follow its sources (its own package checks
// them); these are the signatures the suites use. The borrower site's suites import them from here too.

// biome-ignore lint/suspicious/noExplicitAny: the core, its rows and answers are read loosely by the fixtures and assertions
type Loose = any;

interface CoreFunctions {
  confirmPendingPayouts(core: Loose): Promise<Loose>;
  confirmPendingCharges(core: Loose): Promise<Loose>;
  runOverdue(core: Loose, today?: string): Promise<Loose>;
  simulateReferencePayment(core: Loose, reference: string, amount?: number): Promise<Loose>;
  signCallback(core: Loose, rawBody: string): string;
  writeOffLoan(core: Loose, input: { loanId: number; actor: Loose; reason: string }): Promise<Loose>;
  loanSchedule(core: Loose, loanId: number): Promise<Loose>;
  setClientStatus(core: Loose, clientId: number, status: number): Promise<void>;
  useCases: {
    backOffice: { contractEvidence(core: Loose, input: { params: { id: number } }): Promise<Loose> };
  };
}

const CORE_MODULE = '@lender/core';
const core = (await import(/* @vite-ignore */ CORE_MODULE)) as CoreFunctions;

export const {
  confirmPendingPayouts,
  confirmPendingCharges,
  runOverdue,
  simulateReferencePayment,
  signCallback,
  writeOffLoan,
  loanSchedule,
  setClientStatus,
} = core;
/** A loan's NOM-151 evidence as the back-office shows it (hash, events, check). */
export const contractEvidence = core.useCases.backOffice.contractEvidence;
