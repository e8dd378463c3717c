/**
 * The loan's number as the borrower knows it: the number of the contract they signed, made from
 * the application the contract was priced for (`STL-000006` for application 6). It is the only
 * number that names a loan on a borrower-facing page, document, receipt or message; the loan's and
 * the application's own ids stay internal (the back office shows them beside it; ADR 315).
 */
export function contractNumberOf(applicationId: number): string {
  return `STL-${String(applicationId).padStart(6, '0')}`;
}
