import { fromApiAmount } from '@lender/calculator';
import type { Money } from '@lender/contracts';
import { stepTarget } from '@lender/flow';
import type { ApiResult } from '@lender/sdk';
import { redirect } from '@remix-run/node';
import { pathOf } from '../paths';
import type { RequestContext } from './session.server';

/** API money (pesos with centavos) → integer centavos, the unit every page and formatter uses. */
export const centavosOf = (money: Money): number => fromApiAmount(money.amount);

/** Integer centavos → the API's money body. */
export const moneyOf = (centavos: number): Money => ({ amount: centavos / 100, currency: 'MXN' });

/**
 * Whole pesos typed in a form ("$1,500", "1500.50") → centavos, or null when it is not an amount.
 * Only digits and one decimal separator count: anything else is a typing error, never guessed.
 */
export function centavosFromForm(raw: string): number | null {
  const clean = raw.replace(/[$\s,]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [pesos, cents = ''] = clean.split('.');
  return Number(pesos) * 100 + Number(cents.padEnd(2, '0'));
}

/** Sends the client where the API's flow says, when it is not `here` (spec §4). */
export async function followFlow(ctx: RequestContext, here: string): Promise<void> {
  const flow = await ctx.api.client.flow();
  if (!flow.success) return;
  const me = await ctx.api.client.get();
  const target = stepTarget(flow.data.step, { firstNameKnown: Boolean(me.success && me.data.firstName) });
  if (target === 'external') return;
  const path = pathOf(target);
  if (path !== here) throw redirect(path, { headers: await ctx.headers() });
}

/** A binary API answer (a PDF) as a download response. */
export function pdfResponse(
  result: ApiResult<{ bytes: Uint8Array; contentType: string }>,
  filename: string,
): Response {
  if (!result.success) throw new Response('Not found', { status: 404 });
  // The SDK's bytes are a Uint8Array view; Response takes it as is (the DOM typing wants an ArrayBuffer-backed one).
  return new Response(result.data.bytes as unknown as BodyInit, {
    headers: {
      'Content-Type': result.data.contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The same key for every retry of one submit (the SDK's Idempotency-Key): made when the page renders. */
export function keyFrom(form: FormData): string | undefined {
  const key = form.get('idempotencyKey');
  return typeof key === 'string' && /^[0-9a-f-]{36}$/i.test(key) ? key : undefined;
}
