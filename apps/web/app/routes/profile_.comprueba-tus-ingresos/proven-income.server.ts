import type { ProvenIncome } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { requireClient } from '../../lib/flow.server';
import type { FormProblems } from '../../lib/forms.server';
import { provePayrollCfdis } from '../../lib/registration.server';

// Issue 67 point 6 (ADR 333): the proven-income page of the profile. The upload itself — the files'
// checks, the API call, each refusal on the field — is `lib/registration.server.ts`, shared with
// the registration's payroll step.

/** What the upload answers: the field's refusal, or `done` once the income is proven. */
export type ProvenIncomeResult = FormProblems & { done?: true };

/** The loader: the newest proof (null before any) and whether the borrower has an RFC to match. */
export async function loadProvenIncome(request: Request) {
  const { ctx, me } = await requireClient(request);
  const proof = await ctx.api.client.provenIncome();
  return data(
    { proof: proof.success ? (proof.data as ProvenIncome | null) : null, hasRfc: Boolean(me.rfc) },
    { headers: await ctx.headers() },
  );
}

/** The action: the payroll CFDIs proved (`provePayrollCfdis`); the first refusal is said on the field. */
export async function uploadProvenIncome(request: Request) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const { ctx } = await requireClient(request);
  const refused = await provePayrollCfdis(ctx, await request.formData());
  if (refused) {
    return data<ProvenIncomeResult>(refused.problems, {
      status: refused.status,
      ...(refused.asked ? { headers: await ctx.headers() } : {}),
    });
  }
  return data<ProvenIncomeResult>({ fieldErrors: {}, done: true }, { headers: await ctx.headers() });
}
