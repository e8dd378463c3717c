import type { NoLoan } from '@lender/contracts';
import { type CalculatorConfigSource, calculatorConfig } from '../catalog/calculator-config';
import { today } from '../clock';
import { documentList } from '../documents/loan/document-list';
import { cfdis } from '../fiscal/cfdis';
import { flow } from '../journey/flow';
import type { JourneyContext } from '../journey/journey-state';
import { closedLoans } from '../payments/closed-loans';

/** What the page's read uses of the core: the journey's, and the calculator's configuration. */
export type NoLoanContext = JourneyContext & { readonly config: CalculatorConfigSource };

/**
 * `client.noLoan` (issue 65, ADR 328): everything `/profile/no-loan` shows, in one read — the
 * borrower's closed loans with every payment received on each (and, for each, its kept documents
 * and CFDIs: a paid-off borrower still reaches them, issue 61), the calculator's configuration on
 * today's business date (what `public.calculatorConfig` answers) and the journey's step the site's
 * guard decides on, read at the same time. Each part is what the endpoint of its name answers
 * alone. Only the caller's rows: the loans and the step are read by their client id.
 */
export async function noLoan(
  ctx: NoLoanContext,
  { actorId: clientId }: { actorId: number },
): Promise<NoLoan> {
  const [{ loans }, documents, cfdiList, calculator, journey] = await Promise.all([
    closedLoans(ctx, { actorId: clientId }),
    documentList(ctx, { actorId: clientId }),
    cfdis(ctx, { actorId: clientId }),
    calculatorConfig(ctx, today(ctx.clock)),
    flow(ctx, { actorId: clientId }),
  ]);
  return { loans, documents, cfdis: cfdiList, calculator, flow: journey };
}
