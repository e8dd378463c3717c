import type { ArcoCase } from '@lender/contracts';
import { arcoRowOf } from '../../arco/arco-model';
import { today } from '../../clock';
import { type ArcoCasesContext, arcoCaseOf } from './arco-cases';

/** `backOffice.arcoRequest` (issue 51): one ARCO request as the privacy officer works it (404 without it). */
export async function arcoRequest(
  ctx: ArcoCasesContext,
  { params: { id } }: { params: { id: number } },
): Promise<ArcoCase> {
  return arcoCaseOf(ctx, await arcoRowOf(ctx.db, id), today(ctx.clock));
}
