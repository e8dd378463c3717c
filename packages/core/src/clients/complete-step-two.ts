import type { FlowState } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import type { EmploymentStepInput } from './client-model';
import { clientRow, completeRegistrationStep } from './client-rows';

/**
 * `POST client/complete-step-two`: work information, pay cycle and pay dates; `monthlyIncome` in
 * centavos (the API converts the request's pesos, ADR 043). The available amount is recomputed at
 * once.
 */
export async function completeStepTwo(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'applications'>,
  clientId: number,
  input: EmploymentStepInput,
): Promise<FlowState> {
  const row = await clientRow(ctx, clientId);
  const flow = await completeRegistrationStep(ctx, row, 2, {
    employment: { ...input },
    salaryCycle: input.salaryCycle,
    payDate: input.payDate,
  });
  await ctx.applications.refreshLimit(clientId, { force: true });
  return flow;
}
