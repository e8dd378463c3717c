import type { ScheduledChargeNotice } from '@lender/contracts';
import { checkOrigin } from '@lender/web-kit';
import { data } from '@remix-run/node';
import { env } from '../../lib/env.server';
import { apiFor } from '../../lib/session.server';

// Issue 66 point 2 (ADR 329): the loader and action of `/no-me-cobren/:token`, the one-tap link of a
// payday charge's pre-notice. No login: the token is signed and names one charge of one borrower.

/**
 * What the page shows: the charge and its button (`ask`), the confirmation (`done`), a charge that
 * was already sent or ended (`ended`), or a link that is not ours or was altered (`invalid`, 404).
 */
export type NoChargeState = 'ask' | 'done' | 'ended' | 'invalid';

type Answer =
  | { success: true; data: ScheduledChargeNotice }
  | { success: false; status: number; code?: string };

function stateOf(answer: Answer | null, success: 'ask' | 'done') {
  if (answer?.success) {
    const { state } = answer.data;
    const shown: NoChargeState = state === 'cancelled' ? 'done' : state === 'ended' ? 'ended' : success;
    return { state: shown, charge: answer.data, status: 200 };
  }
  if (answer?.status === 409) return { state: 'ended' as const, charge: null, status: 409 };
  return { state: 'invalid' as const, charge: null, status: 404 };
}

/** The loader: reads the charge the link names before asking (a link preview cancels nothing). */
export async function checkNoCharge(request: Request, token: string | undefined) {
  const ctx = await apiFor(request);
  const read = token ? await ctx.api.public.scheduledChargeCheck({ params: { token } }) : null;
  const { state, charge, status } = stateOf(read as Answer | null, 'ask');
  return data({ state, charge }, { status, headers: await ctx.headers() });
}

/** The action: cancels the charge (idempotent: a second post is `done` too). */
export async function confirmNoCharge(request: Request, token: string | undefined) {
  checkOrigin(request, { allowedOrigins: env().allowedOrigins });
  const ctx = await apiFor(request);
  const done = token ? await ctx.api.public.cancelScheduledCharge({ params: { token } }) : null;
  const { state, charge, status } = stateOf(done as Answer | null, 'done');
  return data({ state, charge }, { status, headers: await ctx.headers() });
}
