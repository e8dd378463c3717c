import type { FlowState } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import type { EmploymentStepInput } from './client-model';
import { clientRow, completeRegistrationStep } from './client-rows';
import { clientColumnsOf, jsonAnswersOf } from './registration-storage';

/**
 * `POST client/complete-step-two`: work information, pay cycle and pay dates; `monthlyIncome` in
 * centavos (the API converts the request's pesos, ADR 043). The answers are kept where
 * `REGISTRATION_FIELDS` says (`clients.employment`, or a column of their own); the cycle and pay
 * dates also in their columns, which the profile and the offers read. The available amount is
 * recomputed at once.
 */
export async function completeStepTwo(
  ctx: Pick<ClientAccountContext, 'db' | 'clock' | 'pii' | 'refreshLoanLimit'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: EmploymentStepInput },
): Promise<FlowState> {
  const row = await clientRow(ctx, clientId);
  const flow = await completeRegistrationStep(ctx, row, 2, {
    employment: jsonAnswersOf('employment', input),
    ...clientColumnsOf('employment', input, ctx.pii),
    salaryCycle: input.salaryCycle,
    payDate: input.payDate,
  });
  await ctx.refreshLoanLimit(clientId, { force: true });
  return flow;
}
